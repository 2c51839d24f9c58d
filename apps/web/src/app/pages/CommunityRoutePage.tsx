/**
 * The community detail route {base}/{alias}[/{tab}[/{id}]] (spec 001 §2): the communities feature's page with
 * the Discussion tab of the posts feature, the Assets tab of the assets feature and the Meetings tab of the
 * meetings feature. Composed here because a feature never imports another.
 */
import { CommunityPage, type CommunityTabs } from '../../features/communities/pages/CommunityPage';
import { CommunityDiscussion } from '../../features/posts/components/CommunityDiscussion';
import { AssetsPanel } from '../../features/assets/components/AssetsPanel';
import { MeetingsPanel } from '../../features/meetings/components/MeetingsPanel';

const TABS: CommunityTabs = {
  posts: (detail, { isMember }) => <CommunityDiscussion detail={detail} isMember={isMember} />,
  resources: (detail) => <AssetsPanel communityId={detail.community.id} />,
  mettings: (detail, { itemId }) => <MeetingsPanel detail={detail} highlightId={itemId} />,
};

/** Renders the community page with its tabs. */
export default function CommunityRoutePage() {
  return <CommunityPage tabs={TABS} />;
}
