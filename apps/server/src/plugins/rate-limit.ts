/**
 * Throttling of sign-in and code endpoints (issue 2 §4, issue 10 §6), with rate-limiter-flexible, following
 * OWASP's authentication guidance: attempts are counted per address and per account-and-address, so a
 * stranger's wrong guesses never lock the owner out from their own address; failed passwords are also
 * counted per account across addresses, and past the limit the correct password needs the e-mailed code as
 * a second step instead of being refused. With PostgreSQL (`DATABASE_URL`) the counters live in the
 * `rate_limits` table through the app's pool (RateLimiterPostgres), so every replica counts against the same
 * limit (issue 17, docs/scaling.md); with the embedded PGlite (one process) they stay in memory.
 */
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import {
  RateLimiterMemory,
  RateLimiterPostgres,
  RateLimiterRes,
  type RateLimiterAbstract,
  type IRateLimiterOptions,
} from 'rate-limiter-flexible';
import { MESSAGES } from '@portal/contracts';
import type { Env } from '../config/env';
import { AppError } from '../lib/app-error';

/** Window of every limit: 15 minutes, in seconds. */
export const RATE_LIMIT_WINDOW_SECONDS = 15 * 60;

declare module 'fastify' {
  interface FastifyInstance {
    limits: AuthLimits;
  }
}

export interface AuthLimits {
  /**
   * Counts one attempt for the address (`RATE_LIMIT_IP`) and, with an account key (`tenant:email`), for that
   * account from that address (`RATE_LIMIT_ACCOUNT`).
   * @throws AppError TOO_MANY_REQUESTS (429) with MESSAGES.tooManyAttempts and Retry-After when over a limit.
   */
  consume(ip: string, accountKey?: string): Promise<void>;
  /** Counts a failed password (or unknown account) against the account, whatever the address. */
  fail(accountKey: string): Promise<void>;
  /**
   * True once the account has had `RATE_LIMIT_ACCOUNT` failures within the window: the correct password
   * then leads to the e-mailed code (two-factor step) rather than a session.
   */
  needsCode(accountKey: string): Promise<boolean>;
  /** Forgets the account's counters (its failures and this address's attempts) after a session starts. */
  reset(ip: string, accountKey: string): Promise<void>;
}

/** Table of the PostgreSQL counters (migration 0008, schema/scaling.ts). */
export const RATE_LIMIT_TABLE = 'rate_limits';

export default fp(
  async (app: FastifyInstance, opts: { env: Env }) => {
    const pool = app.database.pool;
    const limiter = (o: IRateLimiterOptions): RateLimiterAbstract =>
      pool
        ? new RateLimiterPostgres({
            ...o,
            storeClient: pool,
            storeType: 'pool',
            tableName: RATE_LIMIT_TABLE,
            // The table comes from the migrations; the library would otherwise create it from every replica.
            tableCreated: true,
          })
        : new RateLimiterMemory(o);
    const byIp = limiter({
      keyPrefix: 'ip',
      points: opts.env.RATE_LIMIT_IP,
      duration: RATE_LIMIT_WINDOW_SECONDS,
    });
    const byAccountAndIp = limiter({
      keyPrefix: 'acct-ip',
      points: opts.env.RATE_LIMIT_ACCOUNT,
      duration: RATE_LIMIT_WINDOW_SECONDS,
    });
    const failuresByAccount = limiter({
      keyPrefix: 'acct-fail',
      points: opts.env.RATE_LIMIT_ACCOUNT,
      duration: RATE_LIMIT_WINDOW_SECONDS,
    });
    const tooMany = (res: unknown) => {
      const seconds =
        res instanceof RateLimiterRes ? Math.ceil(res.msBeforeNext / 1000) : RATE_LIMIT_WINDOW_SECONDS;
      return new AppError('TOO_MANY_REQUESTS', MESSAGES.tooManyAttempts, { retryAfterSeconds: seconds });
    };
    const pair = (accountKey: string, ip: string) => `${accountKey.toLowerCase()}|${ip}`;
    app.decorate('limits', {
      async consume(ip: string, accountKey?: string) {
        try {
          await byIp.consume(ip);
          if (accountKey) await byAccountAndIp.consume(pair(accountKey, ip));
        } catch (res) {
          if (res instanceof Error) throw res;
          throw tooMany(res);
        }
      },
      async fail(accountKey: string) {
        await failuresByAccount.penalty(accountKey.toLowerCase(), 1);
      },
      async needsCode(accountKey: string) {
        const res = await failuresByAccount.get(accountKey.toLowerCase());
        return (res?.consumedPoints ?? 0) >= opts.env.RATE_LIMIT_ACCOUNT;
      },
      async reset(ip: string, accountKey: string) {
        await Promise.all([
          byAccountAndIp.delete(pair(accountKey, ip)),
          failuresByAccount.delete(accountKey.toLowerCase()),
        ]);
      },
    } satisfies AuthLimits);
  },
  { name: 'rate-limit', dependencies: ['db'] },
);
