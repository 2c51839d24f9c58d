/**
 * `/admin/audit` (issue 39 point 3): the records with their target links, a filter that reaches the server's
 * query, the changes drawer with before and after, and the refusal for a non-administrator.
 */
import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { TOKEN_STORAGE_KEY, UserRole, type TAuditEntry } from '@portal/contracts';
import { jsonResponse, mockFetch, renderRoute } from '../../../test-utils';
import AuditLogPage from './AuditLogPage';

const RECORD: TAuditEntry = {
  id: 42,
  at: '2026-12-01T09:00:00.000Z',
  actorId: 'a0000000-0000-4000-8000-000000000001',
  actorName: 'Ada Admin',
  impersonatorId: null,
  impersonatorName: null,
  action: 'PUT /api/admin/events/:id',
  targetType: 'event',
  targetId: '17',
  changes: { title: { before: 'Old title', after: 'New title' } },
  ip: '203.0.113.9',
  requestId: 'req-1',
};

function setup(role: number) {
  const part = (value: object) => btoa(JSON.stringify(value)).replace(/=+$/, '');
  localStorage.setItem(TOKEN_STORAGE_KEY, `${part({ alg: 'none' })}.${part({ accessToken: 'general' })}.x`);
  return mockFetch({
    'GET /api/v1/account': () =>
      jsonResponse(200, { id: 'me', firstName: 'Ada', lastName: 'Admin', role, contactTypes: ['Member'] }),
    'GET /api/admin/audit': () =>
      jsonResponse(200, {
        items: [RECORD],
        totalItemCount: 1,
        actions: [RECORD.action, 'audit.settings.update'],
      }),
    'GET /api/admin/audit/settings': () => jsonResponse(200, { retentionDays: 2557 }),
  });
}
const render = (entry = '/admin/audit') =>
  renderRoute(<AuditLogPage />, { path: '/admin/audit', initialEntry: entry });

describe('AuditLogPage', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    vi.restoreAllMocks();
    localStorage.clear();
  });

  it('lists records with a link to the target and opens the changes', async () => {
    setup(UserRole.Admin);
    const user = userEvent.setup();
    render();
    expect(await screen.findByText('Ada Admin', {}, { timeout: 5000 })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'event 17' })).toHaveAttribute('href', '/admin/events/17');
    expect(screen.getByText('203.0.113.9')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Open record 42' }));
    const drawer = await screen.findByRole('dialog');
    expect(within(drawer).getByText('Old title')).toBeInTheDocument();
    expect(within(drawer).getByText('New title')).toBeInTheDocument();
    expect(await screen.findByRole('spinbutton', { name: 'Retention in days' })).toHaveValue('2557');
  });

  it('sends the filters of the URL and a clicked actor to the server', async () => {
    const fetchMock = setup(UserRole.Admin);
    const user = userEvent.setup();
    render('/admin/audit?action=PUT%20%2Fapi%2Fadmin%2Fevents%2F%3Aid&from=2026-12-01&to=2026-12-02');
    await user.click(await screen.findByRole('button', { name: 'Ada Admin' }, { timeout: 5000 }));
    await waitFor(() => {
      const urls = fetchMock.mock.calls
        .map((c) => String(c[0]))
        .filter((u) => u.includes('/api/admin/audit?'));
      const last = new URL(urls.at(-1)!, 'http://x');
      expect(last.searchParams.get('action')).toBe('PUT /api/admin/events/:id');
      expect(last.searchParams.get('from')).toBe('2026-12-01');
      expect(last.searchParams.get('to')).toBe('2026-12-02');
      expect(last.searchParams.get('actorId')).toBe(RECORD.actorId);
    });
  });

  it('refuses a member', async () => {
    setup(UserRole.Standard);
    render();
    expect(await screen.findByText('Only global administrators can see the audit log.')).toBeInTheDocument();
  });
});
