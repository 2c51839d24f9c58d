import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MESSAGES, TOKEN_STORAGE_KEY } from '@portal/contracts';
import { jsonResponse, mockFetch, renderRoute } from '../../../test-utils';
import { savePendingSignIn } from '../pending-sign-in';
import SignInCodePage from './SignInCodePage';

const REQUEST_ID = '00000000-0000-4000-8000-000000000009';

function renderCodePage() {
  return renderRoute(<SignInCodePage />, {
    path: '/account/sign-in/code',
    routes: [{ path: '/', element: <p>Home page</p> }],
  });
}

const continueButton = () => screen.getByRole('button', { name: 'Continue' });

describe('SignInCodePage', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    vi.useRealTimers();
  });

  it('asks the user to go back when no sign-in is pending', () => {
    renderCodePage();
    expect(screen.getByRole('alert')).toHaveTextContent(MESSAGES.missingCredentials);
    expect(continueButton()).toBeDisabled();
  });

  it('enables Continue only with 6 characters and says "Please, enter code" when emptied', async () => {
    savePendingSignIn({ email: 'twofactor@ota.example', requestId: REQUEST_ID });
    const user = userEvent.setup();
    renderCodePage();
    const input = screen.getByLabelText('Verification code');

    expect(continueButton()).toBeDisabled();
    await user.type(input, '12345');
    expect(continueButton()).toBeDisabled();
    await user.type(input, '6');
    expect(continueButton()).toBeEnabled();
    await user.type(input, '7');
    expect(input).toHaveValue('123456');

    await user.clear(input);
    expect(await screen.findByText(MESSAGES.enterCode)).toBeInTheDocument();
    expect(continueButton()).toBeDisabled();
  });

  it('shows "Wrong password" for a wrong code', async () => {
    savePendingSignIn({ email: 'twofactor@ota.example', requestId: REQUEST_ID });
    const fetchMock = mockFetch({
      'POST /api/v1/auth/login-with-code': () => jsonResponse(400, { message: 'Wrong password' }),
    });
    const user = userEvent.setup();
    renderCodePage();

    await user.type(screen.getByLabelText('Verification code'), '000000');
    await user.click(continueButton());

    await waitFor(() => expect(screen.getByRole('alert')).toHaveTextContent(MESSAGES.wrongPassword));
    expect(JSON.parse(fetchMock.mock.calls[0][1]?.body as string)).toEqual({
      email: 'twofactor@ota.example',
      code: '000000',
      requestId: REQUEST_ID,
    });
  });

  it('stores the token and goes home on the right code', async () => {
    savePendingSignIn({ email: 'twofactor@ota.example', requestId: REQUEST_ID });
    mockFetch({
      'POST /api/v1/auth/login-with-code': () =>
        jsonResponse(200, {
          twoFactorRequired: false,
          token: 'tok2',
          accessToken: 'a',
          expiresAt: '2030-01-01',
        }),
    });
    const user = userEvent.setup();
    renderCodePage();

    await user.type(screen.getByLabelText('Verification code'), '123456');
    await user.click(continueButton());

    expect(await screen.findByText('Home page')).toBeInTheDocument();
    expect(localStorage.getItem(TOKEN_STORAGE_KEY)).toBe('tok2');
    expect(sessionStorage.getItem('portal.pendingSignIn')).toBeNull();
  });

  it('shows "Resending" with dots ticking every 500 ms, then the resent message', async () => {
    savePendingSignIn({ email: 'twofactor@ota.example', requestId: REQUEST_ID });
    let answer: (response: Response) => void = () => {};
    const fetchMock = mockFetch({
      'POST /api/v1/auth/resend-one-time-code': () => new Promise<Response>((resolve) => (answer = resolve)),
    });
    vi.useFakeTimers({ shouldAdvanceTime: true });
    renderCodePage();

    fireEvent.click(screen.getByRole('button', { name: 'Resend code' }));
    const label = await screen.findByText(/^Resending/);
    expect(label).toHaveTextContent(/^Resending$/);
    await act(() => vi.advanceTimersByTimeAsync(500));
    expect(label).toHaveTextContent(/^Resending\.$/);
    await act(() => vi.advanceTimersByTimeAsync(500));
    expect(label).toHaveTextContent(/^Resending\.\.$/);

    await act(async () => answer(jsonResponse(200, { tokenSent: true, requestId: REQUEST_ID })));
    expect(await screen.findByText(MESSAGES.codeResent)).toBeInTheDocument();
    expect(JSON.parse(fetchMock.mock.calls[0][1]?.body as string)).toEqual({
      requestId: REQUEST_ID,
      userName: 'twofactor@ota.example',
    });
  });
});
