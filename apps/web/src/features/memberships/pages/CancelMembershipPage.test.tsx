/**
 * /settings/cancel-membership (spec 000 §2, §3, §5, §8): view mode → edit mode with the server's reasons;
 * 'Please select a reason.' and, for Other, 'Please enter cancellation details.'; the payload; on success the
 * session is cleared and the user lands on sign-in with 'Membership cancelled successfully'.
 */
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MEMBERSHIP_MESSAGES, TOKEN_STORAGE_KEY } from '@portal/contracts';
import { jsonResponse, renderRoute } from '../../../test-utils';
import { callsTo, mockApi, storeTestToken, type ApiHandler } from '../../../test/mock-api';
import CancelMembershipPage from './CancelMembershipPage';

const PATH = '/settings/cancel-membership';
const REASONS = ['Retiring', 'Cost of membership', 'Other'].map((r) => ({ value: r, label: r }));

function api(cancel: ApiHandler = () => jsonResponse(200, { success: true, message: 'ok' })) {
  return mockApi({
    'GET /api/user/CanCancelMembership': () =>
      jsonResponse(200, { canCancelMembership: true, cancelMembershipReasons: REASONS }),
    'POST /api/user/CancelMembership': cancel,
  });
}

function renderPage() {
  return renderRoute(<CancelMembershipPage />, {
    path: PATH,
    routes: [{ path: '/account/sign-in', element: <p>Sign in page</p> }],
  });
}

describe('CancelMembershipPage', { timeout: 30_000 }, () => {
  beforeEach(storeTestToken);
  afterEach(() => vi.unstubAllGlobals());

  it('asks for a reason, then details for Other, and Cancel returns to view mode', async () => {
    const mock = api();
    const user = userEvent.setup();
    renderPage();
    await user.click(await screen.findByRole('button', { name: 'Cancel Membership' }));
    await user.click(screen.getByRole('button', { name: 'Confirm' }));
    expect(await screen.findByText(MEMBERSHIP_MESSAGES.reasonRequired)).toBeInTheDocument();
    await user.click(screen.getByRole('radio', { name: 'Other' }));
    await user.click(screen.getByRole('button', { name: 'Confirm' }));
    expect(await screen.findByText(MEMBERSHIP_MESSAGES.otherDetailsRequired)).toBeInTheDocument();
    expect(callsTo(mock, 'POST', '/api/user/CancelMembership')).toHaveLength(0);
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(await screen.findByRole('button', { name: 'Cancel Membership' })).toBeInTheDocument();
    expect(screen.queryByRole('radio', { name: 'Other' })).not.toBeInTheDocument();
  });

  it('submits the reason, clears the session and goes to sign-in with the spec message', async () => {
    const mock = api();
    const user = userEvent.setup();
    const { router } = renderPage();
    await user.click(await screen.findByRole('button', { name: 'Cancel Membership' }));
    await user.click(screen.getByRole('radio', { name: 'Other' }));
    await user.type(screen.getByLabelText('Cancellation details'), 'Changing careers');
    await user.click(screen.getByRole('button', { name: 'Confirm' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/account/sign-in'));
    expect(await screen.findByText(MEMBERSHIP_MESSAGES.cancelled)).toBeInTheDocument();
    expect(localStorage.getItem(TOKEN_STORAGE_KEY)).toBeNull();
    const body = JSON.parse(callsTo(mock, 'POST', '/api/user/CancelMembership')[0]![1]?.body as string);
    expect(body).toEqual({
      CancelMembershipReason: 'Other',
      CancelMembershipReasonOther: 'Changing careers',
    });
  });

  it('sends no details for a listed reason; a failure toasts and keeps the session', async () => {
    const mock = api(() => jsonResponse(409, { message: MEMBERSHIP_MESSAGES.cannotCancel }));
    const user = userEvent.setup();
    const { router } = renderPage();
    await user.click(await screen.findByRole('button', { name: 'Cancel Membership' }));
    await user.click(screen.getByRole('radio', { name: 'Retiring' }));
    await user.click(screen.getByRole('button', { name: 'Confirm' }));
    expect(await screen.findByText(MEMBERSHIP_MESSAGES.cancelFailed)).toBeInTheDocument();
    expect(router.state.location.pathname).toBe(PATH);
    expect(localStorage.getItem(TOKEN_STORAGE_KEY)).not.toBeNull();
    const body = JSON.parse(callsTo(mock, 'POST', '/api/user/CancelMembership')[0]![1]?.body as string);
    expect(body).toEqual({ CancelMembershipReason: 'Retiring', CancelMembershipReasonOther: null });
  });

  it('says so when the server does not allow cancelling', async () => {
    mockApi({
      'GET /api/user/CanCancelMembership': () =>
        jsonResponse(200, { canCancelMembership: false, cancelMembershipReasons: [] }),
    });
    renderPage();
    expect(await screen.findByText(MEMBERSHIP_MESSAGES.cannotCancel)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Cancel Membership' })).not.toBeInTheDocument();
  });
});
