/**
 * /settings/communication-preferences (002 §2 Interests and preferences "external link, new tab"; spec 000 §7
 * `GET api/user/commprefsurl`): the association manages these preferences on its own site; the page offers
 * the link, which opens in a new tab.
 */
import { Button, Skeleton, Typography } from 'antd';
import { ExportOutlined } from '@ant-design/icons';
import { LoadError } from '../../../shared/components/LoadError';
import { SettingsCard } from '../../../shared/components/SettingsCard';
import { useCommPrefsUrl } from '../../../shared/comm-prefs-queries';

/** Renders the external link to the communication preferences. */
export default function CommunicationPreferencesPage() {
  const link = useCommPrefsUrl();
  return (
    <SettingsCard title="Communication preferences">
      {link.isLoadingError ? (
        <LoadError message="We couldn't load the link." onRetry={() => void link.refetch()} />
      ) : !link.data ? (
        <Skeleton active paragraph={{ rows: 2 }} />
      ) : (
        <>
          <Typography.Paragraph>
            Your communication preferences are managed on our website. The page opens in a new tab.
          </Typography.Paragraph>
          <Button
            type="primary"
            icon={<ExportOutlined />}
            href={link.data.url}
            target="_blank"
            rel="noopener noreferrer"
          >
            Manage communication preferences
          </Button>
        </>
      )}
    </SettingsCard>
  );
}
