/**
 * The event image control (issue 18 "Staff tools"): type and size checks before the crop (the server's limits),
 * upload through `POST /api/admin/events/upload`, preview of the answered URL, Replace and Remove. The crop
 * dialog (antd-img-crop) needs a canvas, which jsdom lacks: it is replaced by a pass-through that still runs
 * the `beforeCrop` check; the real crop runs in e2e/admin-events.e2e.ts.
 */
import { cloneElement, useState, type ReactElement } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Upload } from 'antd';
import { jsonResponse, mockFetch, renderRoute, storeAccessToken } from '../../../test-utils';
import { EventImageUpload, eventImageProblem } from './EventImageUpload';

vi.mock('antd-img-crop', () => ({
  default: ({
    children,
    beforeCrop,
  }: {
    children: ReactElement<{ beforeUpload?: unknown }>;
    beforeCrop?: (file: File, list: File[]) => boolean;
  }) =>
    cloneElement(children, {
      beforeUpload: (file: File) => (beforeCrop && !beforeCrop(file, [file]) ? Upload.LIST_IGNORE : true),
    }),
}));

/** The control with its own state, as a form field would hold it. */
function Field() {
  const [value, setValue] = useState<string | null>(null);
  return <EventImageUpload label="Listing image" aspect={2} value={value} onChange={setValue} />;
}

/** A file of `size` bytes without allocating them. */
function fileOf(name: string, type: string, size = 3) {
  const file = new File(['png'], name, { type });
  Object.defineProperty(file, 'size', { value: size });
  return file;
}

describe('EventImageUpload', { timeout: 60_000 }, () => {
  beforeEach(storeAccessToken);
  afterEach(() => {
    vi.unstubAllGlobals();
    vi.restoreAllMocks();
  });

  it('knows the server’s image types and the 5 MB limit', () => {
    expect(eventImageProblem({ type: 'image/png', size: 5 * 1024 * 1024 })).toBeNull();
    expect(eventImageProblem({ type: 'image/webp', size: 10 })).toBeNull();
    expect(eventImageProblem({ type: 'image/svg+xml', size: 10 })).toBe(
      'Choose a PNG, JPEG, WebP or GIF image',
    );
    expect(eventImageProblem({ type: 'image/jpeg', size: 5 * 1024 * 1024 + 1 })).toBe(
      'The image must be 5 MB or smaller',
    );
  });

  it('uploads a chosen image and previews it; refuses other types and large files before upload', async () => {
    const upload = vi.fn(() =>
      jsonResponse(200, { url: '/api/events/files/2026/11/new.png', name: 'new.png' }),
    );
    mockFetch({ 'POST /api/admin/events/upload': upload });
    renderRoute(<Field />, { path: '/' });
    // rc-upload renders a fresh <input> after each chosen file: find it again every time.
    const fileInput = () =>
      screen
        .getByRole('button', { name: /(Upload|Replace) Listing image/ })
        .closest('.ant-upload')!
        .querySelector('input[type="file"]') as HTMLInputElement;
    expect(await screen.findByText('No image')).toBeInTheDocument();
    expect(fileInput().accept).toBe('image/png,image/jpeg,image/webp,image/gif');

    const user = userEvent.setup({ applyAccept: false });
    await user.upload(fileInput(), fileOf('notes.pdf', 'application/pdf'));
    expect(await screen.findByText('Choose a PNG, JPEG, WebP or GIF image')).toBeInTheDocument();
    await user.upload(fileInput(), fileOf('huge.png', 'image/png', 6 * 1024 * 1024));
    expect(await screen.findByText('The image must be 5 MB or smaller')).toBeInTheDocument();
    expect(upload).not.toHaveBeenCalled();

    await user.upload(fileInput(), fileOf('cover.png', 'image/png'));
    const preview = await screen.findByRole('img', { name: 'Listing image preview' });
    expect(preview).toHaveAttribute('src', '/api/events/files/2026/11/new.png');
    expect(upload).toHaveBeenCalledTimes(1);
    await user.click(screen.getByRole('button', { name: 'Remove Listing image' }));
    expect(screen.queryByRole('img', { name: 'Listing image preview' })).toBeNull();
    expect(screen.getByText('No image')).toBeInTheDocument();
  });
});
