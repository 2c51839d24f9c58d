import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { jsonResponse, renderRoute } from '../../../test-utils';
import { callsTo, mockApi, type ApiHandler } from '../../../test/mock-api';
import CommunitiesManagementPage from './CommunitiesManagementPage';

const LEAF = '22222222-2222-4222-8222-222222222222';
const row = (id: string, name: string, extra: object = {}) => ({
  community: {
    id,
    alias: name.toLowerCase().replace(/ /g, '-'),
    name,
    imageUrl: null,
    isPublic: true,
    isArchived: false,
    membersCount: 4,
    ...extra,
  },
  status: null,
});

function setup(handlers: Record<string, ApiHandler> = {}, role = 1) {
  const fetchMock = mockApi({
    'GET /api/v1/account': () => jsonResponse(200, { id: 'u1', role, contactTypes: ['Member'] }),
    'POST /api/v1/community/getlist': () =>
      jsonResponse(200, {
        communities: [
          row('c1', 'Early Career'),
          row('c2', 'Old Board', { isPublic: false, isArchived: true }),
        ],
        totalItemCount: 2,
      }),
    'GET /api/v1/community/category': () =>
      jsonResponse(200, {
        communityCategories: [
          {
            id: '11111111-1111-4111-8111-111111111111',
            name: 'Practice',
            subCategories: [{ id: LEAF, name: 'Paediatrics', subCategories: [] }],
          },
        ],
      }),
    'GET /api/v1/community/post/tag': () => jsonResponse(200, { tags: [], totalItemCount: 0 }),
    'GET /api/v1/admin/community/exists-by-alias': () => jsonResponse(200, { exists: false }),
    ...handlers,
  });
  const user = userEvent.setup();
  renderRoute(<CommunitiesManagementPage />, { path: '/admin/communities-management' });
  return { fetchMock, user };
}

async function fillForm(user: ReturnType<typeof userEvent.setup>) {
  await user.click(await screen.findByRole('button', { name: /Create community/ }));
  const dialog = await screen.findByRole('dialog');
  await user.type(within(dialog).getByLabelText('Community name'), 'New Group');
  await user.type(within(dialog).getByLabelText('Short description'), 'Short');
  const input = dialog.querySelector<HTMLInputElement>('input[type="file"]')!;
  await user.upload(input, new File([new Uint8Array([1])], 'cover.png', { type: 'image/png' }));
  await user.click(within(dialog).getByRole('combobox', { name: 'Category' }));
  await user.click(await screen.findByTitle('Paediatrics'));
  return dialog;
}

describe('CommunitiesManagementPage', { timeout: 30_000 }, () => {
  afterEach(() => vi.unstubAllGlobals());

  it('lists communities with privacy, members, the Archived tag and Manage links (10 per page)', async () => {
    const { fetchMock } = setup();
    const early = await screen.findByRole('row', { name: /Early Career/ });
    expect(within(early).getByText('Public')).toBeInTheDocument();
    expect(within(early).getByRole('link', { name: 'Manage Early Career' })).toHaveAttribute(
      'href',
      '/admin/community/c1/about',
    );
    const old = screen.getByRole('row', { name: /Old Board/ });
    expect(within(old).getByText('Private')).toBeInTheDocument();
    expect(within(old).getByText('Archived')).toBeInTheDocument();
    const body = JSON.parse(String(callsTo(fetchMock, 'POST', '/api/v1/community/getlist')[0]![1]!.body));
    expect(body).toMatchObject({ page: 1, pageSize: 10 });
  });

  it('hides Create community from managers (role 3)', async () => {
    setup({}, 3);
    await screen.findByRole('row', { name: /Early Career/ });
    expect(screen.queryByRole('button', { name: /Create community/ })).not.toBeInTheDocument();
  });

  it("saves a community: 'Successfully saved!' and the table refreshes", async () => {
    const { fetchMock, user } = setup({
      'POST /api/v1/admin/community': () => jsonResponse(201, { id: 'c9', alias: 'new-group' }),
    });
    const dialog = await fillForm(user);
    const listCalls = callsTo(fetchMock, 'POST', '/api/v1/community/getlist').length;
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Successfully saved!')).toBeInTheDocument();
    await waitFor(() =>
      expect(callsTo(fetchMock, 'POST', '/api/v1/community/getlist').length).toBeGreaterThan(listCalls),
    );
  });

  it('keeps the values and shows the server message when saving fails', async () => {
    const { user } = setup({
      'POST /api/v1/admin/community': () =>
        jsonResponse(409, {
          message: 'This community alias already exists',
          errors: { alias: ['This community alias already exists'] },
        }),
    });
    const dialog = await fillForm(user);
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Error creating community. Try again.')).toBeInTheDocument();
    expect(screen.getAllByText('This community alias already exists')).toHaveLength(2);
    expect(within(dialog).getByLabelText('Community name')).toHaveValue('New Group');
  });
});
