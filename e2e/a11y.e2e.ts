/**
 * Accessibility (WCAG 2 A/AA) of the sign-in screen and the signed-in shell, with axe-core, per tenant.
 */
import { expect, test, type Page } from '@playwright/test';
import { TENANT_IDS } from '@portal/contracts';
import { openScreen, origin, seriousViolations, signInAs } from './support';

for (const tenant of TENANT_IDS) {
  test(`${tenant}: sign-in and home have no serious accessibility violations`, async ({ page }) => {
    await page.goto(`${origin(tenant)}/account/sign-in`);
    await expect(page.getByRole('heading', { name: 'Sign in' })).toBeVisible();
    expect(await seriousViolations(page)).toEqual([]);
    await signInAs(page, tenant);
    await expect(page.getByRole('heading', { name: /Welcome back/ })).toBeVisible();
    expect(await seriousViolations(page)).toEqual([]);
  });
}

/** The main screens of each area, as the OTA member and admin see them, once their content has loaded. */
const SCREENS: { key: string; path: string; ready: (page: Page) => Promise<void> }[] = [
  {
    key: 'member',
    path: '/communities',
    ready: (page) => expect(page.locator('article, .ant-card').first()).toBeVisible(),
  },
  {
    key: 'member',
    path: '/communities/explore',
    ready: (page) => expect(page.locator('.ant-card').first()).toBeVisible(),
  },
  {
    key: 'member',
    path: '/communities/aged-care-forum',
    ready: (page) => expect(page.getByRole('heading', { name: /Aged Care Forum/ })).toBeVisible(),
  },
  {
    key: 'member',
    path: '/events/discover/all',
    ready: (page) => expect(page.locator('.ant-card').first()).toBeVisible(),
  },
  {
    key: 'member',
    path: '/news',
    ready: (page) => expect(page.locator('.ant-card').first()).toBeVisible(),
  },
  {
    key: 'member',
    path: '/resources',
    ready: (page) => expect(page.locator('.ant-card').first()).toBeVisible(),
  },
  {
    key: 'admin',
    path: '/admin/communities-management',
    ready: (page) => expect(page.getByRole('link', { name: 'Manage' }).first()).toBeVisible(),
  },
];

test('the main screens of each area have no serious accessibility violations', async ({ page }) => {
  test.setTimeout(180_000);
  const found: Record<string, string[]> = {};
  let signedInAs = '';
  for (const screen of SCREENS) {
    if (screen.key !== signedInAs) {
      if (signedInAs) {
        await page.evaluate(() => localStorage.clear());
      }
      await signInAs(page, 'ota', screen.key);
      signedInAs = screen.key;
    }
    await openScreen(page, `${origin('ota')}${screen.path}`);
    await screen.ready(page);
    const violations = await seriousViolations(page);
    if (violations.length) found[screen.path] = violations;
  }
  const manage = page.getByRole('link', { name: 'Manage' }).first();
  await manage.click();
  await expect(page.getByRole('table')).toBeVisible();
  const members = await seriousViolations(page);
  if (members.length) found['/admin/community/{id}/members'] = members;
  expect(found).toEqual({});
});
