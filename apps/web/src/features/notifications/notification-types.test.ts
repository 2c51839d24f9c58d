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

describe('renderNotification type 17 (waitlist offer, issue 38)', () => {
  it('names the event and the end of the hold, and links to the event page', () => {
    const offer: PortalNotification = {
      id: 2,
      activityType: NotificationType.WaitlistOffer,
      createdAt: '2026-01-01T00:00:00Z',
      readAt: null,
      event: { id: 42, title: 'Sensory workshop', holdUntil: '2026-01-02T03:04:00' },
    };
    expect(renderNotification(offer, '/communities')).toEqual({
      text: 'A seat is held for you at Sensory workshop until 2 Jan 2026, 03:04: claim it before then',
      link: '/events/42',
    });
  });
});
