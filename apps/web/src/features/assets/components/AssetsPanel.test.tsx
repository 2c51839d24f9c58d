/**
 * Assets panel (spec 001 §2 "Assets", §4 reorder rule, §8 messages): the folder drag handle beside the
 * header, keyboard reorder with its 1-based server call, the restored order on failure, and the header's title
 * still opening the folder with the folder's buttons outside it.
 */
import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { TOKEN_STORAGE_KEY, type TAssetFolder, type TFoldersResponse } from '@portal/contracts';
import { jsonResponse, mockFetch, renderRoute } from '../../../test-utils';
import { AssetsPanel } from './AssetsPanel';

const folder = (id: string, name: string, order: number): TAssetFolder => ({
  id,
  communityId: 'c-1',
  name,
  description: '',
  order,
  createdAt: `2026-01-0${order}T00:00:00.000Z`,
  assets: [],
});
const FOLDERS = [folder('f-1', 'Guidelines', 1), folder('f-2', 'Templates', 2), folder('f-3', 'Links', 3)];

/** Serves the folders in their current order; the reorder call answers `reorderStatus`. */
function setup({ canManage = true, reorderStatus = 200 } = {}) {
  localStorage.setItem(TOKEN_STORAGE_KEY, 'token');
  let folders = FOLDERS;
  return mockFetch({
    'GET /api/v1/community/c-1/folder': () =>
      jsonResponse(200, { folders, canManage, canEditItems: canManage } satisfies TFoldersResponse),
    'PUT /api/v1/community/c-1/folder/reorder': (body) => {
      if (reorderStatus !== 200) return jsonResponse(reorderStatus, { message: 'Server down' });
      const { id, newOrder } = body as { id: string; newOrder: number };
      const moved = folders.find((f) => f.id === id)!;
      folders = folders.filter((f) => f !== moved);
      folders.splice(newOrder - 1, 0, moved);
      return jsonResponse(200, { items: folders.map((f, i) => ({ id: f.id, order: i + 1 })) });
    },
  });
}

/**
 * jsdom has no layout; dnd-kit measures the folders. They stack top to bottom with a 12 px gap, the first one
 * open (200 px) and the others closed (50 px): moving an open folder below a closed one is the case that
 * needs the panel's own collision detection.
 */
function layOut() {
  const rect = (top: number, height: number, width = 600) =>
    ({ x: 0, y: top, top, left: 0, width, height, right: width, bottom: top + height }) as DOMRect;
  vi.spyOn(HTMLElement.prototype, 'getBoundingClientRect').mockImplementation(function (this: HTMLElement) {
    let top = 0;
    for (const el of document.querySelectorAll<HTMLElement>('[data-testid^=folder-]')) {
      const height = el.dataset.testid === 'folder-Guidelines' ? 200 : 50;
      if (el === this) return rect(top, height);
      top += height + 12;
    }
    return rect(0, 0, 0);
  });
}

const order = () =>
  screen.getAllByTestId(/^folder-/).map((el) => el.getAttribute('data-testid')!.replace('folder-', ''));

/** Moves the first folder one place down with the keyboard: focus its handle, Space, ArrowDown, Space. */
async function moveFirstDown(user: ReturnType<typeof userEvent.setup>) {
  const handle = await screen.findByRole('button', { name: 'Drag to reorder Guidelines' });
  handle.focus();
  await user.keyboard('[Space]');
  await waitFor(() => expect(handle).toHaveAttribute('aria-pressed', 'true'));
  await user.keyboard('[ArrowDown]');
  await user.keyboard('[Space]');
}

describe('AssetsPanel', { timeout: 60_000 }, () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    vi.restoreAllMocks();
  });

  it('moves a folder with the keyboard and sends its id and 1-based new position', async () => {
    const fetchMock = setup();
    layOut();
    const user = userEvent.setup();
    renderRoute(<AssetsPanel communityId="c-1" />, { path: '/' });
    await moveFirstDown(user);

    await waitFor(() => expect(order()).toEqual(['Templates', 'Guidelines', 'Links']));
    const put = fetchMock.mock.calls.filter(([, init]) => init?.method === 'PUT');
    expect(put).toHaveLength(1);
    expect(String(put[0]![0])).toContain('api/v1/community/c-1/folder/reorder');
    expect(JSON.parse(put[0]![1]!.body as string)).toEqual({ id: 'f-1', newOrder: 2 });
    // The list is read again and keeps the server's order.
    await waitFor(() =>
      expect(fetchMock.mock.calls.filter(([, init]) => (init?.method ?? 'GET') === 'GET')).toHaveLength(2),
    );
    expect(order()).toEqual(['Templates', 'Guidelines', 'Links']);
  });

  it('puts the folders back and says why when the server refuses', async () => {
    setup({ reorderStatus: 500 });
    layOut();
    const user = userEvent.setup();
    renderRoute(<AssetsPanel communityId="c-1" />, { path: '/' });
    await moveFirstDown(user);

    expect(await screen.findByText('Reorder failed: Server down')).toBeInTheDocument();
    expect(order()).toEqual(['Guidelines', 'Templates', 'Links']);
  });

  it('shows no drag handle to members who cannot manage assets', async () => {
    setup({ canManage: false });
    renderRoute(<AssetsPanel communityId="c-1" />, { path: '/' });
    expect(await screen.findByTestId('folder-Guidelines')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /^Drag to reorder/ })).not.toBeInTheDocument();
  });

  it('still opens a folder from its header, apart from the handle', async () => {
    setup();
    const user = userEvent.setup();
    renderRoute(<AssetsPanel communityId="c-1" />, { path: '/' });
    const handle = await screen.findByRole('button', { name: 'Drag to reorder Guidelines' });
    const header = screen.getByRole('button', { name: /^folder Guidelines/ });
    expect(header).not.toContainElement(handle);
    // The folder's own buttons sit beside the toggle, not inside it (axe nested-interactive).
    const rename = screen.getByRole('button', { name: 'Rename Guidelines' });
    expect(header).not.toContainElement(rename);
    for (const toggle of document.querySelectorAll('[role=button]'))
      expect(toggle.querySelector('button, [role=button], a[href], input')).toBeNull();
    expect(header).toHaveAttribute('aria-expanded', 'false');
    await user.click(header);
    expect(header).toHaveAttribute('aria-expanded', 'true');
    expect(await screen.findByText('No files yet')).toBeInTheDocument();
  });

  it('does not open or close a folder when its Rename button is pressed', async () => {
    setup();
    const user = userEvent.setup();
    renderRoute(<AssetsPanel communityId="c-1" />, { path: '/' });
    const header = await screen.findByRole('button', { name: /^folder Guidelines/ });
    await user.click(screen.getByRole('button', { name: 'Rename Guidelines' }));
    expect(await screen.findByRole('dialog')).toBeInTheDocument();
    expect(header).toHaveAttribute('aria-expanded', 'false');
  });
});
