/**
 * Test helpers of every area: a fetch stub keyed by 'METHOD path' that sees the query
 * string, and a stored token whose claims carry an access token (the general API needs one).
 */
import { vi } from 'vitest';
import { storeToken } from '../api/token-storage';
import { jsonResponse } from '../test-utils';

/** A handler of {@link mockApi}. */
export type ApiHandler = (url: URL, body: unknown) => Response | Promise<Response>;

/** Stubs fetch; unknown calls answer 404. Undo with `vi.unstubAllGlobals()`. */
export function mockApi(handlers: Record<string, ApiHandler>) {
  const mock = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = new URL(String(input), 'http://localhost');
    const handler = handlers[`${init?.method ?? 'GET'} ${url.pathname}`];
    const body = typeof init?.body === 'string' ? JSON.parse(init.body) : undefined;
    return handler ? handler(url, body) : jsonResponse(404, { message: 'Not found' });
  });
  vi.stubGlobal('fetch', mock);
  return mock;
}

/** The calls of a stub to one 'METHOD path'. */
export function callsTo(mock: ReturnType<typeof mockApi>, method: string, path: string) {
  return mock.mock.calls.filter(
    ([input, init]) =>
      (init?.method ?? 'GET') === method && new URL(String(input), 'http://x').pathname === path,
  );
}

const part = (value: unknown) =>
  btoa(JSON.stringify(value)).replace(/=+$/, '').replace(/\+/g, '-').replace(/\//g, '_');

/** Stores a signed-in token (unsigned test JWT with an accessToken claim). */
export function storeTestToken(): void {
  storeToken(`${part({ alg: 'HS256' })}.${part({ sub: 'u1', tid: 'ota', accessToken: 'access' })}.sig`);
}
