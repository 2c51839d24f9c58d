/**
 * Managers tab (spec 001 §2 'Add manager'; §5 search 'Please enter at least 3 letters' and the warning about
 * the user's community roles; §6 who may give which role; §7 `api/v1/admin/account/admin`; §9 role filter 3,
 * 10 per page).
 */
import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { TManager, TUserSearchResult } from '@portal/contracts';
import { jsonResponse, renderRoute } from '../../../../test-utils';
import { callsTo, mockApi, type ApiHandler } from '../../../../test/mock-api';
import ManagersTab from './ManagersTab';

const PATH = '/api/v1/admin/account/admin';
const ADMIN = { role: 1, hasAdminAccess: true, isAdminLike: true };
const MANAGER = { role: 3, hasAdminAccess: true, isAdminLike: true, generalManagers: true };
const manager = (id: string, firstName: string, role: 1 | 2 | 3): TManager => ({
  id,
  email: `${firstName.toLowerCase()}@ota.example`,
  firstName,
  lastName: 'Test',
  role,
});
const CANDIDATE: TUserSearchResult = {
  id: 'u-ava',
  firstName: 'Ava',
  lastName: 'Jones',
  avatarSrc: null,
  registeredEmail: 'ava@ota.example',
  isBlocked: false,
  isInCommunity: false,
};

function setup(handlers: Record<string, ApiHandler> = {}, permission: object = ADMIN) {
  const fetchMock = mockApi({
    'GET /api/v1/permission': () => jsonResponse(200, permission),
    [`GET ${PATH}`]: (url) =>
      url.searchParams.get('role') === '1'
        ? jsonResponse(200, { admins: [manager('a1', 'Alice', 1)], totalItemCount: 1 })
        : jsonResponse(200, { admins: [manager('m1', 'Mia', 3)], totalItemCount: 1 }),
    'POST /api/v1/account/search': () => jsonResponse(200, { users: [CANDIDATE], totalItemCount: 1 }),
    'GET /api/v1/admin/community/members_and_blocked': () =>
      jsonResponse(200, { relations: [], totalItemCount: 0 }),
    ...handlers,
  });
  renderRoute(<ManagersTab />, { path: '/admin/communities-management/administrators' });
  return { fetchMock, user: userEvent.setup() };
}

/**
 * The dialog titled `title`. Found by its title text: under test antd gives every generated id the same value
 * ('test-id'), so the Role select and a dialog's aria-labelledby collide and the dialog has no usable name.
 */
async function dialogTitled(title: string) {
  return (await screen.findByText(title, { selector: '.ant-modal-title' })).closest<HTMLElement>(
    '[role=dialog]',
  )!;
}

const query = (call: unknown[]) => new URL(String(call[0]), 'http://x').searchParams;

/** Opens Add manager and picks Ava from the search. */
async function pickAva(user: ReturnType<typeof userEvent.setup>) {
  await user.click(await screen.findByRole('button', { name: /Add manager/ }));
  const dialog = await dialogTitled('Add manager');
  const picker = within(dialog).getByLabelText('User');
  await user.type(picker, 'Av');
  expect(await within(dialog).findByText('Please enter at least 3 letters')).toBeInTheDocument();
  await user.type(picker, 'a');
  await user.click(await screen.findByTitle('Ava Jones (ava@ota.example)'));
  return dialog;
}

describe('ManagersTab', { timeout: 90_000 }, () => {
  afterEach(() => vi.unstubAllGlobals());

  it('lists managers (role 3, 10 a page) and switches to the admins with the role filter', async () => {
    const { fetchMock, user } = setup();
    const mia = await screen.findByRole('row', { name: /Mia Test/ }, { timeout: 30_000 });
    expect(within(mia).getByText('mia@ota.example')).toBeInTheDocument();
    expect(within(mia).getByText('Manager')).toBeInTheDocument();
    const first = query(callsTo(fetchMock, 'GET', PATH)[0]!);
    expect(first.get('role')).toBe('3');
    expect(first.get('pageSize')).toBe('10');
    await user.click(screen.getByRole('combobox', { name: 'Role' }));
    await user.click(await screen.findByTitle('Admins'));
    expect(await screen.findByRole('row', { name: /Alice Test/ })).toBeInTheDocument();
    expect(query(callsTo(fetchMock, 'GET', PATH).at(-1)!).get('role')).toBe('1');
  });

  it('offers Remove on admins to a tenant admin, but not to a manager with generalManagers', async () => {
    const { user } = setup({}, MANAGER);
    const mia = await screen.findByRole('row', { name: /Mia Test/ });
    expect(within(mia).getByRole('button', { name: 'Remove mia@ota.example' })).toBeInTheDocument();
    await user.click(screen.getByRole('combobox', { name: 'Role' }));
    await user.click(await screen.findByTitle('Admins'));
    const alice = await screen.findByRole('row', { name: /Alice Test/ });
    expect(within(alice).queryByRole('button', { name: /Remove/ })).not.toBeInTheDocument();
  });

  it('removes a manager by e-mail after the confirmation', async () => {
    const { fetchMock, user } = setup({
      [`DELETE ${PATH}`]: () => jsonResponse(200, manager('m1', 'Mia', 3)),
    });
    await user.click(await screen.findByRole('button', { name: 'Remove mia@ota.example' }));
    const confirm = await dialogTitled('Remove Mia Test as Manager?');
    expect(callsTo(fetchMock, 'DELETE', PATH)).toHaveLength(0);
    await user.click(within(confirm).getByRole('button', { name: 'Remove' }));
    expect(await screen.findByText('Removed successfully!')).toBeInTheDocument();
    expect(query(callsTo(fetchMock, 'DELETE', PATH)[0]!).get('userEmail')).toBe('mia@ota.example');
  });

  it('adds a manager with no community roles at once: POST with the e-mail and role 3', async () => {
    const { fetchMock, user } = setup({
      [`POST ${PATH}`]: () => jsonResponse(201, manager('u-ava', 'Ava', 3)),
    });
    const dialog = await pickAva(user);
    await user.click(within(dialog).getByRole('button', { name: 'Add' }));
    expect(await screen.findByText('Successfully saved!')).toBeInTheDocument();
    const posts = callsTo(fetchMock, 'POST', PATH);
    expect(posts).toHaveLength(1);
    expect(JSON.parse(String((posts[0]![1] as RequestInit).body))).toEqual({
      userEmail: 'ava@ota.example',
      role: 3,
    });
    expect(
      query(callsTo(fetchMock, 'GET', '/api/v1/admin/community/members_and_blocked')[0]!).get('userId'),
    ).toBe('u-ava');
  });

  it('warns about the community roles a new manager loses and adds only after the confirmation', async () => {
    const { fetchMock, user } = setup({
      'GET /api/v1/admin/community/members_and_blocked': () =>
        jsonResponse(200, {
          relations: [
            {
              community: { id: 'c1', name: 'Early Career', alias: 'early-career' },
              role: 'Moderator',
              isBlocked: false,
            },
            {
              community: { id: 'c2', name: 'Leadership', alias: 'leadership' },
              role: 'Member',
              isBlocked: true,
            },
            {
              community: { id: 'c3', name: 'Research', alias: 'research' },
              role: 'Member',
              isBlocked: false,
            },
          ],
          totalItemCount: 3,
        }),
      [`POST ${PATH}`]: () => jsonResponse(201, manager('u-ava', 'Ava', 3)),
    });
    const dialog = await pickAva(user);
    await user.click(within(dialog).getByRole('button', { name: 'Add' }));
    const warning = await dialogTitled('Ava Jones already has community roles');
    expect(within(warning).getByText('Early Career: Moderator')).toBeInTheDocument();
    expect(within(warning).getByText('Leadership: Blacklisted')).toBeInTheDocument();
    expect(within(warning).queryByText(/Research/)).not.toBeInTheDocument();
    expect(callsTo(fetchMock, 'POST', PATH)).toHaveLength(0);
    await user.click(within(warning).getByRole('button', { name: 'Add manager' }));
    await waitFor(() => expect(callsTo(fetchMock, 'POST', PATH)).toHaveLength(1));
  });

  it('offers a manager with generalManagers only the Manager role to give', async () => {
    const { user } = setup({}, MANAGER);
    await user.click(await screen.findByRole('button', { name: /Add manager/ }));
    const dialog = await dialogTitled('Add manager');
    await user.click(within(dialog).getByLabelText('Role'));
    await waitFor(() => expect(document.querySelectorAll('.ant-select-item-option')).toHaveLength(1));
    expect(document.querySelector('.ant-select-item-option')).toHaveAttribute('title', 'Manager');
  });
});
