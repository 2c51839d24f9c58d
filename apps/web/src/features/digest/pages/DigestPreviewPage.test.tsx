/**
 * /admin/digest-preview (issue 38 point 2): a global Admin picks a member and sees the next digest, its HTML
 * sandboxed and its text part; anyone else gets the refusal.
 */
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { DIGEST_MESSAGES, TOKEN_STORAGE_KEY, UserRole } from '@portal/contracts';
import { jsonResponse, mockFetch, renderRoute } from '../../../test-utils';
import DigestPreviewPage from './DigestPreviewPage';

const MEMBER = {
  id: 'a1b2c3d4-0000-4000-8000-000000000001',
  firstName: 'Grace',
  lastName: 'Hopper',
  email: 'grace@example.org',
};
const PREVIEW = {
  subject: 'Your weekly OTA digest: 3 updates',
  html: '<!doctype html><h2>New posts in your communities</h2><script>window.parent.pwned=1</script>',
  text: 'NEW POSTS IN YOUR COMMUNITIES\n\nSplinting tips https://ota.example/communities/a/posts/1',
  isEmpty: false,
  frequency: 'weekly',
};

function setup(role: number) {
  const part = (value: object) => btoa(JSON.stringify(value)).replace(/=+$/, '');
  localStorage.setItem(TOKEN_STORAGE_KEY, `${part({ alg: 'none' })}.${part({ accessToken: 'general' })}.x`);
  return mockFetch({
    'GET /api/v1/account': () =>
      jsonResponse(200, { id: 'me', firstName: 'Ada', lastName: 'Admin', role, contactTypes: ['Member'] }),
    'GET /api/v1/admin/users': () => jsonResponse(200, { users: [MEMBER], totalItemCount: 1 }),
    'GET /api/admin/digest/preview': () => jsonResponse(200, PREVIEW),
  });
}

describe('DigestPreviewPage', { timeout: 30_000 }, () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    localStorage.clear();
  });

  it('renders the picked member’s next digest with its HTML sandboxed and its text part', async () => {
    const fetchMock = setup(UserRole.Admin);
    const { router } = renderRoute(<DigestPreviewPage />, { path: '/admin/digest-preview' });
    const picker = await screen.findByRole('combobox', { name: 'Member' });
    fireEvent.mouseDown(picker);
    const user = userEvent.setup();
    await user.click(await screen.findByText('Grace Hopper (grace@example.org)', {}, { timeout: 5000 }));
    await waitFor(() => expect(router.state.location.search).toBe(`?userId=${MEMBER.id}`));
    expect(await screen.findByText(PREVIEW.subject)).toBeInTheDocument();
    const frame = screen.getByTitle('Digest e-mail');
    expect(frame.getAttribute('sandbox')).toBe('');
    expect(frame.getAttribute('srcdoc')).toBe(PREVIEW.html);
    await user.click(screen.getByRole('tab', { name: 'Plain text' }));
    expect(await screen.findByText(/NEW POSTS IN YOUR COMMUNITIES/)).toBeInTheDocument();
    const asked = fetchMock.mock.calls
      .map(([url]) => String(url))
      .find((u) => u.includes('/api/admin/digest/preview'));
    expect(asked).toContain(`userId=${MEMBER.id}`);
  });

  it('refuses a member who is not a global Admin, asking nothing', async () => {
    const fetchMock = setup(UserRole.Standard);
    renderRoute(<DigestPreviewPage />, { path: '/admin/digest-preview' });
    expect(await screen.findByText(DIGEST_MESSAGES.forbidden)).toBeInTheDocument();
    expect(fetchMock.mock.calls.some(([url]) => String(url).includes('/api/admin/digest'))).toBe(false);
  });
});
