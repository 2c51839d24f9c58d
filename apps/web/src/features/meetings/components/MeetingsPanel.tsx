/**
 * Meetings tab of a community ({base}/{alias}/mettings, spec 001 §2): meeting cards, 'Create meeting' for
 * meetingAll holders, and the meetingId query parameter (or /mettings/{id}) highlighting the linked
 * meeting for 2 seconds.
 */
import { useEffect, useState } from 'react';
import { Button, Empty, Flex, Skeleton } from 'antd';
import { useSearchParams } from 'react-router';
import { MEETING_LIMITS, MEETING_MESSAGES, type TCommunityDetail, type TMeeting } from '@portal/contracts';
import { useCommunityMeetings } from '../queries';
import { MeetingCard } from './MeetingCard';
import { MeetingFormModal } from './MeetingFormModal';
import { LoadError } from '../../../shared/components/LoadError';
import { noItemsYet } from '../../../shared/count-label';

/** Props: the community detail and an optional meeting id from the path. */
export function MeetingsPanel({ detail, highlightId }: { detail: TCommunityDetail; highlightId?: string }) {
  const [params] = useSearchParams();
  const target = params.get('meetingId') ?? highlightId ?? null;
  const meetings = useCommunityMeetings(detail.community.id);
  const [editing, setEditing] = useState<TMeeting | 'new' | null>(null);
  const [highlighted, setHighlighted] = useState<string | null>(null);

  useEffect(() => {
    if (!target || !meetings.data) return;
    setHighlighted(target);
    document.getElementById(`meeting-${target}`)?.scrollIntoView?.({ behavior: 'smooth', block: 'center' });
    const timer = window.setTimeout(() => setHighlighted(null), MEETING_LIMITS.highlightMs);
    return () => window.clearTimeout(timer);
  }, [target, meetings.data]);

  return (
    <Flex vertical gap={16}>
      {detail.permissions.meetingAll ? (
        <Button type="primary" style={{ alignSelf: 'flex-start' }} onClick={() => setEditing('new')}>
          Create meeting
        </Button>
      ) : null}
      {meetings.isPending ? (
        <Skeleton active />
      ) : meetings.isLoadingError ? (
        <LoadError message={MEETING_MESSAGES.loadFailed} onRetry={() => meetings.refetch()} />
      ) : meetings.data.meets.length === 0 ? (
        <Empty description={noItemsYet('meeting')} />
      ) : (
        meetings.data.meets.map((item) => (
          <MeetingCard
            key={item.meet.id}
            meeting={item.meet}
            status={item.status}
            isFavorite={item.isFavorite}
            highlighted={highlighted === item.meet.id}
            onEdit={setEditing}
          />
        ))
      )}
      <MeetingFormModal
        open={editing !== null}
        communityId={detail.community.id}
        meeting={editing && editing !== 'new' ? editing : undefined}
        onClose={() => setEditing(null)}
      />
    </Flex>
  );
}
