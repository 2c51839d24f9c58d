/** Members tab (spec 001 §2): Joined members with role, organisation and state; search; empty state. */
import { useState } from 'react';
import { Avatar, Empty, Skeleton, Tag } from 'antd';
import { ItemList } from '../../../shared/components/ItemList';
import { SearchBox } from '../../../shared/components/SearchBox';
import { useMembers } from '../../../shared/community-queries';
import { formatDate, fullName } from '../../../shared/format';
import { useDebouncedValue } from '../../../shared/use-debounced-value';
import { LoadError } from '../../../shared/components/LoadError';
import { countLabel } from '../../../shared/count-label';

/** Props: the community id. */
export function MembersPanel({ communityId }: { communityId: string }) {
  const [keyword, setKeyword] = useState('');
  const debounced = useDebouncedValue(keyword.trim().length >= 3 ? keyword.trim() : '', 500);
  const members = useMembers(communityId, debounced);
  return (
    <>
      <SearchBox
        label="Search members"
        placeholder="Search members"
        value={keyword}
        onChange={setKeyword}
        style={{ maxWidth: 360, marginBottom: 16 }}
      />
      {members.isPending ? (
        <Skeleton active />
      ) : members.isLoadingError ? (
        <LoadError message="Failed to load members" onRetry={() => members.refetch()} />
      ) : members.data.members.length === 0 ? (
        <Empty description="No members yet" />
      ) : (
        <ItemList
          header={countLabel(members.data.totalItemCount, 'member')}
          items={members.data.members}
          itemKey={(m) => m.userId}
          renderItem={(m) => ({
            avatar: (
              <Avatar alt="" src={m.avatarUrl ?? undefined}>
                {m.firstName.charAt(0)}
              </Avatar>
            ),
            title: (
              <>
                {fullName(m)} {m.pronoun ? `(${m.pronoun})` : ''}{' '}
                {m.role !== 'Member' ? <Tag color="purple">{m.role}</Tag> : null}
              </>
            ),
            description: [m.organisationName, m.homeState, `Member since ${formatDate(m.joinedAt)}`]
              .filter(Boolean)
              .join(' · '),
          })}
        />
      )}
    </>
  );
}
