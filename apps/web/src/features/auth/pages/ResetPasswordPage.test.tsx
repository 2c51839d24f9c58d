import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { COMMON_PASSWORD_MESSAGE, MESSAGES } from '@portal/contracts';
import { jsonResponse, mockFetch, renderRoute } from '../../../test-utils';
import ResetPasswordPage from './ResetPasswordPage';

const USER_ID = '00000000-0000-4000-8000-000000000042';

function renderReset() {
  return renderRoute(<ResetPasswordPage />, {
    path: '/account/reset-password',
    initialEntry: `/account/reset-password?token=abc&userId=${USER_ID}`,
  });
}

const submitButton = () => screen.getByRole('button', { name: 'Set new password' });

describe('ResetPasswordPage', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('sends a reset-password path without its token to sign-in (spec 000 §2 Guards)', async () => {
    renderRoute(<ResetPasswordPage />, {
      path: '/account/reset-password',
      initialEntry: '/account/reset-password?userId=' + USER_ID,
      routes: [{ path: '/account/sign-in', element: <p>Sign-in page</p> }],
    });
    expect(await screen.findByText('Sign-in page')).toBeInTheDocument();
  });

  it('requires a password', async () => {
    const user = userEvent.setup();
    renderReset();
    await user.click(submitButton());
    expect((await screen.findAllByText(MESSAGES.enterPassword)).length).toBeGreaterThan(0);
  });

  it('requires the confirmation to match', async () => {
    const user = userEvent.setup();
    renderReset();
    await user.type(screen.getByLabelText('New password'), 'Abcdefg1!');
    await user.type(screen.getByLabelText('Confirm password'), 'Abcdefg2!');
    await user.click(submitButton());
    expect(await screen.findByText(MESSAGES.passwordsDoNotMatch)).toBeInTheDocument();
  });

  it('ticks the rules as the password meets them', async () => {
    const user = userEvent.setup();
    renderReset();
    const rules = () =>
      screen.getByRole('list', { name: 'Password rules' }).querySelectorAll('li[data-met="true"]');
    expect(rules()).toHaveLength(0);
    await user.type(screen.getByLabelText('New password'), 'a');
    expect(rules()).toHaveLength(1);
    await user.type(screen.getByLabelText('New password'), 'A1bcdefg');
    expect(rules()).toHaveLength(4);
  });

  it('shows "New password set" when the server answers true', async () => {
    const fetchMock = mockFetch({ 'POST /api/v1/auth/reset-password': () => jsonResponse(200, true) });
    const user = userEvent.setup();
    renderReset();
    await user.type(screen.getByLabelText('New password'), 'Abcdefg1!');
    await user.type(screen.getByLabelText('Confirm password'), 'Abcdefg1!');
    await user.click(submitButton());
    expect(await screen.findByText(MESSAGES.newPasswordSet)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Sign in' })).toHaveAttribute('href', '/account/sign-in');
    expect(JSON.parse(fetchMock.mock.calls[0][1]?.body as string)).toEqual({
      token: 'abc',
      userId: USER_ID,
      password: 'Abcdefg1!',
    });
  });

  it('shows the reset failure message when the server answers false', async () => {
    mockFetch({ 'POST /api/v1/auth/reset-password': () => jsonResponse(200, false) });
    const user = userEvent.setup();
    renderReset();
    await user.type(screen.getByLabelText('New password'), 'Abcdefg1!');
    await user.type(screen.getByLabelText('Confirm password'), 'Abcdefg1!');
    await user.click(submitButton());
    expect(await screen.findByText(MESSAGES.resetFailed)).toBeInTheDocument();
  });

  it('shows a refused common password under the New password field (issue 35)', async () => {
    mockFetch({
      'POST /api/v1/auth/reset-password': () =>
        jsonResponse(400, {
          statusCode: 400,
          error: 'Bad Request',
          message: COMMON_PASSWORD_MESSAGE,
          errors: { password: [COMMON_PASSWORD_MESSAGE] },
        }),
    });
    const user = userEvent.setup();
    renderReset();
    await user.type(screen.getByLabelText('New password'), 'P@ssw0rd');
    await user.type(screen.getByLabelText('Confirm password'), 'P@ssw0rd');
    await user.click(submitButton());
    const message = await screen.findByText(COMMON_PASSWORD_MESSAGE);
    expect(message.closest('.ant-form-item')).toContainElement(screen.getByLabelText('New password'));
    expect(screen.queryByText(MESSAGES.resetFailed)).not.toBeInTheDocument();
  });
});
