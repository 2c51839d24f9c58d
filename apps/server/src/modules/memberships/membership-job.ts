/**
 * The Auto Rollover job (issue 13): a cross-tenant caller outside any request, so it builds each tenant's
 * `{ scope }` itself and runs {@link autoRenewTenant} (memberships.service.ts) tenant after tenant.
 */
import { TENANT_IDS } from '@portal/contracts';
import type { Db } from '../../db/client';
import { tenantScope } from '../../db/tenant-scope';
import type { PaymentProvider } from '../payments/payments.service';
import { autoRenewTenant, type AutoRenewReport } from './memberships.service';

/** How often the server runs {@link runAutoRenewals}: hourly. */
export const MEMBERSHIP_JOB_INTERVAL_MS = 60 * 60 * 1000;

/**
 * The Auto Rollover job for every tenant, one after another: {@link autoRenewTenant} with the tenant's
 * provider (`providers`, or one provider for all). @returns the renewed and expired counts summed over the
 * tenants. Safe to run twice or concurrently (see autoRenewTenant).
 */
export async function runAutoRenewals(
  db: Db,
  providers: PaymentProvider | ((tenantId: string) => PaymentProvider | null),
  now = new Date(),
): Promise<AutoRenewReport> {
  const report: AutoRenewReport = { renewed: 0, expired: 0 };
  for (const tenantId of TENANT_IDS) {
    const provider = typeof providers === 'function' ? providers(tenantId) : providers;
    const round = await autoRenewTenant({ scope: tenantScope(db, tenantId) }, provider, now);
    report.renewed += round.renewed;
    report.expired += round.expired;
  }
  return report;
}

/**
 * Starts the hourly Auto Rollover timer of a running server (first run one minute after start); stopped when
 * the app closes. Failures are logged, never thrown.
 */
export function startMembershipJob(
  app: {
    log: { error(obj: unknown, msg: string): void };
    addHook(name: 'onClose', hook: () => Promise<void>): unknown;
  },
  db: Db,
  providers: (tenantId: string) => PaymentProvider | null,
): void {
  const run = () =>
    void runAutoRenewals(db, providers).catch((err: unknown) =>
      app.log.error({ err }, 'auto-renewal job failed'),
    );
  const first = setTimeout(run, 60_000);
  const timer = setInterval(run, MEMBERSHIP_JOB_INTERVAL_MS);
  first.unref();
  timer.unref();
  app.addHook('onClose', async () => {
    clearTimeout(first);
    clearInterval(timer);
  });
}
