/**
 * Shared e2e helpers: tenant URLs, demo accounts, sign-in through the real screens, the dev mailbox.
 */
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import AxeBuilder from '@axe-core/playwright';
import { expect, type APIRequestContext, type Page, type Request } from '@playwright/test';
import { TENANT_PROFILES, TOKEN_STORAGE_KEY, type TenantId } from '@portal/contracts';

export const PORT = Number(process.env.E2E_PORT ?? 3300);
export const DEMO_PASSWORD = 'Portal!2026';

/** Origin of a tenant in development naming, e.g. http://psa.localhost:3300. */
export const origin = (tenant: TenantId) => `http://${tenant}.localhost:${PORT}`;
export const demo = (key: string, tenant: TenantId) => `${key}@${tenant}.example`;
export const profile = (tenant: TenantId) => TENANT_PROFILES[tenant];

/** Fills and submits the sign-in form of a tenant (stays on the page; callers assert the outcome). */
export async function submitSignIn(
  page: Page,
  tenant: TenantId,
  email: string,
  password = DEMO_PASSWORD,
  path = '/account/sign-in',
) {
  await page.goto(`${origin(tenant)}${path}`);
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password').fill(password);
  await page.getByRole('button', { name: /sign in/i }).click();
}

/**
 * The local storage of each demo account's session, by `tenant/key`, kept for the worker's life: the first
 * {@link signInAs} of an account signs in through the screen, later ones put the same session back.
 */
const sessions = new Map<string, Record<string, string>>();

/** How {@link signInAs} fills the form the first time: (page, tenant, email). */
type SubmitSignIn = (page: Page, tenant: TenantId, email: string) => Promise<void>;

/**
 * Signs in as a demo account and waits for the home page, or for `to` when given. The first time in this
 * worker it fills and submits the sign-in form (the sign-in journeys themselves use {@link submitSignIn});
 * afterwards it restores the saved session's local storage, as Playwright's storage state would, and opens
 * home: the same bearer token, without the sign-in screen and the password hash each time (docs/testing.md
 * "e2e"). `how.submit` fills and sends the form the first time ({@link submitSignIn} unless told; the
 * keyboard-only journeys type it). `how.to` (a full URL) is the page the journey starts on: with a saved session
 * it is opened straight away, so the journey does not load the dashboard first only to leave it (a full
 * dashboard load per journey, ~40 of them in CI).
 */
export async function signInAs(
  page: Page,
  tenant: TenantId,
  key = 'member',
  how: SubmitSignIn | { to?: string; submit?: SubmitSignIn } = {},
) {
  const { to, submit = submitSignIn } = typeof how === 'function' ? { submit: how } : how;
  followNetwork(page);
  const home = `${origin(tenant)}/`;
  const saved = sessions.get(`${tenant}/${key}`);
  if (saved) {
    // Any same-origin document gives access to the origin's storage; the health answer is the lightest.
    await page.goto(`${origin(tenant)}/api/health`);
    await page.evaluate((entries) => {
      localStorage.clear();
      for (const [name, value] of Object.entries(entries)) localStorage.setItem(name, value);
    }, saved);
    if (to) {
      await page.goto(to);
      return;
    }
    await page.goto(home);
  } else {
    await submit(page, tenant, demo(key, tenant));
  }
  await expect(page).toHaveURL(home);
  if (!saved) sessions.set(`${tenant}/${key}`, await page.evaluate(() => ({ ...localStorage })));
  if (to) await page.goto(to);
}

/**
 * Forgets the saved session of a demo account, for a journey that ends it on the server (sign out
 * everywhere, a password change): the next {@link signInAs} signs in through the screen again.
 */
export function forgetSession(tenant: TenantId, key: string) {
  sessions.delete(`${tenant}/${key}`);
}

/**
 * The tenant's development mailbox, newest first. Node does not resolve `*.localhost`, so the call goes to
 * 127.0.0.1 with the tenant's Host header.
 */
export async function mailbox(request: APIRequestContext, tenant: TenantId, to: string) {
  const res = await request.get(`http://127.0.0.1:${PORT}/dev/mailbox.json?to=${encodeURIComponent(to)}`, {
    headers: { host: `${tenant}.localhost:${PORT}` },
  });
  return ((await res.json()) as { messages: { subject: string; text: string }[] }).messages;
}

/** The 6-digit code of the newest mail to an address, from the development mailbox. */
export async function latestCode(request: APIRequestContext, tenant: TenantId, to: string): Promise<string> {
  const messages = await mailbox(request, tenant, to);
  const match = /code is (\d{6})/.exec(messages[0]?.text ?? '');
  if (!match) throw new Error(`no code mailed to ${to}`);
  return match[1]!;
}

/**
 * Opens the avatar menu and chooses an entry once the menu has finished opening: a click during antd's
 * opening animation can miss the item (seen as a flaky 'Log out').
 */
export async function chooseFromAccountMenu(page: Page, entry: string) {
  await page.getByRole('button', { name: 'Account menu' }).click();
  const item = page.getByRole('menuitem', { name: entry, exact: true });
  await expect(item).toBeVisible();
  await expect(page.locator('.ant-dropdown:not(.ant-dropdown-hidden)')).not.toHaveClass(/-(enter|appear)/);
  await item.click();
}

/**
 * Waits (at most 5 s) until no finite CSS animation or transition is running: antd fades modals in and
 * dropdowns out, and axe run mid-fade reads half-transparent colours (a false colour-contrast failure) and
 * sees a closing listbox. Endless ones (spinners, skeleton shimmer) are ignored.
 */
export async function animationsSettled(page: Page) {
  // Two frames first: a style change of the last moment (a hover, a class just set) starts its transition
  // only at the next frame, and the check below would not see it yet.
  await page.evaluate(
    () => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(() => done(undefined)))),
  );
  await page
    .waitForFunction(
      () =>
        document
          .getAnimations()
          .every(
            (a) =>
              a.playState !== 'running' || a.effect?.getComputedTiming().endTime === Number.POSITIVE_INFINITY,
          ),
      undefined,
      { timeout: 5_000, polling: 100 },
    )
    .catch(() => undefined);
}

/**
 * The serious and critical violations of `tags` (WCAG 2 A/AA unless told) axe-core finds on the page, as
 * 'rule: targets' lines, once the page's animations have settled ({@link animationsSettled}). A screen can
 * still be switching state when axe reads it (a query answering, a control changing look): what axe finds is
 * read again half a second later, twice at most, and only what is still there counts. A clean page costs one
 * pass; a real violation is reported all the same. `include` (a CSS selector, e.g. 'main') limits axe to that
 * part of the page: the route check (a11y-routes.e2e.ts) reads the shell once and then each screen's main content.
 */
export async function seriousViolations(
  page: Page,
  tags: string[] = ['wcag2a', 'wcag2aa'],
  include?: string,
) {
  // The pointer rests where the last click was, often on a control of the next screen: axe would read that
  // control's hover colours. Park it in the page's corner.
  await page.mouse.move(0, 0);
  for (let pass = 1; ; pass += 1) {
    await animationsSettled(page);
    // Only the violations are read: axe then works out selectors and details for their nodes alone, not for
    // every node that passed (axe-core's documented way to run faster on large pages).
    const builder = new AxeBuilder({ page });
    if (include) builder.include(include);
    const results = await builder
      .withTags(tags)
      .options({ resultTypes: ['violations'] })
      .analyze();
    const found = results.violations
      .filter((v) => v.impact === 'serious' || v.impact === 'critical')
      .map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
    if (found.length === 0 || pass === 3) return found;
    await page.waitForTimeout(500);
  }
}

/** Folder of the review screenshots: e2e/test-results/shots/<area>/<name>.png. */
export const SHOTS_DIR = path.join(path.dirname(fileURLToPath(import.meta.url)), 'test-results', 'shots');

/** Whether the journeys save review screenshots: `E2E_SHOTS=1` (CI leaves them off; nobody looks there). */
export const TAKE_SHOTS = process.env.E2E_SHOTS === '1';

/**
 * Saves a screenshot of the settled page for a person to look at, as `SHOTS_DIR/<name>.png` (`name` may hold
 * an area folder, e.g. 'events/03-discover'), when {@link TAKE_SHOTS}; otherwise does nothing. A screenshot
 * is never an assertion: the journeys assert what they check, so skipping it changes no outcome and saves
 * the full-page render (about 125 of them per run).
 */
export async function shot(page: Page, name: string, options: { fullPage?: boolean } = {}) {
  if (!TAKE_SHOTS) return;
  await networkQuiet(page).catch(() => undefined);
  await animationsSettled(page);
  const file = path.join(SHOTS_DIR, `${name}.png`);
  fs.mkdirSync(path.dirname(file), { recursive: true });
  await page.screenshot({ path: file, fullPage: options.fullPage ?? true });
}

/**
 * Opens `path` (e.g. '/news?page=2', or a whole URL) as an in-app link would, when the page already shows
 * the app on that origin: the router navigates without reloading the app, so a journey that checks a list of
 * screens (axe, console, phone) pays for each screen's own chunk and data, not for starting the app again.
 * Then, as a page load would, it waits until no request has been in flight for {@link QUIET_MS} (what
 * `networkidle` means; that load state does not follow in-app navigation) and starts at the top of the page. On another
 * origin, or before the app has started, it loads the page (`page.goto`). `landsOn`: the URL a route that
 * redirects lands on (`/pages` → `/pages/{first id}`, at once when its data is already cached); by default the
 * target itself.
 */
export async function openScreen(page: Page, path: string, options: { landsOn?: RegExp } = {}) {
  const here = page.url().startsWith('http') ? new URL(page.url()) : null;
  const target = new URL(path, here ?? undefined);
  const started =
    here?.origin === target.origin &&
    (await page.evaluate(() => Boolean(document.getElementById('root')?.childElementCount)));
  const landsOn = options.landsOn ?? target.href;
  if (!started) {
    await page.goto(target.href);
    await expect(page).toHaveURL(landsOn);
    return;
  }
  followNetwork(page);
  const inFlight = new Set<unknown>();
  let lastChange = Date.now();
  const began = (request: Request) => {
    if (LONG_LIVED.test(request.url())) return;
    inFlight.add(request);
    lastChange = Date.now();
  };
  const ended = (request: Request) => {
    if (!inFlight.delete(request)) return;
    lastChange = Date.now();
  };
  page.on('request', began);
  page.on('requestfinished', ended);
  page.on('requestfailed', ended);
  try {
    // What the router's own history does for a link: push an entry it can read, then tell it (popstate).
    await page.evaluate(
      (href) => {
        const state = window.history.state as { idx?: number } | null;
        const idx = (state?.idx ?? 0) + 1;
        window.history.pushState({ usr: null, key: Math.random().toString(36).slice(2, 10), idx }, '', href);
        window.dispatchEvent(new PopStateEvent('popstate', { state: window.history.state }));
        window.scrollTo(0, 0);
      },
      target.pathname + target.search + target.hash,
    );
    await expect(page).toHaveURL(landsOn);
    await expect
      .poll(() => inFlight.size === 0 && Date.now() - lastChange >= QUIET_MS, {
        timeout: 15_000,
        intervals: [100],
      })
      .toBe(true);
  } finally {
    page.off('request', began);
    page.off('requestfinished', ended);
    page.off('requestfailed', ended);
  }
}

/**
 * How long no request may be in flight for the network to count as quiet, in ms. Playwright's `networkidle`
 * uses 500; a screen's next request (a lazy chunk, the call its first render makes) starts within a few frames
 * of the last answer, and the checks after a quiet network still wait for spinners and skeletons to go, so 300 ms
 * is enough — and it is paid at every screen of the screen-list journeys (about 250 per run).
 */
export const QUIET_MS = 300;

/**
 * Requests that never end by design: the live stream (`GET /api/live`, issue 38 point 4). An open stream keeps
 * Chromium from ever reporting `networkidle`, so the journeys wait with {@link networkQuiet} instead.
 */
const LONG_LIVED = /\/api\/live(\?|$)/;

/** Requests in flight per followed page (the live stream left out) and when that set last changed (ms). */
const followed = new WeakMap<Page, { inFlight: Set<Request>; lastChange: number }>();

/**
 * Follows `page`'s requests from now on (once per page; {@link signInAs} and {@link openScreen} call it), so that
 * {@link networkQuiet} knows what is in flight. Call it before the first `goto` of a page that signs in otherwise.
 */
export function followNetwork(page: Page) {
  if (followed.has(page)) return;
  const state = { inFlight: new Set<Request>(), lastChange: Date.now() };
  followed.set(page, state);
  page.on('request', (request) => {
    if (LONG_LIVED.test(request.url())) return;
    state.inFlight.add(request);
    state.lastChange = Date.now();
  });
  const ended = (request: Request) => {
    if (state.inFlight.delete(request)) state.lastChange = Date.now();
  };
  page.on('requestfinished', ended);
  page.on('requestfailed', ended);
}

/**
 * What `page.waitForLoadState('networkidle')` meant before the live stream: the page has loaded and no request
 * (but the stream) has been in flight for {@link QUIET_MS}. Throws after `timeout` ms (default 15,000).
 */
export async function networkQuiet(page: Page, timeout = 15_000) {
  followNetwork(page);
  const state = followed.get(page)!;
  await page.waitForLoadState('load', { timeout });
  await expect
    .poll(() => state.inFlight.size === 0 && Date.now() - state.lastChange >= QUIET_MS, {
      timeout,
      intervals: [100],
    })
    .toBe(true);
}

/**
 * Calls the portal's API from `page` as the member signed in there (the bearer token the app keeps in
 * localStorage), for a journey's setup or checks. Throws on a non-2xx answer with its status and body.
 */
export async function api<T>(page: Page, method: string, url: string, body?: unknown): Promise<T> {
  return page.evaluate(
    async ({ method, url, body, key }) => {
      const raw = localStorage.getItem(key) ?? '';
      const claims = JSON.parse(atob(raw.split('.')[1]!.replace(/-/g, '+').replace(/_/g, '/'))) as {
        accessToken: string;
      };
      const res = await fetch(url, {
        method,
        headers: { Authorization: `Bearer ${claims.accessToken}`, 'Content-Type': 'application/json' },
        body: body === undefined ? undefined : JSON.stringify(body),
      });
      if (!res.ok) throw new Error(`${method} ${url} → ${res.status} ${await res.text()}`);
      return (await res.json()) as T;
    },
    { method, url, body, key: TOKEN_STORAGE_KEY },
  );
}

/**
 * Opens the bell on `page` and waits until a notification with `text` shows. The first look keeps the page: an
 * open bell's list takes a new notification live (docs/live-updates.md, within 2 s); each next look reloads
 * the page first, as a member would.
 */
export async function expectInBell(page: Page, text: string) {
  let attempt = 0;
  await expect(async () => {
    const first = attempt++ === 0;
    if (!first) await page.reload();
    const bell = page.getByRole('button', { name: /^Notifications/ });
    if ((await bell.getAttribute('aria-expanded')) !== 'true') await bell.click();
    // The notifications centre loads when first opened (its chunk, then the list): a loaded machine needs
    // more than a moment for both after a reload.
    await expect(page.getByText(text).first()).toBeVisible({ timeout: first ? 5_000 : 10_000 });
  }).toPass({ timeout: 60_000 });
}
