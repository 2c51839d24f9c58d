import { describe, expect, it } from 'vitest';
import { NotificationType, renderNotification, type PortalNotification } from './notification-types';

const awaiting: PortalNotification = {
  id: 1,
  activityType: NotificationType.MemberAwaitingApproval,
  createdAt: '2026-01-01T00:00:00Z',
  readAt: null,
  community: { id: 'c-1', name: 'Early Career', alias: 'early-career' },
  member: { id: 'u-1', firstName: 'Ava', lastName: 'Lee' },
};

describe('renderNotification type 16 (member awaiting approval)', () => {
  it('links to the admin members page of the community under the tenant word', () => {
    expect(renderNotification(awaiting, '/communities')).toEqual({
      text: 'Ava Lee is awaiting approval to join Early Career',
      link: '/admin/community/c-1/members',
    });
    expect(renderNotification(awaiting, '/workspaces', 'workspace')?.link).toBe(
      '/admin/workspace/c-1/members',
    );
    expect(renderNotification(awaiting, '/hubs', 'hub')?.link).toBe('/admin/hub/c-1/members');
  });

  it('has no link without a community id', () => {
    expect(renderNotification({ ...awaiting, community: { name: 'X' } }, '/communities')?.link).toBeNull();
  });
});
