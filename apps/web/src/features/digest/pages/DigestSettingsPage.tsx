/**
 * `/settings/digest` (issue 38 point 2): the member's digest e-mail frequency, read with `GET
 * /api/user/digest` and saved with `PUT /api/user/digest`.
 */
import { useApp } from '../../../shared/app-feedback';
import { DIGEST_MESSAGES, type TDigestFrequency } from '@portal/contracts';
import { LoadError } from '../../../shared/components/LoadError';
import { DigestFrequencyCard } from '../components/DigestFrequencyCard';
import { useDigestSettings, useSaveDigestSettings } from '../queries';

/** Loads the frequency and saves the member's choice. */
export default function DigestSettingsPage() {
  const { message } = useApp();
  const settings = useDigestSettings();
  const save = useSaveDigestSettings();
  const handleSave = (frequency: TDigestFrequency) =>
    save.mutate(
      { frequency },
      {
        onSuccess: () => void message.success(DIGEST_MESSAGES.saved),
        onError: () => void message.error(DIGEST_MESSAGES.saveFailed),
      },
    );
  if (settings.isLoadingError)
    return <LoadError message={DIGEST_MESSAGES.loadFailed} onRetry={() => void settings.refetch()} />;
  return (
    <DigestFrequencyCard frequency={settings.data?.frequency} isSaving={save.isPending} onSave={handleSave} />
  );
}
