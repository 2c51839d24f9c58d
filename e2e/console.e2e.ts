/**
 * One visit per screen, two checks (docs/testing.md "CI after issue 35"): the OTA member and admin visit the
 * main screens — dashboard, feed, explore, a community, explore meetings, events home/discover/calendar/detail,
 * news, resources, CPD, settings, search, favourites and the admin pages — by full page loads and by in-app
 * clicks in the navigation (which cancel the previous screen's requests), and
 * - no console warning, console error or uncaught page error may appear (issue 18: antd deprecations, React
 *   key warnings, aborted-fetch noise);
 * - no document or frame reports a Content Security Policy violation (issue 10 §12: the policy, helmet in
 *   apps/server/src/app.ts, has no 'unsafe-eval'; zod runs jitless so it never probes `Function`);
 * Axe (WCAG 2 A/AA) on these screens is the route rotation's (a11y-routes.e2e.ts: every route once per CI),
 * no longer repeated here (docs/testing.md "CI after stop 52").
 */
import { expect as baseExpect, test, type Page } from '@playwright/test';
import { animationsSettled, followNetwork, networkQuiet, origin, signInAs } from './support';

/** Screens with several editors render slowly on a loaded machine: assertions wait up to 30 s. */
const expect = baseExpect.configure({ timeout: 30_000 });

const base = origin('ota');

/** Collects console warnings and errors and page errors of `page`, each as 'type: text (url)'. */
function collect(page: Page, where: () => string): string[] {
  const found: string[] = [];
  page.on('console', (msg) => {
    if (msg.type() !== 'warning' && msg.type() !== 'error') return;
    const at = msg.location().url ? ` [${msg.location().url}]` : '';
    found.push(`${where()} → ${msg.type()}: ${msg.text().slice(0, 400)}${at}`);
  });
  page.on('pageerror', (error) => found.push(`${where()} → pageerror: ${error.message.slice(0, 400)}`));
  return found;
}

/** Collects CSP violations of every document of the page (frames included) as console-like lines. */
async function watchCsp(page: Page, where: () => string, found: string[]): Promise<void> {
  await page.exposeFunction('__cspViolation', (text: string) => found.push(`${where()} → csp: ${text}`));
  await page.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (event) => {
      (window as unknown as { __cspViolation(t: string): void }).__cspViolation(
        `${event.violatedDirective} ${event.blockedURI} at ${event.sourceFile}:${event.lineNumber}`,
      );
    });
  });
}

/** Opens `path` and waits until its requests have settled (and late effects had a moment to log). */
async function visit(page: Page, path: string) {
  followNetwork(page);
  await page.goto(`${base}${path}`);
  await networkQuiet(page, 10_000).catch(() => {});
  await expect(page.locator('header').first()).toBeVisible({ timeout: 30_000 });
  await animationsSettled(page);
}

/** Member screens opened by full page loads. */
const MEMBER_PATHS = [
  '/',
  '/communities',
  '/communities/explore',
  '/communities/aged-care-forum',
  '/meetings/explore',
  '/communities/saved-posts',
  '/events',
  '/events/discover/all',
  '/events/discover/all?activeTab=calendar',
  '/events/attending',
  '/news',
  '/resources',
  '/pages',
  '/cpd/tracker-page',
  '/cpd/enrolled-page',
  '/cpd/all-courses',
  '/settings/account-details',
  '/settings/change-password',
  '/settings/invoices',
  '/search?keyword=therapy',
  '/favourites/resources',
];

/** Admin screens opened by full page loads. */
const ADMIN_PATHS = [
  '/admin',
  '/admin/users',
  '/admin/events',
  '/admin/events/new',
  '/admin/resources',
  '/admin/communities-management',
  '/admin/communities-moderation',
  '/admin/announcement',
  '/admin/settings',
  '/admin/sent-mail',
  '/admin/memberships',
];

test.describe.configure({ timeout: 600_000 });

test('the member’s main screens leave the console quiet and raise no CSP violation', async ({ page }) => {
  let where = 'sign-in';
  const found = collect(page, () => where);
  await watchCsp(page, () => where, found);
  const response = await page.goto(`${base}/`);
  const csp = response?.headers()['content-security-policy'] ?? '';
  expect(csp).toContain("script-src 'self'");
  expect(csp).not.toContain('unsafe-eval');
  await signInAs(page, 'ota', 'member');
  for (const path of MEMBER_PATHS) {
    where = path;
    await visit(page, path);
  }

  where = 'event detail';
  await visit(page, '/events/discover/all');
  await page.locator('a[href^="/events/"]').filter({ hasText: /\w/ }).first().click();
  await expect(page).toHaveURL(/\/events\/\d+$/);
  await networkQuiet(page, 10_000).catch(() => {});
  await animationsSettled(page);

  where = 'news detail';
  await visit(page, '/news');
  await page.locator('a[href*="/news/details/"]').first().click();
  await networkQuiet(page, 10_000).catch(() => {});

  // In-app clicks through the header, quickly, so that pending requests of the left screen are cancelled.
  where = 'navigation clicks';
  await visit(page, '/');
  const nav = page.getByRole('navigation').first();
  for (const name of ['Communities', 'CPD & Events', 'Home', 'Communities', 'Home']) {
    const link = nav.getByRole('link', { name, exact: true });
    if (await link.isVisible()) await link.click();
  }
  await networkQuiet(page, 10_000).catch(() => {});
  await animationsSettled(page);

  expect(found).toEqual([]);
});

test('the admin’s screens leave the console quiet', async ({ page }) => {
  let where = 'sign-in';
  const found = collect(page, () => where);
  await signInAs(page, 'ota', 'admin');
  for (const path of ADMIN_PATHS) {
    where = path;
    await visit(page, path);
  }

  where = 'admin event edit';
  await visit(page, '/admin/events');
  await page.locator('table a[href]').filter({ hasNotText: /^\d+$/ }).first().click();
  await expect(page.getByRole('heading', { name: 'Edit event' })).toBeVisible();
  await networkQuiet(page, 10_000).catch(() => {});

  where = 'community admin';
  await visit(page, '/admin/communities-management');
  await page
    .getByRole('link', { name: /^Manage/ })
    .first()
    .click();
  await networkQuiet(page, 10_000).catch(() => {});
  await animationsSettled(page);
  await expect(page.getByRole('table')).toBeVisible();

  expect(found).toEqual([]);
});
