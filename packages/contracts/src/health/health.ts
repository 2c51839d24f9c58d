/** `GET /api/health` answers (ours): liveness and whether the database answers (200 ok, 503 error). */
import { z } from 'zod';

/** 200: the database answered; `database` names its kind (pglite or postgres). */
export const ZHealthOk = z.object({ status: z.literal('ok'), database: z.string() });
/** 503: the database did not answer. */
export const ZHealthError = z.object({ status: z.literal('error'), database: z.string() });

/**
 * `GET /api/ready` (issue 17, docs/scaling.md): readiness, distinct from liveness. 200 `ready` when the
 * process takes traffic and its database answers; 503 with `reason` while shutting down (`draining`) or while
 * the database is unreachable (`database`).
 */
export const ZReadyOk = z.object({ status: z.literal('ready'), database: z.string() });
/** 503 body of `GET /api/ready`. */
export const ZReadyError = z.object({
  status: z.literal('unavailable'),
  reason: z.enum(['draining', 'database']),
  database: z.string(),
});
