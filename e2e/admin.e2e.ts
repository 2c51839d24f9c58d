/**
 * Administration: an admin signs in as a member (impersonation, spec 000 §2 /account/impersonate) or signs a
 * member out on every device (issue 10 §7); a member cannot open the admin area (spec 000 §2 Guards).
 */
import { expect, test } from '@playwright/test';
import { forgetSession, origin, signInAs } from './support';

test('an admin impersonates a member from the users list', async ({ page, context }) => {
  await signInAs(page, 'ota', 'admin', { to: `${origin('ota')}/admin/users` });
  await page.getByLabel('Search users').fill('Olivia');
  const button = page.getByRole('button', { name: 'Sign in as Olivia Bennett' });
  await expect(button).toBeVisible();
  const [tab] = await Promise.all([context.waitForEvent('page'), button.click()]);
  await expect(tab).toHaveURL(`${origin('ota')}/`);
  await expect(tab.getByRole('heading', { name: 'Welcome back, Olivia' })).toBeVisible();
  await tab.getByRole('button', { name: 'Account menu' }).click();
  await expect(tab.getByText('Impersonating')).toBeVisible();
});

test('a member is sent home from the admin area', async ({ page }) => {
  await signInAs(page, 'psa', 'member', { to: `${origin('psa')}/admin/users` });
  await expect(page).toHaveURL(`${origin('psa')}/`);
});

test('a failed auto-login goes to sign-in', async ({ page }) => {
  await page.goto(
    `${origin('ota')}/account/impersonate?username=member%40ota.example&password=bogus&impersonatorId=00000000-0000-4000-8000-000000000000`,
  );
  await expect(page).toHaveURL(/\/account\/sign-in/);
});

test('an admin signs a member out everywhere and the member must sign in again', async ({
  page,
  browser,
}) => {
  const memberContext = await browser.newContext();
  const member = await memberContext.newPage();
  await signInAs(member, 'psa', 'client');

  await signInAs(page, 'psa', 'admin', { to: `${origin('psa')}/admin/users` });
  await page.getByLabel('Search users').fill('client@psa.example');
  await page.getByRole('button', { name: 'Sign out Jack Wilson everywhere' }).click();
  const confirm = page.getByRole('button', { name: 'Sign out everywhere', exact: true });
  await expect(confirm).toBeVisible();
  await confirm.click();
  await expect(page.getByText('Jack Wilson is signed out on every device.')).toBeVisible();

  await member.reload();
  await expect(member).toHaveURL(/\/account\/sign-in/);
  await memberContext.close();
  forgetSession('psa', 'client');
});
