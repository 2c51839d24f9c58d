/**
 * Where an audit record's target opens in the admin area (issue 39 point 3): a map from target type to the
 * admin route; undefined for targets without an admin page of their own (a post, a comment, a folder).
 */
import { communityAdminPaths } from '@portal/contracts';

/** The admin path of `targetType` `targetId` for a tenant whose community word is `communityWord`. */
export function auditTargetPath(
  targetType: string | null,
  targetId: string | null,
  communityWord: string,
): string | undefined {
  if (!targetType) return undefined;
  const paths = communityAdminPaths(communityWord);
  const id = targetId ? encodeURIComponent(targetId) : '';
  switch (targetType) {
    case 'community':
      return id ? `${paths.communityRoot}/${id}` : paths.managementPath;
    case 'event':
      return id ? `/admin/events/${id}` : '/admin/events';
    case 'user':
      return id ? `/admin/users?keyword=${id}` : '/admin/users';
    case 'server-value':
      return '/admin/settings';
    case 'announcement':
      return '/admin/announcement';
    case 'content':
      return '/admin/resources';
    case 'faq':
      return `${paths.managementPath}/faq`;
    case 'category':
      return `${paths.managementPath}/categories`;
    case 'tag':
      return `${paths.managementPath}/tags`;
    case 'membership':
    case 'invoice':
      return '/admin/memberships';
    case 'import':
    case 'mapping':
      return '/admin/import';
    default:
      return undefined;
  }
}
