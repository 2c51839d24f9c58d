/**
 * Issue 39 point 4: staff of each tenant open /admin/insights — the renewals-due tiles and the charts render
 * (ECharts draws SVG), axe finds no serious violation, a chart reads as a table, and "Due in 30 days" opens
 * the member list filtered to those renewals.
 */
import { expect, test } from '@playwright/test';
import { TENANT_IDS } from '@portal/contracts';
import { openScreen, seriousViolations, shot, signInAs } from './support';

for (const tenant of TENANT_IDS) {
  test(`${tenant}: staff read the insights and open the renewals due in 30 days`, async ({ page }) => {
    await signInAs(page, tenant, 'admin');
    await openScreen(page, '/admin/insights');
    await expect(page.getByRole('heading', { name: 'Insights', level: 1 })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Members by status' })).toBeVisible();
    // The demo memberships fill the status chart: it is drawn as SVG with bars.
    const chart = page.getByRole('img', { name: /^Members by status chart/ });
    await expect(chart.locator('svg path').first()).toBeAttached();
    expect(await page.locator('[data-chart] svg').count()).toBeGreaterThanOrEqual(1);
    expect(await seriousViolations(page)).toEqual([]);
    await shot(page, `insights/${tenant}-charts`, { fullPage: true });

    await page.getByText('Table', { exact: true }).first().click();
    await expect(page.getByRole('table', { name: 'Members by status table' })).toBeVisible();

    await page.getByRole('link', { name: /^Renewals due in 30 days/ }).click();
    await expect(page).toHaveURL(/\/admin\/memberships\?renewalDue=30$/);
    await expect(page.getByText('Showing renewals due within 30 days')).toBeVisible();
    await shot(page, `insights/${tenant}-renewals-due`);
  });
}
