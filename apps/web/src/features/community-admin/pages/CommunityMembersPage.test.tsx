import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { COMMUNITY_PERMISSION_FLAGS, type TMember } from '@portal/contracts';
import { jsonResponse, renderRoute } from '../../../test-utils';
import { callsTo, mockApi, type ApiHandler } from '../../../test/mock-api';
import CommunityMembersPage from './CommunityMembersPage';

const CID = '11111111-1111-4111-8111-111111111111';
const allFlags = (on: boolean) => Object.fromEntries(COMMUNITY_PERMISSION_FLAGS.map((f) => [f, on]));

function member(userId: string, firstName: string, extra: Partial<TMember> = {}): TMember {
  return {
    id: `m-${userId}`,
    userId,
    firstName,
    lastName: 'Test',
    pronoun: null,
    email: `${firstName.toLowerCase()}@example.com`,
    avatarUrl: null,
    organisationName: null,
    homeState: null,
    role: 'Member',
    status: 'Joined',
    joinedAt: '2026-01-05T10:00:00Z',
    isHaveAnswers: false,
    reason: null,
    updatedAt: '2026-01-05T10:00:00Z',
    ...extra,
  };
}

const AWAITING = member('22222222-2222-4222-8222-222222222222', 'Ava', { status: 'Awaiting' });
const JOINED = member('33333333-3333-4333-8333-333333333333', 'Ben');

function detail(permissions: Record<string, boolean>) {
  return {
    community: {
      id: CID,
      alias: 'early-career',
      name: 'Early Career',
      imageUrl: null,
      isPublic: false,
      isArchived: false,
      membersCount: 12,
    },
    role: null,
    status: 'Joined',
    permissions,
    postCreate: true,
    joinedAt: null,
    isAdmin: true,
  };
}

function setup(handlers: Record<string, ApiHandler> = {}, permissions = allFlags(true)) {
  const fetchMock = mockApi({
    [`GET /api/v1/community/${CID}`]: () => jsonResponse(200, detail(permissions)),
    [`POST /api/v1/admin/community/${CID}/getlist`]: (_url, body) =>
      (body as { statuses: string[] }).statuses.includes('Removed')
        ? jsonResponse(200, {
            members: [member(JOINED.userId, 'Ben', { status: 'Removed' })],
            totalItemCount: 1,
          })
        : jsonResponse(200, { members: [AWAITING, JOINED], totalItemCount: 2 }),
    [`PUT /api/v1/admin/community/${CID}/member/${AWAITING.userId}`]: () =>
      jsonResponse(200, { status: 'Joined', role: 'Member', membersCount: 13 }),
    [`PUT /api/v1/admin/community/${CID}/member/${JOINED.userId}`]: () =>
      jsonResponse(200, { status: 'Joined', role: 'Editor', membersCount: 12 }),
    [`DELETE /api/v1/admin/community/${CID}/member/${JOINED.userId}`]: () =>
      jsonResponse(200, { status: null, role: null, membersCount: 11 }),
    ...handlers,
  });
  const user = userEvent.setup();
  const view = renderRoute(<CommunityMembersPage />, {
    path: '/admin/community/:id/members',
    initialEntry: `/admin/community/${CID}/members`,
  });
  return { fetchMock, user, ...view };
}

const bodyOf = (call: unknown[] | undefined) => JSON.parse(String((call?.[1] as RequestInit).body));

describe('CommunityMembersPage', { timeout: 30_000 }, () => {
  afterEach(() => vi.unstubAllGlobals());

  it('shows the community header and the members with status and joined date; Approve accepts a request', async () => {
    const { fetchMock, user } = setup();
    expect(await screen.findByRole('heading', { name: /Early Career/ })).toBeInTheDocument();
    expect(screen.getByText(/Private community/)).toBeInTheDocument();
    expect(screen.getByText(/12 members/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: /Back to communities management/ })).toHaveAttribute(
      'href',
      '/admin/communities-management',
    );
    expect(await screen.findByText('Awaiting approval')).toBeInTheDocument();
    expect(screen.getByText('ben@example.com')).toBeInTheDocument();
    expect(screen.getByText('January 5, 2026')).toBeInTheDocument();
    expect(bodyOf(callsTo(fetchMock, 'POST', `/api/v1/admin/community/${CID}/getlist`)[0])).toMatchObject({
      page: 1,
      pageSize: 10,
      statuses: ['Awaiting', 'Joined'],
    });

    await user.click(screen.getByRole('button', { name: 'Approve Ava Test' }));
    await waitFor(() =>
      expect(
        callsTo(fetchMock, 'PUT', `/api/v1/admin/community/${CID}/member/${AWAITING.userId}`),
      ).toHaveLength(1),
    );
    expect(
      bodyOf(callsTo(fetchMock, 'PUT', `/api/v1/admin/community/${CID}/member/${AWAITING.userId}`)[0]),
    ).toEqual({
      status: 'Joined',
    });
    expect(await screen.findByText('Successfully updated')).toBeInTheDocument();
  });

  it('says so when approving fails', async () => {
    const { user } = setup({
      [`PUT /api/v1/admin/community/${CID}/member/${AWAITING.userId}`]: () =>
        jsonResponse(403, { message: 'Forbidden' }),
    });
    await user.click(await screen.findByRole('button', { name: 'Approve Ava Test' }));
    expect(await screen.findByText('Error approving member')).toBeInTheDocument();
  });

  it('changes a role: Save waits for a different role; Moderator only with communityAddModerator', async () => {
    const { fetchMock, user } = setup({}, { ...allFlags(true), communityAddModerator: false });
    await user.click(await screen.findByRole('button', { name: 'Change role of Ben Test' }));
    const modal = await screen.findByRole('dialog');
    const save = within(modal).getByRole('button', { name: 'Save' });
    expect(save).toBeDisabled();
    await user.click(within(modal).getByRole('combobox'));
    expect(screen.queryByRole('option', { name: 'Moderator' })).not.toBeInTheDocument();
    await user.click(await screen.findByTitle('Editor'));
    expect(save).toBeEnabled();
    await user.click(save);
    await waitFor(() =>
      expect(
        callsTo(fetchMock, 'PUT', `/api/v1/admin/community/${CID}/member/${JOINED.userId}`),
      ).toHaveLength(1),
    );
    expect(
      bodyOf(callsTo(fetchMock, 'PUT', `/api/v1/admin/community/${CID}/member/${JOINED.userId}`)[0]),
    ).toEqual({
      role: 'Editor',
    });
    expect(await screen.findByText('Successfully updated')).toBeInTheDocument();
  });

  it('removes a member after the confirmation', async () => {
    const { fetchMock, user } = setup();
    await user.click(await screen.findByRole('button', { name: 'Remove Ben Test' }));
    expect(
      callsTo(fetchMock, 'DELETE', `/api/v1/admin/community/${CID}/member/${JOINED.userId}`),
    ).toHaveLength(0);
    await user.click(await screen.findByRole('button', { name: 'Remove' }));
    expect(await screen.findByText('Removed successfully!')).toBeInTheDocument();
    expect(
      callsTo(fetchMock, 'DELETE', `/api/v1/admin/community/${CID}/member/${JOINED.userId}`),
    ).toHaveLength(1);
  });

  it('says so when removing fails', async () => {
    const { user } = setup({
      [`DELETE /api/v1/admin/community/${CID}/member/${JOINED.userId}`]: () =>
        jsonResponse(400, { message: 'No' }),
    });
    await user.click(await screen.findByRole('button', { name: 'Remove Ben Test' }));
    await user.click(await screen.findByRole('button', { name: 'Remove' }));
    expect(await screen.findByText('Error removing member')).toBeInTheDocument();
  });

  it('adds members through the picker: 3 letters, disabled members, then Add sends the ids', async () => {
    const newcomer = '44444444-4444-4444-8444-444444444444';
    const { fetchMock, user } = setup({
      'POST /api/v1/account/search': () =>
        jsonResponse(200, {
          users: [
            {
              id: newcomer,
              firstName: 'Cara',
              lastName: 'New',
              avatarSrc: null,
              registeredEmail: 'cara@example.com',
              isBlocked: false,
              isInCommunity: false,
            },
            {
              id: JOINED.userId,
              firstName: 'Carl',
              lastName: 'Member',
              avatarSrc: null,
              registeredEmail: 'carl@example.com',
              isBlocked: false,
              isInCommunity: true,
            },
          ],
          totalItemCount: 2,
        }),
      [`POST /api/v1/admin/community/${CID}/member`]: () => jsonResponse(200, { added: 1, membersCount: 13 }),
    });
    await user.click(await screen.findByRole('button', { name: /Add members/ }));
    const modal = await screen.findByRole('dialog');
    expect(within(modal).getByRole('button', { name: 'Add' })).toBeDisabled();
    const picker = within(modal).getByRole('combobox');
    await user.type(picker, 'Ca');
    expect((await screen.findAllByText('Please enter at least 3 letters')).length).toBeGreaterThan(0);
    expect(callsTo(fetchMock, 'POST', '/api/v1/account/search')).toHaveLength(0);
    await user.type(picker, 'r');
    const cara = await screen.findByRole('option', { name: /Cara New/ }, { timeout: 3000 });
    expect(bodyOf(callsTo(fetchMock, 'POST', '/api/v1/account/search')[0])).toMatchObject({
      keyword: 'Car',
      communityId: CID,
      pageSize: 50,
    });
    expect(screen.getByRole('option', { name: /Carl Member \(already a member\)/ })).toHaveAttribute(
      'aria-disabled',
      'true',
    );
    await user.click(within(cara).getByText(/Cara New/));
    await user.click(within(modal).getByRole('button', { name: 'Add' }));
    await waitFor(() =>
      expect(callsTo(fetchMock, 'POST', `/api/v1/admin/community/${CID}/member`)).toHaveLength(1),
    );
    expect(bodyOf(callsTo(fetchMock, 'POST', `/api/v1/admin/community/${CID}/member`)[0])).toEqual({
      userIds: [newcomer],
    });
  });

  it("says 'Not found users' when the search finds nobody", async () => {
    const { user } = setup({
      'POST /api/v1/account/search': () => jsonResponse(200, { users: [], totalItemCount: 0 }),
    });
    await user.click(await screen.findByRole('button', { name: /Add members/ }));
    await user.type(within(await screen.findByRole('dialog')).getByRole('combobox'), 'Zed');
    expect(await screen.findByText('Not found users', {}, { timeout: 3000 })).toBeInTheDocument();
  });

  it('lists removed members and returns one to the community after a confirmation', async () => {
    const { fetchMock, user } = setup();
    await screen.findByText('Awaiting approval');
    await user.click(screen.getByText('Removed members'));
    await user.click(await screen.findByRole('button', { name: 'Return Ben Test to community' }));
    await user.click(await screen.findByRole('button', { name: 'Return' }));
    await waitFor(() =>
      expect(
        callsTo(fetchMock, 'PUT', `/api/v1/admin/community/${CID}/member/${JOINED.userId}`),
      ).toHaveLength(1),
    );
    expect(
      bodyOf(callsTo(fetchMock, 'PUT', `/api/v1/admin/community/${CID}/member/${JOINED.userId}`)[0]),
    ).toEqual({
      status: 'Joined',
    });
    const lists = callsTo(fetchMock, 'POST', `/api/v1/admin/community/${CID}/getlist`).map(bodyOf);
    expect(lists.some((b: { statuses: string[] }) => b.statuses.join() === 'Removed')).toBe(true);
  });

  it("says 'Error updating member role:' when returning a removed member fails (001 §8)", async () => {
    const { user } = setup({
      [`PUT /api/v1/admin/community/${CID}/member/${JOINED.userId}`]: () =>
        jsonResponse(500, { message: 'Server down' }),
    });
    await screen.findByText('Awaiting approval');
    await user.click(screen.getByText('Removed members'));
    await user.click(await screen.findByRole('button', { name: 'Return Ben Test to community' }));
    await user.click(await screen.findByRole('button', { name: 'Return' }));
    expect(await screen.findByText('Error updating member role:')).toBeInTheDocument();
  });

  it('hides Add members and row actions without the permissions', async () => {
    setup({}, allFlags(false));
    await screen.findByText('Awaiting approval');
    expect(screen.queryByRole('button', { name: /Add members/ })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Approve|Remove|Change role/ })).not.toBeInTheDocument();
  });
});
