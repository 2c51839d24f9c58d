/** /favourites/meetings (spec 001 §2 Favourites): bookmarked meetings with their count. */
import { Empty, Flex, Skeleton, Typography } from 'antd';
import { MEETING_MESSAGES } from '@portal/contracts';
import { useExploreMeetings } from '../queries';
import { MeetingCard } from '../components/MeetingCard';
import { LoadError } from '../../../shared/components/LoadError';
import { noItemsYet } from '../../../shared/count-label';

/** Favourite meetings. */
export default function MeetingsFavouritesPage() {
  const meetings = useExploreMeetings({ onlyFavorite: true });
  if (meetings.isPending) return <Skeleton active />;
  if (meetings.isLoadingError)
    return <LoadError message={MEETING_MESSAGES.loadFailed} onRetry={() => meetings.refetch()} />;
  return (
    <Flex vertical gap={16}>
      <Typography.Title level={2} style={{ fontSize: 22 }}>
        {meetings.data.totalItemCount} bookmarked meetings
      </Typography.Title>
      {meetings.data.meets.length === 0 ? <Empty description={noItemsYet('meeting')} /> : null}
      {meetings.data.meets.map((item) => (
        <MeetingCard
          key={item.meet.id}
          meeting={item.meet}
          status={item.status}
          isFavorite={item.isFavorite}
        />
      ))}
    </Flex>
  );
}
