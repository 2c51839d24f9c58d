/** /favourites/communities (spec 001 §2 Favourites): a grid titled with the bookmark count; cards link by alias. */
import { Empty, Skeleton, Typography } from 'antd';
import { isCommunityAdmin } from '@portal/contracts';
import { useCommunityList } from '../queries';
import { CommunityGrid } from '../components/CommunityCard';
import { useCommunityBase } from '../../../session/use-community-base';
import { useAccount } from '../../../session/session-queries';
import { LoadError } from '../../../shared/components/LoadError';
import { useTranslation } from 'react-i18next';

/** Favourite communities. */
export default function CommunitiesFavouritesPage() {
  const { words } = useCommunityBase();
  const { t } = useTranslation();
  const list = useCommunityList({ onlyFavorite: true });
  const account = useAccount();
  const isAdmin = account.data ? isCommunityAdmin(account.data.role) : false;
  if (list.isPending) return <Skeleton active />;
  if (list.isLoadingError)
    return <LoadError message={t('words.failedToLoad')} onRetry={() => list.refetch()} />;
  return (
    <>
      <Typography.Title level={2} style={{ fontSize: 22 }}>
        {list.data.totalItemCount} bookmarked {words}
      </Typography.Title>
      {list.data.communities.length === 0 ? <Empty description={`No ${words} yet`} /> : null}
      <CommunityGrid items={list.data.communities} isAdmin={isAdmin} />
    </>
  );
}
