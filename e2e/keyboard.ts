/**
 * Keyboard-only journeys (issue 42 point 2): a Playwright `test` whose pages record every trusted pointer,
 * mouse or touch event and fail the test when any happened, and helpers that move by Tab and check that
 * the focus is visible. A keyboard activation still fires `click`, with `detail` 0: only clicks with a
 * `detail` above 0 (a pointer's) count.
 */
import {
  test as base,
  expect,
  type Browser,
  type BrowserContext,
  type Locator,
  type Page,
} from '@playwright/test';
import type { TenantId } from '@portal/contracts';
import { DEMO_PASSWORD, origin, signInAs } from './support';

/** The events a pointer makes and a keyboard never does (a keyboard's `click` has detail 0). */
const POINTER_EVENTS = [
  'pointerdown',
  'pointerup',
  'mousedown',
  'mouseup',
  'click',
  'dblclick',
  'auxclick',
  'contextmenu',
  'touchstart',
  'touchend',
  'wheel',
] as const;

/**
 * Makes every page of `context` report each trusted pointer event (type and target) into the returned list,
 * from the first script of each document on (the hosted checkout page too).
 */
async function recordPointerEvents(context: BrowserContext): Promise<string[]> {
  const seen: string[] = [];
  await context.exposeBinding('__keyboardOnlyReport', (_source, what: string) => {
    seen.push(what);
  });
  await context.addInitScript((types: readonly string[]) => {
    const report = (what: string) =>
      (window as unknown as { __keyboardOnlyReport: (what: string) => void }).__keyboardOnlyReport(what);
    for (const type of types) {
      window.addEventListener(
        type,
        (event) => {
          if (!event.isTrusted) return;
          if (type === 'click' && (event as MouseEvent).detail === 0) return;
          const target = event.target as Element | null;
          const name = target?.getAttribute?.('aria-label') ?? target?.textContent?.trim().slice(0, 40) ?? '';
          const where = `${location.pathname} ${target?.tagName ?? '?'} "${name}"`;
          report(`${type} on ${where}`);
        },
        { capture: true },
      );
    }
  }, POINTER_EVENTS);
  return seen;
}

/** The fixtures: `page` in a recorded context, and `keyboardPage()` for a second person's page. */
interface KeyboardFixtures {
  /** Opens a page in a new recorded context (e.g. a moderator beside the member); closed after the test. */
  keyboardPage: () => Promise<Page>;
}

/**
 * `test` for keyboard-only journeys: its `context` (so `page`) and every `keyboardPage()` record pointer
 * events, and the test fails after its body when any was recorded, listing them.
 */
export const test = base.extend<KeyboardFixtures>({
  context: async ({ context }, use) => {
    const seen = await recordPointerEvents(context);
    await use(context);
    expect(seen, 'pointer or mouse events in a keyboard-only journey').toEqual([]);
  },
  keyboardPage: async ({ browser }, use) => {
    const opened: { context: BrowserContext; seen: string[] }[] = [];
    await use(async () => newRecordedPage(browser, opened));
    for (const { context, seen } of opened) {
      await context.close();
      expect(seen, 'pointer or mouse events in a keyboard-only journey').toEqual([]);
    }
  },
});

async function newRecordedPage(browser: Browser, opened: { context: BrowserContext; seen: string[] }[]) {
  const context = await browser.newContext({ viewport: { width: 1366, height: 900 } });
  const seen = await recordPointerEvents(context);
  opened.push({ context, seen });
  return context.newPage();
}

/**
 * Asserts that the focused element shows its focus: it (or the antd field wrapping it, which draws the focus
 * of a select, a date picker or an input with affixes) has an outline that is not 'none' or a box shadow.
 */
export async function expectFocusVisible(page: Page) {
  const found = await page.evaluate(() => {
    const active = document.activeElement;
    if (!active || active === document.body) return { ok: false, what: 'nothing focused' };
    const wrapper = active.closest(
      '.ant-select, .ant-picker, .ant-input-affix-wrapper, .ant-input-number, .ant-checkbox-wrapper, .ant-radio-wrapper',
    );
    const shows = (el: Element) => {
      const style = getComputedStyle(el);
      const outline = style.outlineStyle !== 'none' && parseFloat(style.outlineWidth) > 0;
      return outline || style.boxShadow !== 'none';
    };
    const what = `${active.tagName} ${active.getAttribute('aria-label') ?? active.textContent?.trim().slice(0, 40) ?? ''}`;
    return { ok: shows(active) || (wrapper !== null && shows(wrapper)), what };
  });
  expect(found.ok, `focus is visible on ${found.what}`).toBe(true);
}

/** Whether the focused element is `locator`'s element or inside it. */
async function holdsFocus(locator: Locator): Promise<boolean> {
  return locator.evaluate((el) => el === document.activeElement || el.contains(document.activeElement));
}

/**
 * Presses Tab (Shift+Tab with `back`) until `locator` holds the focus, at most `max` times, then asserts the
 * focus is visible. Fails naming the element that had the focus last.
 */
export async function tabTo(page: Page, locator: Locator, { max = 60, back = false } = {}) {
  await locator.waitFor({ state: 'attached' });
  for (let press = 0; press <= max; press += 1) {
    if (await holdsFocus(locator)) {
      await expectFocusVisible(page);
      return;
    }
    await page.keyboard.press(back ? 'Shift+Tab' : 'Tab');
  }
  const last = await page.evaluate(() => document.activeElement?.outerHTML.slice(0, 200));
  throw new Error(`Tab did not reach ${String(locator)} in ${max} presses; focus is on ${last}`);
}

/**
 * After a page load: Tab to the skip link (the first stop), Enter, and the focus is on `<main>`; the next Tab
 * goes to the page's first control, past the header.
 */
export async function skipToMain(page: Page) {
  await activate(page, page.getByRole('link', { name: 'Skip to main content' }), 'Enter', { max: 1 });
  await expect(page.locator('main#main-content')).toBeFocused();
}

/** Tabs to `locator` and presses `key` on it (Enter by default: a link, a button, a submit). */
export async function activate(
  page: Page,
  locator: Locator,
  key = 'Enter',
  options?: { back?: boolean; max?: number },
) {
  await tabTo(page, locator, options);
  await page.keyboard.press(key);
}

/** A toast with `text`, asserted to sit in a live region (antd's notices are role=alert; ours role=status). */
export async function expectToast(page: Page, text: string | RegExp) {
  await expect(page.locator('[role=alert], [role=status]').filter({ hasText: text }).first()).toBeVisible();
}

/** Tabs to a text field and types `text` into it. */
export async function typeInto(
  page: Page,
  locator: Locator,
  text: string,
  options?: { back?: boolean; max?: number },
) {
  await tabTo(page, locator, options);
  await page.keyboard.type(text);
}

/**
 * Asserts what a route change does (issue 42 point 2): the new page's `<h1>` holds the focus (it has
 * `name` when given) and the polite route announcer has said the document title.
 */
export async function expectRouteFocus(page: Page, name?: string | RegExp) {
  const heading = page.locator('main h1').first();
  await expect(heading).toBeFocused();
  if (name !== undefined) await expect(heading).toHaveText(name);
  const title = await page.title();
  await expect(
    page.locator('[role=status][aria-live=polite]').filter({ hasText: title }).first(),
  ).toBeAttached();
}

/**
 * Asserts what a path change within the same screen does (a tab that is a sub-route, in-page navigation):
 * the control the person used keeps the focus, and the polite route announcer says the new document title.
 */
export async function expectFocusKept(page: Page, control: Locator) {
  await expect(control).toBeFocused();
  await expect
    .poll(async () => {
      const title = await page.title();
      return page.locator('[role=status][aria-live=polite]').filter({ hasText: title }).count();
    })
    .toBeGreaterThan(0);
  await expect(control).toBeFocused();
  await expectFocusVisible(page);
}

/** A file for a file chooser: name, type and content. */
export interface ChosenFile {
  name: string;
  mimeType: string;
  buffer: Buffer;
}

/**
 * Tabs to an upload control, opens its file chooser with `key` (Enter unless told) and chooses `file` there:
 * the one step a keyboard user finishes in the system dialog, which Playwright answers for them.
 */
export async function chooseFile(page: Page, control: Locator, file: ChosenFile, key = 'Enter') {
  // Playwright intercepts file choosers only while a listener exists, and turns that on asynchronously: a key
  // press right after `waitForEvent` can beat it, and the browser then opens its own chooser (never answered,
  // and blocking every later one). A standing listener, added before the Tab presses, turns it on in time.
  if (!intercepting.has(page)) {
    intercepting.add(page);
    page.on('filechooser', () => undefined);
  }
  await tabTo(page, control);
  const chooser = page.waitForEvent('filechooser');
  await page.keyboard.press(key);
  await (await chooser).setFiles(file);
}

/** Pages with a standing file-chooser listener (see {@link chooseFile}). */
const intercepting = new WeakSet<Page>();

/** Types a demo account's email and password into the tenant's sign-in form and presses Enter on the button. */
export async function typeSignIn(page: Page, tenant: TenantId, email: string, password = DEMO_PASSWORD) {
  await page.goto(`${origin(tenant)}/account/sign-in`);
  await typeInto(page, page.getByLabel('Email'), email);
  await typeInto(page, page.getByLabel('Password'), password);
  await activate(page, page.getByRole('button', { name: /sign in/i }));
}

/** {@link signInAs} whose first sign-in in the worker is typed ({@link typeSignIn}), never clicked. */
export async function keyboardSignInAs(page: Page, tenant: TenantId, key = 'member') {
  await signInAs(page, tenant, key, (p, t, email) => typeSignIn(p, t, email));
}

/**
 * Asserts that the focus stays inside `dialog` over `presses` Tab presses (a modal traps it: antd's focus
 * lock wraps from the last control to the first).
 */
export async function expectFocusTrapped(page: Page, dialog: Locator, presses = 12) {
  for (let press = 0; press < presses; press += 1) {
    await page.keyboard.press('Tab');
    const where = await page.evaluate(() => document.activeElement?.outerHTML.slice(0, 160));
    expect(
      await holdsFocus(dialog),
      `focus stays in the dialog after ${press + 1} Tab presses (on ${where})`,
    ).toBe(true);
  }
}

export { expect };
