import { QueryClient } from '@tanstack/react-query';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { UserRole } from '@portal/contracts';
import { jsonResponse, mockFetch, storeAccessToken } from '../test-utils';
import { accountKeys, prefetchSession } from './session-queries';

const account = (role: number, moderatedCommunityCount = 0) => ({
  id: 'u1',
  role,
  moderatedCommunityCount,
  contactTypes: ['Member'],
});

afterEach(() => {
  vi.unstubAllGlobals();
  localStorage.clear();
});

describe('prefetchSession (issue 18: admin screens do not wait for the shell to ask for permissions)', () => {
  it('loads the account, then the permission flags of an admin', async () => {
    storeAccessToken();
    const fetch = mockFetch({
      'GET /api/v1/account': () => jsonResponse(200, account(UserRole.Admin)),
      'GET /api/v1/permission': () => jsonResponse(200, { role: UserRole.Admin, hasAdminAccess: true }),
    });
    const client = new QueryClient();
    await prefetchSession(client);
    expect(client.getQueryData(accountKeys.me())).toMatchObject({ id: 'u1' });
    expect(client.getQueryData(accountKeys.permissions())).toMatchObject({ hasAdminAccess: true });
    const paths = fetch.mock.calls.map(([input]) => new URL(String(input), 'http://localhost').pathname);
    expect(paths).toEqual(['/api/v1/account', '/api/v1/permission']);
  });

  it('does not ask for permission flags for a member without admin access', async () => {
    storeAccessToken();
    const fetch = mockFetch({ 'GET /api/v1/account': () => jsonResponse(200, account(UserRole.Standard)) });
    const client = new QueryClient();
    await prefetchSession(client);
    expect(client.getQueryData(accountKeys.permissions())).toBeUndefined();
    expect(fetch).toHaveBeenCalledTimes(1);
  });

  it('asks for them for a moderator of a community', async () => {
    storeAccessToken();
    const fetch = mockFetch({
      'GET /api/v1/account': () => jsonResponse(200, account(UserRole.Standard, 2)),
      'GET /api/v1/permission': () => jsonResponse(200, { role: UserRole.Standard, hasAdminAccess: true }),
    });
    await prefetchSession(new QueryClient());
    expect(fetch).toHaveBeenCalledTimes(2);
  });
});
