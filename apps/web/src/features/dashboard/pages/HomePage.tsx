/**
 * Home `/` (spec 000 §2 Dashboard home): for now a welcome heading 'Welcome back, {firstName}', the tenant's
 * full name, and cards to each permitted area. The real dashboard comes with its own issue.
 */
import { Skeleton, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { canAccessModule, type ModuleName } from '@portal/contracts';
import { useTenant } from '../../../app/tenant-context';
import { LoadError } from '../../../shared/components/LoadError';
import { toAccessSubject, useAccount } from '../../account/queries';
import { ModuleCards, type ModuleCard } from '../components/ModuleCards';

/** Renders the placeholder dashboard. */
export default function HomePage() {
  const profile = useTenant();
  const { t } = useTranslation();
  const account = useAccount();

  if (account.isPending) return <Skeleton active paragraph={{ rows: 4 }} />;
  if (account.isError)
    return <LoadError message="Failed to load your account." onRetry={() => account.refetch()} />;

  const subject = toAccessSubject(account.data);
  const candidates: Array<[ModuleName, ModuleCard]> = [
    ['communities', { key: 'communities', title: t('area.communities'), path: profile.communityBasePath }],
    ['events', { key: 'events', title: t('area.events'), path: '/events' }],
    ['cpd', { key: 'cpd', title: t('area.cpd'), path: '/cpd' }],
    ['news', { key: 'news', title: t('area.news'), path: '/news' }],
    ['resources', { key: 'resources', title: t('area.resources'), path: '/resources' }],
    ['marketplace', { key: 'marketplace', title: t('nav.marketplace'), path: '/marketplace' }],
    ['settings', { key: 'settings', title: t('area.settings'), path: '/settings' }],
  ];
  const cards = candidates
    .filter(([module]) => canAccessModule(profile, module, subject))
    .map(([, card]) => card)
    .concat({ key: 'favourites', title: t('area.favourites'), path: '/favourites' });

  return (
    <>
      <Typography.Title level={1} style={{ fontSize: 28, marginBottom: 4 }}>
        Welcome back, {account.data.firstName}
      </Typography.Title>
      <Typography.Paragraph type="secondary" style={{ fontSize: 16 }}>
        {profile.fullName}
      </Typography.Paragraph>
      <ModuleCards cards={cards} />
    </>
  );
}
