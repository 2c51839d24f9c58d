/** /settings/change-password: the §5 rules, the live rule list and the §8 toasts. */
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { COMMON_PASSWORD_MESSAGE, SETTINGS_MESSAGES } from '@portal/contracts';
import { jsonResponse } from '../../../test-utils';
import { callsTo, mockApi, storeTestToken } from '../../../test/mock-api';
import { renderRoute } from '../../../test-utils';
import { getStoredToken } from '../../../api/token-storage';
import ChangePasswordPage from './ChangePasswordPage';

const PATH = '/api/v1/account/change-password';
const submit = () => screen.getByRole('button', { name: 'Change password' });

async function fill(current: string, next: string, confirm: string) {
  const user = userEvent.setup();
  if (current) await user.type(screen.getByLabelText('Current password'), current);
  if (next) await user.type(screen.getByLabelText('New password'), next);
  if (confirm) await user.type(screen.getByLabelText('Retype new password'), confirm);
  await user.click(submit());
}

describe('ChangePasswordPage', { timeout: 30_000 }, () => {
  beforeEach(storeTestToken);
  afterEach(() => vi.unstubAllGlobals());

  it('requires all three fields, with the spec messages, and sends nothing', async () => {
    const api = mockApi({});
    renderRoute(<ChangePasswordPage />, { path: '/settings/change-password' });
    await fill('', '', '');
    expect(await screen.findByText(SETTINGS_MESSAGES.currentPasswordRequired)).toBeInTheDocument();
    expect(screen.getByText(SETTINGS_MESSAGES.newPasswordRequired)).toBeInTheDocument();
    expect(screen.getByText(SETTINGS_MESSAGES.confirmPasswordRequired)).toBeInTheDocument();
    expect(callsTo(api, 'POST', PATH)).toHaveLength(0);
  });

  it('refuses a new password without a symbol and a retype that does not match', async () => {
    mockApi({});
    renderRoute(<ChangePasswordPage />, { path: '/settings/change-password' });
    await fill('Old!pass1', 'Abcdefg1', 'Abcdefg1!');
    expect(await screen.findByText(SETTINGS_MESSAGES.passwordRule)).toBeInTheDocument();
    expect(screen.getByText(SETTINGS_MESSAGES.passwordsDoNotMatch)).toBeInTheDocument();
  });

  it('ticks each part of the rule live', async () => {
    mockApi({});
    renderRoute(<ChangePasswordPage />, { path: '/settings/change-password' });
    const met = () =>
      screen.getByRole('list', { name: 'Password rules' }).querySelectorAll('li[data-met="true"]');
    expect(met()).toHaveLength(0);
    await userEvent.setup().type(screen.getByLabelText('New password'), 'aB1!');
    expect(met()).toHaveLength(4);
    await userEvent.setup().type(screen.getByLabelText('New password'), 'cdef');
    expect(met()).toHaveLength(5);
  });

  it('sends the three fields, toasts success and keeps this browser signed in with the fresh session', async () => {
    const api = mockApi({
      [`POST ${PATH}`]: () =>
        jsonResponse(200, {
          message: 'ok',
          token: 'fresh.token.x',
          accessToken: 'a',
          expiresAt: '2030-01-01',
        }),
    });
    renderRoute(<ChangePasswordPage />, { path: '/settings/change-password' });
    await fill('Old!pass1', 'New!pass1', 'New!pass1');
    expect(await screen.findByText(SETTINGS_MESSAGES.passwordChanged)).toBeInTheDocument();
    const [, init] = callsTo(api, 'POST', PATH)[0]!;
    expect(JSON.parse(init?.body as string)).toEqual({
      currentPassword: 'Old!pass1',
      newPassword: 'New!pass1',
      confirmPassword: 'New!pass1',
    });
    expect(getStoredToken()).toBe('fresh.token.x');
  });

  it("shows 'Password not changed' with the server's ModelState messages", async () => {
    mockApi({
      [`POST ${PATH}`]: () =>
        jsonResponse(400, {
          statusCode: 400,
          error: 'Bad Request',
          message: SETTINGS_MESSAGES.modelStateInvalid,
          modelState: { 'model.CurrentPassword': [SETTINGS_MESSAGES.currentPasswordWrong] },
        }),
    });
    renderRoute(<ChangePasswordPage />, { path: '/settings/change-password' });
    await fill('Wrong!pass1', 'New!pass1', 'New!pass1');
    expect(
      await screen.findByText(
        `${SETTINGS_MESSAGES.passwordNotChanged}. ${SETTINGS_MESSAGES.currentPasswordWrong}`,
      ),
    ).toBeInTheDocument();
  });

  it('shows a refused common password under the New password field too (issue 35)', async () => {
    mockApi({
      [`POST ${PATH}`]: () =>
        jsonResponse(400, {
          statusCode: 400,
          error: 'Bad Request',
          message: SETTINGS_MESSAGES.modelStateInvalid,
          modelState: { 'model.NewPassword': [COMMON_PASSWORD_MESSAGE] },
        }),
    });
    renderRoute(<ChangePasswordPage />, { path: '/settings/change-password' });
    await fill('Old!pass1', 'P@ssw0rd', 'P@ssw0rd');
    expect(
      await screen.findByText(`${SETTINGS_MESSAGES.passwordNotChanged}. ${COMMON_PASSWORD_MESSAGE}`),
    ).toBeInTheDocument();
    const underField = await screen.findByText(COMMON_PASSWORD_MESSAGE);
    expect(underField.closest('.ant-form-item')).toContainElement(screen.getByLabelText('New password'));
  });
});
