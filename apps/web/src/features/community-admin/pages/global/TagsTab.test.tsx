/**
 * Tags tab (spec 001 §2 Tags: count in the title, client-side search, create/edit modal, delete confirmation;
 * §5 Tag 'Please enter a tag name'; §7 `api/v1/admin/community/post/tag`; §8 'Error creating/edit tag. Try
 * again.' with the server message).
 */
import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { jsonResponse, renderRoute } from '../../../../test-utils';
import { callsTo, mockApi, type ApiHandler } from '../../../../test/mock-api';
import TagsTab from './TagsTab';

const WELLBEING = { id: '11111111-1111-4111-8111-111111111111', name: 'Wellbeing', countOfPosts: 3 };
const RESEARCH = { id: '22222222-2222-4222-8222-222222222222', name: 'Research', countOfPosts: 0 };
const body = (call: unknown[]) => JSON.parse(String((call[1] as RequestInit).body)) as unknown;

function setup(handlers: Record<string, ApiHandler> = {}) {
  const fetchMock = mockApi({
    'GET /api/v1/community/post/tag': () =>
      jsonResponse(200, { tags: [WELLBEING, RESEARCH], totalItemCount: 2 }),
    ...handlers,
  });
  renderRoute(<TagsTab />, { path: '/admin/communities-management/tags' });
  return { fetchMock, user: userEvent.setup() };
}

describe('TagsTab', { timeout: 90_000 }, () => {
  afterEach(() => vi.unstubAllGlobals());

  it('lists every tag with its post count, the total in the title, and asks for all of them at once', async () => {
    const { fetchMock } = setup();
    const row = await screen.findByRole('row', { name: /Wellbeing/ }, { timeout: 30_000 });
    expect(within(row).getByRole('cell', { name: '3' })).toBeInTheDocument();
    expect(screen.getByRole('row', { name: /Research/ })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Tags (2)' })).toBeInTheDocument();
    const url = new URL(String(callsTo(fetchMock, 'GET', '/api/v1/community/post/tag')[0]![0]), 'http://x');
    expect(url.searchParams.get('pageSize')).toBe('1000');
  });

  it('shows no count in the title until the list is read', async () => {
    setup({ 'GET /api/v1/community/post/tag': () => new Promise<Response>(() => {}) });
    expect(await screen.findByRole('heading', { name: 'Tags' })).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: /Tags \(/ })).not.toBeInTheDocument();
  });

  it('searches on the client, ignoring case, without asking the server again', async () => {
    const { fetchMock, user } = setup();
    await screen.findByRole('row', { name: /Wellbeing/ });
    await user.type(screen.getByRole('searchbox', { name: 'Search tags' }), 'wELL');
    expect(screen.queryByRole('row', { name: /Research/ })).not.toBeInTheDocument();
    expect(screen.getByRole('row', { name: /Wellbeing/ })).toBeInTheDocument();
    await user.clear(screen.getByRole('searchbox', { name: 'Search tags' }));
    await user.type(screen.getByRole('searchbox', { name: 'Search tags' }), 'zzz');
    expect(screen.getByText('No tags found')).toBeInTheDocument();
    expect(callsTo(fetchMock, 'GET', '/api/v1/community/post/tag')).toHaveLength(1);
  });

  it("refuses an empty name with 'Please enter a tag name' and sends nothing", async () => {
    const { fetchMock, user } = setup();
    await user.click(await screen.findByRole('button', { name: /Create tag/ }));
    const dialog = await screen.findByRole('dialog', { name: 'Create tag' });
    await user.type(within(dialog).getByLabelText('Tag name'), '   ');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await within(dialog).findByText('Please enter a tag name')).toBeInTheDocument();
    expect(callsTo(fetchMock, 'POST', '/api/v1/admin/community/post/tag')).toHaveLength(0);
  });

  it('creates a tag with the trimmed name and reads the list again', async () => {
    const { fetchMock, user } = setup({
      'POST /api/v1/admin/community/post/tag': (_url, b) =>
        jsonResponse(201, { id: '3', name: (b as { name: string }).name, countOfPosts: 0 }),
    });
    await user.click(await screen.findByRole('button', { name: /Create tag/ }));
    const dialog = await screen.findByRole('dialog', { name: 'Create tag' });
    await user.type(within(dialog).getByLabelText('Tag name'), '  Ethics ');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Successfully saved')).toBeInTheDocument();
    const posts = callsTo(fetchMock, 'POST', '/api/v1/admin/community/post/tag');
    expect(posts).toHaveLength(1);
    expect(body(posts[0]!)).toEqual({ name: 'Ethics' });
    await waitFor(() => expect(callsTo(fetchMock, 'GET', '/api/v1/community/post/tag')).toHaveLength(2));
  });

  it('renames a tag from its row: the modal starts with the name and PUTs to the tag', async () => {
    const { fetchMock, user } = setup({
      [`PUT /api/v1/admin/community/post/tag/${WELLBEING.id}`]: () =>
        jsonResponse(200, { ...WELLBEING, name: 'Wellness' }),
    });
    await user.click(await screen.findByRole('button', { name: 'Edit Wellbeing' }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit tag' });
    const name = within(dialog).getByLabelText('Tag name');
    expect(name).toHaveValue('Wellbeing');
    await user.clear(name);
    await user.type(name, 'Wellness');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() =>
      expect(callsTo(fetchMock, 'PUT', `/api/v1/admin/community/post/tag/${WELLBEING.id}`)).toHaveLength(1),
    );
    expect(body(callsTo(fetchMock, 'PUT', `/api/v1/admin/community/post/tag/${WELLBEING.id}`)[0]!)).toEqual({
      name: 'Wellness',
    });
  });

  it("says 'Error creating/edit tag. Try again.' with the server message and keeps the modal open", async () => {
    const { user } = setup({
      'POST /api/v1/admin/community/post/tag': () =>
        jsonResponse(409, { message: 'A tag with this name already exists' }),
    });
    await user.click(await screen.findByRole('button', { name: /Create tag/ }));
    const dialog = await screen.findByRole('dialog', { name: 'Create tag' });
    await user.type(within(dialog).getByLabelText('Tag name'), 'Research');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Error creating/edit tag. Try again.')).toBeInTheDocument();
    expect(screen.getByText('A tag with this name already exists')).toBeInTheDocument();
    expect(within(dialog).getByLabelText('Tag name')).toHaveValue('Research');
  });

  it('deletes a tag after a confirmation that counts its posts', async () => {
    const { fetchMock, user } = setup({
      [`DELETE /api/v1/admin/community/post/tag/${WELLBEING.id}`]: () =>
        jsonResponse(200, { id: WELLBEING.id }),
    });
    await user.click(await screen.findByRole('button', { name: 'Delete Wellbeing' }));
    const confirm = await screen.findByRole('dialog', { name: 'Delete tag Wellbeing?' });
    expect(within(confirm).getByText(/taken off 3 posts/)).toBeInTheDocument();
    expect(callsTo(fetchMock, 'DELETE', `/api/v1/admin/community/post/tag/${WELLBEING.id}`)).toHaveLength(0);
    await user.click(within(confirm).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText('Successfuly deleted')).toBeInTheDocument();
    expect(callsTo(fetchMock, 'DELETE', `/api/v1/admin/community/post/tag/${WELLBEING.id}`)).toHaveLength(1);
  });

  it("says 'Error deleting tag. Try again.' when the server refuses the delete", async () => {
    const { user } = setup({
      [`DELETE /api/v1/admin/community/post/tag/${RESEARCH.id}`]: () =>
        jsonResponse(403, { message: 'You do not have permission to do this' }),
    });
    await user.click(await screen.findByRole('button', { name: 'Delete Research' }));
    const confirm = await screen.findByRole('dialog', { name: 'Delete tag Research?' });
    await user.click(within(confirm).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText('Error deleting tag. Try again.')).toBeInTheDocument();
    expect(screen.getByText('You do not have permission to do this')).toBeInTheDocument();
  });
});
