/**
 * Payments storage (issue 34): processed provider events and checkout attempts. Every function takes the
 * tenant scope (or a transaction of it) first.
 */
import { and, asc, eq } from 'drizzle-orm';
import { paymentAttempts, paymentProviderEvents } from '../../db/schema/index';
import type { TenantScope } from '../../db/tenant-scope';

/** A provider event as recorded: provider, event id and type. */
export interface ProviderEventRef {
  provider: string;
  id: string;
  type: string;
}

/**
 * Records a provider event as processed, inside the transaction of its effect. @returns false when it was
 * already recorded (a replay: the caller changes nothing). A concurrent delivery waits on the unique index
 * until the first commits, then finds it recorded.
 */
export async function claimEvent(tx: TenantScope, event: ProviderEventRef): Promise<boolean> {
  const rows = await tx.db
    .insert(paymentProviderEvents)
    .values({ tenantId: tx.tenantId, provider: event.provider, eventId: event.id, type: event.type })
    .onConflictDoNothing()
    .returning({ id: paymentProviderEvents.id });
  return rows.length > 0;
}

/** A checkout attempt to record. */
export type NewAttempt = Omit<typeof paymentAttempts.$inferInsert, 'tenantId' | 'id' | 'createdAt'>;

/** Inserts a checkout attempt. */
export async function insertAttempt(tx: TenantScope, values: NewAttempt): Promise<void> {
  await tx.db.insert(paymentAttempts).values({ ...values, tenantId: tx.tenantId });
}

/** Links a cart's attempts to the invoice the cart became. */
export async function linkCartAttempts(tx: TenantScope, cartId: string, invoiceId: string): Promise<void> {
  await tx.db.update(paymentAttempts).set({ invoiceId }).where(eq(paymentAttempts.cartId, cartId));
}

/** The attempts of an invoice, oldest first. */
export function attemptsOfInvoice(scope: TenantScope, invoiceId: string) {
  return scope.db
    .select()
    .from(paymentAttempts)
    .where(and(eq(paymentAttempts.invoiceId, invoiceId)))
    .orderBy(asc(paymentAttempts.createdAt), asc(paymentAttempts.id));
}
