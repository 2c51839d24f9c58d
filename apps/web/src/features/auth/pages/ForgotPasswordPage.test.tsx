import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MESSAGES } from '@portal/contracts';
import { jsonResponse, mockFetch, renderRoute } from '../../../test-utils';
import ForgotPasswordPage from './ForgotPasswordPage';

function renderForgot() {
  return renderRoute(<ForgotPasswordPage />, { path: '/account/forgot-password' });
}

const sendButton = () => screen.getByRole('button', { name: 'Send reset link' });

describe('ForgotPasswordPage', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('requires an email address', async () => {
    const user = userEvent.setup();
    renderForgot();
    await user.click(sendButton());
    expect(await screen.findByText(MESSAGES.enterEmail)).toBeInTheDocument();
  });

  it('requires a valid email', async () => {
    const user = userEvent.setup();
    renderForgot();
    await user.type(screen.getByLabelText('Email'), 'not an email');
    await user.click(sendButton());
    expect(await screen.findByText(MESSAGES.validEmail)).toBeInTheDocument();
  });

  it('confirms when the server answers true', async () => {
    const fetchMock = mockFetch({ 'POST /api/v1/auth/forgot-password': () => jsonResponse(200, true) });
    const user = userEvent.setup();
    renderForgot();
    await user.type(screen.getByLabelText('Email'), 'member@ota.example');
    await user.click(sendButton());
    expect(await screen.findByText(MESSAGES.resetEmailSent)).toBeInTheDocument();
    expect(JSON.parse(fetchMock.mock.calls[0][1]?.body as string)).toEqual({ email: 'member@ota.example' });
  });

  it('says "Incorrect email provided" when the server answers false', async () => {
    mockFetch({ 'POST /api/v1/auth/forgot-password': () => jsonResponse(200, false) });
    const user = userEvent.setup();
    renderForgot();
    await user.type(screen.getByLabelText('Email'), 'member@ota.example');
    await user.click(sendButton());
    expect(await screen.findByText(MESSAGES.incorrectEmail)).toBeInTheDocument();
  });
});
