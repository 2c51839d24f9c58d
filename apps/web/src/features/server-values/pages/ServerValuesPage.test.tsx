/**
 * /admin/settings (spec 000 §2, §3 Server value, §7 `api/v1/admin/server-values`): the table, the search sent
 * to the server, create (key rules), edit (value only), delete after a confirmation, and the page refused to
 * anyone but a tenant administrator.
 */
import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { jsonResponse, renderRoute } from '../../../test-utils';
import { callsTo, mockApi, type ApiHandler } from '../../../test/mock-api';
import ServerValuesPage from './ServerValuesPage';

const ADMIN = { role: 1, hasAdminAccess: true, isAdminLike: true };
const SUPPORT = { id: 7, key: 'support.email', value: 'help@ota.example', updatedAt: '2026-03-01T00:00:00Z' };
const LIMIT = { id: 8, key: 'cpd.hours', value: '20', updatedAt: '2026-03-02T00:00:00Z' };
const body = (call: unknown[]) => JSON.parse(String((call[1] as RequestInit).body)) as unknown;

function setup(handlers: Record<string, ApiHandler> = {}, permission: object = ADMIN) {
  const fetchMock = mockApi({
    'GET /api/v1/permission': () => jsonResponse(200, permission),
    'GET /api/v1/admin/server-values': (url) => {
      const keyword = url.searchParams.get('keyword') ?? '';
      const rows = [SUPPORT, LIMIT].filter((v) => v.key.includes(keyword) || v.value.includes(keyword));
      return jsonResponse(200, { serverValues: rows, totalItemCount: rows.length });
    },
    ...handlers,
  });
  renderRoute(<ServerValuesPage />, { path: '/admin/settings' });
  return { fetchMock, user: userEvent.setup() };
}

describe('ServerValuesPage', { timeout: 90_000 }, () => {
  afterEach(() => vi.unstubAllGlobals());

  it('lists the server values with key, value and actions (1000 per page)', async () => {
    const { fetchMock } = setup();
    const row = await screen.findByRole('row', { name: /support\.email/ }, { timeout: 30_000 });
    expect(within(row).getByText('help@ota.example')).toBeInTheDocument();
    expect(within(row).getByRole('button', { name: 'Edit support.email' })).toBeInTheDocument();
    expect(within(row).getByRole('button', { name: 'Delete support.email' })).toBeInTheDocument();
    expect(screen.getByRole('row', { name: /cpd\.hours/ })).toBeInTheDocument();
    const url = new URL(String(callsTo(fetchMock, 'GET', '/api/v1/admin/server-values')[0]![0]), 'http://x');
    expect(url.searchParams.get('pageSize')).toBe('1000');
  });

  it('sends the search to the server as keyword', async () => {
    const { fetchMock, user } = setup();
    await screen.findByRole('row', { name: /support\.email/ }, { timeout: 30_000 });
    await user.type(screen.getByRole('searchbox', { name: 'Search server values' }), 'cpd');
    const keywords = () =>
      callsTo(fetchMock, 'GET', '/api/v1/admin/server-values').map(([input]) =>
        new URL(String(input), 'http://x').searchParams.get('keyword'),
      );
    await waitFor(() => expect(keywords()).toContain('cpd'), { timeout: 20_000 });
    expect(keywords()[0]).toBeNull(); // the first list is unfiltered
    await waitFor(() =>
      expect(screen.queryByRole('row', { name: /support\.email/ })).not.toBeInTheDocument(),
    );
  });

  it('refuses a missing key and value and a key with spaces, with the messages, sending nothing', async () => {
    const { fetchMock, user } = setup();
    await user.click(await screen.findByRole('button', { name: /Add value/ }));
    const dialog = await screen.findByRole('dialog', { name: 'Add server value' });
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await within(dialog).findByText('Please enter a key')).toBeInTheDocument();
    expect(within(dialog).getByText('Please enter a value')).toBeInTheDocument();
    await user.type(within(dialog).getByLabelText('Key'), 'has space');
    expect(
      await within(dialog).findByText('Use letters, digits, dots, dashes and underscores only'),
    ).toBeInTheDocument();
    expect(callsTo(fetchMock, 'POST', '/api/v1/admin/server-values')).toHaveLength(0);
  });

  it("creates a value with the trimmed key: 'Successfully saved!'", async () => {
    const { fetchMock, user } = setup({
      'POST /api/v1/admin/server-values': (_url, b) =>
        jsonResponse(201, { id: 9, ...(b as object), updatedAt: '2026-03-03T00:00:00Z' }),
    });
    await user.click(await screen.findByRole('button', { name: /Add value/ }));
    const dialog = await screen.findByRole('dialog', { name: 'Add server value' });
    await user.type(within(dialog).getByLabelText('Key'), ' site.banner ');
    await user.type(within(dialog).getByLabelText('Value'), 'Welcome');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Successfully saved!')).toBeInTheDocument();
    const posts = callsTo(fetchMock, 'POST', '/api/v1/admin/server-values');
    expect(posts).toHaveLength(1);
    expect(body(posts[0]!)).toEqual({ key: 'site.banner', value: 'Welcome' });
  });

  it('edits only the value: the key is shown but cannot be changed, and the PUT carries the value', async () => {
    const { fetchMock, user } = setup({
      'PUT /api/v1/admin/server-values/8': (_url, b) => jsonResponse(200, { ...LIMIT, ...(b as object) }),
    });
    await user.click(await screen.findByRole('button', { name: 'Edit cpd.hours' }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit server value' });
    expect(within(dialog).getByLabelText('Key')).toHaveValue('cpd.hours');
    expect(within(dialog).getByLabelText('Key')).toBeDisabled();
    const value = within(dialog).getByLabelText('Value');
    expect(value).toHaveValue('20');
    await user.clear(value);
    await user.type(value, '25');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(callsTo(fetchMock, 'PUT', '/api/v1/admin/server-values/8')).toHaveLength(1));
    expect(body(callsTo(fetchMock, 'PUT', '/api/v1/admin/server-values/8')[0]!)).toEqual({ value: '25' });
  });

  it("shows 'Error during saving' with the server message when a save fails", async () => {
    const { user } = setup({
      'POST /api/v1/admin/server-values': () =>
        jsonResponse(409, { message: 'A value with this key already exists' }),
    });
    await user.click(await screen.findByRole('button', { name: /Add value/ }));
    const dialog = await screen.findByRole('dialog', { name: 'Add server value' });
    await user.type(within(dialog).getByLabelText('Key'), 'cpd.hours');
    await user.type(within(dialog).getByLabelText('Value'), '1');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Error during saving')).toBeInTheDocument();
    expect(screen.getByText('A value with this key already exists')).toBeInTheDocument();
  });

  it("deletes a value after the confirmation: 'Removed successfully!'", async () => {
    const { fetchMock, user } = setup({
      'DELETE /api/v1/admin/server-values/7': () => jsonResponse(200, { id: 7 }),
    });
    await user.click(await screen.findByRole('button', { name: 'Delete support.email' }));
    const confirm = await screen.findByRole('dialog', { name: 'Delete support.email?' });
    expect(callsTo(fetchMock, 'DELETE', '/api/v1/admin/server-values/7')).toHaveLength(0);
    await user.click(within(confirm).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText('Removed successfully!')).toBeInTheDocument();
    expect(callsTo(fetchMock, 'DELETE', '/api/v1/admin/server-values/7')).toHaveLength(1);
  });

  it('tells a manager (not a tenant administrator) that only administrators manage server values', async () => {
    const { fetchMock } = setup({}, { role: 3, hasAdminAccess: true, isAdminLike: true });
    expect(await screen.findByText('Only administrators can manage server values')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Add value/ })).not.toBeInTheDocument();
    expect(callsTo(fetchMock, 'GET', '/api/v1/admin/server-values')).toHaveLength(0);
  });
});
