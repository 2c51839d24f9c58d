/** /settings/contact-us: the §5 rules (email, comments, types, total size), previews, paths per mode, §8 toasts. */
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ENQUIRY_MESSAGES, TENANT_PROFILES } from '@portal/contracts';
import { jsonResponse, renderRoute } from '../../../test-utils';
import { callsTo, mockApi, storeTestToken } from '../../../test/mock-api';
import { ACCOUNT } from '../test-fixtures';
import ContactUsPage from './ContactUsPage';

const PATH = '/settings/contact-us';
const ok = () => jsonResponse(200, { id: 1, message: ENQUIRY_MESSAGES.submitted });
const send = () => userEvent.setup().click(screen.getByRole('button', { name: 'Send enquiry' }));
const pick = (container: HTMLElement, files: File[]) =>
  fireEvent.change(container.querySelector('input[type="file"]') as HTMLInputElement, { target: { files } });

describe('ContactUsPage', { timeout: 30_000 }, () => {
  beforeEach(() => {
    storeTestToken();
    vi.stubGlobal(
      'URL',
      Object.assign(URL, { createObjectURL: () => 'blob:preview', revokeObjectURL: () => {} }),
    );
  });
  afterEach(() => vi.unstubAllGlobals());

  it('prefills from the account and requires a valid email and comments, with the spec messages', async () => {
    const mock = mockApi({
      'GET /api/v1/account': () => jsonResponse(200, ACCOUNT),
      'POST /api/user/enquire': ok,
    });
    renderRoute(<ContactUsPage />, { path: PATH });
    const email = await screen.findByLabelText('Email');
    expect(email).toHaveValue(ACCOUNT.email);
    expect(screen.getByLabelText('Member number')).toHaveValue(ACCOUNT.memberNum);
    // The account's one member number (issue 34 point 5): shown, not editable.
    expect(screen.getByLabelText('Member number')).toHaveAttribute('readonly');
    await send();
    expect(await screen.findByText(ENQUIRY_MESSAGES.commentsRequired)).toBeInTheDocument();
    const user = userEvent.setup();
    await user.clear(email);
    await user.type(email, 'nope@');
    expect(await screen.findByText(ENQUIRY_MESSAGES.emailInvalid)).toBeInTheDocument();
    expect(callsTo(mock, 'POST', '/api/user/enquire')).toHaveLength(0);
  });

  it('refuses a file type outside the list and attachments over 10,485,760 bytes in total', async () => {
    mockApi({ 'GET /api/v1/account': () => jsonResponse(200, ACCOUNT) });
    const { container } = renderRoute(<ContactUsPage />, { path: PATH });
    await screen.findByLabelText('Email');
    pick(container, [new File(['x'], 'run.exe')]);
    expect(await screen.findByText(ENQUIRY_MESSAGES.fileTypes)).toBeInTheDocument();
    await userEvent.setup().click(screen.getByRole('button', { name: /remove file/i }));
    const half = new Uint8Array(5_300_000);
    pick(container, [new File([half], 'a.pdf'), new File([half], 'b.pdf')]);
    await screen.findByText('b.pdf');
    expect(await screen.findByText(ENQUIRY_MESSAGES.totalSize)).toBeInTheDocument();
  });

  it('previews png, jpeg and jpg attachments only', async () => {
    mockApi({ 'GET /api/v1/account': () => jsonResponse(200, ACCOUNT) });
    const { container } = renderRoute(<ContactUsPage />, { path: PATH });
    await screen.findByLabelText('Email');
    pick(container, [new File(['x'], 'photo.jpg'), new File(['x'], 'scan.pdf'), new File(['x'], 'pic.gif')]);
    await screen.findByText('scan.pdf');
    await waitFor(() => expect(container.querySelectorAll('img.ant-upload-list-item-image')).toHaveLength(1));
  });

  it('sends the fields and files as multipart to api/user/enquire and toasts the thank-you', async () => {
    const mock = mockApi({
      'GET /api/v1/account': () => jsonResponse(200, ACCOUNT),
      'POST /api/user/enquire': ok,
    });
    const { container } = renderRoute(<ContactUsPage />, { path: PATH });
    await screen.findByLabelText('Email');
    await userEvent.setup().type(screen.getByLabelText('Comments'), 'Where is my certificate?');
    pick(container, [new File(['x'], 'photo.png', { type: 'image/png' })]);
    await screen.findByText('photo.png');
    await send();
    expect(await screen.findByText(ENQUIRY_MESSAGES.submitted)).toBeInTheDocument();
    const body = callsTo(mock, 'POST', '/api/user/enquire')[0]![1]?.body as FormData;
    expect(body.get('Email')).toBe(ACCOUNT.email);
    expect(body.get('Comments')).toBe('Where is my certificate?');
    expect(body.get('memberNumber')).toBe(ACCOUNT.memberNum);
    expect((body.get('FileAttachment') as File).name).toBe('photo.png');
  });

  it('posts to /api/user/contactus for the workflow tenant and toasts the failure', async () => {
    const mock = mockApi({
      'GET /api/v1/account': () => jsonResponse(200, ACCOUNT),
      'POST /api/user/contactus': () => jsonResponse(400, { message: 'no' }),
    });
    renderRoute(<ContactUsPage />, { path: PATH, profile: TENANT_PROFILES.psa });
    await userEvent.setup().type(await screen.findByLabelText('Comments'), 'Hello');
    await send();
    expect(await screen.findByText(ENQUIRY_MESSAGES.failed)).toBeInTheDocument();
    expect(callsTo(mock, 'POST', '/api/user/contactus')).toHaveLength(1);
    expect(screen.getByLabelText('Comments')).toHaveValue('Hello');
  });
});
