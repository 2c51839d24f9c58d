/**
 * Accessibility (WCAG 2 A/AA) of the sign-in screen and the signed-in shell, with axe-core, per tenant.
 */
import { expect, test } from '@playwright/test';
import { TENANT_IDS } from '@portal/contracts';
import { origin, seriousViolations, signInAs } from './support';

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

// The main screen of each area is checked with axe in the visits of console.e2e.ts (one visit per screen).
