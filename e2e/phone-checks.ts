/**
 * Layout checks of the phone pass (issue 18 "Phone and small screens"): horizontal overflow, overlapping
 * controls and the serious or critical WCAG 2.2 A/AA violations axe-core finds.
 */
import { expect, type Page } from '@playwright/test';
import { animationsSettled, networkQuiet, seriousViolations } from './support';

/** The axe tags of WCAG 2.0, 2.1 and 2.2, levels A and AA. */
export const WCAG22_AA_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'];

/** The serious and critical WCAG 2.2 A/AA violations on the page, as 'rule: targets' lines. */
export async function seriousWcag22Violations(page: Page): Promise<string[]> {
  return seriousViolations(page, WCAG22_AA_TAGS);
}

/**
 * How far the document is wider than the viewport, in CSS pixels (0 when it fits):
 * `document.scrollingElement.scrollWidth - innerWidth`.
 */
export async function horizontalOverflow(page: Page): Promise<number> {
  return page.evaluate(() => {
    const root = document.scrollingElement ?? document.documentElement;
    return Math.max(0, root.scrollWidth - window.innerWidth);
  });
}

/**
 * Pairs of visible interactive controls (links, buttons, form fields, ARIA widgets) and page headings whose
 * visible boxes intersect by more than `tolerance` px in both directions, as 'A ⟷ B' lines. Only the page
 * (inside `#root`) is compared: popups, drawers and toasts are portals outside it, over the page on purpose.
 * A box is cut to its scrolling or clipping ancestors (a tab bar, a table, a carousel), so what they hide
 * does not count. A control nested in another (a link in a button, an antd input in its wrapper) is not
 * compared with its container; hidden controls (`aria-hidden`, `inert`, `display: none`, `visibility:
 * hidden`) and fixed ones (back-to-top) are left out. Two headings are not compared.
 */
export async function overlappingControls(page: Page, tolerance = 2): Promise<string[]> {
  return page.evaluate((tol) => {
    const selector = [
      'a[href]',
      'button',
      'input:not([type="hidden"])',
      'select',
      'textarea',
      '[role="button"]',
      '[role="link"]',
      '[role="checkbox"]',
      '[role="switch"]',
      '[role="tab"]',
      '[role="menuitem"]',
      '[role="combobox"]',
      'h1',
      'h2',
    ].join(',');
    const isHeading = (el: Element) => /^H[12]$/.test(el.tagName);
    const hiddenOrFixed = (el: Element) => {
      for (let node: Element | null = el; node; node = node.parentElement) {
        if (node.getAttribute('aria-hidden') === 'true' || node.hasAttribute('inert')) return true;
        const style = getComputedStyle(node);
        if (style.position === 'fixed' || style.display === 'none') return true;
      }
      return getComputedStyle(el).visibility === 'hidden';
    };
    const describe = (el: Element) => {
      const name =
        el.getAttribute('aria-label') ??
        (el as HTMLInputElement).placeholder ??
        el.textContent?.trim().replace(/\s+/g, ' ').slice(0, 40) ??
        '';
      const role = el.getAttribute('role');
      return `${el.tagName.toLowerCase()}${role ? `[role=${role}]` : ''} "${name}"`;
    };
    /** The part of the element's box its clipping ancestors let through (null when none). */
    const visibleBox = (el: Element) => {
      const r = el.getBoundingClientRect();
      let box = { left: r.left, top: r.top, right: r.right, bottom: r.bottom };
      for (let node = el.parentElement; node && node !== document.body; node = node.parentElement) {
        const style = getComputedStyle(node);
        if (style.overflowX === 'visible' && style.overflowY === 'visible') continue;
        const c = node.getBoundingClientRect();
        box = {
          left: Math.max(box.left, c.left),
          top: Math.max(box.top, c.top),
          right: Math.min(box.right, c.right),
          bottom: Math.min(box.bottom, c.bottom),
        };
      }
      box = { ...box, left: Math.max(box.left, 0), right: Math.min(box.right, window.innerWidth) };
      return box.right - box.left >= 1 && box.bottom - box.top >= 1 ? box : null;
    };
    const root = document.getElementById('root') ?? document.body;
    const boxes = Array.from(root.querySelectorAll(selector))
      .filter((el) => !hiddenOrFixed(el))
      .map((el) => ({ el, r: visibleBox(el) }))
      .filter((b): b is { el: Element; r: NonNullable<ReturnType<typeof visibleBox>> } => b.r !== null);
    const found: string[] = [];
    for (let i = 0; i < boxes.length; i += 1) {
      for (let j = i + 1; j < boxes.length; j += 1) {
        const a = boxes[i]!;
        const b = boxes[j]!;
        if (a.el.contains(b.el) || b.el.contains(a.el)) continue;
        if (isHeading(a.el) && isHeading(b.el)) continue;
        // A control labelled by or wrapped in the same label as another (antd checkbox input and its box).
        if (a.el.closest('label') && a.el.closest('label') === b.el.closest('label')) continue;
        const dx = Math.min(a.r.right, b.r.right) - Math.max(a.r.left, b.r.left);
        const dy = Math.min(a.r.bottom, b.r.bottom) - Math.max(a.r.top, b.r.top);
        if (dx > tol && dy > tol) found.push(`${describe(a.el)} ⟷ ${describe(b.el)}`);
      }
    }
    return found;
  }, tolerance);
}

/**
 * Waits until the page has settled: no pending requests for 500 ms, no antd spinner or skeleton, and
 * antd's motion done.
 */
export async function settle(page: Page) {
  const t0 = Date.now();
  await networkQuiet(page, 5_000).catch(() => undefined);
  const t1 = Date.now();
  await expect(page.locator('.ant-spin-spinning, .ant-skeleton-active'))
    .toHaveCount(0, { timeout: 8_000 })
    .catch(() => undefined);
  if (process.env.PHONE_DEBUG)
    console.log(`settle ${page.url()} idle ${t1 - t0}ms spin ${Date.now() - t1}ms`);
  await animationsSettled(page);
}
