import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { TOKEN_STORAGE_KEY } from '@portal/contracts';
import { ApiError } from './api-error';
import { communityApi, pageReloader } from './community-client';
import { setErrorNotifier } from './notifier';

function jsonResponse(status: number, body: unknown, statusText = ''): Response {
  return new Response(JSON.stringify(body), {
    status,
    statusText,
    headers: { 'content-type': 'application/json' },
  });
}

describe('community API client', () => {
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

  it('sends the stored token as a bearer and converts answer keys to camelCase', async () => {
    localStorage.setItem(TOKEN_STORAGE_KEY, 'signed.token.value');
    fetchMock.mockResolvedValue(jsonResponse(200, { first_name: 'Ada', Items: [{ member_num: '7' }] }));

    const answer = await communityApi.get('api/v1/account', { query: { page: 1, keyword: undefined } });

    expect(answer).toEqual({ firstName: 'Ada', items: [{ memberNum: '7' }] });
    const [url, init] = fetchMock.mock.calls[0];
    expect(url).toBe('/api/v1/account?page=1');
    expect((init?.headers as Record<string, string>).Authorization).toBe('Bearer signed.token.value');
  });

  it('returns blobs untouched', async () => {
    const pdf = new Blob(['%PDF']);
    fetchMock.mockResolvedValue({
      ok: true,
      status: 200,
      headers: new Headers(),
      blob: async () => pdf,
    } as Response);
    const blob = await communityApi.get<Blob>('api/v1/file', { responseType: 'blob' });
    expect(blob).toBe(pdf);
  });

  it('on 401 removes the stored token, reloads and throws', async () => {
    localStorage.setItem(TOKEN_STORAGE_KEY, 'expired');
    const reload = vi.spyOn(pageReloader, 'reload').mockImplementation(() => {});
    fetchMock.mockResolvedValue(jsonResponse(401, { message: 'Unauthorized' }));

    await expect(communityApi.get('api/v1/account')).rejects.toMatchObject({ status: 401 });
    expect(localStorage.getItem(TOKEN_STORAGE_KEY)).toBeNull();
    expect(reload).toHaveBeenCalledOnce();
  });

  it('on 401 for a token the user has since signed out of, neither reloads nor touches a newer session', async () => {
    localStorage.setItem(TOKEN_STORAGE_KEY, 'old');
    const reload = vi.spyOn(pageReloader, 'reload').mockImplementation(() => {});
    reload.mockClear();
    let answer!: (response: Response) => void;
    fetchMock.mockReturnValue(new Promise<Response>((resolve) => (answer = resolve)));
    const pending = communityApi.get('api/v1/account');
    // Signed out while the request was in flight (e.g. after cancelling the membership): no reload.
    localStorage.removeItem(TOKEN_STORAGE_KEY);
    answer(jsonResponse(401, { message: 'Unauthorized' }));
    await expect(pending).rejects.toMatchObject({ status: 401 });
    expect(reload).not.toHaveBeenCalled();

    // A newer sign-in is kept when an old token's request answers 401.
    localStorage.setItem(TOKEN_STORAGE_KEY, 'old');
    fetchMock.mockReturnValue(new Promise<Response>((resolve) => (answer = resolve)));
    const second = communityApi.get('api/v1/account');
    localStorage.setItem(TOKEN_STORAGE_KEY, 'new');
    answer(jsonResponse(401, { message: 'Unauthorized' }));
    await expect(second).rejects.toMatchObject({ status: 401 });
    expect(localStorage.getItem(TOKEN_STORAGE_KEY)).toBe('new');
    expect(reload).not.toHaveBeenCalled();
  });

  it('on 500 shows "Request Failed: {message}" with the status text for 4.5 s', async () => {
    fetchMock.mockResolvedValue(jsonResponse(500, { message: 'Boom' }, 'Internal Server Error'));

    await expect(communityApi.get('api/v1/account')).rejects.toBeInstanceOf(ApiError);
    expect(notify).toHaveBeenCalledWith({
      title: 'Request Failed: Boom',
      description: 'Internal Server Error',
      duration: 4.5,
    });
  });

  it('on 500 without a message uses "An error occurred"', async () => {
    fetchMock.mockResolvedValue(new Response('', { status: 500, statusText: '' }));
    await expect(communityApi.get('api/v1/account')).rejects.toBeInstanceOf(ApiError);
    expect(notify.mock.calls[0][0].title).toBe('Request Failed: An error occurred');
  });

  it('throws other errors to the caller with status, message, error_description and errors', async () => {
    fetchMock.mockResolvedValue(
      jsonResponse(400, {
        statusCode: 400,
        message: 'Invalid credential',
        error_description: 'More',
        errors: { email: ['Bad'] },
      }),
    );

    const error = (await communityApi
      .post('api/v1/auth/sign-in', { email: 'a' })
      .catch((e) => e)) as ApiError;
    expect(error).toBeInstanceOf(ApiError);
    expect(error.status).toBe(400);
    expect(error.message).toBe('Invalid credential');
    expect(error.error_description).toBe('More');
    expect(error.errors).toEqual({ email: ['Bad'] });
    expect(notify).not.toHaveBeenCalled();
    expect(JSON.parse(fetchMock.mock.calls[0][1]?.body as string)).toEqual({ email: 'a' });
  });
});
