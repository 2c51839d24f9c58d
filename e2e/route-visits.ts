/**
 * Visits of the route table with axe (issue 42 point 3): which route is opened by which tenant, at which width
 * and in which theme ({@link planAll} for `npm run a11y`, {@link planRotation} for CI), and the visit itself:
 * client-side navigation in one signed-in page per tenant and role, axe on the main content once the page is
 * quiet (the shell once per width and theme), 0 serious or critical violations expected.
 */
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { expect, type Page } from '@playwright/test';
import { TENANT_IDS, type TenantId } from '@portal/contracts';
import { animationsSettled, api, networkQuiet, openScreen, origin, seriousViolations } from './support';
import {
  EXEMPT,
  QUERY,
  RESOLVERS,
  fillPath,
  hasParams,
  tenantHasRoute,
  tenantRoutes,
  type ApiGet,
  type RouteEntry,
} from './route-table';

/** The themes, as media features the app reads (`prefers-color-scheme`, `prefers-contrast`). */
export const THEMES = {
  light: { colorScheme: 'light', contrast: 'no-preference' },
  dark: { colorScheme: 'dark', contrast: 'no-preference' },
  'high-contrast': { colorScheme: 'light', contrast: 'more' },
} as const;
export type Theme = keyof typeof THEMES;
const THEME_NAMES = Object.keys(THEMES) as Theme[];

/** The widths checked, in CSS pixels: a desktop and a phone. */
export const WIDTHS = [1440, 390] as const;

/** One planned visit. `route.access` says who makes it: nobody signed in, a member, or staff. */
export interface Visit {
  tenant: TenantId;
  route: RouteEntry;
  width: number;
  theme: Theme;
}

/** What a visit found; `violations` are 'rule: targets' lines (support.ts `seriousViolations`). */
export interface VisitResult extends Visit {
  path: string;
  violations: string[];
  /** Milliseconds spent: finding the parameters, navigating until quiet, waiting for spinners, axe. */
  phases: { resolve: number; open: number; settle: number; axe: number };
  /** Why the visit could not be made (a parameter without a value, a guard sending the visitor away). */
  failure?: string;
  ms: number;
}

/** A route's key across tenants: its place in the table (the tables differ only in the tenant's words). */
function tables() {
  const byTenant = new Map(TENANT_IDS.map((tenant) => [tenant, tenantRoutes(tenant)] as const));
  const lengths = new Set([...byTenant.values()].map((list) => list.length));
  if (lengths.size !== 1) throw new Error('the tenants’ route tables differ in shape; key routes by pattern');
  return byTenant;
}

/** Why a route is not visited at all, or null: exempt by name, or a redirect without a screen. */
export function exemption(route: RouteEntry): string | null {
  if (route.redirect) return 'redirects (no screen of its own)';
  return EXEMPT.get(route.path) ?? null;
}

/** A comma-separated environment list (e.g. A11Y_TENANTS=ota,psa) as a filter; everything when unset. */
function only<T extends string | number>(name: string, all: readonly T[]): T[] {
  const wanted = process.env[name]?.split(',').map((item) => item.trim());
  return wanted ? all.filter((item) => wanted.includes(String(item))) : [...all];
}

/**
 * Every visitable route × every tenant that has it × every width × every theme, narrowed for a partial run by
 * A11Y_TENANTS, A11Y_WIDTHS and A11Y_THEMES (comma lists).
 */
export function planAll(): Visit[] {
  const visits: Visit[] = [];
  const tenants = only('A11Y_TENANTS', TENANT_IDS);
  const widths = only('A11Y_WIDTHS', WIDTHS);
  const themes = only('A11Y_THEMES', THEME_NAMES);
  for (const [tenant, routes] of tables()) {
    if (!tenants.includes(tenant)) continue;
    for (const route of routes) {
      if (exemption(route) || !tenantHasRoute(tenant, route)) continue;
      for (const width of widths) for (const theme of themes) visits.push({ tenant, route, width, theme });
    }
  }
  return visits;
}

/**
 * Each route once, for CI: the route at place i gets the i-th of the 24 tenant × width × theme combinations
 * (tenant fastest, then width, then theme), moving on to the next tenant when the module is off there.
 */
export function planRotation(): Visit[] {
  const byTenant = tables();
  const count = byTenant.get(TENANT_IDS[0])!.length;
  const visits: Visit[] = [];
  let turn = 0;
  for (let place = 0; place < count; place += 1) {
    if (exemption(byTenant.get(TENANT_IDS[0])!.at(place)!)) continue;
    const combo = turn++;
    const width = WIDTHS[Math.floor(combo / TENANT_IDS.length) % WIDTHS.length]!;
    const theme = THEME_NAMES[Math.floor(combo / (TENANT_IDS.length * WIDTHS.length)) % THEME_NAMES.length]!;
    for (let step = 0; step < TENANT_IDS.length; step += 1) {
      const tenant = TENANT_IDS[(combo + step) % TENANT_IDS.length]!;
      const route = byTenant.get(tenant)![place]!;
      if (!tenantHasRoute(tenant, route)) continue;
      visits.push({ tenant, route, width, theme });
      break;
    }
  }
  return visits;
}

/**
 * The routes of the table that no planned visit opens and no exemption names (pattern per tenant): the check
 * fails on any, so a new route must be visitable (or named in EXEMPT) the day it is added. A parameterised
 * route needs a resolver in RESOLVERS.
 */
export function uncovered(plan: Visit[]): string[] {
  const visited = new Set(plan.map((visit) => visit.route.path));
  const missing: string[] = [];
  for (const [tenant, routes] of tables())
    for (const route of routes) {
      if (exemption(route)) continue;
      if (hasParams(route.path) && !RESOLVERS.some(([pattern]) => pattern.test(route.path)))
        missing.push(`${tenant} ${route.path}: parameters without a resolver (RESOLVERS) or an exemption`);
      else if (!visited.has(route.path) && TENANT_IDS.every((t) => !tenantHasRoute(t, route)))
        missing.push(`${tenant} ${route.path}: no tenant has its module; exempt it with a reason`);
    }
  return missing;
}

/** The concrete path of a visit's route, its parameters read through the API as the signed-in account. */
async function concretePath(page: Page, route: RouteEntry, cache: Map<string, string>): Promise<string> {
  if (!hasParams(route.path)) return route.path;
  const known = cache.get(route.path);
  if (known) return known;
  const resolver = RESOLVERS.find(([pattern]) => pattern.test(route.path))?.[1];
  if (!resolver) throw new Error('no resolver for its parameters');
  const get: ApiGet = (method, url, body) => api(page, method, url, body);
  const path = fillPath(route.path, await resolver(get));
  cache.set(route.path, path);
  return path;
}

/** axe-core's browser script, read once (the version @axe-core/playwright uses). */
const AXE_SOURCE = readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');

/**
 * support.ts `seriousViolations` for a page navigated in-app: axe-core is put into the document once and run
 * again on each screen, instead of AxeBuilder injecting its half-megabyte script on every call (most of a
 * visit's time). Same rules (WCAG 2 A/AA), same settling and re-reading; `include` limits it to a part. A
 * screen with a frame goes through AxeBuilder, which also reads inside frames.
 */
export async function axeOnScreen(page: Page, include?: string): Promise<string[]> {
  if (await page.locator('iframe').count()) return seriousViolations(page, undefined, include);
  await page.mouse.move(0, 0);
  if (!(await page.evaluate(() => 'axe' in window))) await page.evaluate(AXE_SOURCE);
  for (let pass = 1; ; pass += 1) {
    await animationsSettled(page);
    const found = await page.evaluate(async (part) => {
      type Result = { id: string; impact?: string | null; nodes: { target: string[] }[] };
      const axe = (
        window as unknown as { axe: { run(c: unknown, o: unknown): Promise<{ violations: Result[] }> } }
      ).axe;
      const context = part ? { include: [part] } : document;
      const results = await axe.run(context, {
        runOnly: { type: 'tag', values: ['wcag2a', 'wcag2aa'] },
        resultTypes: ['violations'],
      });
      return results.violations
        .filter((v) => v.impact === 'serious' || v.impact === 'critical')
        .map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
    }, include ?? null);
    if (found.length === 0 || pass === 3) return found;
    await page.waitForTimeout(500);
  }
}

/**
 * Makes `visits` (one tenant, one role) in `page`, already signed in as needed (or not, for public routes):
 * sets the width and theme, opens the route in-app, checks it stayed there, and runs axe on `main` (on the
 * whole page at the first visit of each width and theme, for the shell). Returns one result per visit.
 */
export async function makeVisits(page: Page, visits: Visit[]): Promise<VisitResult[]> {
  const results: VisitResult[] = [];
  const shellChecked = new Set<string>();
  const paths = new Map<string, string>();
  for (const visit of visits) {
    const started = Date.now();
    const phases = { resolve: 0, open: 0, settle: 0, axe: 0 };
    const result: VisitResult = { ...visit, path: visit.route.path, violations: [], ms: 0, phases };
    let mark = started;
    const lap = (phase: keyof typeof phases) => {
      phases[phase] = Date.now() - mark;
      mark = Date.now();
    };
    results.push(result);
    try {
      result.path = await concretePath(page, visit.route, paths);
      lap('resolve');
      await page.setViewportSize({ width: visit.width, height: 900 });
      await page.emulateMedia(THEMES[visit.theme]);
      await openScreen(page, `${origin(visit.tenant)}${result.path}${QUERY.get(visit.route.path) ?? ''}`);
      // A full load returns once the address is right, before the app has run: let it settle first, so that a
      // page redirecting on its own is seen.
      await networkQuiet(page);
      const landed = decodeURI(new URL(page.url()).pathname);
      if (landed !== decodeURI(result.path)) throw new Error(`was sent to ${landed}`);
      lap('open');
      await expect(page.locator('main .ant-spin-spinning, main .ant-skeleton-active'))
        .toHaveCount(0, {
          timeout: 5_000,
        })
        .catch(() => undefined);
      lap('settle');
      const shell = `${visit.width}/${visit.theme}`;
      const include = shellChecked.has(shell) ? 'main' : undefined;
      shellChecked.add(shell);
      result.violations = await axeOnScreen(page, include);
      lap('axe');
    } catch (error) {
      result.failure = (error as Error).message.split('\n')[0]!.slice(0, 200);
    }
    result.ms = Date.now() - started;
  }
  return results;
}

/** A printable summary: routes, visits, time, failures and violations by rule. */
export function summary(results: VisitResult[], title: string): string {
  const byRule = new Map<string, number>();
  for (const r of results)
    for (const line of r.violations) {
      const rule = line.split(':')[0]!;
      byRule.set(rule, (byRule.get(rule) ?? 0) + 1);
    }
  const routes = new Set(results.map((r) => `${r.tenant} ${r.route.path}`));
  const seconds = results.reduce((sum, r) => sum + r.ms, 0) / 1000;
  const total = (phase: keyof VisitResult['phases']) =>
    (results.reduce((sum, r) => sum + r.phases[phase], 0) / 1000).toFixed(1);
  const lines = [
    `${title}: ${routes.size} routes, ${results.length} visits, ${seconds.toFixed(1)} s, ` +
      `${results.filter((r) => r.violations.length).length} visits with serious/critical violations, ` +
      `${results.filter((r) => r.failure).length} failed visits ` +
      `(seconds: resolve ${total('resolve')}, open ${total('open')}, settle ${total('settle')}, axe ${total('axe')})`,
    ...[...byRule].map(([rule, count]) => `  ${rule}: ${count} visits`),
    ...results
      .filter((r) => r.failure)
      .map((r) => `  FAILED ${r.tenant} ${r.path} (${r.route.path}): ${r.failure}`),
    ...results
      .filter((r) => r.violations.length)
      .map((r) => `  ${r.tenant} ${r.path} ${r.width}px ${r.theme}: ${r.violations.join(' | ')}`),
  ];
  return lines.join('\n');
}
