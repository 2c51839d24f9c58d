/**
 * The welcome wizard `/first-time-login/{step}` (spec 000 §2 "Welcome wizard", §5): seven steps in order —
 * your details, choose a password, privacy setting, communication details, organisation details, your profile,
 * areas of expertise. The step follows the path and the path follows the step (clamped 0…6). Continue saves
 * the step (issue 18 "Onboarding keeps what it asks": see wizard-save.ts; a refused save shows its messages on
 * the fields and stays); Skip saves nothing and moves on; on the last step both request the final redirect link, whose outcome
 * type decides the text and button of the 'You're all set!' modal (an applicant whose membership is still
 * Pending is asked to pay the first invoice, never to renew: `finalOutcome`, issue 34 point 3). The button opens
 * the redirect URL in a new tab (and brings this tab to the dashboard), or goes to the home route when no URL
 * is given.
 */
import { useEffect, useRef, useState } from 'react';
import { Alert, Button, Card, Form, Progress, Skeleton, Space, Steps, Typography } from 'antd';
import { useApp } from '../../../shared/app-feedback';
import { Navigate, useNavigate, useParams } from 'react-router';
import {
  FIRST_TIME_MESSAGES,
  WELCOME_STEPS,
  hasLawSocietyFields,
  type TFinalStepRedirectLink,
} from '@portal/contracts';
import { errorMessage, isApiError } from '../../../api/api-error';
import { useTenant } from '../../../session/tenant-context';
import { useMembership } from '../../../shared/membership-queries';
import { AllSetModal, finalOutcome } from '../components/AllSetModal';
import { AreasOfExpertiseStep } from '../components/steps/AreasOfExpertiseStep';
import { CommunicationDetailsStep } from '../components/steps/CommunicationDetailsStep';
import { OrgDetailsStep } from '../components/steps/OrgDetailsStep';
import { PrivacyStep } from '../components/steps/PrivacyStep';
import { ProfileStep } from '../components/steps/ProfileStep';
import { UserDetailsStep } from '../components/steps/UserDetailsStep';
import { UserPasswordStep } from '../components/steps/UserPasswordStep';
import {
  useCountries,
  useFieldOptions,
  useFinalStepRedirectLink,
  useFirstTimeForm,
  useSaveWelcomeStep,
  useStates,
} from '../queries';
import { stepSave, type WizardValues } from '../wizard-save';
import { LAST_STEP, clampStep, pathOfStep, stepIndexOf } from '../wizard-steps';
import { TenantLogo } from '../../../shared/components/TenantLogo';
import { useScreenAtLeast } from '../../../shared/use-screen-at-least';

/** Fields validated by Continue on each step (the others have no enforced rules). */
const VALIDATED_FIELDS: Record<number, (string | string[])[]> = {
  0: ['firstName', 'lastName'],
  1: ['password', 'confirmPassword'],
  3: [
    ['communicationDetails', 'phoneNumber'],
    ['communicationDetails', 'mobile'],
  ],
  4: [['organisationDetails', 'jobTitle']],
};

/** Server field names of a refused save → the wizard's form fields. */
const FIELD_PATHS: Record<string, (string | number)[]> = {
  role: ['organisationDetails', 'jobTitle'],
  organisation: ['organisationDetails', 'organisationId'],
  phoneNumber: ['communicationDetails', 'phoneNumber'],
  mobile: ['communicationDetails', 'mobile'],
  contactPreference: ['communicationDetails', 'contactPreference'],
  postcode: ['communicationDetails', 'postcode'],
};

/** Renders the wizard. */
export default function WelcomeWizardPage() {
  const profile = useTenant();
  const { message } = useApp();
  const navigate = useNavigate();
  const isWide = useScreenAtLeast('md');
  const stepIndex = stepIndexOf(useParams()['*'] ?? '');
  const [form] = Form.useForm();
  const values = useFirstTimeForm();
  const options = useFieldOptions();
  const countries = useCountries();
  const states = useStates();
  const finalLink = useFinalStepRedirectLink();
  const saveStep = useSaveWelcomeStep();
  const [outcome, setOutcome] = useState<TFinalStepRedirectLink | null>(null);
  const isFilled = useRef(false);
  // The Auto Rollover text names the member's real renewal day (spec 000 §2); asked up front so the modal
  // opens with it. A failure is logged only (spec 000 §8) and the text names the end of the period instead.
  const membership = useMembership();

  useEffect(() => {
    if (values.error) console.error('Failed to load the first-time form', values.error);
    if (options.error) console.error('Failed to load the first-time field options', options.error);
    if (membership.error) console.error('Failed to load the membership', membership.error);
  }, [values.error, options.error, membership.error]);
  useEffect(() => {
    // Filled once: later answers of the saves must not overwrite what the member is typing.
    if (values.data && !isFilled.current) {
      isFilled.current = true;
      form.setFieldsValue(values.data);
    }
  }, [values.data, form]);

  if (stepIndex < 0) return <Navigate to={pathOfStep(0)} replace />;

  const goTo = (index: number) => void navigate(pathOfStep(clampStep(index)));

  const finish = () =>
    finalLink.mutate(undefined, {
      onSuccess: (link) => setOutcome(finalOutcome(link, membership.data)),
      onError: () => void message.error('Something went wrong. Please try again.'),
    });

  const handleSkip = () => (stepIndex === LAST_STEP ? finish() : goTo(stepIndex + 1));

  const handleContinue = async () => {
    try {
      await form.validateFields(VALIDATED_FIELDS[stepIndex] ?? []);
    } catch {
      return;
    }
    const save = stepSave(stepIndex, form.getFieldsValue(true) as WizardValues, values.data, profile.id);
    if (save) {
      try {
        await saveStep.mutateAsync(save);
      } catch (error) {
        showSaveError(error);
        return;
      }
    }
    if (stepIndex === LAST_STEP) finish();
    else goTo(stepIndex + 1);
  };

  /** Puts a refused save's field messages on the fields; other failures show a toast. */
  const showSaveError = (error: unknown) => {
    const errors = isApiError(error) ? (error.errors ?? {}) : {};
    const fields = Object.entries(errors).map(([key, messages]) => ({
      name: FIELD_PATHS[key] ?? [key],
      errors: messages,
    }));
    if (fields.length > 0) form.setFields(fields);
    else void message.error(errorMessage(error, FIRST_TIME_MESSAGES.saveFailed));
  };

  const handleOutcome = () => {
    if (outcome?.redirectUrl) window.open(outcome.redirectUrl, '_blank', 'noopener');
    void navigate('/', { replace: true });
  };

  const step = WELCOME_STEPS[stepIndex]!;
  const isLoading = values.isPending || options.isPending;
  let body: React.ReactNode;
  if (isLoading) body = <Skeleton active paragraph={{ rows: 6 }} />;
  else if (stepIndex === 0)
    body = <UserDetailsStep options={options.data} hasLawSocietyFields={hasLawSocietyFields(profile.id)} />;
  else if (stepIndex === 1) body = <UserPasswordStep />;
  else if (stepIndex === 2) body = <PrivacyStep />;
  else if (stepIndex === 3)
    body = (
      <CommunicationDetailsStep options={options.data} countries={countries.data} states={states.data} />
    );
  else if (stepIndex === 4) body = <OrgDetailsStep />;
  else if (stepIndex === 5) body = <ProfileStep />;
  else body = <AreasOfExpertiseStep groups={options.data?.expertiseAreas ?? []} />;

  return (
    <div
      style={{
        minHeight: '100vh',
        background: 'var(--portal-bg-layout, #f5f5f5)',
        padding: isWide ? '32px 24px' : 16,
      }}
    >
      <div style={{ maxWidth: 1100, margin: '0 auto' }}>
        <TenantLogo height={48} style={{ marginBottom: 24 }} />
        <div style={{ display: 'flex', gap: 24, flexDirection: isWide ? 'row' : 'column' }}>
          <nav aria-label="Welcome steps" style={{ flex: isWide ? '0 0 260px' : undefined }}>
            {isWide ? (
              <Steps
                orientation="vertical"
                size="small"
                current={stepIndex}
                onChange={goTo}
                items={WELCOME_STEPS.map((s) => ({ title: s.title }))}
              />
            ) : (
              // Seven vertical steps would push the form below the fold on a phone.
              <Progress
                percent={Math.round(((stepIndex + 1) / WELCOME_STEPS.length) * 100)}
                steps={WELCOME_STEPS.length}
                showInfo={false}
                size={{ width: 40, height: 6 }}
                aria-label={`Step ${stepIndex + 1} of ${WELCOME_STEPS.length}`}
              />
            )}
          </nav>
          <main style={{ flex: 1, minWidth: 0 }}>
            <Card>
              <Typography.Text type="secondary">
                Step {stepIndex + 1} of {WELCOME_STEPS.length}
              </Typography.Text>
              <Typography.Title level={1} style={{ fontSize: 26, marginTop: 4 }}>
                {step.title}
              </Typography.Title>
              {(values.isLoadingError || options.isLoadingError) && (
                <Alert
                  type="warning"
                  showIcon
                  style={{ marginBottom: 16 }}
                  title="Some of your details could not be loaded. You can still continue."
                />
              )}
              <Form form={form} layout="vertical" preserve requiredMark>
                {body}
              </Form>
              <Space style={{ width: '100%', justifyContent: 'space-between', marginTop: 8 }} wrap>
                <Button onClick={() => goTo(stepIndex - 1)} disabled={stepIndex === 0}>
                  Previous
                </Button>
                <Space>
                  <Button
                    onClick={handleSkip}
                    disabled={saveStep.isPending}
                    loading={stepIndex === LAST_STEP && finalLink.isPending}
                  >
                    Skip
                  </Button>
                  <Button
                    type="primary"
                    onClick={() => void handleContinue()}
                    loading={finalLink.isPending || saveStep.isPending}
                  >
                    Continue
                  </Button>
                </Space>
              </Space>
            </Card>
          </main>
        </div>
      </div>
      <AllSetModal
        type={outcome?.type ?? null}
        renewedToDate={membership.data?.renewedToDate}
        onContinue={handleOutcome}
      />
    </div>
  );
}
