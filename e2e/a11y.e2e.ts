/**
 * Accessibility (WCAG 2 A/AA) of the sign-in screen and the signed-in shell, with axe-core, per tenant.
 */
import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';
import { TENANT_IDS } from '@portal/contracts';
import { origin, signInAs } from './support';

async function seriousViolations(page: Page) {
  const results = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa']).analyze();
  return results.violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
}

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
