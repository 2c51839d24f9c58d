/**
 * `GET /api/health` and `GET /api/ready` answers (ours). Both are anonymous, so they say up or not and nothing
 * else — no database kind, no versions, no reason (issue 35 point 4); the reason of a 503 goes to the log.
 */
import { z } from 'zod';

/** 200 of `GET /api/health`: the database answered. */
export const ZHealthOk = z.object({ status: z.literal('ok') });
/** 503 of `GET /api/health`: the database did not answer. */
export const ZHealthError = z.object({ status: z.literal('error') });

/**
 * `GET /api/ready` (issue 17, docs/scaling.md): readiness, distinct from liveness. 200 `ready` when the
 * process takes traffic and its database answers.
 */
export const ZReadyOk = z.object({ status: z.literal('ready') });
/** 503 of `GET /api/ready`: shutting down (draining) or the database unreachable — which one is only logged. */
export const ZReadyError = z.object({ status: z.literal('not ready') });
