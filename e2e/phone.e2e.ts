/**
 * The phone pass (issue 18 "Phone and small screens (390 px wide)"): every main screen at 390×844, for each
 * tenant, has no horizontal overflow, no overlapping controls and no serious or critical WCAG 2.2 A/AA axe
 * violation. Screenshots of the first screen of each go to e2e/test-results/phone/ to be looked at.
 */
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { expect, test, type Page } from '@playwright/test';
import { canAccessModule, TENANT_IDS, type AccessSubject, type TenantId } from '@portal/contracts';
import { horizontalOverflow, overlappingControls, seriousWcag22Violations, settle } from './phone-checks';
import { origin, profile, signInAs } from './support';

const shots = path.join(path.dirname(fileURLToPath(import.meta.url)), 'test-results', 'phone');
const memberSubject: AccessSubject = { contactTypes: ['Member'], role: 0 };

test.use({ viewport: { width: 390, height: 844 }, hasTouch: true });

/** One screen: its name, its path or a link pattern to follow from the current page, and when it applies. */
interface Screen {
  name: string;
  path?: string;
  /** Follows the first link whose path matches, on the page of `from`. */
  link?: { from: string; pattern: RegExp };
  /** Runs on the loaded page before the checks (opens a drawer or menu). */
  act?: (page: Page) => Promise<void>;
  when?: boolean;
}

function screensOf(tenant: TenantId): Screen[] {
  const p = profile(tenant);
  const base = p.communityBasePath;
  const on = (module: Parameters<typeof canAccessModule>[1]) => canAccessModule(p, module, memberSubject);
  const esc = base.replace('/', '\\/');
  return [
    { name: 'dashboard', path: '/' },
    {
      name: 'avatar-menu',
      path: '/',
      act: async (page) => {
        await page.getByRole('button', { name: 'Account menu' }).click();
        await page.getByRole('menuitem', { name: 'Profile & Settings' }).click();
        await expect(page.getByRole('menuitem', { name: 'Change password' })).toBeVisible();
        await page.waitForTimeout(400);
      },
    },
    {
      name: 'notifications',
      path: '/',
      act: async (page) => {
        await page.getByRole('button', { name: /^Notifications/ }).click();
        await expect(page.getByRole('dialog')).toBeVisible();
        await page.waitForTimeout(400);
      },
    },
    { name: 'communities-feed', path: base, when: on('communities') },
    { name: 'communities-explore', path: `${base}/explore`, when: on('communities') },
    { name: 'meetings-explore', path: '/meetings/explore', when: on('communities') },
    {
      name: 'community',
      link: { from: `${base}/explore`, pattern: new RegExp(`^${esc}/(?!explore|saved-posts|faq)[^/?]+$`) },
      when: on('communities'),
    },
    {
      name: 'post',
      link: { from: base, pattern: new RegExp(`^${esc}/[^/]+/posts/[^/?]+$`) },
      when: on('communities'),
    },
    { name: 'events-home', path: '/events' },
    { name: 'events-discover', path: '/events/discover/all' },
    {
      name: 'event',
      link: {
        from: '/events/discover/all',
        pattern: /^\/events\/(?!discover|attending|past|calendar)[^/?]+$/,
      },
    },
    { name: 'my-events', path: '/events/attending' },
    { name: 'cart', path: '/buy-now' },
    { name: 'news', path: '/news', when: on('news') },
    { name: 'news-item', link: { from: '/news', pattern: /^\/news\/details\/[^/?]+$/ }, when: on('news') },
    { name: 'resources', path: '/resources', when: on('resources') },
    {
      name: 'resource-item',
      link: { from: '/resources', pattern: /^\/resources\/details\/[^/?]+$/ },
      when: on('resources'),
    },
    { name: 'pages', path: '/pages' },
    { name: 'cpd', path: '/cpd/tracker-page', when: on('cpd') },
    { name: 'settings-account', path: '/settings/account-details' },
    { name: 'settings-password', path: '/settings/change-password' },
    { name: 'settings-invoices', path: '/settings/invoices' },
    { name: 'invoice', link: { from: '/settings/invoices', pattern: /^\/settings\/invoice\/[^/?]+$/ } },
    { name: 'membership-profile', path: '/settings/membership-profile' },
    { name: 'search', path: '/search?keyword=practice' },
  ];
}

/** The path of the first link on the page whose path matches. */
async function firstLink(page: Page, pattern: RegExp): Promise<string | null> {
  const paths = await page
    .locator('a[href]')
    .evaluateAll((links) => links.map((a) => new URL((a as HTMLAnchorElement).href).pathname));
  return paths.find((p) => pattern.test(p)) ?? null;
}

/** Runs the three checks on the loaded page and saves its screenshot; returns the problems found. */
async function check(page: Page, tenant: TenantId, name: string): Promise<string[]> {
  await settle(page);
  await page.screenshot({ path: path.join(shots, `${tenant}-${name}.png`) });
  const problems: string[] = [];
  const overflow = await horizontalOverflow(page);
  if (overflow > 0) problems.push(`overflows by ${overflow}px`);
  problems.push(...(await overlappingControls(page)).map((pair) => `overlap: ${pair}`));
  problems.push(...(await seriousWcag22Violations(page)));
  return problems;
}

const TENANTS: TenantId[] = process.env.PHONE_ALL_TENANTS ? [...TENANT_IDS] : ['ota', 'psa'];

for (const tenant of TENANTS) {
  test(`${tenant}: every main screen fits a 390 px phone`, async ({ page }) => {
    test.setTimeout(900_000);
    const found: Record<string, string[]> = {};
    await signInAs(page, tenant);
    for (const screen of screensOf(tenant)) {
      if (screen.when === false) continue;
      let target = screen.path;
      if (screen.link) {
        await page.goto(`${origin(tenant)}${screen.link.from}`);
        await settle(page);
        target = (await firstLink(page, screen.link.pattern)) ?? undefined;
        if (!target) {
          found[screen.name] = [`no link matching ${screen.link.pattern} on ${screen.link.from}`];
          continue;
        }
      }
      await page.goto(`${origin(tenant)}${target}`);
      await settle(page);
      if (screen.act) await screen.act(page);
      const problems = await check(page, tenant, screen.name);
      if (problems.length) found[`${screen.name} ${target}`] = problems;
    }
    await page.evaluate(() => localStorage.clear());
    await signInAs(page, tenant, 'admin');
    await page.goto(`${origin(tenant)}/admin/users`);
    const admin = await check(page, tenant, 'admin-users');
    if (admin.length) found['admin-users'] = admin;
    expect(found).toEqual({});
  });
}
