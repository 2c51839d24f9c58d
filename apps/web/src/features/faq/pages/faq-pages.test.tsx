/**
 * FAQ (spec 001 §2 {base}/faq accordion with HTML answers, admin FAQ tab 'Create frequently asked questions';
 * §5 'Please input the question!', 'Please input the answer!', 'No changes to save'; §7 `api/v1/faq`,
 * `api/v1/admin/faq`; §8 'Error during loading FAQ list.', 'Error during saving', 'Error during deleting',
 * 'Successfully saved!', 'Successfuly deleted', 'Successfuly restored').
 */
import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { FAQ_MESSAGES, type TFaqItem } from '@portal/contracts';
import { jsonResponse, renderRoute } from '../../../test-utils';
import { callsTo, mockApi, type ApiHandler } from '../../../test/mock-api';
import AdminFaqPage from './AdminFaqPage';
import FaqPage from './FaqPage';

// ProseMirror needs layout APIs jsdom lacks; a textarea stands in for the TipTap editor here.
vi.mock('../../../shared/components/RichTextEditor', async () => ({
  RichTextEditor: (await import('../../../test/rich-text-stub')).RichTextStub,
}));

const item = (id: string, name: string, description: string, isDeleted = false): TFaqItem => ({
  id,
  name,
  description,
  isDeleted,
  createdAt: '2026-01-01T00:00:00Z',
  createdByUserId: 'u1',
  updatedAt: null,
  updatedByUserId: null,
});
const RESET = item(
  'a1',
  'How do I reset my password?',
  '<p>Use the <strong>Forgot password</strong> link.</p>',
);
const JOIN = item('b2', 'How do I join a community?', '<p>Press Join.</p><script>window.hacked = 1</script>');
const OLD = item('c3', 'Where is the old forum?', '<p>Gone.</p>', true);
const faqs = (items: TFaqItem[]) => () => jsonResponse(200, { faQs: items, totalItemCount: items.length });
const bodyOf = (call: unknown[]) => JSON.parse(String((call[1] as RequestInit).body)) as unknown;

describe('FaqPage', { timeout: 30_000 }, () => {
  afterEach(() => vi.unstubAllGlobals());

  it('lists the questions from api/v1/faq (all at once) and expands an answer as sanitised HTML', async () => {
    const fetchMock = mockApi({ 'GET /api/v1/faq': faqs([RESET, JOIN]) });
    renderRoute(<FaqPage />, { path: '/communities/faq' });
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Frequently asked questions' }),
    ).toBeInTheDocument();
    const reset = await screen.findByRole('button', { name: RESET.name });
    expect(screen.getByRole('button', { name: JOIN.name })).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryByText('Forgot password')).not.toBeInTheDocument();

    await userEvent.click(reset);
    expect(reset).toHaveAttribute('aria-expanded', 'true');
    const strong = await screen.findByText('Forgot password');
    expect(strong.tagName).toBe('STRONG');

    await userEvent.click(screen.getByRole('button', { name: JOIN.name }));
    expect(await screen.findByText('Press Join.')).toBeInTheDocument();
    expect(document.querySelector('script')).toBeNull();
    expect((window as { hacked?: number }).hacked).toBeUndefined();

    const url = new URL(String(callsTo(fetchMock, 'GET', '/api/v1/faq')[0]![0]), 'http://x');
    expect(url.searchParams.get('page')).toBe('1');
    expect(url.searchParams.get('pageSize')).toBe('1000');
  });

  it("says 'No questions yet' when there are none", async () => {
    mockApi({ 'GET /api/v1/faq': faqs([]) });
    renderRoute(<FaqPage />, { path: '/communities/faq' });
    expect(await screen.findByText('No questions yet')).toBeInTheDocument();
  });

  it("shows 'Error during loading FAQ list.' on failure and loads again on retry", async () => {
    let fail = true;
    const fetchMock = mockApi({
      'GET /api/v1/faq': () => (fail ? jsonResponse(400, { message: 'Bad' }) : faqs([RESET])()),
    });
    renderRoute(<FaqPage />, { path: '/communities/faq' });
    expect(await screen.findByText(FAQ_MESSAGES.loadFailed)).toBeInTheDocument();
    fail = false;
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('button', { name: RESET.name })).toBeInTheDocument();
    expect(callsTo(fetchMock, 'GET', '/api/v1/faq')).toHaveLength(2);
  });
});

describe('AdminFaqPage', { timeout: 60_000 }, () => {
  afterEach(() => vi.unstubAllGlobals());

  function setup(handlers: Record<string, ApiHandler> = {}) {
    const fetchMock = mockApi({ 'GET /api/v1/admin/faq': faqs([RESET, OLD]), ...handlers });
    renderRoute(<AdminFaqPage />, { path: '/admin/communities-management/faq' });
    return { fetchMock, user: userEvent.setup() };
  }

  const openCreate = async (user: ReturnType<typeof userEvent.setup>) => {
    await user.click(await screen.findByRole('button', { name: /Create frequently asked questions/ }));
    return screen.findByRole('dialog', { name: 'Create frequently asked questions' });
  };

  it('lists every item from api/v1/admin/faq, deleted ones marked and offered for restore', async () => {
    const { fetchMock } = setup();
    expect(await screen.findByRole('button', { name: `Edit ${RESET.name}` })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: `Delete ${RESET.name}` })).toBeInTheDocument();
    expect(screen.getByText(OLD.name)).toBeInTheDocument();
    expect(screen.getByText('Deleted')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: `Restore ${OLD.name}` })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: `Edit ${OLD.name}` })).not.toBeInTheDocument();
    const url = new URL(String(callsTo(fetchMock, 'GET', '/api/v1/admin/faq')[0]![0]), 'http://x');
    expect(url.searchParams.get('pageSize')).toBe('1000');
  });

  it('requires the question and the answer with the spec messages and sends nothing', async () => {
    const { fetchMock, user } = setup();
    const dialog = await openCreate(user);
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await within(dialog).findByText(FAQ_MESSAGES.questionRequired)).toBeInTheDocument();
    expect(await within(dialog).findByText(FAQ_MESSAGES.answerRequired)).toBeInTheDocument();
    expect(callsTo(fetchMock, 'POST', '/api/v1/admin/faq')).toHaveLength(0);
  });

  it('creates an item as a faQs array of one, says so and reads the list again', async () => {
    const { fetchMock, user } = setup({ 'POST /api/v1/admin/faq': () => jsonResponse(201, {}) });
    await screen.findByRole('button', { name: `Edit ${RESET.name}` });
    const dialog = await openCreate(user);
    await user.type(within(dialog).getByLabelText('Question'), 'Can I pause my membership?');
    await user.type(within(dialog).getByRole('textbox', { name: 'Answer' }), 'Yes, contact us.');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Successfully saved!')).toBeInTheDocument();
    const posts = callsTo(fetchMock, 'POST', '/api/v1/admin/faq');
    expect(posts).toHaveLength(1);
    expect(bodyOf(posts[0]!)).toEqual({
      faQs: [{ name: 'Can I pause my membership?', description: '<p>Yes, contact us.</p>' }],
    });
    await waitFor(() => expect(callsTo(fetchMock, 'GET', '/api/v1/admin/faq')).toHaveLength(2));
  });

  it("says 'No changes to save' for an unchanged edit, then PUTs the changed name and answer", async () => {
    const { fetchMock, user } = setup({ 'PUT /api/v1/admin/faq/a1': () => jsonResponse(200, {}) });
    await user.click(await screen.findByRole('button', { name: `Edit ${RESET.name}` }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit question' });
    const question = within(dialog).getByLabelText('Question');
    await waitFor(() => expect(question).toHaveValue(RESET.name));
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await screen.findByText(FAQ_MESSAGES.noChanges)).toBeInTheDocument();
    expect(callsTo(fetchMock, 'PUT', '/api/v1/admin/faq/a1')).toHaveLength(0);

    await user.clear(question);
    await user.type(question, 'How do I change my password?');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Successfully saved!')).toBeInTheDocument();
    const puts = callsTo(fetchMock, 'PUT', '/api/v1/admin/faq/a1');
    expect(puts).toHaveLength(1);
    expect(bodyOf(puts[0]!)).toEqual({
      name: 'How do I change my password?',
      description: RESET.description,
    });
  });

  it("notifies 'Error during saving' when the server refuses, keeping the dialog open", async () => {
    const { user } = setup({ 'POST /api/v1/admin/faq': () => jsonResponse(400, { message: 'Too long' }) });
    const dialog = await openCreate(user);
    await user.type(within(dialog).getByLabelText('Question'), 'Q?');
    await user.type(within(dialog).getByRole('textbox', { name: 'Answer' }), 'A.');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await screen.findByText(FAQ_MESSAGES.saveFailed)).toBeInTheDocument();
    expect(screen.getByRole('dialog', { name: 'Create frequently asked questions' })).toBeInTheDocument();
  });

  it("deletes only after confirmation, with 'Successfuly deleted', and reads the list again", async () => {
    const { fetchMock, user } = setup({ 'DELETE /api/v1/admin/faq/a1': () => jsonResponse(200, {}) });
    await user.click(await screen.findByRole('button', { name: `Delete ${RESET.name}` }));
    const confirm = await screen.findByRole('dialog', { name: 'Delete this question?' });
    expect(within(confirm).getByText(RESET.name)).toBeInTheDocument();
    expect(callsTo(fetchMock, 'DELETE', '/api/v1/admin/faq/a1')).toHaveLength(0);
    await user.click(within(confirm).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText('Successfuly deleted')).toBeInTheDocument();
    expect(callsTo(fetchMock, 'DELETE', '/api/v1/admin/faq/a1')).toHaveLength(1);
    await waitFor(() => expect(callsTo(fetchMock, 'GET', '/api/v1/admin/faq')).toHaveLength(2));
  });

  it("sends nothing when the deletion is cancelled, and notifies 'Error during deleting' on failure", async () => {
    const { fetchMock, user } = setup({
      'DELETE /api/v1/admin/faq/a1': () => jsonResponse(500, { message: 'Database down' }),
    });
    await user.click(await screen.findByRole('button', { name: `Delete ${RESET.name}` }));
    const first = await screen.findByRole('dialog', { name: 'Delete this question?' });
    await user.click(within(first).getByRole('button', { name: 'Cancel' }));
    expect(callsTo(fetchMock, 'DELETE', '/api/v1/admin/faq/a1')).toHaveLength(0);

    await user.click(screen.getByRole('button', { name: `Delete ${RESET.name}` }));
    // The cancelled confirmation may stay in the DOM while it animates out (jsdom): take the newest.
    const confirm = await waitFor(() => {
      const dialogs = screen.getAllByRole('dialog', { name: 'Delete this question?' });
      expect(dialogs.length).toBeGreaterThan(0);
      return dialogs.at(-1)!;
    });
    await user.click(within(confirm).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText(FAQ_MESSAGES.deleteFailed)).toBeInTheDocument();
    expect(callsTo(fetchMock, 'DELETE', '/api/v1/admin/faq/a1')).toHaveLength(1);
  });

  it("restores a deleted item with 'Successfuly restored'", async () => {
    const { fetchMock, user } = setup({ 'PUT /api/v1/admin/faq/c3/restore': () => jsonResponse(200, {}) });
    await user.click(await screen.findByRole('button', { name: `Restore ${OLD.name}` }));
    expect(await screen.findByText('Successfuly restored')).toBeInTheDocument();
    expect(callsTo(fetchMock, 'PUT', '/api/v1/admin/faq/c3/restore')).toHaveLength(1);
  });
});
