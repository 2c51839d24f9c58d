/**
 * axe on every route of the router (issue 42 point 3): the route list is read from the web app's route table
 * (route-table.ts), parameterised routes are opened with real values from the API, and a route that is neither
 * visited nor exempt fails the check. In CI every route is visited once, tenant, width and theme rotating
 * across routes; `npm run a11y` (A11Y_ALL=1) visits every route × 4 tenants × 2 widths × 3 themes. Members
 * open the member routes, staff (the demo admin) the /admin routes, nobody signed in the public ones.
 */
import { expect, test } from '@playwright/test';
import { TENANT_IDS } from '@portal/contracts';
import { signInAs } from './support';
import { EXEMPT } from './route-table';
import {
  THEMES,
  makeVisits,
  planAll,
  planRotation,
  summary,
  uncovered,
  type VisitResult,
} from './route-visits';

const FULL = process.env.A11Y_ALL === '1';
const plan = FULL ? planAll() : planRotation();
const ROLES = ['public', 'member', 'staff'] as const;
const all: VisitResult[] = [];

test('every route of the router is visited or exempt', () => {
  for (const [path, reason] of EXEMPT) console.log(`exempt ${path}: ${reason}`);
  // A partial full run (A11Y_TENANTS…) leaves routes out on purpose; the rotation and a whole run may not.
  const partial = FULL && Boolean(process.env.A11Y_TENANTS);
  if (!partial) expect(uncovered(plan)).toEqual([]);
});

// CI: one test per tenant and role; the full run also splits by theme (one signed-in page each).
for (const tenant of TENANT_IDS)
  for (const role of ROLES)
    for (const theme of FULL ? Object.keys(THEMES) : ['rotating']) {
      const visits = plan.filter(
        (v) => v.tenant === tenant && v.route.access === role && (!FULL || v.theme === theme),
      );
      if (!visits.length) continue;
      test(`${tenant} ${role} ${theme}: ${visits.length} visits, no serious axe violation`, async ({
        page,
      }) => {
        test.setTimeout(30_000 + visits.length * 8_000);
        if (role !== 'public') await signInAs(page, tenant, role === 'staff' ? 'admin' : 'member');
        const results = await makeVisits(page, visits);
        all.push(...results);
        console.log(summary(results, `${tenant} ${role} ${theme}`));
        expect(results.filter((r) => r.failure).map((r) => `${r.path}: ${r.failure}`)).toEqual([]);
        const violations = results.flatMap((r) =>
          r.violations.map((v) => `${r.path} ${r.width}px ${r.theme}: ${v}`),
        );
        expect(violations).toEqual([]);
      });
    }

test.afterAll(() => {
  if (all.length)
    console.log(summary(all, FULL ? 'axe on every route (all)' : 'axe on every route (rotation)'));
});
