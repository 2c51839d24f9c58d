/**
 * The report dialog's failures (spec 001 §8 Posts: 'An error occurred. The report was not submitted.',
 * 'Error reporting post'): a failed post report is notified under 'Error reporting post'; a failed comment
 * report says only the sentence; a 409 shows the server's answer.
 */
import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { POST_MESSAGES } from '@portal/contracts';
import { renderRoute } from '../../test-utils';
import { ApiError } from '../../api/api-error';
import { ReportModal } from './ReportModal';

async function report(subject: 'post' | 'comment', error: unknown) {
  const onClose = vi.fn();
  renderRoute(<ReportModal open subject={subject} send={() => Promise.reject(error)} onClose={onClose} />, {
    path: '/',
  });
  const user = userEvent.setup();
  await user.type(await screen.findByLabelText('Reason'), 'Spam');
  await user.click(screen.getByRole('button', { name: 'Report' }));
  return onClose;
}

describe('ReportModal failures', { timeout: 30_000 }, () => {
  afterEach(() => vi.restoreAllMocks());

  it("titles a failed post report 'Error reporting post'", async () => {
    const onClose = await report('post', new ApiError(500, 'Server down'));
    expect(await screen.findByText(POST_MESSAGES.reportPostFailed)).toBeInTheDocument();
    expect(screen.getByText(POST_MESSAGES.reportFailed)).toBeInTheDocument();
    expect(onClose).not.toHaveBeenCalled();
  });

  it('says only the sentence for a failed comment report', async () => {
    await report('comment', new ApiError(500, 'Server down'));
    expect(await screen.findByText(POST_MESSAGES.reportFailed)).toBeInTheDocument();
    expect(screen.queryByText(POST_MESSAGES.reportPostFailed)).toBeNull();
  });

  it("shows the server's answer to a second report (409)", async () => {
    await report('post', new ApiError(409, POST_MESSAGES.alreadyReported));
    expect(await screen.findByText(POST_MESSAGES.alreadyReported)).toBeInTheDocument();
    expect(screen.queryByText(POST_MESSAGES.reportPostFailed)).toBeNull();
  });
});
