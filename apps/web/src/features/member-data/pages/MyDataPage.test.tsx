/**
 * /settings/your-data (issue 39 point 5): "Download my data" saves the ZIP the server answers (a 429 shows the
 * server's message); "Close my account" explains what happens in a modal before the request is sent, then
 * shows the pending request instead of the button.
 */
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { CLOSURE_CONSEQUENCES, MEMBER_DATA_MESSAGES } from '@portal/contracts';
import { jsonResponse, renderRoute } from '../../../test-utils';
import { callsTo, mockApi, storeTestToken } from '../../../test/mock-api';
import MyDataPage from './MyDataPage';

const PENDING = {
  id: '7c9e6679-7425-40de-944b-e07fc1f90ae7',
  status: 'pending',
  requestedAt: '2026-12-05T00:00:00.000Z',
  decidedAt: null,
};

describe('MyDataPage', { timeout: 30_000 }, () => {
  beforeEach(storeTestToken);
  afterEach(() => vi.unstubAllGlobals());

  it('downloads the ZIP, and shows the server’s message when it is too soon', async () => {
    const createObjectURL = vi.fn(() => 'blob:zip');
    vi.stubGlobal('URL', Object.assign(URL, { createObjectURL, revokeObjectURL: vi.fn() }));
    let answers = 0;
    const mock = mockApi({
      'GET /api/v1/account/closure': () => jsonResponse(200, { request: null }),
      'GET /api/v1/account/data-export': () =>
        ++answers === 1
          ? new Response(new Blob(['PK']), { status: 200, headers: { 'content-type': 'application/zip' } })
          : jsonResponse(429, { message: MEMBER_DATA_MESSAGES.exportTooSoon }),
    });
    renderRoute(<MyDataPage />, { path: '/settings/your-data' });
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Download my data' }));
    await vi.waitFor(() => expect(createObjectURL).toHaveBeenCalledTimes(1));
    const button = screen.getByRole('button', { name: /Download my data/ });
    await vi.waitFor(() => expect(button).not.toHaveClass('ant-btn-loading'));
    await user.click(button);
    expect(await screen.findByText(MEMBER_DATA_MESSAGES.exportTooSoon)).toBeInTheDocument();
    expect(callsTo(mock, 'GET', '/api/v1/account/data-export')).toHaveLength(2);
  });

  it('explains closing in a modal, sends the request only on confirmation, then shows it pending', async () => {
    const mock = mockApi({
      'GET /api/v1/account/closure': () => jsonResponse(200, { request: null }),
      'POST /api/v1/account/closure': () => jsonResponse(200, PENDING),
    });
    renderRoute(<MyDataPage />, { path: '/settings/your-data' });
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Close my account' }));
    const dialog = await screen.findByRole('dialog', { name: 'Close your account?' });
    for (const line of CLOSURE_CONSEQUENCES) expect(within(dialog).getByText(line)).toBeInTheDocument();
    expect(callsTo(mock, 'POST', '/api/v1/account/closure')).toHaveLength(0);
    await user.click(within(dialog).getByRole('button', { name: 'Ask to close my account' }));
    expect(await screen.findByText(MEMBER_DATA_MESSAGES.closurePending)).toBeInTheDocument();
    expect(callsTo(mock, 'POST', '/api/v1/account/closure')).toHaveLength(1);
    expect(screen.queryByRole('button', { name: 'Close my account' })).not.toBeInTheDocument();
  });
});
