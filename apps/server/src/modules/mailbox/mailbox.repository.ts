/**
 * Reads of the tenant's mail outbox (table `mail_outbox`, written by plugins/mail.ts). Every query is scoped
 * to the tenant, so another tenant's message is simply not found.
 */
import { desc, eq, ilike } from 'drizzle-orm';
import type { TSentMailMessage, TSentMailSummary } from '@portal/contracts';
import { mailOutbox } from '../../db/schema/index';
import type { TenantScope } from '../../db/tenant-scope';
import { containsPattern } from '../../lib/like-pattern';
import { pageAndTotal } from '../../lib/paging';

type Row = typeof mailOutbox.$inferSelect;
/** A message as the sent-mail list shows it. */
const summary = (row: Row): TSentMailSummary => ({
  id: row.id,
  to: row.toAddress,
  subject: row.subject,
  transport: row.transport,
  status: row.status as TSentMailSummary['status'],
  attempts: row.attempts,
  lastError: row.lastError,
  createdAt: row.createdAt.toISOString(),
});

/**
 * One page of the tenant's sent mail, newest first. `to`: case-insensitive part of the recipient address.
 * @returns the rows of the page and the number of matching messages.
 */
export async function listSentMail(
  scope: TenantScope,
  query: { to?: string; page: number; pageSize: number },
): Promise<{ items: TSentMailSummary[]; totalItemCount: number }> {
  const where = query.to ? ilike(mailOutbox.toAddress, containsPattern(query.to)) : undefined;
  const { rows, total } = await pageAndTotal(
    scope.db.select().from(mailOutbox).where(where).orderBy(desc(mailOutbox.createdAt), desc(mailOutbox.id)),
    scope.db.$count(mailOutbox, where),
    query.page,
    query.pageSize,
  );
  return { items: rows.map(summary), totalItemCount: total };
}

/** One message of the tenant with its bodies, or null when the id is not one of the tenant's messages. */
export async function findSentMail(scope: TenantScope, id: string): Promise<TSentMailMessage | null> {
  const [row] = await scope.db.select().from(mailOutbox).where(eq(mailOutbox.id, id)).limit(1);
  return row ? { ...summary(row), text: row.textBody, html: row.htmlBody } : null;
}

/** The newest messages of the tenant to exactly `to` (lower-cased), at most 50 — the dev mailbox. */
export function recentMailTo(scope: TenantScope, to?: string) {
  return scope.db
    .select()
    .from(mailOutbox)
    .where(to ? eq(mailOutbox.toAddress, to) : undefined)
    .orderBy(desc(mailOutbox.createdAt))
    .limit(50);
}
