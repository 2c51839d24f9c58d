/**
 * The community form's segment field (spec 001 §3 segmentIds, §5, §7 `GET /api/segment/all`, §8 'Error
 * fetching segments. Try again'): the segments load by name, the chosen ones are sent with the community as
 * `segmentIds[]`, and a failed load says so with a Retry that loads them.
 */
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { jsonResponse, renderRoute } from '../../../test-utils';
import { mockApi, storeTestToken } from '../../../test/mock-api';
import { CommunityFormModal } from './CommunityFormModal';

const SEGMENTS = { '3': 'Paediatrics', '1': 'Aged care', '7': 'Mental health' };
const INITIAL = {
  name: 'Hand therapy',
  shortDescription: 'Hands',
  alias: 'hand-therapy',
  image: [{ uid: 'current', name: 'Current image', status: 'done', url: '/x.png' } as never],
  categoryIds: ['c1'],
  segmentIds: [1],
};

function renderForm(segments: () => Response) {
  mockApi({ 'GET /api/segment/all': () => segments() });
  const onSubmit = vi.fn(async (_form: FormData) => true);
  renderRoute(
    <CommunityFormModal
      open
      Word="Community"
      categories={[
        {
          id: 'c1',
          name: 'Practice',
          description: null,
          color: '#000',
          parentCategoryId: null,
          communityCount: 0,
          createdAt: '2026-01-01T00:00:00Z',
          createdByUserId: null,
          subCategoriesCount: 0,
          subCategories: [],
        },
      ]}
      tags={[]}
      checkAlias={async () => false}
      onSubmit={onSubmit}
      onClose={() => undefined}
      initial={INITIAL}
      currentAlias="hand-therapy"
    />,
    { path: '/admin/community/x/settings' },
  );
  return { onSubmit, user: userEvent.setup() };
}
const dialog = () => within(screen.getByRole('dialog'));

describe('SegmentField (community form)', { timeout: 30_000 }, () => {
  beforeEach(storeTestToken);
  afterEach(() => vi.unstubAllGlobals());

  it('loads the segments by name and saves the chosen ones with the community', async () => {
    const { onSubmit, user } = renderForm(() => jsonResponse(200, SEGMENTS));
    // The current segment shows by its name once the list has loaded.
    expect(await dialog().findByText('Aged care')).toBeInTheDocument();
    await user.click(dialog().getByRole('combobox', { name: 'Segments' }));
    const labels = () =>
      [...document.querySelectorAll('.ant-select-item-option-content')].map((o) => o.textContent);
    await waitFor(() => expect(labels()).toEqual(['Aged care', 'Mental health', 'Paediatrics']));
    await user.click(screen.getByTitle('Paediatrics'));
    await user.click(dialog().getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(onSubmit).toHaveBeenCalledOnce());
    expect(onSubmit.mock.calls[0]![0].getAll('segmentIds[]')).toEqual(['1', '3']);
    expect(screen.queryByText('Error fetching segments. Try again')).not.toBeInTheDocument();
  });

  it("says 'Error fetching segments. Try again' when the list fails, and Retry loads it", async () => {
    let fail = true;
    const { user } = renderForm(() =>
      fail ? jsonResponse(500, { message: 'down' }) : jsonResponse(200, SEGMENTS),
    );
    expect(await dialog().findByText('Error fetching segments. Try again')).toBeInTheDocument();
    expect(dialog().getByRole('combobox', { name: 'Segments' })).toBeDisabled();
    fail = false;
    await user.click(dialog().getByRole('button', { name: 'Retry' }));
    await waitFor(() =>
      expect(screen.queryByText('Error fetching segments. Try again')).not.toBeInTheDocument(),
    );
    expect(await dialog().findByText('Aged care')).toBeInTheDocument();
    expect(dialog().getByRole('combobox', { name: 'Segments' })).toBeEnabled();
  });
});
