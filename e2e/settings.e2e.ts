/**
 * Account settings journeys (issue 12; spec 000 §2 Settings area, §4, §5, §8; 002 §2 Interests and
 * preferences) for ota (legacy) and psa (workflow), in Chromium on the real server. Each journey uses its own
 * generated member (found through the admin user search), never the demo accounts other journeys sign in
 * with, so changing a password or turning on two-factor affects nothing else.
 */
import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import type { TAdminUser, TenantId } from '@portal/contracts';
import {
  DEMO_PASSWORD,
  PORT,
  chooseFromAccountMenu,
  demo,
  latestCode,
  mailbox,
  openScreen,
  origin,
  seriousViolations,
  signInAs,
  submitSignIn,
} from './support';

/** A 16×16 red PNG. */
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAABAAAAAQCAIAAACQkWg2AAAAFklEQVR4nGM4YWNDEmIY1TCqYfhqAACrxkAQIqaBzAAAAABJRU5ErkJggg==',
  'base64',
);

/** Calls the tenant's API from Node (which cannot resolve `*.localhost`): 127.0.0.1 with the Host header. */
const api = (tenant: TenantId, path: string) => ({
  url: `http://127.0.0.1:${PORT}/${path}`,
  headers: { host: `${tenant}.localhost:${PORT}` },
});

/** Signs in through the API; answers the session's two bearer tokens. */
async function apiSession(
  request: APIRequestContext,
  tenant: TenantId,
  email: string,
  password = DEMO_PASSWORD,
) {
  const { url, headers } = api(tenant, 'api/v1/auth/sign-in');
  const res = await request.post(url, { headers, data: { email, password } });
  expect(res.ok()).toBe(true);
  return (await res.json()) as { token: string; accessToken: string };
}

/**
 * The e-mail of the `index`-th generated member of a tenant (admin user search over the seeded
 * `…@{tenant}-members.example` accounts, members only), so each journey has an account of its own.
 */
async function generatedMember(request: APIRequestContext, tenant: TenantId, index: number) {
  const { token } = await apiSession(request, tenant, demo('admin', tenant));
  const { url, headers } = api(tenant, `api/v1/admin/users?keyword=${tenant}-members.example&pageSize=100`);
  const res = await request.get(url, { headers: { ...headers, authorization: `Bearer ${token}` } });
  const { users } = (await res.json()) as { users: TAdminUser[] };
  const members = users
    .filter((u) => u.contactTypes.includes('Member') && u.role === 0)
    .sort((a, b) => a.email.localeCompare(b.email));
  const user = members[index];
  if (!user) throw new Error(`no generated member #${index} in ${tenant}`);
  return user;
}

/** Signs a generated member in through the sign-in screen and waits for home. */
async function signInWith(page: Page, tenant: TenantId, email: string, password = DEMO_PASSWORD) {
  await submitSignIn(page, tenant, email, password);
  await expect(page).toHaveURL(`${origin(tenant)}/`);
}

/** The ids of the news the member sees (the content service filters by segments; two pages of 200). */
async function visibleNewsIds(request: APIRequestContext, tenant: TenantId, accessToken: string) {
  const ids = new Set<number>();
  for (const page of [1, 2]) {
    const { url, headers } = api(tenant, `api/content/items/news?fields=id&limit=200&page=${page}`);
    const res = await request.get(url, { headers: { ...headers, authorization: `Bearer ${accessToken}` } });
    for (const item of ((await res.json()) as { data: { id: number }[] }).data) ids.add(item.id);
  }
  return ids;
}

for (const tenant of ['ota', 'psa'] as const) {
  test.describe(`${tenant} settings`, () => {
    test('edit and save account details, upload an avatar and see it in the header', async ({
      page,
      request,
    }) => {
      const user = await generatedMember(request, tenant, 10);
      await signInWith(page, tenant, user.email);
      await page.goto(`${origin(tenant)}/settings`);
      await expect(page).toHaveURL(`${origin(tenant)}/settings/account-details`);
      const firstName = page.getByLabel('First name');
      await expect(firstName).toBeDisabled();
      await page.getByRole('button', { name: 'Edit' }).click();
      await firstName.fill('Renamed');
      await page.getByRole('button', { name: 'Save' }).click();
      await expect(page.getByText('Account details saved successfully')).toBeVisible();
      await expect(firstName).toBeDisabled();
      await page.reload();
      await expect(page.getByLabel('First name')).toHaveValue('Renamed');

      const header = page.getByRole('button', { name: 'Account menu' });
      await expect(header.locator('img')).toHaveCount(0);
      await page
        .locator('input[type="file"]')
        .setInputFiles({ name: 'me.png', mimeType: 'image/png', buffer: PNG });
      await expect(page.getByText('Avatar uploaded successfully!')).toBeVisible();
      await expect(header.locator('img')).toHaveAttribute('src', /.+/);
      const loaded = await header
        .locator('img')
        .evaluate((img: HTMLImageElement) => img.decode().then(() => img.naturalWidth));
      expect(loaded).toBeGreaterThan(0);
      await header.click();
      await expect(page.getByText(`Renamed ${user.lastName}`)).toBeVisible();
    });

    test('change the password and sign in with the new one', async ({ page, request }) => {
      const user = await generatedMember(request, tenant, 11);
      const newPassword = 'Changed!2026x';
      await signInWith(page, tenant, user.email);
      await page.goto(`${origin(tenant)}/settings/change-password`);
      await page.getByLabel('Current password').fill('Wrong!pass1');
      await page.getByLabel('New password', { exact: true }).fill(newPassword);
      await page.getByLabel('Retype new password').fill(newPassword);
      await page.getByRole('button', { name: 'Change password' }).click();
      await expect(page.getByText(/^Password not changed/)).toBeVisible();
      await page.getByLabel('Current password').fill(DEMO_PASSWORD);
      await page.getByRole('button', { name: 'Change password' }).click();
      await expect(page.getByText('Password successfully changed')).toBeVisible();
      // This browser keeps its (fresh) session.
      await page.goto(`${origin(tenant)}/settings/account-details`);
      await expect(page.getByLabel('First name')).toHaveValue(user.firstName);
      await chooseFromAccountMenu(page, 'Log out');
      // Log out navigates by itself; going to the sign-in page before it lands aborts one of the two.
      await expect(page).toHaveURL(/\/account\/sign-in/);
      await submitSignIn(page, tenant, user.email, DEMO_PASSWORD);
      await expect(page.getByText('The user name or password is incorrect.')).toBeVisible();
      await signInWith(page, tenant, user.email, newPassword);
    });

    test('turn on two-factor and sign in with the code from the outbox', async ({ page, request }) => {
      const user = await generatedMember(request, tenant, 12);
      await signInWith(page, tenant, user.email);
      await page.goto(`${origin(tenant)}/settings/account-details`);
      const toggle = page.getByRole('switch', { name: /Two-factor authentication/ });
      await expect(toggle).toBeEnabled();
      await expect(toggle).not.toBeChecked();
      await toggle.click();
      await expect(page.getByText('Two-factor authentication enabled')).toBeVisible();
      await expect(toggle).toBeChecked();
      await chooseFromAccountMenu(page, 'Log out');
      await expect(page).toHaveURL(/\/account\/sign-in/);
      await submitSignIn(page, tenant, user.email);
      await expect(page).toHaveURL(/\/account\/sign-in\/code/);
      await page.getByLabel('Verification code').fill(await latestCode(request, tenant, user.email));
      await page.getByRole('button', { name: 'Continue' }).click();
      await expect(page).toHaveURL(`${origin(tenant)}/`);
    });

    test('add an interest and see a news item of that interest appear', async ({ page, request }) => {
      const user = await generatedMember(request, tenant, 13);
      const session = await apiSession(request, tenant, user.email);
      const before = await visibleNewsIds(request, tenant, session.accessToken);
      await signInWith(page, tenant, user.email);
      await page.goto(`${origin(tenant)}/settings/user-interests`);
      const add = page.getByRole('button', { name: /^Add / }).first();
      await expect(add).toBeVisible();
      const name = ((await add.getAttribute('aria-label')) ?? '').replace(/^Add /, '');
      await add.click();
      await expect(page.getByRole('button', { name: `Remove ${name}` })).toBeVisible();
      const after = await visibleNewsIds(request, tenant, session.accessToken);
      const revealed = [...after].filter((id) => !before.has(id));
      expect(revealed.length).toBeGreaterThan(0);
      await page.goto(`${origin(tenant)}/news/details/${revealed[0]}`);
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    });

    test('send a contact enquiry with an attachment and find the mail in the outbox', async ({
      page,
      request,
    }) => {
      const user = await generatedMember(request, tenant, 14);
      await signInWith(page, tenant, user.email);
      await page.goto(`${origin(tenant)}/settings/contact-us`);
      await expect(page.getByLabel('Email')).toHaveValue(user.email);
      await page.getByLabel('Comments').fill('Please resend my CPD certificate.');
      await page
        .locator('input[type="file"]')
        .setInputFiles({ name: 'receipt.png', mimeType: 'image/png', buffer: PNG });
      await expect(page.locator('img.ant-upload-list-item-image')).toBeVisible();
      await page.getByRole('button', { name: 'Send enquiry' }).click();
      await expect(page.getByText('Your enquiry has been submitted. Thank you.')).toBeVisible();
      const [office] = await mailbox(request, tenant, `contact@${tenant}.example`);
      expect(office?.subject).toMatch(/^Enquiry #\d+ from /);
      expect(office?.text).toContain('Please resend my CPD certificate.');
      expect(office?.text).toContain('receipt.png');
      const [copy] = await mailbox(request, tenant, user.email);
      expect(copy?.subject).toMatch(/^Copy of your enquiry #\d+/);
    });

    // Axe on each of these routes is the route rotation's (a11y-routes.e2e.ts: every route once per CI, every
    // route × tenant × width × theme in `npm run a11y`), not repeated here (docs/testing.md "CI after stop 52").
    test('every settings page opens on its heading', async ({ page }) => {
      test.setTimeout(120_000);
      await page.setViewportSize({ width: 1440, height: 900 });
      await signInAs(page, tenant);
      const paths = [
        'account-details',
        'change-password',
        'organisation-details',
        ...(tenant === 'ota' ? ['dietary-and-special-requirements'] : []),
        'privacy',
        'appearance',
        'contact-us',
        'user-interests',
        'user-communication-preferences',
        ...(tenant === 'ota' ? ['area-of-interests', 'communication-preferences'] : []),
      ];
      for (const path of paths) {
        await openScreen(page, `${origin(tenant)}/settings/${path}`);
        await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
        await expect(page.locator('.ant-skeleton')).toHaveCount(0);
        // SETTINGS_SHOTS=<folder> keeps a 1440×900 picture of each page for review (and a phone view).
        if (process.env.SETTINGS_SHOTS) {
          await page.screenshot({
            path: `${process.env.SETTINGS_SHOTS}/${tenant}-${path}.png`,
            fullPage: true,
          });
          if (path === 'account-details') {
            await page.setViewportSize({ width: 390, height: 844 });
            await page.waitForTimeout(300);
            await page.screenshot({
              path: `${process.env.SETTINGS_SHOTS}/${tenant}-${path}-phone.png`,
              fullPage: true,
            });
            await page.setViewportSize({ width: 1440, height: 900 });
          }
        }
      }
    });
  });
}

test("a member's theme follows them to another browser (issue 42 point 1)", async ({
  page,
  request,
  browser,
}) => {
  const tenant = 'ota';
  const user = await generatedMember(request, tenant, 15);
  await signInWith(page, tenant, user.email);
  await page.goto(`${origin(tenant)}/settings/appearance`);
  await page.getByRole('radio', { name: /^Dark/ }).check();
  await expect(page.getByText('Appearance saved')).toBeVisible();
  await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark');
  await chooseFromAccountMenu(page, 'Log out');
  // Signed out, the sign-in page follows the device (Chromium here: light).
  await expect(page.getByLabel('Email')).toBeVisible();
  await expect(page.locator('html')).toHaveAttribute('data-theme', 'light');

  const elsewhere = await browser.newContext();
  try {
    const other = await elsewhere.newPage();
    await signInWith(other, tenant, user.email);
    await expect(other.locator('html')).toHaveAttribute('data-theme', 'dark');
    expect(await other.evaluate(() => getComputedStyle(document.body).backgroundColor)).toBe('rgb(0, 0, 0)');
    // The dark theme keeps the settings page free of serious axe findings (contrast included).
    await openScreen(other, `${origin(tenant)}/settings/appearance`);
    await expect(other.getByRole('radio', { name: /^Dark/ })).toBeChecked();
    expect(await seriousViolations(other)).toEqual([]);
  } finally {
    await elsewhere.close();
  }
});
