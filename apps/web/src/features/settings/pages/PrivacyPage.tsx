/**
 * /settings/privacy (spec 000 §2 Privacy page, §3 privacy flags; issue 12: saved per member): each of the seven
 * flags with the four choices Everyone, members, Connections, Only me; Save sends `PUT /api/user/privacy` (the
 * welcome wizard's privacy step reads the same record).
 */
import { Button, Form, Radio, Skeleton } from 'antd';
import { useApp } from '../../../shared/app-feedback';
import {
  PRIVACY_CHOICES,
  PRIVACY_CHOICE_LABELS,
  PRIVACY_FLAGS,
  PRIVACY_FLAG_LABELS,
  SETTINGS_MESSAGES,
  type TPrivacySettings,
} from '@portal/contracts';
import { LoadError } from '../../../shared/components/LoadError';
import { SettingsCard } from '../../../shared/components/SettingsCard';
import { usePrivacy, useUpdatePrivacy } from '../queries';

const CHOICE_OPTIONS = PRIVACY_CHOICES.map((choice) => ({
  value: choice,
  label: PRIVACY_CHOICE_LABELS[choice],
}));

/** Renders the privacy choices and Save. */
export default function PrivacyPage() {
  const { message } = useApp();
  const privacy = usePrivacy();
  const update = useUpdatePrivacy();
  const handleSubmit = (values: TPrivacySettings) =>
    update.mutate(values, {
      onSuccess: () => void message.success(SETTINGS_MESSAGES.privacySaved),
      onError: () => void message.error(SETTINGS_MESSAGES.privacyFailed),
    });

  if (privacy.isLoadingError)
    return (
      <LoadError message="We couldn't load your privacy settings." onRetry={() => void privacy.refetch()} />
    );
  return (
    <SettingsCard
      title="Privacy"
      description="Choose who can see each part of your profile in the member directory."
    >
      {!privacy.data ? (
        <Skeleton active paragraph={{ rows: 7 }} />
      ) : (
        <Form layout="vertical" initialValues={privacy.data} onFinish={handleSubmit}>
          {PRIVACY_FLAGS.map((flag) => (
            <Form.Item key={flag} name={flag} label={PRIVACY_FLAG_LABELS[flag]}>
              <Radio.Group options={CHOICE_OPTIONS} aria-label={PRIVACY_FLAG_LABELS[flag]} />
            </Form.Item>
          ))}
          <Button type="primary" htmlType="submit" loading={update.isPending}>
            Save
          </Button>
        </Form>
      )}
    </SettingsCard>
  );
}
