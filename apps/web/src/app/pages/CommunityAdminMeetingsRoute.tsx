/**
 * Meetings of one community's admin area, /admin/{word}/:id/meetings (spec 001 §2 "Meetings: as in the
 * member area, with admin actions"): the meetings feature's panel (create, edit, publish, notify, invite,
 * delete for meetingAll). Composed here because a feature never imports another.
 */
import { Alert, Skeleton, Typography } from 'antd';
import { useParams } from 'react-router';
import { MeetingsPanel } from '../../features/meetings/components/MeetingsPanel';
import { useAdminCommunity } from '../../features/community-admin/queries';

/** Renders the Meetings sub-page. */
export default function CommunityAdminMeetingsRoute() {
  const { id = '' } = useParams();
  const detail = useAdminCommunity(id);
  return (
    <>
      <Typography.Title level={1} style={{ fontSize: 24 }}>
        Meetings
      </Typography.Title>
      {detail.isPending ? (
        <Skeleton active />
      ) : detail.isLoadingError ? (
        <Alert type="error" showIcon title="Failed to load meetings. Try again." />
      ) : (
        <MeetingsPanel detail={detail.data} />
      )}
    </>
  );
}
