/**
 * The "Digest e-mail" card (issue 38 point 2): the member's choice of one daily or weekly e-mail gathering
 * what is new for them (the tenant's wording, `words.digestDescription`) — or none.
 * Renders props only; the page loads and saves.
 */
import { Button, Form, Radio, Skeleton } from 'antd';
import {
  DIGEST_FREQUENCIES,
  DIGEST_FREQUENCY_LABELS,
  DIGEST_SEND_HOUR,
  type TDigestFrequency,
} from '@portal/contracts';
import { useTranslation } from 'react-i18next';
import { SettingsCard } from '../../../shared/components/SettingsCard';

/** Props of {@link DigestFrequencyCard}: the saved frequency (undefined while loading) and the save. */
export interface DigestFrequencyCardProps {
  frequency: TDigestFrequency | undefined;
  isSaving: boolean;
  onSave: (frequency: TDigestFrequency) => void;
}

const OPTIONS = DIGEST_FREQUENCIES.map((value) => ({ value, label: DIGEST_FREQUENCY_LABELS[value] }));

/** Renders the frequency choice and Save. */
export function DigestFrequencyCard({ frequency, isSaving, onSave }: DigestFrequencyCardProps) {
  const { t } = useTranslation();
  return (
    <SettingsCard
      title="Digest e-mail"
      description={`${t('words.digestDescription')} Sent at ${DIGEST_SEND_HOUR} am (Sydney time) when there is something new.`}
    >
      {!frequency ? (
        <Skeleton active paragraph={{ rows: 2 }} />
      ) : (
        <Form
          layout="vertical"
          initialValues={{ frequency }}
          onFinish={(values: { frequency: TDigestFrequency }) => onSave(values.frequency)}
        >
          <Form.Item name="frequency" label="How often">
            <Radio.Group options={OPTIONS} aria-label="How often" />
          </Form.Item>
          <Button type="primary" htmlType="submit" loading={isSaving}>
            Save
          </Button>
        </Form>
      )}
    </SettingsCard>
  );
}
