/** Post form (spec 001 §5 Post form, §4 create messages): rules, messages and the create call. */
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { TOKEN_STORAGE_KEY } from '@portal/contracts';
import { jsonResponse, mockFetch, renderRoute } from '../../../test-utils';
import { PostEditorModal } from './PostEditorModal';

// ProseMirror needs layout APIs jsdom lacks; a textarea stands in for the TipTap editor here.
vi.mock('../../../shared/components/RichTextEditor', async () => ({
  RichTextEditor: (await import('../../../test/rich-text-stub')).RichTextStub,
}));

const TAGS = {
  tags: [{ id: '11111111-1111-4111-8111-111111111111', name: 'wellbeing', countOfPosts: 3 }],
  totalItemCount: 1,
};

function setup(status = 1) {
  localStorage.setItem(TOKEN_STORAGE_KEY, 'token');
  return mockFetch({
    'GET /api/v1/community/post/tag': () => jsonResponse(200, TAGS),
    'POST /api/v1/community/post': () => jsonResponse(201, { id: 'p-1', status }),
    'PUT /api/v1/community/post/p-1/set-tags': () => jsonResponse(200, { tags: [] }),
  });
}

function renderEditor(onClose = vi.fn()) {
  renderRoute(<PostEditorModal open communityId="c-1" onClose={onClose} />, { path: '/' });
  return onClose;
}

describe('PostEditorModal', { timeout: 60_000 }, () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    vi.restoreAllMocks();
  });

  it('keeps Post disabled while title or body is empty', async () => {
    setup();
    const user = userEvent.setup();
    renderEditor();
    const post = await screen.findByRole('button', { name: 'Post' });
    expect(post).toBeDisabled();
    await user.type(screen.getByLabelText('Title'), 'Hello');
    expect(post).toBeDisabled();
    await user.type(screen.getByLabelText('Content'), 'Body');
    expect(post).toBeEnabled();
  });

  it('shows the title messages: blank and over 150 characters', async () => {
    setup();
    const user = userEvent.setup();
    renderEditor();
    const title = await screen.findByLabelText('Title');
    await user.type(title, '   ');
    expect(await screen.findByText('Please enter a post title')).toBeInTheDocument();
    fireEvent.change(title, { target: { value: 'a'.repeat(151) } });
    expect(await screen.findByText('Max length is 150 symbols')).toBeInTheDocument();
  });

  it('shows the body message when the content is cleared', async () => {
    setup();
    const user = userEvent.setup();
    renderEditor();
    const content = await screen.findByLabelText('Content');
    await user.type(content, 'x');
    await user.clear(content);
    expect(await screen.findByText('Please enter a post content')).toBeInTheDocument();
  });

  it('refuses a file of another type with the allowed list', async () => {
    setup();
    renderEditor();
    await screen.findByLabelText('Title');
    const input = document.querySelector('input[type=file][multiple]') as HTMLInputElement;
    fireEvent.change(input, { target: { files: [new File(['x'], 'virus.exe')] } });
    expect(
      await screen.findByText('Allowed only: pdf, docx, xlsx, ppt, pptx, txt, png, jpeg, jpg file types'),
    ).toBeInTheDocument();
  });

  it('refuses a file over 5 MB', async () => {
    setup();
    renderEditor();
    await screen.findByLabelText('Title');
    const big = new File(['x'], 'big.pdf');
    Object.defineProperty(big, 'size', { value: 5 * 1024 * 1024 + 1 });
    const input = document.querySelector('input[type=file][multiple]') as HTMLInputElement;
    fireEvent.change(input, { target: { files: [big] } });
    expect(await screen.findByText('Maximum allowed file size is 5Mb')).toBeInTheDocument();
  });

  it('creates the post as multipart, sets the tags, and says it waits for approval', async () => {
    const fetchMock = setup(2);
    const user = userEvent.setup();
    const onClose = renderEditor();
    await user.type(await screen.findByLabelText('Title'), 'My post');
    await user.type(screen.getByLabelText('Content'), 'Body text');
    await user.click(screen.getByLabelText('Tags'));
    await user.click(await screen.findByTitle('wellbeing'));
    const input = document.querySelector('input[type=file][multiple]') as HTMLInputElement;
    fireEvent.change(input, {
      target: { files: [new File(['%PDF'], 'notes.pdf', { type: 'application/pdf' })] },
    });
    expect(await screen.findByText('notes.pdf')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Post' }));

    expect(await screen.findByText('Successfully created. Waiting for approval')).toBeInTheDocument();
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    const create = fetchMock.mock.calls.find(
      ([url, init]) => String(url).endsWith('/api/v1/community/post') && init?.method === 'POST',
    );
    const form = create![1]!.body as FormData;
    expect(form.get('communityId')).toBe('c-1');
    expect(form.get('title')).toBe('My post');
    expect(form.get('body')).toBe('<p>Body text</p>');
    expect((form.get('files') as File).name).toBe('notes.pdf');
    const tags = fetchMock.mock.calls.find(([url]) => String(url).includes('/set-tags'));
    expect(JSON.parse(tags![1]!.body as string)).toEqual({ tagIds: [TAGS.tags[0]!.id] });
  });

  it("says 'Successfully created' for a published post", async () => {
    setup(1);
    const user = userEvent.setup();
    renderEditor();
    await user.type(await screen.findByLabelText('Title'), 'Post');
    await user.type(screen.getByLabelText('Content'), 'Body');
    await user.click(screen.getByRole('button', { name: 'Post' }));
    expect(await screen.findByText('Successfully created')).toBeInTheDocument();
  });
});
