/**
 * /settings/account-details: read-only until Edit, the §5 account form rules, legacy vs workflow fields and
 * payloads, the avatar rules and toasts, the two-factor toasts (spec 000 §4, §5, §8).
 */
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { SETTINGS_MESSAGES, TENANT_PROFILES } from '@portal/contracts';
import { jsonResponse, renderRoute } from '../../../test-utils';
import { callsTo, mockApi, storeTestToken, type ApiHandler } from '../../../test/mock-api';
import { ACCOUNT, LEGACY_PROFILE, WORKFLOW_FORM } from '../test-fixtures';
import AccountDetailsPage from './AccountDetailsPage';

const PATH = '/settings/account-details';

function api(extra: Record<string, ApiHandler> = {}, enableTfa = false) {
  return mockApi({
    'GET /api/v1/account': () => jsonResponse(200, ACCOUNT),
    'GET /api/v1/account/settings': () => jsonResponse(200, { enableTfa, mailTo: true, allowSms: false }),
    'GET /api/User': () => jsonResponse(200, LEGACY_PROFILE),
    'GET /api/User/GetWorkflowFormFieldDefinitionAndValue': () => jsonResponse(200, WORKFLOW_FORM),
    ...extra,
  });
}

const edit = async () => {
  await userEvent.setup().click(await screen.findByRole('button', { name: 'Edit' }));
};
const save = () => userEvent.setup().click(screen.getByRole('button', { name: 'Save' }));

describe('AccountDetailsPage', { timeout: 30_000 }, () => {
  beforeEach(storeTestToken);
  afterEach(() => vi.unstubAllGlobals());

  it('is read-only until Edit, and Cancel returns to read-only with the saved values', async () => {
    api();
    renderRoute(<AccountDetailsPage />, { path: PATH });
    const firstName = await screen.findByLabelText('First name');
    expect(firstName).toBeDisabled();
    await edit();
    expect(firstName).toBeEnabled();
    await userEvent.setup().clear(firstName);
    await userEvent.setup().type(firstName, 'Changed');
    await userEvent.setup().click(screen.getByRole('button', { name: 'Cancel' }));
    // resetFields mounts the fields again: query them afresh.
    expect(screen.getByLabelText('First name')).toBeDisabled();
    expect(screen.getByLabelText('First name')).toHaveValue('Olivia');
  });

  it('shows the legacy fields (country disabled) for ota and the initials when there is no picture', async () => {
    api();
    renderRoute(<AccountDetailsPage />, { path: PATH });
    await edit();
    for (const label of [
      'Preferred name',
      'Pronouns',
      'Gender',
      'Date of birth',
      'Graduation date',
      'Suburb',
    ])
      expect(screen.getByLabelText(label)).toBeInTheDocument();
    expect(screen.getByLabelText('Country')).toBeDisabled();
    expect(screen.getByText('OB')).toBeInTheDocument();
  });

  it('requires first name, last name and a valid e-mail, with the spec messages, and sends nothing', async () => {
    const mock = api();
    renderRoute(<AccountDetailsPage />, { path: PATH });
    await edit();
    const user = userEvent.setup();
    await user.clear(screen.getByLabelText('First name'));
    await user.clear(screen.getByLabelText('Last name'));
    await user.clear(screen.getByLabelText('Email'));
    await save();
    expect(await screen.findByText(SETTINGS_MESSAGES.firstNameRequired)).toBeInTheDocument();
    expect(screen.getByText(SETTINGS_MESSAGES.lastNameRequired)).toBeInTheDocument();
    expect(screen.getByText(SETTINGS_MESSAGES.emailRequired)).toBeInTheDocument();
    await user.type(screen.getByLabelText('Email'), 'not-an-email');
    expect(await screen.findByText(SETTINGS_MESSAGES.emailInvalid)).toBeInTheDocument();
    expect(callsTo(mock, 'PUT', '/api/User')).toHaveLength(0);
  });

  it('saves the legacy profile with dates as YYYY-MM-DD and returns to read-only', async () => {
    const mock = api({
      'PUT /api/User': () =>
        jsonResponse(200, { profile: { ...LEGACY_PROFILE, firstName: 'Liv' }, emailChange: null }),
    });
    renderRoute(<AccountDetailsPage />, { path: PATH });
    await edit();
    const user = userEvent.setup();
    await user.clear(screen.getByLabelText('First name'));
    await user.type(screen.getByLabelText('First name'), 'Liv');
    await save();
    expect(await screen.findByText(SETTINGS_MESSAGES.profileSaved)).toBeInTheDocument();
    const body = JSON.parse(callsTo(mock, 'PUT', '/api/User')[0]![1]?.body as string);
    expect(body).toMatchObject({ firstName: 'Liv', dateOfBirth: '1990-04-05', preferredName: 'Liv' });
    expect(body).not.toHaveProperty('country');
    await waitFor(() => expect(screen.getByLabelText('First name')).toBeDisabled());
  });

  it('shows only the five workflow fields for psa and saves them as workflowFormFields', async () => {
    const mock = api({
      'POST /api/User/SetWorkflowFormFieldValue': () =>
        jsonResponse(200, { form: WORKFLOW_FORM, emailChange: null }),
    });
    renderRoute(<AccountDetailsPage />, { path: PATH, profile: TENANT_PROFILES.psa });
    await edit();
    expect(screen.getByLabelText('First name')).toHaveValue('Pia');
    expect(screen.queryByLabelText('Preferred name')).toBeNull();
    expect(screen.queryByLabelText('Country')).toBeNull();
    await save();
    await screen.findByText(SETTINGS_MESSAGES.profileSaved);
    const body = JSON.parse(
      callsTo(mock, 'POST', '/api/User/SetWorkflowFormFieldValue')[0]![1]?.body as string,
    );
    expect(body.workflowFormFields).toContainEqual({ Id: 2, EntityId: 'me', Value: 'Pia' });
    expect(body.workflowFormFields).toHaveLength(5);
  });

  it('asks for the code sent to a new e-mail address and confirms it', async () => {
    const requestId = '00000000-0000-4000-8000-000000000001';
    const mock = api({
      'PUT /api/User': () =>
        jsonResponse(200, { profile: LEGACY_PROFILE, emailChange: { requestId, email: 'new@ota.example' } }),
      'POST /api/User/confirm-email': () => jsonResponse(200, { email: 'new@ota.example', message: 'ok' }),
    });
    renderRoute(<AccountDetailsPage />, { path: PATH });
    await edit();
    await save();
    expect(await screen.findByText(SETTINGS_MESSAGES.emailChangeSent('new@ota.example'))).toBeInTheDocument();
    await userEvent.setup().type(screen.getByLabelText('Verification code'), '123456');
    await userEvent.setup().click(screen.getByRole('button', { name: 'Confirm' }));
    expect(await screen.findByText(SETTINGS_MESSAGES.emailChanged)).toBeInTheDocument();
    const body = JSON.parse(callsTo(mock, 'POST', '/api/User/confirm-email')[0]![1]?.body as string);
    expect(body).toEqual({ requestId, email: 'new@ota.example', code: '123456' });
  });

  it('shows the generic refusal of an address that cannot be used, and stays on the code (issue 35 point 1)', async () => {
    const requestId = '00000000-0000-4000-8000-000000000002';
    api({
      'PUT /api/User': () =>
        jsonResponse(200, {
          profile: LEGACY_PROFILE,
          emailChange: { requestId, email: 'taken@ota.example' },
        }),
      'POST /api/User/confirm-email': () =>
        jsonResponse(400, { statusCode: 400, message: SETTINGS_MESSAGES.emailChangeFailed }),
    });
    renderRoute(<AccountDetailsPage />, { path: PATH });
    await edit();
    await save();
    expect(await screen.findByText(/If no code arrives, this address cannot be used/)).toBeInTheDocument();
    await userEvent.setup().type(screen.getByLabelText('Verification code'), '123456');
    await userEvent.setup().click(screen.getByRole('button', { name: 'Confirm' }));
    expect(await screen.findByText(SETTINGS_MESSAGES.emailChangeFailed)).toBeInTheDocument();
    expect(screen.getByLabelText('Verification code')).toBeInTheDocument();
  });

  it("refuses a non-image avatar ('Only images!') and one of 5 MB ('Less than 5MB!')", async () => {
    const mock = api();
    const { container } = renderRoute(<AccountDetailsPage />, { path: PATH });
    await screen.findByRole('button', { name: 'Edit' });
    const input = () => container.querySelector('input[type="file"]') as HTMLInputElement;
    fireEvent.change(input(), {
      target: { files: [new File(['x'], 'notes.pdf', { type: 'application/pdf' })] },
    });
    expect(await screen.findByText(SETTINGS_MESSAGES.avatarImagesOnly)).toBeInTheDocument();
    const big = new File([new Uint8Array(5 * 1024 * 1024)], 'me.png', { type: 'image/png' });
    fireEvent.change(input(), { target: { files: [big] } });
    expect(await screen.findByText(SETTINGS_MESSAGES.avatarTooLarge)).toBeInTheDocument();
    expect(callsTo(mock, 'POST', '/api/user/profileimage')).toHaveLength(0);
  });

  it('uploads an image avatar as multipart and toasts success, or the error toast', async () => {
    let ok = true;
    const mock = api({
      'POST /api/user/profileimage': () =>
        ok ? jsonResponse(200, { avatarUrl: '/a.png' }) : jsonResponse(400, { message: 'bad' }),
    });
    const { container } = renderRoute(<AccountDetailsPage />, { path: PATH });
    await screen.findByRole('button', { name: 'Edit' });
    const input = () => container.querySelector('input[type="file"]') as HTMLInputElement;
    fireEvent.change(input(), { target: { files: [new File(['x'], 'me.png', { type: 'image/png' })] } });
    expect(await screen.findByText(SETTINGS_MESSAGES.avatarUploaded)).toBeInTheDocument();
    const body = callsTo(mock, 'POST', '/api/user/profileimage')[0]![1]?.body as FormData;
    expect((body.get('avatar') as File).name).toBe('me.png');
    ok = false;
    fireEvent.change(input(), { target: { files: [new File(['y'], 'me2.png', { type: 'image/png' })] } });
    expect(await screen.findByText(SETTINGS_MESSAGES.avatarFailed)).toBeInTheDocument();
  });

  it('turns two-factor on and off with the spec toasts, and shows the error toast on failure', async () => {
    let fail = false;
    const mock = api({
      'PUT /api/v1/account/settings': (_url, body) =>
        fail
          ? jsonResponse(400, { message: 'no' })
          : jsonResponse(200, {
              enableTfa: (body as { enableTFA: boolean }).enableTFA,
              mailTo: true,
              allowSms: false,
            }),
    });
    renderRoute(<AccountDetailsPage />, { path: PATH });
    const toggle = await screen.findByRole('switch');
    await waitFor(() => expect(toggle).toBeEnabled());
    await userEvent.setup().click(toggle);
    expect(await screen.findByText(SETTINGS_MESSAGES.tfaEnabled)).toBeInTheDocument();
    expect(JSON.parse(callsTo(mock, 'PUT', '/api/v1/account/settings')[0]![1]?.body as string)).toEqual({
      enableTFA: true,
    });
    await userEvent.setup().click(toggle);
    expect(await screen.findByText(SETTINGS_MESSAGES.tfaDisabled)).toBeInTheDocument();
    fail = true;
    await userEvent.setup().click(toggle);
    expect(await screen.findByText(SETTINGS_MESSAGES.tfaError)).toBeInTheDocument();
  });
});
