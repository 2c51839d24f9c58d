/**
 * Global Terms and Conditions tab (spec 001 §2, §5 Terms 'Content cannot be empty.', §8 'Failed to load
 * agreement', 'Failed to save agreement.', 'Agreement saved successfully.'; §7 `api/v1/admin/community/global-tc`).
 */
import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { jsonResponse, renderRoute } from '../../../../test-utils';
import { callsTo, mockApi, type ApiHandler } from '../../../../test/mock-api';
import GlobalTermsTab from './GlobalTermsTab';

// ProseMirror needs layout APIs jsdom lacks; a textarea stands in for the TipTap editor here.
vi.mock('../../../../shared/components/RichTextEditor', async () => ({
  RichTextEditor: (await import('../../../../test/rich-text-stub')).RichTextStub,
}));

const TERMS = {
  content: '<p>Be kind.</p>',
  updatedAt: '2026-02-01T00:00:00Z',
  updatedByUserId: 'u1',
};
const PATH = '/api/v1/admin/community/global-tc';

function setup(handlers: Record<string, ApiHandler> = {}) {
  const fetchMock = mockApi({ [`GET ${PATH}`]: () => jsonResponse(200, TERMS), ...handlers });
  renderRoute(<GlobalTermsTab />, { path: '/admin/communities-management/terms-conditions' });
  return { fetchMock, user: userEvent.setup() };
}

async function openEditor(user: ReturnType<typeof userEvent.setup>) {
  await user.click(await screen.findByRole('button', { name: /Edit terms/ }));
  return screen.findByRole('dialog', { name: 'Edit Global Terms and Conditions' });
}

describe('GlobalTermsTab', { timeout: 90_000 }, () => {
  afterEach(() => vi.unstubAllGlobals());

  it('shows the saved terms (sanitised HTML) and opens them in the editor', async () => {
    const { user } = setup();
    expect(await screen.findByText('Be kind.', {}, { timeout: 30_000 })).toBeInTheDocument();
    const dialog = await openEditor(user);
    expect(within(dialog).getByLabelText('Terms and conditions')).toHaveValue('Be kind.');
  });

  it("refuses empty content with 'Content cannot be empty.' and sends nothing", async () => {
    const { fetchMock, user } = setup();
    const dialog = await openEditor(user);
    await user.clear(within(dialog).getByLabelText('Terms and conditions'));
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('Content cannot be empty.');
    expect(callsTo(fetchMock, 'PUT', PATH)).toHaveLength(0);
    // Typing again clears the message.
    await user.type(within(dialog).getByLabelText('Terms and conditions'), 'x');
    expect(within(dialog).queryByText('Content cannot be empty.')).not.toBeInTheDocument();
  });

  it("saves the HTML content: 'Agreement saved successfully.' and the new text shows", async () => {
    const { fetchMock, user } = setup({
      [`PUT ${PATH}`]: (_url, b) => jsonResponse(200, { ...TERMS, ...(b as object) }),
    });
    const dialog = await openEditor(user);
    const editor = within(dialog).getByLabelText('Terms and conditions');
    await user.clear(editor);
    await user.type(editor, 'Members keep discussions respectful.');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Agreement saved successfully.')).toBeInTheDocument();
    expect(callsTo(fetchMock, 'PUT', PATH)).toHaveLength(1);
    expect(JSON.parse(String(callsTo(fetchMock, 'PUT', PATH)[0]![1]!.body))).toEqual({
      content: '<p>Members keep discussions respectful.</p>',
    });
    // The page (outside the editor) shows the saved text.
    await waitFor(() =>
      expect(
        screen
          .getAllByText('Members keep discussions respectful.')
          .some((el) => el.tagName === 'P' && !el.closest('[role=dialog]')),
      ).toBe(true),
    );
  });

  it("says 'Failed to save agreement.' with the server message when saving fails", async () => {
    const { user } = setup({
      [`PUT ${PATH}`]: () => jsonResponse(403, { message: 'You do not have permission to do this' }),
    });
    const dialog = await openEditor(user);
    await user.type(within(dialog).getByLabelText('Terms and conditions'), ' More.');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Failed to save agreement.')).toBeInTheDocument();
    expect(screen.getByText('You do not have permission to do this')).toBeInTheDocument();
  });

  it("says 'Failed to load agreement' when the terms cannot be read, and retries", async () => {
    let fail = true;
    const { fetchMock, user } = setup({
      [`GET ${PATH}`]: () =>
        fail ? jsonResponse(500, { message: 'Server down' }) : jsonResponse(200, TERMS),
    });
    expect(await screen.findByText('Failed to load agreement')).toBeInTheDocument();
    fail = false;
    await user.click(screen.getByRole('button', { name: /Retry/ }));
    expect(await screen.findByText('Be kind.')).toBeInTheDocument();
    expect(callsTo(fetchMock, 'GET', PATH).length).toBeGreaterThan(1);
  });

  it('says so when no terms were ever saved', async () => {
    setup({
      [`GET ${PATH}`]: () => jsonResponse(200, { content: '', updatedAt: null, updatedByUserId: null }),
    });
    expect(await screen.findByText('No terms and conditions yet')).toBeInTheDocument();
  });
});
