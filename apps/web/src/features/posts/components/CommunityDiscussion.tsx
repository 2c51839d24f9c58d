/**
 * The Discussion tab of a community (spec 001 §2 community detail, §4 Posts): 'Create post' for members
 * with the postCreate permission of a community that is not archived, then the community's posts, and the
 * post editor (loaded on first use).
 */
import { useState } from 'react';
import { Button, Flex } from 'antd';
import type { TCommunityDetail } from '@portal/contracts';
import { LazyPostEditor } from './LazyPostEditor';
import { PostFeed } from './PostFeed';

/** Props of {@link CommunityDiscussion}: the community and whether the caller counts as a member. */
export interface CommunityDiscussionProps {
  detail: TCommunityDetail;
  isMember: boolean;
}

/** Renders the tab. */
export function CommunityDiscussion({ detail, isMember }: CommunityDiscussionProps) {
  const { community, permissions } = detail;
  const [editorOpen, setEditorOpen] = useState(false);
  return (
    <>
      <Flex vertical gap={16}>
        {permissions.postCreate && isMember && !community.isArchived ? (
          <Button type="primary" onClick={() => setEditorOpen(true)} style={{ alignSelf: 'flex-start' }}>
            Create post
          </Button>
        ) : null}
        <PostFeed
          source={{ kind: 'community', id: community.id }}
          emptyText="No posts yet"
          showCommunity={false}
        />
      </Flex>
      <LazyPostEditor open={editorOpen} communityId={community.id} onClose={() => setEditorOpen(false)} />
    </>
  );
}
