/**
 * Membership journeys (issue 13; spec 000 §2 register routes and Settings area, §3, §5, §6, §8; 002 §2
 * Invoices and membership, §4) in Chromium on the real server: a new person joins ota, pays in the hosted
 * checkout and lands in the first-time login; a member renews and sees the new renewed-to date and a Paid
 * invoice with its PDF (on the tenant whose renewal window is open today), or sees Renew disabled with the date
 * it opens (issue 34 point 4); a member pays a Pending invoice; a member cancels and is signed out; brand assets
 * preview and download; Find an OT saves. axe runs over every page. Screenshots (E2E_SHOTS=1) go to e2e/test-results/shots/membership.
 *
 * Accounts: the journey that joins creates its own; renew and cancel use generated members with an Active
 * membership found through the admin membership table (no other e2e test uses them); the Pending invoice,
 * brand assets and Find an OT use the demo member.
 */
import { expect, test, type APIRequestContext, type Browser, type Page } from '@playwright/test';
import {
  MEMBERSHIP_CONFIG,
  membershipDayOf,
  membershipPeriodOf,
  renewalState,
  type TAdminMembershipsResponse,
  type TenantId,
} from '@portal/contracts';
import {
  DEMO_PASSWORD,
  PORT,
  demo,
  latestCode,
  mailbox,
  networkQuiet,
  origin,
  profile,
  seriousViolations,
  shot as reviewShot,
  signInAs,
  submitSignIn,
} from './support';

// Whole journeys (join → checkout → first-time login; renew → checkout → invoice PDF) on a shared machine.
test.describe.configure({ timeout: 240_000 });
test.use({ actionTimeout: 30_000 });
const base = origin('ota');

const shot = (page: Page, name: string) => reviewShot(page, `membership/${name}`);

/** axe over the page: no serious or critical WCAG 2 A/AA violations. */
async function expectAxeClean(page: Page) {
  await networkQuiet(page).catch(() => {});
  expect(await seriousViolations(page)).toEqual([]);
}

async function newPage(browser: Browser): Promise<Page> {
  return (await browser.newContext({ viewport: { width: 1366, height: 900 } })).newPage();
}

/** Calls the tenant's API from Node (which cannot resolve `*.localhost`): 127.0.0.1 with the Host header. */
const api = (tenant: TenantId, path: string) => ({
  url: `http://127.0.0.1:${PORT}/${path}`,
  headers: { host: `${tenant}.localhost:${PORT}` },
});

/**
 * The e-mail of the `index`-th generated member (`…@{tenant}-members.example`) whose membership is Active,
 * from the administrators' membership table, so each journey has an account of its own.
 */
async function activeGeneratedMember(request: APIRequestContext, tenant: TenantId, index: number) {
  const signIn = api(tenant, 'api/v1/auth/sign-in');
  const session = await request.post(signIn.url, {
    headers: signIn.headers,
    data: { email: demo('admin', tenant), password: DEMO_PASSWORD },
  });
  const { token } = (await session.json()) as { token: string };
  const list = api(tenant, `api/admin/memberships?status=Active&keyword=${tenant}-members.example&size=100`);
  const res = await request.get(list.url, { headers: { ...list.headers, authorization: `Bearer ${token}` } });
  expect(res.ok()).toBe(true);
  const { data } = (await res.json()) as TAdminMembershipsResponse;
  const rows = data.filter((r) => r.email.endsWith(`@${tenant}-members.example`));
  rows.sort((a, b) => a.email.localeCompare(b.email));
  const row = rows[rows.length - 1 - index];
  if (!row) throw new Error(`no active generated member #${index} in ${tenant}`);
  return row.email;
}

/** The newest code mailed to `to`, once a mail newer than `seen` arrived. */
async function freshCode(
  request: APIRequestContext,
  to: string,
  seen: number,
  tenant: TenantId = 'ota',
): Promise<string> {
  await expect
    .poll(async () => (await mailbox(request, tenant, to)).length, { timeout: 15_000 })
    .toBeGreaterThan(seen);
  return latestCode(request, tenant, to);
}

// ota joins pro-rata by whole months; actls has a 1 October cut-off (issue 34 point 4, MEMBERSHIP_CONFIG).
for (const tenant of ['ota', 'actls'] as const) {
  test(`a new person joins ${tenant}, declines, tries the same checkout again, pays and lands in the first-time login`, async ({
    browser,
    request,
  }) => {
    const base = origin(tenant);
    const page = await newPage(browser);
    const email = `joiner-${Date.now()}@example.org`;
    await page.goto(`${base}/account/sign-in`);
    await page.getByRole('link', { name: 'Register' }).click();
    await expect(page).toHaveURL(`${base}${profile(tenant).registerRoute}`);
    await expect(page.getByRole('heading', { name: /^Join / })).toBeVisible();
    await page.getByRole('button', { name: 'Continue' }).click();
    await expect(page.getByText('Please accept the terms and conditions.')).toBeVisible();
    await expectAxeClean(page);
    await shot(page, `${tenant}-01-join-form`);

    await page.getByLabel('First name').fill('Nina');
    await page.getByLabel('Last name').fill('Park');
    await page.getByLabel('Email').fill(email);
    await page.getByRole('radio').first().check();
    await page.getByRole('checkbox', { name: /terms and conditions/ }).check();
    await page.getByRole('button', { name: 'Continue' }).click();
    await expect(page.getByText(`We sent a verification code to ${email}.`)).toBeVisible();
    await expectAxeClean(page);
    await shot(page, `${tenant}-02-join-code`);
    await page.getByLabel('Verification code').fill(await freshCode(request, email, 0, tenant));
    await page.getByRole('button', { name: 'Continue' }).click();

    await expect(page).toHaveURL(/\/checkout\//);
    const checkoutUrl = page.url();
    await expect(page.getByText('Test mode').first()).toBeVisible();
    await shot(page, `${tenant}-03-join-checkout`);

    // Declined (issue 34): the truth, and the same checkout to try again without signing in.
    await page.getByRole('button', { name: /^Decline/ }).click();
    await expect(page).toHaveURL(/\/account\/first-time-login\/email-input\?joined=1&payment=declined/);
    await expect(page.getByText(/Payment was not completed\./)).toBeVisible();
    await expect(page.getByText(/Payment received/)).toHaveCount(0);
    await expectAxeClean(page);
    await shot(page, `${tenant}-03b-join-declined`);
    await page.getByRole('link', { name: 'Try again' }).click();
    await expect(page).toHaveURL(new URL(checkoutUrl).href);
    await page.getByRole('button', { name: /^Pay/ }).click();
    await expect(page).toHaveURL(/\/account\/first-time-login\/email-input\?joined=1&payment=success/);
    await expect(page.getByText(/Payment received\. Welcome!/)).toBeVisible();
    await expectAxeClean(page);
    await shot(page, `${tenant}-04-joined-first-time-login`);

    // The first-time login journey: e-mail, code, then the welcome wizard.
    const before = (await mailbox(request, tenant, email)).length;
    await page.getByLabel('Email').fill(email);
    await page.getByRole('button', { name: 'Continue' }).click();
    await page.getByLabel('Verification code').fill(await freshCode(request, email, before, tenant));
    await page.getByRole('button', { name: 'Continue' }).click();
    await expect(page).toHaveURL(new RegExp(`^${base}/first-time-login/`), { timeout: 15_000 });
    await shot(page, `${tenant}-04b-welcome-wizard`);
    await page.context().close();
  });
}

/**
 * The tenant with Renew whose seeded members (renewed to the end of the current period) may renew today: Renew
 * opens 60 days before the period ends (issue 34 point 4) — ota (1 July – 30 June) from 2 May, actls (calendar
 * year) from 2 November. Null between those windows.
 */
function tenantInRenewalWindow(): TenantId | null {
  const today = membershipDayOf(new Date());
  for (const tenant of ['ota', 'actls'] as const) {
    const config = MEMBERSHIP_CONFIG[tenant];
    const renewedToDate = membershipPeriodOf(config.periodRule, today).end;
    const membership = { memberStatus: 'Active', renewedToDate, isLifeMember: false };
    if (renewalState(config, config.periodRule, membership, 0, today).isOpen) return tenant;
  }
  return null;
}

test('outside the renewal window a member sees Renew disabled with the date it opens', async ({
  browser,
  request,
}) => {
  // ota's window is closed except in May and June (it opens 60 days before 30 June).
  test.skip(tenantInRenewalWindow() === 'ota', 'ota members may renew today');
  const email = await activeGeneratedMember(request, 'ota', 2);
  const page = await newPage(browser);
  await submitSignIn(page, 'ota', email);
  await expect(page).toHaveURL(`${base}/`);
  await page.goto(`${base}/settings/membership-profile`);
  await expect(page.getByRole('button', { name: /Renew/ })).toBeDisabled({ timeout: 30_000 });
  await expect(page.getByTestId('renewal-terms')).toContainText(/Renewal opens on \d{1,2} May \d{4}/);
  await expectAxeClean(page);
  await shot(page, '05a-renewal-not-open');
  await page.context().close();
});

test('a member renews, sees the new renewed-to date and the Paid invoice with its PDF', async ({
  browser,
  request,
}) => {
  const tenant = tenantInRenewalWindow();
  test.skip(!tenant, 'no seeded member is inside a renewal window today (Jan–Apr, Jul–Oct)');
  const home = origin(tenant!);
  const email = await activeGeneratedMember(request, tenant!, 0);
  const page = await newPage(browser);
  await submitSignIn(page, tenant!, email);
  await expect(page).toHaveURL(`${home}/`);
  await page.goto(`${home}/settings/membership-profile`);
  await expect(page.getByRole('heading', { name: 'Membership profile' })).toBeVisible({ timeout: 30_000 });
  await expect(page.getByText('Active', { exact: true })).toBeVisible({ timeout: 30_000 });
  const renewedTo = page.getByTestId('renewed-to');
  const before = (await renewedTo.innerText()).trim();
  await expect(page.getByText('Active', { exact: true })).toBeVisible();
  await expect(page.getByTestId('renewal-terms')).toContainText(/^Renewal: \$[\d,.]+ incl\. GST for /);
  await expectAxeClean(page);
  await shot(page, '05-membership-profile');

  await page.getByRole('button', { name: /Renew/ }).click();
  await expect(page).toHaveURL(/\/checkout\//);
  await shot(page, '06-renewal-checkout');
  await page.getByRole('button', { name: /^Pay/ }).click();
  await expect(page).toHaveURL(/\/settings\/membership-profile\?payment=success/);
  await expect(page.getByText('Payment received. Thank you!')).toBeVisible();
  await expect(renewedTo).not.toContainText(before);
  const after = (await renewedTo.innerText()).trim();
  expect(Number(after.slice(-4))).toBe(Number(before.slice(-4)) + 1);
  await shot(page, '07-renewed');

  const certificate = page.waitForEvent('download');
  await page.getByRole('button', { name: /Download PDF/ }).click();
  expect((await certificate).suggestedFilename()).toMatch(/^membership-certificate-.+\.pdf$/);

  await page.getByRole('link', { name: 'View invoice' }).first().click();
  await expect(page.getByRole('heading', { name: 'Tax invoice' })).toBeVisible();
  await expect(page.getByText('Paid', { exact: true })).toBeVisible();
  await expectAxeClean(page);
  await shot(page, '08-renewal-invoice');
  const pdf = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Download PDF' }).click();
  expect((await pdf).suggestedFilename()).toMatch(/^INV-[A-Z]+-\d{6}\.pdf$/);
  await page.context().close();
});

test('a member pays a Pending invoice in the hosted checkout', async ({ browser }) => {
  const page = await newPage(browser);
  await signInAs(page, 'ota', 'member', { to: `${base}/settings/invoices` });
  const pending = page.getByRole('row').filter({ hasText: 'Pending' }).first();
  await expect(pending).toBeVisible();
  await expect(
    page.getByRole('row').filter({ hasText: 'Refunded' }).getByRole('link', { name: 'Pay' }),
  ).toHaveCount(0);
  await expectAxeClean(page);
  await shot(page, '09-invoices');
  const invoiceNum = (await pending.getByRole('link').first().innerText()).trim();
  await pending.getByRole('link', { name: 'Pay' }).click();
  await expect(page).toHaveURL(/\/checkout\//);
  await page.getByRole('button', { name: /^Pay/ }).click();
  // Back on the invoice just paid, with the notice (issue 34).
  await expect(page).toHaveURL(/\/settings\/invoice\/[^/?]+\?payment=success/);
  await expect(page.getByText('Payment received.').first()).toBeVisible();
  await expect(page.getByText(invoiceNum).first()).toBeVisible();
  await page.goto(`${base}/settings/invoices`);
  const paid = page.getByRole('row').filter({ hasText: invoiceNum });
  await expect(paid.getByText('Paid', { exact: true })).toBeVisible();
  await expect(paid.getByRole('link', { name: 'Pay' })).toHaveCount(0);
  await shot(page, '10-invoice-paid');
  await page.context().close();
});

test('a member cancels their membership and is signed out', async ({ browser, request }) => {
  const email = await activeGeneratedMember(request, 'ota', 1);
  const page = await newPage(browser);
  await submitSignIn(page, 'ota', email);
  await expect(page).toHaveURL(`${base}/`);
  await page.goto(`${base}/settings/cancel-membership`);
  await page.getByRole('button', { name: 'Cancel Membership' }).click();
  await page.getByRole('button', { name: 'Confirm' }).click();
  await expect(page.getByText('Please select a reason.')).toBeVisible();
  await page.getByRole('radio', { name: 'Other' }).check();
  await page.getByRole('button', { name: 'Confirm' }).click();
  await expect(page.getByText('Please enter cancellation details.')).toBeVisible();
  await expectAxeClean(page);
  await shot(page, '11-cancel-membership');
  await page.getByLabel('Cancellation details').fill('Taking a career break');
  await page.getByRole('button', { name: 'Confirm' }).click();
  await expect(page).toHaveURL(/\/account\/sign-in/);
  await expect(page.getByText('Membership cancelled successfully')).toBeVisible();
  await shot(page, '12-cancelled-signed-out');
  await page.goto(`${base}/settings/membership-profile`);
  await expect(page).toHaveURL(/\/account\/sign-in/);
  await page.context().close();
});

test('a member previews and downloads brand assets, and saves a Find an OT listing', async ({ browser }) => {
  const page = await newPage(browser);
  await signInAs(page, 'ota', 'member', { to: `${base}/settings/brand-assets` });
  await expect(page.getByRole('heading', { name: 'Brand assets' })).toBeVisible({ timeout: 30_000 });
  await expect(page.getByRole('button', { name: /^Preview / })).toHaveCount(11);
  await expectAxeClean(page);
  await shot(page, '13-brand-assets');
  await page
    .getByRole('button', { name: /^Preview / })
    .first()
    .click();
  const dialog = page.getByRole('dialog');
  await expect(dialog.locator('img')).toBeVisible();
  await shot(page, '14-brand-asset-preview');
  const download = page.waitForEvent('download');
  await dialog.getByRole('button', { name: 'Download' }).click();
  expect((await download).suggestedFilename()).toMatch(/\.(png|jpg|jpeg|svg)$/);
  await dialog.getByRole('button', { name: 'Close' }).click();
  const doc = page.waitForEvent('download');
  await page
    .getByRole('button', { name: /^Download / })
    .last()
    .click();
  expect((await doc).suggestedFilename()).toMatch(/\.pdf$/);

  await page.goto(`${base}/settings/manage-find-an-ot`);
  await page.getByRole('button', { name: 'Edit' }).click();
  await page.getByLabel('Practice name').fill('Northside Hand Therapy');
  await page.getByLabel('Suburb').fill('Carlton');
  await page.getByLabel('State').click();
  await page.getByTitle('VIC').click();
  await page.getByLabel('Postcode').fill('3053');
  await page.getByLabel('Website').fill('northside.example.com.au');
  await expectAxeClean(page);
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Find an OT listing saved successfully')).toBeVisible();
  await expect(page.getByLabel('Website')).toHaveValue('https://northside.example.com.au');
  await shot(page, '15-find-an-ot');
  await page.context().close();
});
