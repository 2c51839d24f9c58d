/**
 * The join form behind the tenant's register route (spec 000 §2 "Register routes per tenant": /register,
 * /workflow?id=become-psa-member&step=1, /membership/new-membership; issue 13 "Joining"): personal details,
 * membership type and terms, then the verification code e-mailed to the address. A verified code creates
 * the account, a Pending membership and its first invoice; the page then leaves for the invoice's hosted
 * checkout ('Processing...'). After paying, the hosted checkout returns to the first-time login.
 */
import { useState } from 'react';
import { Spin, Typography } from 'antd';
import { Link } from 'react-router';
import { EVENT_MESSAGES } from '@portal/contracts';
import { errorMessage } from '../../../api/api-error';
import { useTenant } from '../../../app/tenant-context';
import { JoinCodeForm } from '../components/JoinCodeForm';
import { JoinDetailsForm, type JoinDetailsValues } from '../components/JoinDetailsForm';
import { joinNavigator, useJoinStart, useJoinVerify, useMembershipTypes } from '../join-queries';

type Step = { kind: 'details' } | { kind: 'code'; email: string; requestId: string } | { kind: 'paying' };

/** Renders the join journey of the current tenant. */
export default function JoinPage() {
  const tenant = useTenant();
  const types = useMembershipTypes();
  const start = useJoinStart();
  const verify = useJoinVerify();
  const [step, setStep] = useState<Step>({ kind: 'details' });
  const [values, setValues] = useState<JoinDetailsValues | null>(null);
  const [error, setError] = useState<string | null>(null);

  const submitDetails = (details: JoinDetailsValues) => {
    setError(null);
    setValues(details);
    start.mutate(details, {
      onSuccess: (answer) => setStep({ kind: 'code', email: details.email, requestId: answer.requestId }),
      onError: (failure) => setError(errorMessage(failure, 'Failed to start your membership. Try again.')),
    });
  };
  const submitCode = (requestId: string, code: string) => {
    setError(null);
    verify.mutate(
      { requestId, code },
      {
        onSuccess: (answer) => {
          setStep({ kind: 'paying' });
          joinNavigator.go(answer.paymentUrl);
        },
        onError: (failure) => setError(errorMessage(failure, 'Invalid verification code')),
      },
    );
  };
  const resend = () => {
    if (!values) return;
    setError(null);
    start.mutate(values, {
      onSuccess: (answer) => setStep({ kind: 'code', email: values.email, requestId: answer.requestId }),
      onError: (failure) => setError(errorMessage(failure, 'Failed to send a new code. Try again.')),
    });
  };

  if (step.kind === 'paying') return <Spin tip={EVENT_MESSAGES.processing} size="large" fullscreen />;
  return (
    <>
      <Typography.Title level={1} style={{ fontSize: 28 }}>
        Join {tenant.displayName}
      </Typography.Title>
      {step.kind === 'details' ? (
        <>
          <Typography.Paragraph>
            Become a member of {tenant.fullName}. After you confirm your e-mail you pay your first year online.
          </Typography.Paragraph>
          <JoinDetailsForm
            types={types.data ?? null}
            typesFailed={types.isError}
            termsUrl={tenant.website}
            initialValues={values ?? undefined}
            isSubmitting={start.isPending}
            errorMessage={error}
            onSubmit={submitDetails}
          />
        </>
      ) : (
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
      )}
      <Typography.Paragraph style={{ marginTop: 24 }}>
        Already a member? <Link to="/account/sign-in">Sign in</Link>
      </Typography.Paragraph>
    </>
  );
}
