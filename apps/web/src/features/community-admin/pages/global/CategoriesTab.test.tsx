/**
 * Category tab (spec 001 §2 Category: expandable subcategories, 'Create category'; §5 Category 'Please enter
 * name', colour default grey; §7 `api/v1/admin/community/category`; §8 'Error creating/editing category. Try
 * again.', success 'Successfully saved'; a category in use is deleted only after choosing where its
 * communities go).
 */
import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { TCommunityCategory } from '@portal/contracts';
import { jsonResponse, renderRoute } from '../../../../test-utils';
import { callsTo, mockApi, type ApiHandler } from '../../../../test/mock-api';
import CategoriesTab from './CategoriesTab';

const PRACTICE_ID = '11111111-1111-4111-8111-111111111111';
const PAEDS_ID = '22222222-2222-4222-8222-222222222222';
const EMPTY_ID = '33333333-3333-4333-8333-333333333333';
const ADMIN_PATH = '/api/v1/admin/community/category';

function category(id: string, name: string, extra: Partial<TCommunityCategory> = {}): TCommunityCategory {
  return {
    id,
    name,
    description: null,
    color: 'grey',
    parentCategoryId: null,
    communityCount: 0,
    createdAt: '2026-01-01T00:00:00Z',
    createdByUserId: null,
    subCategoriesCount: 0,
    subCategories: [],
    ...extra,
  };
}
const PAEDS = category(PAEDS_ID, 'Paediatrics', { parentCategoryId: PRACTICE_ID, communityCount: 2 });
const PRACTICE = category(PRACTICE_ID, 'Practice', {
  description: 'Clinical practice',
  color: 'blue',
  communityCount: 3, // its own one and the two in Paediatrics (the server counts both levels)
  subCategoriesCount: 1,
  subCategories: [PAEDS],
});
const EMPTY = category(EMPTY_ID, 'Spare');
const body = (call: unknown[]) => JSON.parse(String((call[1] as RequestInit).body)) as unknown;

function setup(handlers: Record<string, ApiHandler> = {}) {
  const fetchMock = mockApi({
    [`GET ${ADMIN_PATH}`]: (url) =>
      url.searchParams.get('onlyParents') === 'true'
        ? jsonResponse(200, { communityCategories: [PRACTICE, EMPTY], totalItemCount: 2 })
        : jsonResponse(200, { communityCategories: [PRACTICE, EMPTY], totalItemCount: 2 }),
    'GET /api/v1/community/category': () =>
      jsonResponse(200, { communityCategories: [PRACTICE, EMPTY], totalItemCount: 2 }),
    ...handlers,
  });
  renderRoute(<CategoriesTab />, { path: '/admin/communities-management/categories' });
  return { fetchMock, user: userEvent.setup() };
}

describe('CategoriesTab', { timeout: 90_000 }, () => {
  afterEach(() => vi.unstubAllGlobals());

  it('lists categories 10 a page; a parent expands to show its subcategories', async () => {
    const { fetchMock, user } = setup();
    const practice = await screen.findByRole('row', { name: /Practice/ }, { timeout: 30_000 });
    expect(within(practice).getByText('1 subcategories')).toBeInTheDocument();
    expect(within(practice).getByText('Clinical practice')).toBeInTheDocument();
    expect(screen.queryByRole('row', { name: /Paediatrics/ })).not.toBeInTheDocument();
    await user.click(within(practice).getByRole('button', { name: /expand row/i }));
    const paeds = await screen.findByRole('row', { name: /Paediatrics/ });
    expect(within(paeds).getByRole('button', { name: 'Edit Paediatrics' })).toBeInTheDocument();
    const url = new URL(String(callsTo(fetchMock, 'GET', ADMIN_PATH)[0]![0]), 'http://x');
    expect(url.searchParams.get('page')).toBe('1');
    expect(url.searchParams.get('pageSize')).toBe('10');
  });

  it("refuses an empty name with 'Please enter name' and sends nothing", async () => {
    const { fetchMock, user } = setup();
    await user.click(await screen.findByRole('button', { name: /Create category/ }));
    const dialog = await screen.findByRole('dialog', { name: 'Create category' });
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await within(dialog).findByText('Please enter name')).toBeInTheDocument();
    expect(callsTo(fetchMock, 'POST', ADMIN_PATH)).toHaveLength(0);
  });

  it("creates a top-level category, grey by default: 'Successfully saved'", async () => {
    const { fetchMock, user } = setup({
      [`POST ${ADMIN_PATH}`]: (_url, b) => jsonResponse(201, category('new', (b as { name: string }).name)),
    });
    await user.click(await screen.findByRole('button', { name: /Create category/ }));
    const dialog = await screen.findByRole('dialog', { name: 'Create category' });
    await user.type(within(dialog).getByLabelText('Name'), 'Research');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Successfully saved')).toBeInTheDocument();
    const posts = callsTo(fetchMock, 'POST', ADMIN_PATH);
    expect(posts).toHaveLength(1);
    expect(body(posts[0]!)).toEqual({
      name: 'Research',
      description: null,
      color: 'grey',
      parentCategoryId: null,
    });
  });

  it('edits a category: the form starts with its values and the PUT goes to its id', async () => {
    const { fetchMock, user } = setup({
      [`PUT ${ADMIN_PATH}/${PRACTICE_ID}`]: (_url, b) => jsonResponse(200, { ...PRACTICE, ...(b as object) }),
    });
    await user.click(await screen.findByRole('button', { name: 'Edit Practice' }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit category' });
    const name = within(dialog).getByLabelText('Name');
    expect(name).toHaveValue('Practice');
    expect(within(dialog).getByLabelText('Description')).toHaveValue('Clinical practice');
    // A category with subcategories cannot become one.
    expect(within(dialog).queryByLabelText('Parent category')).not.toBeInTheDocument();
    await user.clear(name);
    await user.type(name, 'Clinical');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(callsTo(fetchMock, 'PUT', `${ADMIN_PATH}/${PRACTICE_ID}`)).toHaveLength(1));
    expect(body(callsTo(fetchMock, 'PUT', `${ADMIN_PATH}/${PRACTICE_ID}`)[0]!)).toEqual({
      name: 'Clinical',
      description: 'Clinical practice',
      color: 'blue',
      parentCategoryId: null,
    });
  });

  it("says 'Error creating/editing category. Try again.' with the server message", async () => {
    const { user } = setup({
      [`POST ${ADMIN_PATH}`]: () => jsonResponse(400, { message: 'A subcategory cannot have subcategories' }),
    });
    await user.click(await screen.findByRole('button', { name: /Create category/ }));
    const dialog = await screen.findByRole('dialog', { name: 'Create category' });
    await user.type(within(dialog).getByLabelText('Name'), 'Deep');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Error creating/editing category. Try again.')).toBeInTheDocument();
    expect(screen.getByText('A subcategory cannot have subcategories')).toBeInTheDocument();
  });

  it('deletes an unused category after the confirmation', async () => {
    const { fetchMock, user } = setup({
      [`DELETE ${ADMIN_PATH}/${EMPTY_ID}`]: () => jsonResponse(200, { id: EMPTY_ID, movedCommunities: 0 }),
    });
    await user.click(await screen.findByRole('button', { name: 'Delete Spare' }));
    const confirm = await screen.findByRole('dialog', { name: 'Delete category Spare?' });
    expect(within(confirm).getByText('This cannot be undone.')).toBeInTheDocument();
    await user.click(within(confirm).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText('Successfuly deleted')).toBeInTheDocument();
    const [call] = callsTo(fetchMock, 'DELETE', `${ADMIN_PATH}/${EMPTY_ID}`);
    expect(new URL(String(call![0]), 'http://x').searchParams.has('moveToCategoryId')).toBe(false);
  });

  it('asks where the communities of a category in use go, and sends that category', async () => {
    const { fetchMock, user } = setup({
      [`DELETE ${ADMIN_PATH}/${PRACTICE_ID}`]: () =>
        jsonResponse(200, { id: PRACTICE_ID, movedCommunities: 3 }),
    });
    await user.click(await screen.findByRole('button', { name: 'Delete Practice' }));
    const confirm = await screen.findByRole('dialog', { name: 'Delete category Practice?' });
    expect(
      within(confirm).getByText(
        'This category is used by 3 communities. Move them to another category first.',
      ),
    ).toBeInTheDocument();
    expect(within(confirm).getByRole('button', { name: 'Delete' })).toBeDisabled();
    await user.click(within(confirm).getByRole('combobox', { name: 'Move its communities to' }));
    // Neither the category nor its own subcategories are offered.
    expect(screen.queryByTitle('Paediatrics')).not.toBeInTheDocument();
    await user.click(await screen.findByTitle('Spare'));
    await user.click(within(confirm).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(callsTo(fetchMock, 'DELETE', `${ADMIN_PATH}/${PRACTICE_ID}`)).toHaveLength(1));
    const [call] = callsTo(fetchMock, 'DELETE', `${ADMIN_PATH}/${PRACTICE_ID}`);
    expect(new URL(String(call![0]), 'http://x').searchParams.get('moveToCategoryId')).toBe(EMPTY_ID);
  });
});
