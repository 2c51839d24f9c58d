/**
 * The join form behind the tenant's register route (spec 000 §2 "Register routes per tenant": /register,
 * /workflow?id=become-psa-member&step=1, /membership/new-membership; issue 13 "Joining"): personal details,
 * membership type and terms (`POST /api/membership/join/code` mails a code to the address), then the code:
 * `POST /api/membership/join` creates the account with the verified e-mail, a Pending membership and its
 * first invoice, and the page leaves for the invoice's hosted checkout ('Processing...'). Before payment the
 * form and the code step show what joining today charges and covers (issue 34 point 4: the amount incl. GST,
 * the period, the pro-rata months or the cut-off's two periods). After paying, the
 * hosted checkout returns to the first-time login (docs/api-membership.md "Join").
 */
import { useState } from 'react';
import { Alert, Spin, Typography } from 'antd';
import { useApp } from '../../../shared/app-feedback';
import { Link } from 'react-router';
import { EVENT_MESSAGES, MEMBERSHIP_MESSAGES, MESSAGES } from '@portal/contracts';
import { errorMessage } from '../../../api/api-error';
import { useTenant } from '../../../session/tenant-context';
import { JoinCodeForm } from '../components/JoinCodeForm';
import { JoinDetailsForm, joinDetailsBody, type JoinDetailsValues } from '../components/JoinDetailsForm';
import { useJoin, useJoinCode, useMembershipTypes } from '../join-queries';
import { chargeText } from '../membership-charge';
import { membershipNavigator } from '../queries';

type Step = { kind: 'details' } | { kind: 'code'; email: string; requestId: string } | { kind: 'paying' };

/** Renders the join journey of the current tenant. */
export default function JoinPage() {
  const tenant = useTenant();
  const { message } = useApp();
  const types = useMembershipTypes();
  const start = useJoinCode();
  const verify = useJoin();
  const [step, setStep] = useState<Step>({ kind: 'details' });
  const [values, setValues] = useState<JoinDetailsValues | null>(null);
  const [error, setError] = useState<string | null>(null);
  const chosen = types.data?.find((type) => type.id === values?.membershipTypeId);

  const submitDetails = (details: JoinDetailsValues) => {
    setError(null);
    setValues(details);
    start.mutate(
      { email: details.email.trim() },
      {
        onSuccess: (answer) =>
          setStep({ kind: 'code', email: details.email.trim(), requestId: answer.requestId }),
        onError: (failure) =>
          setError(errorMessage(failure, 'Failed to send a verification code. Try again.')),
      },
    );
  };
  const submitCode = (requestId: string, code: string) => {
    if (!values) return;
    setError(null);
    verify.mutate(
      { ...joinDetailsBody(values), requestId, code },
      {
        onSuccess: (answer) => {
          setStep({ kind: 'paying' });
          membershipNavigator.go(answer.paymentUrl);
        },
        onError: (failure) => setError(errorMessage(failure, MEMBERSHIP_MESSAGES.joinCodeInvalid)),
      },
    );
  };
  const resend = () => {
    if (!values) return;
    setError(null);
    start.mutate(
      { email: values.email.trim() },
      {
        onSuccess: (answer) => {
          setStep({ kind: 'code', email: values.email.trim(), requestId: answer.requestId });
          void message.success(MESSAGES.codeResent);
        },
        onError: (failure) => setError(errorMessage(failure, 'Failed to send a new code. Try again.')),
      },
    );
  };

  if (step.kind === 'paying') return <Spin description={EVENT_MESSAGES.processing} size="large" fullscreen />;
  return (
    <>
      <Typography.Title level={1} style={{ fontSize: 28 }}>
        Join {tenant.displayName}
      </Typography.Title>
      {step.kind === 'details' ? (
        <>
          <Typography.Paragraph>
            Become a member of {tenant.fullName}. After you confirm your e-mail you pay your first membership
            period online.
          </Typography.Paragraph>
          <JoinDetailsForm
            types={types.data ?? null}
            typesFailed={types.isLoadingError}
            termsUrl={tenant.website}
            initialValues={values ?? undefined}
            isSubmitting={start.isPending}
            errorMessage={error}
            onSubmit={submitDetails}
          />
        </>
      ) : (
        <>
          {chosen && (
            <Alert
              type="info"
              showIcon
              style={{ marginBottom: 16 }}
              title={`Next you pay for your ${chosen.name} membership: ${chargeText(chosen.joinCharge, chosen.feeIncGst)}.`}
            />
          )}
          <JoinCodeForm
            email={step.email}
            isSubmitting={verify.isPending}
            isResending={start.isPending}
            errorMessage={error}
            onSubmit={(code) => submitCode(step.requestId, code)}
            onResend={resend}
            onBack={() => {
              setError(null);
              setStep({ kind: 'details' });
            }}
          />
        </>
      )}
      <Typography.Paragraph style={{ marginTop: 24 }}>
        Already a member? <Link to="/account/sign-in">Sign in</Link>
      </Typography.Paragraph>
    </>
  );
}
