/**
 * What the area seeders (`modules/<area>/<area>.seed.ts`) share with the seed orchestration (`seed/seed.ts`, issue 2 §6,
 * DESIGN.md "Demo data"): the per-tenant run they receive and the demo accounts. A leaf: it imports no
 * seeder, so seeders and the orchestration that lists them never import each other.
 */
import type { Faker } from '@faker-js/faker';
import type { TContactType, TenantId } from '@portal/contracts';
import type { TenantScope } from '../db/tenant-scope';

/** The demo password of every seeded account. */
export const DEMO_PASSWORD = 'Portal!2026';
/** Fixed random seed: the same data on every machine. */
export const SEED = 20261123;

/**
 * What each seeder receives for one tenant (one run of the seed): the tenant's scope, the seeded random
 * generator, the demo accounts' user ids by key, and the ids of the tenant's seeded users, communities and
 * segments (in creation order).
 */
export interface SeedRun {
  scope: TenantScope;
  faker: Faker;
  demo: Record<DemoKey, string>;
  userIds: string[];
  communityIds: string[];
  segmentIds: number[];
}
/** An area's seeder: adds its demo rows for the run's tenant (runs once per tenant, in SEEDERS order). */
export type Seeder = (run: SeedRun) => Promise<void>;

/** The demo accounts of DESIGN.md, seeded in every tenant (key → name, contact types, role). */
export const DEMO_ACCOUNTS = {
  member: { firstName: 'Olivia', lastName: 'Bennett', contactTypes: ['Member'], role: 0 },
  client: { firstName: 'Jack', lastName: 'Wilson', contactTypes: ['ClientUser'], role: 0 },
  admin: { firstName: 'Priya', lastName: 'Sharma', contactTypes: ['Member'], role: 1 },
  moderator: { firstName: 'Liam', lastName: 'Nguyen', contactTypes: ['Member'], role: 0 },
  manager: { firstName: 'Grace', lastName: 'Taylor', contactTypes: ['Member'], role: 3 },
  twofactor: { firstName: 'Noah', lastName: 'Kelly', contactTypes: ['Member'], role: 0 },
  firstlogin: { firstName: 'Ava', lastName: 'Martin', contactTypes: ['Member'], role: 0 },
} as const satisfies Record<
  string,
  { firstName: string; lastName: string; contactTypes: TContactType[]; role: 0 | 1 | 2 | 3 }
>;
/** A demo account's key (`member`, `admin`, …). */
export type DemoKey = keyof typeof DEMO_ACCOUNTS;

/** `member@ota.example` etc. */
export const demoEmail = (key: DemoKey, tenant: TenantId) => `${key}@${tenant}.example`;
