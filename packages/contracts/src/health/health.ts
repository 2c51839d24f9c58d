/** `GET /api/health` answers (ours): liveness and whether the database answers (200 ok, 503 error). */
import { z } from 'zod';

/** 200: the database answered; `database` names its kind (pglite or postgres). */
export const ZHealthOk = z.object({ status: z.literal('ok'), database: z.string() });
/** 503: the database did not answer. */
export const ZHealthError = z.object({ status: z.literal('error'), database: z.string() });
