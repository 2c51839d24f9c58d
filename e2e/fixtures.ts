/**
 * The journeys' `test` (docs/testing.md "e2e conventions"): Playwright's, with one browser context per worker
 * that the journeys share, one after the other, instead of a new one each. A new context starts with an empty
 * HTTP cache, so every journey downloaded, parsed and compiled the whole app again; the shared one keeps the
 * app's hashed files (served `immutable`) and their compiled code. Between journeys it is emptied of what a
 * journey can leave: its pages (and with them their routes and scripts), cookies, granted permissions, and the
 * local and session storage of every tenant's origin. Journeys that need other context options (touch, a
 * phone) and the retry of a failed journey (so that its trace records everything) get a new context, as do
 * the extra users a journey opens itself with `browser.newContext()`.
 */
import { test as base, type BrowserContext, type Request } from '@playwright/test';
import { TENANT_IDS } from '@portal/contracts';
import { origin } from './support';

/**
 * Clears what a journey can leave in a shared context (see the file's comment): closes its pages (their
 * session storage goes with them), then clears cookies, permissions and the local storage of `origins`.
 */
async function emptyContext(context: BrowserContext, origins: Iterable<string>) {
  for (const page of context.pages()) await page.close();
  await context.clearCookies();
  await context.clearPermissions();
  const page = await context.newPage();
  for (const visited of origins) {
    await page.goto(`${visited}/api/health`);
    await page.evaluate(() => localStorage.clear());
  }
  await page.close();
}

export const test = base.extend<object, { sharedContext: BrowserContext }>({
  sharedContext: [
    async ({ browser }, use) => {
      const context = await browser.newContext({ baseURL: origin('ota') });
      await use(context);
      await context.close();
    },
    { scope: 'worker' },
  ],
  context: async ({ sharedContext, browser, baseURL, viewport, hasTouch, isMobile }, use, testInfo) => {
    if (hasTouch || isMobile || testInfo.retry > 0) {
      const own = await browser.newContext({ baseURL, viewport, hasTouch, isMobile });
      await use(own);
      await own.close();
      return;
    }
    // The tenants' origins the journey's pages asked anything of: the ones whose storage it may have used.
    const tenantOrigins = new Set(TENANT_IDS.map(origin));
    const visited = new Set<string>();
    const note = (request: Request) => {
      const at = new URL(request.url()).origin;
      if (tenantOrigins.has(at)) visited.add(at);
    };
    sharedContext.on('request', note);
    await use(sharedContext);
    sharedContext.off('request', note);
    await emptyContext(sharedContext, visited);
  },
  page: async ({ context, viewport }, use) => {
    const page = await context.newPage();
    if (viewport) await page.setViewportSize(viewport);
    await use(page);
  },
});
