/**
 * Assets of one community's admin area, /admin/{word}/:id/assets (spec 001 §2 Assets): the member area's
 * assets panel (collapsible folders, sort, drag reorder, add/rename/delete by the caller's flags). Composed
 * here because a feature never imports another.
 */
import { Typography } from 'antd';
import { useParams } from 'react-router';
import { AssetsPanel } from '../../features/assets/components/AssetsPanel';

/** Renders the Assets sub-page. */
export default function CommunityAdminAssetsRoute() {
  const { id = '' } = useParams();
  return (
    <>
      <Typography.Title level={1} style={{ fontSize: 24 }}>
        Assets
      </Typography.Title>
      <AssetsPanel communityId={id} />
    </>
  );
}
