/**
 * Each tenant's demo member signs in and sees that tenant's brand: name, colours, logo and menu
 * (spec 000 §1 tenants, §2 navigation shell), with the browser conventions of issue 40 checked on the same
 * visit: `lang="en-AU"`, the tenant's web app manifest (linked and served), its `/favicon.ico`, and
 * '<Page> - <Tenant>' route titles.
 */
import { expect, test } from '@playwright/test';
import { TENANT_IDS } from '@portal/contracts';
import { PORT, origin, profile, signInAs } from './support';

const hexToRgb = (hex: string) =>
  `rgb(${[1, 3, 5].map((i) => parseInt(hex.slice(i, i + 2), 16)).join(', ')})`;

/** Menu labels expected per tenant: the community word and the events area name change (spec 000 §1). */
const MENU: Record<(typeof TENANT_IDS)[number], string[]> = {
  ota: ['Home', 'Communities', 'CPD & Events', 'News & Resources', 'Marketplace'],
  psa: ['Home', 'Workspaces', 'Development and Networking', 'News & Resources'],
  lca: ['Home', 'Committees', 'Events', 'News & Resources'],
  actls: ['Home', 'Hubs', 'Development and Networking', 'News & Resources', 'Marketplace'],
};

for (const tenant of TENANT_IDS) {
  test(`${tenant}: the demo member signs in to a branded shell`, async ({ page }) => {
    const p = profile(tenant);
    await page.goto(`${origin(tenant)}/account/sign-in`);
    await expect(page).toHaveTitle(p.displayName);
    await expect(page.locator(`img[src="${p.logoUrl}"]`).first()).toBeVisible();
    await expect(page.locator('html')).toHaveAttribute('lang', 'en-AU');
    await expect(page.locator('link[rel="manifest"]')).toHaveAttribute('href', '/manifest.webmanifest');
    // Node does not resolve *.localhost: ask 127.0.0.1 with the tenant's host, as the browser would.
    const onHost = { headers: { host: `${tenant}.localhost:${PORT}` } };
    const manifest = await page.request.get(`http://127.0.0.1:${PORT}/manifest.webmanifest`, onHost);
    expect(manifest.ok()).toBe(true);
    expect(await manifest.json()).toMatchObject({
      name: p.fullName,
      short_name: p.displayName,
      theme_color: p.theme.headerColor,
      icons: expect.arrayContaining([expect.objectContaining({ src: p.faviconUrl })]),
    });
    const favicon = await page.request.get(`http://127.0.0.1:${PORT}/favicon.ico`, onHost);
    expect(favicon.ok()).toBe(true);
    expect(favicon.headers()['content-type']).toBe('image/svg+xml');
    await signInAs(page, tenant);

    const header = page.locator('header').first();
    await expect(header).toContainText(p.displayName);
    await expect(header).toHaveCSS('background-color', hexToRgb(p.theme.headerColor));
    const nav = page.getByRole('navigation', { name: 'Main' });
    for (const label of MENU[tenant])
      await expect(nav.getByText(label, { exact: true }).first()).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Welcome back, Olivia' })).toBeVisible();

    // The community area lives at the tenant's base path (/communities, /workspaces, /hubs).
    await nav.getByText(MENU[tenant][1]!, { exact: true }).click();
    await expect(page).toHaveURL(`${origin(tenant)}${p.communityBasePath}`);
    const communities = p.wording.communities;
    await expect(page).toHaveTitle(
      `${communities[0]!.toUpperCase()}${communities.slice(1)} - ${p.displayName}`,
    );
  });
}

test('the tenants look different from each other', async ({ page }) => {
  const colours = new Set<string>();
  for (const tenant of TENANT_IDS) {
    await page.goto(`${origin(tenant)}/account/sign-in`);
    const button = page.getByRole('link', { name: 'Forgot password?' });
    colours.add(await button.evaluate((el) => getComputedStyle(el).color));
  }
  expect(colours.size).toBe(4);
});
