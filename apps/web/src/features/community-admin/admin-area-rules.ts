/**
 * Rules of one community's admin area (spec 001 §2 "Visibility in the sidebar", §6): who may enter, and the
 * sidebar groups with their counts. Pure functions over the community detail (the same flags the server
 * checks), unit-tested beside.
 */
import type { TCommunityDetail, TCommunityStatistics } from '@portal/contracts';

const MEMBER_FLAGS = new Set(['postCreate', 'commentCreate']);

/** True when the caller is an admin or holds a flag beyond a member's in this community. */
export function canEnterCommunityAdmin(detail: TCommunityDetail): boolean {
  if (detail.isAdmin) return true;
  return Object.entries(detail.permissions).some(([flag, on]) => on && !MEMBER_FLAGS.has(flag));
}

/** One sidebar link: its label, its path under the community root (or an absolute path), its count. */
export interface SidebarItem {
  label: string;
  path: string;
  count?: number;
  external?: boolean;
}

/** The sidebar groups of spec 001 §2, filtered by the caller's flags. */
export function sidebarGroups(
  detail: TCommunityDetail,
  stats: TCommunityStatistics | undefined,
  communityHome: string,
  t: (key: 'words.communityHome' | 'words.communityGroup') => string,
): { title: string; items: SidebarItem[] }[] {
  const p = detail.permissions;
  const admin = detail.isAdmin;
  const tools: (SidebarItem | false)[] = [
    { label: 'About', path: 'about' },
    { label: 'All posts', path: 'posts', count: stats?.allPostsCount },
    { label: 'Posts pending approval', path: 'pending-posts', count: stats?.pendingPostsCount },
    p.postDelete && { label: 'Reported posts', path: 'reported-posts', count: stats?.reportedPostsCount },
    p.commentDelete && {
      label: 'Reported comments',
      path: 'reported-comments',
      count: stats?.reportedPostCommentsCount,
    },
    { label: 'Archived posts', path: 'archive', count: stats?.archivedPostsCount },
    { label: 'Assets', path: 'assets' },
    admin && { label: 'Membership requirements', path: 'membership-requirements' },
    admin && { label: 'Admin settings', path: 'settings' },
  ];
  const group: (SidebarItem | false)[] = [
    { label: 'Members', path: 'members' },
    { label: 'Removed members', path: 'deleted-members' },
    p.communityBlacklist && { label: 'Blacklist', path: 'banned-members' },
    { label: 'Meetings', path: 'meetings' },
  ];
  const keep = (items: (SidebarItem | false)[]) => items.filter((i): i is SidebarItem => Boolean(i));
  return [
    { title: '', items: [{ label: t('words.communityHome'), path: communityHome, external: true }] },
    { title: 'Admin tools', items: keep(tools) },
    { title: t('words.communityGroup'), items: keep(group) },
  ];
}
