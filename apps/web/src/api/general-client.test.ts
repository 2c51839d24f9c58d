import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { MESSAGES, TOKEN_STORAGE_KEY } from '@portal/contracts';
import * as jwt from 'jwt-decode';
import { ApiError } from './api-error';
import { generalApi } from './general-client';
import { setErrorNotifier } from './notifier';

function base64Url(value: unknown): string {
  return btoa(JSON.stringify(value)).replace(/=+$/, '').replace(/\+/g, '-').replace(/\//g, '_');
}

function fakeJwt(claims: Record<string, unknown>): string {
  return `${base64Url({ alg: 'HS256', typ: 'JWT' })}.${base64Url(claims)}.signature`;
}

function jsonResponse(status: number, body: unknown): Response {
  return new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
}

vi.mock('jwt-decode', async (importOriginal) => {
  const actual = await importOriginal<typeof jwt>();
  return { ...actual, jwtDecode: vi.fn(actual.jwtDecode) };
});

describe('general API client', () => {
  const fetchMock = vi.fn<typeof fetch>();
  const notify = vi.fn();

  beforeEach(() => {
    vi.stubGlobal('fetch', fetchMock);
    setErrorNotifier({ error: notify });
  });
  afterEach(() => {
    vi.unstubAllGlobals();
    fetchMock.mockReset();
    notify.mockReset();
  });

  it('refuses to call without a stored token', async () => {
    await expect(generalApi.get('api/user')).rejects.toThrow(MESSAGES.tokenNotFound);
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('refuses a token it cannot decode', async () => {
    localStorage.setItem(TOKEN_STORAGE_KEY, 'not-a-jwt');
    await expect(generalApi.get('api/user')).rejects.toThrow(MESSAGES.tokenDecodeFailed);
  });

  it('refuses a token without an accessToken claim', async () => {
    localStorage.setItem(TOKEN_STORAGE_KEY, fakeJwt({ sub: 'u1' }));
    await expect(generalApi.get('api/user')).rejects.toThrow(MESSAGES.accessTokenMissing);
  });

  it('sends the decoded accessToken claim and converts keys to camelCase', async () => {
    localStorage.setItem(TOKEN_STORAGE_KEY, fakeJwt({ sub: 'u1', accessToken: 'access-123' }));
    fetchMock.mockResolvedValue(jsonResponse(200, { CanCancelMembership: true, cancel_reasons: [] }));

    const answer = await generalApi.get('api/user/CanCancelMembership');

    expect(answer).toEqual({ canCancelMembership: true, cancelReasons: [] });
    const init = fetchMock.mock.calls[0][1];
    expect((init?.headers as Record<string, string>).Authorization).toBe('Bearer access-123');
  });

  it('decodes a stored token once for many calls, and a new token afresh (issue 37 point 5)', async () => {
    const decode = vi.mocked(jwt.jwtDecode);
    localStorage.setItem(TOKEN_STORAGE_KEY, fakeJwt({ sub: 'u1', accessToken: 'first' }));
    fetchMock.mockImplementation(async () => jsonResponse(200, {}));
    decode.mockClear();

    await generalApi.get('api/a');
    await generalApi.get('api/b');
    await generalApi.get('api/c');
    expect(decode).toHaveBeenCalledTimes(1);

    localStorage.setItem(TOKEN_STORAGE_KEY, fakeJwt({ sub: 'u1', accessToken: 'second' }));
    await generalApi.get('api/d');
    expect(decode).toHaveBeenCalledTimes(2);
    const headers = fetchMock.mock.calls.map(
      ([, init]) => (init?.headers as Record<string, string>).Authorization,
    );
    expect(headers).toEqual(['Bearer first', 'Bearer first', 'Bearer first', 'Bearer second']);
  });

  it('with skipAuth sends no header and needs no token; skipCamelCase keeps keys', async () => {
    fetchMock.mockResolvedValue(jsonResponse(200, { field_options: { Title: ['Dr'] } }));

    const answer = await generalApi.get('api/user/form/first-time/field-options', {
      skipAuth: true,
      skipCamelCase: true,
    });

    expect(answer).toEqual({ field_options: { Title: ['Dr'] } });
    const init = fetchMock.mock.calls[0][1];
    expect((init?.headers as Record<string, string>).Authorization).toBeUndefined();
  });

  it('on 500 shows the message and error_description for 4.5 s', async () => {
    fetchMock.mockResolvedValue(jsonResponse(500, { message: 'Broken', error_description: 'Database down' }));
    await expect(generalApi.get('api/x', { skipAuth: true })).rejects.toBeInstanceOf(ApiError);
    expect(notify).toHaveBeenCalledWith({ title: 'Broken', description: 'Database down', duration: 4.5 });
  });

  it('on 500 without error_description uses "Error Details"', async () => {
    fetchMock.mockResolvedValue(jsonResponse(500, { message: 'Broken' }));
    await expect(generalApi.get('api/x', { skipAuth: true })).rejects.toBeInstanceOf(ApiError);
    expect(notify.mock.calls[0][0].description).toBe('Error Details');
  });

  it('throws 4xx answers to the caller without a notification', async () => {
    fetchMock.mockResolvedValue(jsonResponse(404, { message: 'Not found' }));
    await expect(generalApi.get('api/x', { skipAuth: true })).rejects.toMatchObject({
      status: 404,
      message: 'Not found',
    });
    expect(notify).not.toHaveBeenCalled();
  });
});
