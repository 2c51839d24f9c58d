import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import {
  COMMON_PASSWORD_MESSAGE,
  TENANT_PROFILES,
  type TFinalStepRedirectLink,
  type TFirstTimeFieldOptions,
  type TFirstTimeFormValues,
} from '@portal/contracts';
import { jsonResponse, renderRoute } from '../../../test-utils';
import { callsTo, mockApi, storeTestToken } from '../../../test/mock-api';
import WelcomeWizardPage from './WelcomeWizardPage';

const VALUES: TFirstTimeFormValues = {
  title: 'Ms',
  firstName: 'Ava',
  lastName: 'Martin',
  postNominal: null,
  prefName: null,
  dob: null,
  gender: null,
  pronoun: null,
  identityAsFirstNations: null,
  admissionDate: null,
  admissionState: null,
  constituentBodyMembership: [],
  description: null,
  userPrivacy: {
    appearInMemberDirectory: true,
    displayPictureInMemberDirectory: false,
    displayContactInformation: false,
    displayEmailAddress: false,
    displayOrganisation: false,
    displayMobileNumber: false,
    displayWorkLandline: false,
  },
  expertiseAreas: [],
  communicationDetails: {
    phoneNumber: null,
    mobile: null,
    email: 'firstlogin@ota.example',
    contactPreference: 'Email',
    address1: null,
    address2: null,
    country: 'Australia',
    state: 'VIC',
    suburb: null,
    postcode: null,
  },
  organisationDetails: {
    organisationId: null,
    organisationName: null,
    organisationLocation: null,
    jobTitle: null,
  },
};
const opt = (v: string) => ({ value: v, label: v });
const OPTIONS: TFirstTimeFieldOptions = {
  title: [opt('Ms')],
  postNominals: [],
  genders: [opt('F')],
  pronouns: [],
  firstNationIdentities: [],
  admissionStates: [],
  constituentBodyMembership: [],
  expertiseAreas: [
    {
      id: 1,
      name: 'Clinical practice',
      categories: [
        { id: 11, name: 'Paediatrics', subCategories: [{ id: 111, name: 'Early intervention' }] },
        { id: 13, name: 'Hand therapy', subCategories: [] },
      ],
    },
  ],
  contactPreferences: [opt('Email')],
};

const ACTIVE = { id: 1, memberStatus: 'Active', renewedToDate: '2027-06-30' };

function setup(
  link: TFinalStepRedirectLink = { type: 'Life Member', redirectUrl: null },
  membership: object = ACTIVE,
) {
  return mockApi({
    'GET /api/user/form/first-time': () => jsonResponse(200, VALUES),
    'GET /api/user/form/first-time/field-options': () => jsonResponse(200, OPTIONS),
    'GET /api/address/countries': () => jsonResponse(200, { '1': 'Australia' }),
    'GET /api/address/states': () => jsonResponse(200, { '7': 'VIC' }),
    'GET /api/user/form/first-time/final-step-redirect-link': () => jsonResponse(200, link),
    'PUT /api/user/form/first-time': () => jsonResponse(200, VALUES),
    'PUT /api/user/privacy': () => jsonResponse(200, {}),
    'PUT /api/user/organisation': () => jsonResponse(200, {}),
    'GET /api/user/membership': () => jsonResponse(200, { data: membership }),
    'GET /api/org/names': (url) =>
      jsonResponse(200, {
        organisations: [{ id: 5, name: `Royal ${url.searchParams.get('query')} Hospital` }],
        pageNumber: 1,
        pageSize: 5,
        totalItemCount: 1,
      }),
    'GET /api/Org/5': () =>
      jsonResponse(200, { id: 5, name: 'Royal', location: '300 Grattan Street', suburb: 'Parkville' }),
  });
}

function renderWizard(step: string, profile = TENANT_PROFILES.ota) {
  return renderRoute(<WelcomeWizardPage />, {
    profile,
    path: '/first-time-login/*',
    initialEntry: `/first-time-login${step ? `/${step}` : ''}`,
    routes: [{ path: '/', element: <p>Dashboard home</p> }],
  });
}
const heading = () => screen.findByRole('heading', { level: 1 });

describe('WelcomeWizardPage', { timeout: 45_000 }, () => {
  beforeEach(() => storeTestToken());
  afterEach(() => vi.unstubAllGlobals());

  it('shows the step of the path and moves the path with Continue, Skip and Previous', async () => {
    setup();
    const user = userEvent.setup();
    const { router } = renderWizard('privacy-preferences');
    expect(await heading()).toHaveTextContent('Privacy setting');
    expect(screen.getByText('Step 3 of 7')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Previous' }));
    expect(router.state.location.pathname).toBe('/first-time-login/user-password');
    expect(await heading()).toHaveTextContent('Choose a password');
    await user.click(screen.getByRole('button', { name: 'Skip' }));
    expect(router.state.location.pathname).toBe('/first-time-login/privacy-preferences');
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    expect(router.state.location.pathname).toBe('/first-time-login/communication-details');
  });

  it('starts /first-time-login and unknown steps at the first step; Previous is off there', async () => {
    setup();
    const { router } = renderWizard('');
    await waitFor(() => expect(router.state.location.pathname).toBe('/first-time-login/user-details'));
    expect(await heading()).toHaveTextContent('Your details');
    expect(screen.getByRole('button', { name: 'Previous' })).toBeDisabled();
    expect(await screen.findByLabelText('First name')).toHaveValue('Ava');
  });

  it('ticks the password rules live', async () => {
    setup();
    const user = userEvent.setup();
    renderWizard('user-password');
    const rules = await screen.findByRole('list', { name: 'Password rules' });
    const met = () =>
      within(rules)
        .getAllByRole('listitem')
        .map((li) => li.getAttribute('data-met'));
    expect(met()).toEqual(['false', 'false', 'false']);
    await user.type(screen.getByLabelText('New password'), 'abcdefgh');
    expect(met()).toEqual(['true', 'false', 'false']);
    await user.type(screen.getByLabelText('New password'), 'A!');
    expect(met()).toEqual(['true', 'true', 'true']);
  });

  it('requires home phone and mobile on Continue of the communication step; e-mail is read-only', async () => {
    setup();
    const user = userEvent.setup();
    const { router } = renderWizard('communication-details');
    expect(await screen.findByLabelText('Email')).toHaveAttribute('readonly');
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    expect(await screen.findByText('Please enter Phone number')).toBeInTheDocument();
    expect(screen.getByText('Please enter Mobile number')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/first-time-login/communication-details');
    await user.type(screen.getByLabelText('Home phone'), '0390000000');
    await user.type(screen.getByLabelText('Mobile'), '0400000000');
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/first-time-login/org-details'));
  });

  it('searches organisations after 500 ms with page size 5 and fills the read-only location', async () => {
    const fetchMock = setup();
    const user = userEvent.setup();
    renderWizard('org-details');
    const select = await screen.findByRole('combobox', { name: 'Organisation' });
    await user.type(select, 'Melb');
    expect(callsTo(fetchMock, 'GET', '/api/org/names')).toHaveLength(0);
    await waitFor(() => expect(callsTo(fetchMock, 'GET', '/api/org/names')).toHaveLength(1), {
      timeout: 1500,
    });
    const url = new URL(String(callsTo(fetchMock, 'GET', '/api/org/names')[0]![0]), 'http://x');
    expect(Object.fromEntries(url.searchParams)).toEqual({ query: 'Melb', pageNumber: '1', pageSize: '5' });
    await user.click(await screen.findByText('Royal Melb Hospital'));
    await waitFor(() =>
      expect(screen.getByLabelText('Organisation location')).toHaveValue('300 Grattan Street'),
    );
    expect(screen.getByLabelText('Organisation location')).toHaveAttribute('readonly');
  });

  it('counts the profile description up to 600 characters', async () => {
    setup();
    const user = userEvent.setup();
    renderWizard('user-profile-setup');
    const box = await screen.findByLabelText('Profile description');
    expect(box).toHaveAttribute('maxlength', '600');
    await user.type(box, 'Hello');
    expect(screen.getByText('5 / 600')).toBeInTheDocument();
  });

  it('reveals subcategories when a category with subcategories is selected', async () => {
    setup();
    const user = userEvent.setup();
    renderWizard('areas-of-expertise');
    await user.click(await screen.findByRole('checkbox', { name: 'Hand therapy' }));
    expect(screen.queryByRole('checkbox', { name: 'Early intervention' })).not.toBeInTheDocument();
    await user.click(screen.getByRole('checkbox', { name: 'Paediatrics' }));
    expect(screen.getByRole('checkbox', { name: 'Early intervention' })).toBeInTheDocument();
    await user.click(screen.getByRole('checkbox', { name: 'Paediatrics' }));
    expect(screen.queryByRole('checkbox', { name: 'Early intervention' })).not.toBeInTheDocument();
  });

  it.each([
    // The renewal day follows the member's renewed-to date (30 June 2027), not a fixed year.
    ['Auto Rollover', 'Confirm or update payment details', /auto-renew on 1 July 2027/],
    ['Life Member', 'Go to member dashboard', /Life Member/],
    ['Renew Membership', 'Proceed to renewal', /due for renewal/],
  ] as const)('shows the %s outcome in the "You\'re all set!" modal', async (type, button, text) => {
    const redirectUrl = type === 'Life Member' ? null : '/settings/membership-profile?action=renew';
    const fetchMock = setup({ type, redirectUrl });
    const open = vi.spyOn(window, 'open').mockReturnValue(null);
    const user = userEvent.setup();
    const { router } = renderWizard('areas-of-expertise');
    await user.click(await screen.findByRole('button', { name: 'Skip' }));
    const dialog = await screen.findByRole('dialog', { name: "You're all set!" });
    expect(await within(dialog).findByText(text)).toBeInTheDocument();
    expect(callsTo(fetchMock, 'GET', '/api/user/form/first-time/final-step-redirect-link')).toHaveLength(1);
    await user.click(within(dialog).getByRole('button', { name: button }));
    if (redirectUrl) expect(open).toHaveBeenCalledWith(redirectUrl, '_blank', 'noopener');
    else expect(open).not.toHaveBeenCalled();
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
    open.mockRestore();
  });

  describe('for an applicant whose first invoice is unpaid (Pending, issue 34 point 3)', () => {
    const PENDING = {
      id: 7,
      memberStatus: 'Pending',
      renewedToDate: null,
      joinDate: null,
      pendingInvoiceId: 'inv-1',
    };
    const payLink = '/api/invoice/inv-1/pay?u=abc&expires=1&sig=00';

    it.each([
      ['our server', { type: 'Pay First Invoice', redirectUrl: payLink }, payLink],
      // A server answering only the spec's three types says Renew Membership: the invoice page offers Pay.
      [
        'a spec-only server',
        { type: 'Renew Membership', redirectUrl: '/settings/membership-profile?action=renew' },
        '/settings/invoice/inv-1',
      ],
    ] as const)('asks to pay the first invoice, not to renew (%s)', async (_, link, opened) => {
      setup(link, PENDING);
      const open = vi.spyOn(window, 'open').mockReturnValue(null);
      const user = userEvent.setup();
      const { router } = renderWizard('areas-of-expertise');
      await user.click(await screen.findByRole('button', { name: 'Skip' }));
      const dialog = await screen.findByRole('dialog', { name: "You're all set!" });
      expect(await within(dialog).findByText(/starts once your first invoice is paid/)).toBeInTheDocument();
      expect(dialog).not.toHaveTextContent(/renew/i);
      expect(within(dialog).queryByRole('button', { name: 'Proceed to renewal' })).toBeNull();
      await user.click(within(dialog).getByRole('button', { name: 'Pay my first invoice' }));
      expect(open).toHaveBeenCalledWith(opened, '_blank', 'noopener');
      await waitFor(() => expect(router.state.location.pathname).toBe('/'));
      open.mockRestore();
    });
  });

  it('asks the final link on Continue of the last step too', async () => {
    const fetchMock = setup();
    const user = userEvent.setup();
    renderWizard('areas-of-expertise');
    await user.click(await screen.findByRole('button', { name: 'Continue' }));
    expect(await screen.findByRole('dialog', { name: "You're all set!" })).toBeInTheDocument();
    expect(callsTo(fetchMock, 'GET', '/api/user/form/first-time/final-step-redirect-link')).toHaveLength(1);
  });

  it('saves the details on Continue (no law society fields for ota) and nothing on Skip', async () => {
    const fetchMock = setup();
    const user = userEvent.setup();
    const { router } = renderWizard('user-details');
    expect(await screen.findByLabelText('First name')).toHaveValue('Ava');
    expect(screen.queryByLabelText('Law society or bar association membership')).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Skip' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/first-time-login/user-password'));
    expect(callsTo(fetchMock, 'PUT', '/api/user/form/first-time')).toHaveLength(0);
    await user.click(screen.getByRole('button', { name: 'Previous' }));
    await user.clear(await screen.findByLabelText('First name'));
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    expect(await screen.findByText('Please enter your first name')).toBeInTheDocument();
    await user.type(screen.getByLabelText('First name'), 'Zoë');
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/first-time-login/user-password'));
    const [, init] = callsTo(fetchMock, 'PUT', '/api/user/form/first-time')[0]!;
    const body = JSON.parse(String(init!.body));
    expect(body).toMatchObject({ step: 'details', firstName: 'Zoë', lastName: 'Martin', title: 'Ms' });
    expect(body).not.toHaveProperty('constituentBodyMembership');
  });

  it('asks the law society membership on the law tenants', async () => {
    setup();
    renderWizard('user-details', TENANT_PROFILES.lca);
    expect(await screen.findByLabelText('Law society or bar association membership')).toBeInTheDocument();
  });

  it('saves a chosen password only when it meets the rules and matches', async () => {
    const fetchMock = setup();
    const user = userEvent.setup();
    const { router } = renderWizard('user-password');
    await user.type(await screen.findByLabelText('New password'), 'Welcome!2026');
    await user.type(screen.getByLabelText('Confirm password'), 'Welcome!2027');
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    expect(await screen.findByText('The passwords do not match')).toBeInTheDocument();
    expect(callsTo(fetchMock, 'PUT', '/api/user/form/first-time')).toHaveLength(0);
    await user.clear(screen.getByLabelText('Confirm password'));
    await user.type(screen.getByLabelText('Confirm password'), 'Welcome!2026');
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/first-time-login/privacy-preferences'));
    const [, init] = callsTo(fetchMock, 'PUT', '/api/user/form/first-time')[0]!;
    expect(JSON.parse(String(init!.body))).toEqual({
      step: 'password',
      password: 'Welcome!2026',
      confirmPassword: 'Welcome!2026',
    });
  });

  it('shows a refused save on its field and stays on the step', async () => {
    setup();
    const user = userEvent.setup();
    const { router } = renderWizard('user-profile-setup');
    await user.type(await screen.findByLabelText('Profile description'), 'Hi');
    vi.stubGlobal(
      'fetch',
      vi.fn(async () =>
        jsonResponse(400, { message: 'Bad', errors: { description: ['Too rude for a profile'] } }),
      ),
    );
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    expect(await screen.findByText('Too rude for a profile')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/first-time-login/user-profile-setup');
  });

  it('shows a refused common password under the New password field and stays (issue 35)', async () => {
    setup();
    const user = userEvent.setup();
    const { router } = renderWizard('user-password');
    await user.type(await screen.findByLabelText('New password'), 'Welcome1!');
    await user.type(screen.getByLabelText('Confirm password'), 'Welcome1!');
    vi.stubGlobal(
      'fetch',
      vi.fn(async () =>
        jsonResponse(400, {
          message: COMMON_PASSWORD_MESSAGE,
          errors: { password: [COMMON_PASSWORD_MESSAGE] },
        }),
      ),
    );
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    const message = await screen.findByText(COMMON_PASSWORD_MESSAGE);
    expect(message.closest('.ant-form-item')).toContainElement(screen.getByLabelText('New password'));
    expect(router.state.location.pathname).toBe('/first-time-login/user-password');
  });
});
