/**
 * The digest job (issue 38 point 2): one round at `now` over every tenant, each through its own scope and
 * configured origin ({@link sendDueDigests}). Registered with the scheduler (plugins/scheduler.ts) as
 * `digest`, so each round runs under the advisory lock `job:digest` on one replica at a time.
 */
import type { FastifyInstance } from 'fastify';
import { TENANT_IDS, TENANT_PROFILES } from '@portal/contracts';
import { sendDueDigests, type DigestRound } from './digest.service';

/** The job's round: the digests of every tenant due at `now`. @returns the totals of the round. */
export function digestJob(app: FastifyInstance) {
  return async (now: Date): Promise<DigestRound> => {
    const total: DigestRound = { considered: 0, enqueued: 0, failed: 0 };
    for (const tenantId of TENANT_IDS) {
      const round = await sendDueDigests(
        {
          scope: app.scopeOf(tenantId),
          tenant: TENANT_PROFILES[tenantId],
          origin: app.originOf(tenantId),
          hmac: app.tokens.hmac,
          mail: app.mailer,
        },
        now,
        (userId, err) => app.log.error({ err, tenantId, userId }, 'digest failed'),
      );
      total.considered += round.considered;
      total.enqueued += round.enqueued;
      total.failed += round.failed;
    }
    // The recorded e-mails are delivered by the outbox worker (SMTP), like any write's.
    if (total.enqueued > 0) app.outbox.kickSoon();
    return total;
  };
}
