/**
 * Onboarding journeys in Chromium (issue 6): the first-login demo account goes from e-mail to code (read from
 * the outbox) through the seven welcome steps, the 'You're all set!' modal and the guided tour; a member
 * dismisses the announcement and it stays dismissed; the dashboard's CPD progress shows the member's hours of
 * the current CPD period (and is absent where CPD is off). Screenshots of every screen go to
 * e2e/test-results/shots/onboarding/ (E2E_SHOTS=1).
 */
import { expect, test, type Page } from '@playwright/test';
import {
  DEMO_PASSWORD,
  PORT,
  chooseFromAccountMenu,
  demo,
  latestCode,
  origin,
  shot as reviewShot,
  signInAs,
  submitSignIn,
} from './support';

const shot = (page: Page, name: string) => reviewShot(page, `onboarding/${name}`);

test('first login: e-mail, code, seven welcome steps, the modal and the tour', async ({
  page,
  request,
  context,
}) => {
  test.setTimeout(240_000);
  await page.setViewportSize({ width: 1280, height: 860 });
  const email = demo('firstlogin', 'ota');

  await page.goto(`${origin('ota')}/account/sign-in`);
  await page.getByRole('link', { name: 'Set up your account' }).click();
  await expect(page).toHaveURL(/\/account\/first-time-login\/email-input$/);
  const continueButton = page.getByRole('button', { name: 'Continue' });
  await expect(continueButton).toBeDisabled();
  await page.getByLabel('Email').fill(email);
  await shot(page, '01-email-input');
  await continueButton.click();

  await expect(page).toHaveURL(/\/account\/first-time-login\/code-verification$/);
  await expect(page.getByText(`We sent a verification code to ${email}.`)).toBeVisible();
  await expect
    .poll(() => latestCode(request, 'ota', email).catch(() => ''), { timeout: 10_000 })
    .toMatch(/^\d{6}$/);
  await page.getByLabel('Verification code').fill(await latestCode(request, 'ota', email));
  await shot(page, '02-code-verification');
  await page.getByRole('button', { name: 'Continue' }).click();
  await expect(page.getByRole('button', { name: 'Redirecting you to welcome page' })).toBeVisible();
  await expect(page.getByLabel('Code verified')).toBeVisible();
  await shot(page, '03-code-verified');

  await expect(page).toHaveURL(`${origin('ota')}/first-time-login/user-details`);
  const heading = page.getByRole('heading', { level: 1 });
  await expect(heading).toHaveText('Your details');
  await expect(page.getByLabel('First name')).toHaveValue('Ava');
  // An occupational therapist is not asked for a law society membership (issue 18).
  await expect(page.getByLabel('Law society or bar association membership')).toHaveCount(0);
  await page.getByLabel('Preferred name').fill('Avie');
  await shot(page, '04-step-1-details');
  await page.getByRole('button', { name: 'Continue' }).click();

  await expect(page).toHaveURL(/\/first-time-login\/user-password$/);
  await expect(heading).toHaveText('Choose a password');
  await page.getByLabel('New password', { exact: true }).fill('Harbour-Lantern!2026');
  await expect(page.locator('[aria-label="Password rules"] li[data-met="true"]')).toHaveCount(3);
  await page.getByLabel('Confirm password').fill('Harbour-Lantern!2026');
  await shot(page, '05-step-2-password');
  await page.getByRole('button', { name: 'Continue' }).click();

  await expect(heading).toHaveText('Privacy setting');
  await shot(page, '06-step-3-privacy');
  // Previous goes back and the path follows.
  await page.getByRole('button', { name: 'Previous' }).click();
  await expect(page).toHaveURL(/\/first-time-login\/user-password$/);
  await page.goBack();
  await page.goForward();
  await page.goto(`${origin('ota')}/first-time-login/privacy-preferences`);
  await expect(heading).toHaveText('Privacy setting');
  await page.getByRole('button', { name: 'Continue' }).click();

  await expect(heading).toHaveText('Communication details');
  await page.getByRole('button', { name: 'Continue' }).click();
  await expect(page.getByText('Please enter Phone number')).toBeVisible();
  await shot(page, '07-step-4-communication-required');
  await page.getByLabel('Home phone').fill('0390001234');
  await page.getByRole('button', { name: 'Continue' }).click();

  await expect(heading).toHaveText('Organisation details');
  await page.getByRole('combobox', { name: 'Organisation' }).fill('Royal Melb');
  await page.getByText('Royal Melbourne Hospital', { exact: true }).click();
  await expect(page.getByLabel('Organisation location')).toHaveValue(
    '300 Grattan Street, Parkville VIC 3050',
  );
  await page.getByLabel('Job title').fill('Senior Occupational Therapist');
  await shot(page, '08-step-5-organisation');
  await page.getByRole('button', { name: 'Continue' }).click();

  await expect(heading).toHaveText('Your profile');
  await page.getByLabel('Profile description').fill('Paediatric OT in Melbourne.');
  await expect(page.getByText('27 / 600')).toBeVisible();
  await shot(page, '09-step-6-profile');
  await page.getByRole('button', { name: 'Continue' }).click();

  await expect(heading).toHaveText('Areas of expertise');
  await expect(page.getByRole('checkbox', { name: 'Early intervention' })).toHaveCount(0);
  await page.getByRole('checkbox', { name: 'Paediatric practice' }).check();
  await page.getByRole('checkbox', { name: 'Early intervention' }).check();
  await shot(page, '10-step-7-expertise');
  await page.getByRole('button', { name: 'Continue' }).click();

  const dialog = page.getByRole('dialog', { name: "You're all set!" });
  await expect(dialog).toBeVisible();
  // The renewal day comes from the member's real membership (the day after its renewed-to date), never past.
  await expect(dialog).toContainText(/auto-renew on \d{1,2} \w+ \d{4}/);
  const renews = /auto-renew on (\d{1,2} \w+ (\d{4}))/.exec((await dialog.textContent()) ?? '');
  expect(renews, 'the Auto Rollover text names a renewal day').not.toBeNull();
  expect(new Date(`${renews![1]} 12:00`).getTime()).toBeGreaterThan(Date.now());
  await shot(page, '11-all-set-modal');
  const popup = context.waitForEvent('page');
  await dialog.getByRole('button', { name: 'Confirm or update payment details' }).click();
  const tab = await popup;
  await expect.poll(() => tab.url()).toContain('/settings/membership-profile');
  await tab.close();

  await expect(page).toHaveURL(`${origin('ota')}/`);
  await expect(page.getByText('Welcome to your member portal')).toBeVisible();
  await shot(page, '12-tour-welcome');
  await page.getByRole('button', { name: 'Show me around' }).click();
  await expect(page.getByText('Join discussions, share posts and meet other members.')).toBeVisible();
  await shot(page, '13-tour-communities');
  await page.getByRole('button', { name: 'Next' }).click();
  await expect(page.getByText('Find events, register and keep track of your tickets.')).toBeVisible();
  await page.getByRole('button', { name: 'Next' }).click();
  await expect(page.getByText('The latest news and announcements of your association')).toBeVisible();
  await shot(page, '14-tour-whats-happening');
  await page.getByRole('button', { name: 'Next' }).click();
  await expect(page.getByText('Update your details, preferences, membership and billing')).toBeVisible();
  await shot(page, '15-tour-manage-account');
  await page.getByRole('button', { name: 'Finish' }).click();
  await expect(page.getByText('Update your details, preferences, membership and billing')).toBeHidden();

  // Cleared on the server: a fresh browser storage does not open the tour again.
  await page.evaluate(() => {
    for (const key of Object.keys(localStorage))
      if (key.startsWith('portal.firstLoginDone')) localStorage.removeItem(key);
  });
  await page.reload();
  await expect(page.getByRole('heading', { name: 'Welcome back, Ava' })).toBeVisible();
  await page.waitForTimeout(1000);
  await expect(page.getByText('Welcome to your member portal')).toHaveCount(0);

  // Onboarding kept what it asked (issue 18): the details show in the settings, the chosen password signs in.
  await page.goto(`${origin('ota')}/settings/account-details`);
  await expect(page.getByLabel('Preferred name')).toHaveValue('Avie', { timeout: 30_000 });
  await page.goto(`${origin('ota')}/settings/organisation-details`);
  await expect(page.getByText('Royal Melbourne Hospital').first()).toBeVisible({ timeout: 30_000 });
  await shot(page, '16-settings-organisation');
  await chooseFromAccountMenu(page, 'Log out');
  await expect(page).toHaveURL(/\/account\/sign-in/);
  await submitSignIn(page, 'ota', email, 'Harbour-Lantern!2026');
  await expect(page).toHaveURL(`${origin('ota')}/`);
  await expect(page.getByRole('heading', { name: 'Welcome back, Ava' })).toBeVisible();
});

test('a member dismisses the announcement and it stays dismissed', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  await signInAs(page, 'psa', 'member');
  const banner = page.getByRole('region', { name: 'Announcement' });
  await expect(banner).toContainText('Membership renewals are open');
  await expect(banner.getByRole('link', { name: 'Read update' })).toHaveAttribute('target', '_blank');
  await expect(page.getByRole('complementary', { name: 'Your summary' })).toBeVisible();
  await shot(page, '20-dashboard-wide');
  await page.getByRole('button', { name: /Notifications/ }).click();
  await expect(page.getByRole('button', { name: 'Mark all as read' })).toBeVisible();
  await shot(page, '21-notifications-popover');
  await page.keyboard.press('Escape');
  await banner.getByRole('button', { name: 'Dismiss announcement' }).click();
  await expect(banner).toHaveCount(0);
  await page.reload();
  await expect(page.getByRole('heading', { name: 'Welcome back, Olivia' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Latest news' })).toBeVisible();
  await expect(page.getByRole('region', { name: 'Announcement' })).toHaveCount(0);

  await page.setViewportSize({ width: 1000, height: 900 });
  await expect(page.getByRole('complementary', { name: 'Your summary' })).toHaveCount(0);
  await page.setViewportSize({ width: 390, height: 844 });
  await shot(page, '22-dashboard-mobile');
  await page.getByRole('button', { name: /Notifications/ }).click();
  await expect(page.getByRole('dialog', { name: 'Notifications' })).toBeVisible();
  await shot(page, '23-notifications-drawer');
});

test('an admin edits the announcement and members see the new text', async ({ browser }) => {
  const admin = await browser.newPage({ viewport: { width: 1280, height: 900 } });
  await signInAs(admin, 'lca', 'admin', { to: `${origin('lca')}/admin/announcement` });
  await admin.getByRole('button', { name: 'Edit Practising certificate renewals are open' }).click();
  const title = admin.getByLabel('Title');
  await expect(title).toHaveValue('Practising certificate renewals are open');
  await title.fill('Annual general meeting');
  await admin.getByLabel('Description').fill('Join us on 12 March for the AGM.');
  await admin.getByRole('button', { name: 'Save' }).click();
  await expect(admin.getByText('Successfully saved!')).toBeVisible();
  await shot(admin, '24-admin-announcement');
  await admin.close();

  const member = await browser.newPage({ viewport: { width: 1280, height: 900 } });
  await signInAs(member, 'lca', 'member');
  await expect(member.getByRole('region', { name: 'Announcement' })).toContainText('Annual general meeting');
  await member.close();
});

test('the welcome wizard on a phone', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await signInAs(page, 'actls', 'firstlogin', {
    to: `${origin('actls')}/first-time-login/areas-of-expertise`,
  });
  await page.getByRole('checkbox', { name: 'Family law' }).check();
  await expect(page.getByRole('checkbox', { name: 'Parenting and children' })).toBeVisible();
  await shot(page, '25-wizard-mobile-expertise');
  await page.goto(`${origin('actls')}/first-time-login/user-password`);
  await page.getByLabel('New password', { exact: true }).fill('short');
  await shot(page, '26-wizard-mobile-password');
});

test("the dashboard's CPD progress shows the member's hours of the current period", async ({
  page,
  request,
}) => {
  const signIn = await request.post(`http://127.0.0.1:${PORT}/api/v1/auth/sign-in`, {
    headers: { host: `ota.localhost:${PORT}` },
    data: { email: demo('member', 'ota'), password: DEMO_PASSWORD },
  });
  const { token } = (await signIn.json()) as { token: string };
  const periods = await request.get(`http://127.0.0.1:${PORT}/api/user/cpd/period/current`, {
    headers: { host: `ota.localhost:${PORT}`, authorization: `Bearer ${token}` },
  });
  expect(periods.status()).toBe(200);
  const [period] = ((await periods.json()) as { data: { periods: { completedTotalHours: number }[] } }).data
    .periods;
  expect(period!.completedTotalHours).toBeGreaterThan(0);

  await page.setViewportSize({ width: 1280, height: 900 });
  await signInAs(page, 'ota', 'member');
  const summary = page.getByRole('complementary', { name: 'Your summary' });
  await expect(summary.getByText(`${period!.completedTotalHours} of 20 hours`)).toBeVisible();
  // The latest news images load (the content service needs the token in the image URL).
  const images = page
    .locator('section, div')
    .filter({ has: page.getByRole('heading', { name: 'Latest news' }) })
    .last()
    .locator('img');
  await expect(images.first()).toBeVisible();
  await expect
    .poll(() => images.evaluateAll((els) => els.every((e) => (e as HTMLImageElement).naturalWidth > 0)))
    .toBe(true);
  await shot(page, '24-dashboard-cpd');
});

test('the members-only pages are linked from the News & Resources menu and the dashboard', async ({
  page,
}) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  await signInAs(page, 'ota', 'member');
  const card = page.getByRole('region', { name: 'Members-only pages' });
  await expect(card).toBeVisible();
  await shot(page, '17-dashboard-member-pages');
  await card.getByRole('link', { name: 'View all pages' }).click();
  await expect(page).toHaveURL(/\/pages\/\d+$/);
  await page.goto(`${origin('ota')}/`);
  await page.getByRole('menuitem', { name: 'News & Resources' }).hover();
  const item = page.getByRole('menuitem', { name: 'Members-only pages' });
  await expect(item).toBeVisible();
  await shot(page, '18-menu-member-pages');
  await item.click();
  await expect(page).toHaveURL(/\/pages\/\d+$/);
  await expect(page.getByRole('heading', { name: 'Members-only pages' })).toBeVisible();
});
