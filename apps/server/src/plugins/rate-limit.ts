/**
 * Rate limiting of sign-in and code endpoints per IP and per account (issue 2 §4), with
 * rate-limiter-flexible. Counters are in memory (one process); a shared store can replace them when scaling out.
 */
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { RateLimiterMemory, RateLimiterRes } from 'rate-limiter-flexible';
import { MESSAGES } from '@portal/contracts';
import type { Env } from '../config/env';
import { AppError } from '../lib/app-error';

/** Window of both limits: 15 minutes, in seconds. */
export const RATE_LIMIT_WINDOW_SECONDS = 15 * 60;

declare module 'fastify' {
  interface FastifyInstance {
    limits: AuthLimits;
  }
}

export interface AuthLimits {
  /**
   * Counts one attempt for the IP and, when given, the account key (`tenant:email`).
   * @throws AppError TOO_MANY_REQUESTS (429) with MESSAGES.tooManyAttempts and Retry-After when over the limit.
   */
  consume(ip: string, accountKey?: string): Promise<void>;
  /** Forgets the account's failures after a successful sign-in. */
  reset(accountKey: string): Promise<void>;
}

export default fp(
  async (app: FastifyInstance, opts: { env: Env }) => {
    const byIp = new RateLimiterMemory({
      keyPrefix: 'ip',
      points: opts.env.RATE_LIMIT_IP,
      duration: RATE_LIMIT_WINDOW_SECONDS,
    });
    const byAccount = new RateLimiterMemory({
      keyPrefix: 'acct',
      points: opts.env.RATE_LIMIT_ACCOUNT,
      duration: RATE_LIMIT_WINDOW_SECONDS,
    });
    const tooMany = (res: unknown) => {
      const seconds =
        res instanceof RateLimiterRes ? Math.ceil(res.msBeforeNext / 1000) : RATE_LIMIT_WINDOW_SECONDS;
      return new AppError('TOO_MANY_REQUESTS', MESSAGES.tooManyAttempts, { retryAfterSeconds: seconds });
    };
    app.decorate('limits', {
      async consume(ip: string, accountKey?: string) {
        try {
          await byIp.consume(ip);
          if (accountKey) await byAccount.consume(accountKey.toLowerCase());
        } catch (res) {
          if (res instanceof Error) throw res;
          throw tooMany(res);
        }
      },
      async reset(accountKey: string) {
        await byAccount.delete(accountKey.toLowerCase());
      },
    });
  },
  { name: 'rate-limit' },
);
