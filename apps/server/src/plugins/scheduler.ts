/**
 * The job scheduler (issue 38, docs/architecture.md "Scheduled jobs"): `app.scheduler.every(name, job)`
 * registers a periodic job; every replica ticks each job every `SCHEDULER_TICK_MS` (60 s in production, no
 * timer in development and test), and each tick runs under the PostgreSQL advisory lock `job:{name}`
 * (`db/jobs.ts`), so one replica runs a round while the others skip it. A job must still be idempotent (a
 * crash can cut a round): the digest claims each member's period with a guarded update. Tests call
 * `app.scheduler.tick(name, now)` with a given time. The timers stop when the app starts closing, and a
 * round in progress is awaited.
 */
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { Env } from '../config/env';
import { withAdvisoryLock, type LockedRun } from '../db/jobs';

/** A periodic job: one round at `now`. */
export type Job = (now: Date) => Promise<unknown>;

/** The scheduler of one app. */
export interface Scheduler {
  /** Registers `job` under `name` (unique); it ticks with the others once the app is ready. */
  every(name: string, job: Job): void;
  /**
   * Runs one round of `name` at `now` under its advisory lock.
   * @returns `{ ran: false }` when another replica (or round) held the lock.
   * @throws Error for an unknown job; whatever the job throws.
   */
  tick(name: string, now?: Date): Promise<LockedRun<unknown>>;
}

declare module 'fastify' {
  interface FastifyInstance {
    scheduler: Scheduler;
  }
}

/** Default tick in production: one minute. */
export const DEFAULT_TICK_MS = 60_000;

export default fp(
  async (app: FastifyInstance, opts: { env: Env }) => {
    const jobs = new Map<string, Job>();
    const running = new Set<Promise<unknown>>();
    const tickMs = opts.env.SCHEDULER_TICK_MS ?? (opts.env.NODE_ENV === 'production' ? DEFAULT_TICK_MS : 0);
    let timer: NodeJS.Timeout | undefined;

    const scheduler: Scheduler = {
      every(name, job) {
        if (jobs.has(name)) throw new Error(`job ${name} is registered twice`);
        jobs.set(name, job);
      },
      async tick(name, now = new Date()) {
        const job = jobs.get(name);
        if (!job) throw new Error(`no job ${name}`);
        return withAdvisoryLock(app.database, `job:${name}`, () => job(now));
      },
    };
    app.decorate('scheduler', scheduler);

    const round = () => {
      for (const name of jobs.keys()) {
        const run = scheduler
          .tick(name)
          .catch((err: unknown) => app.log.error({ err, job: name }, 'scheduled job failed'))
          .finally(() => running.delete(run));
        running.add(run);
      }
    };
    app.addHook('onReady', async () => {
      if (tickMs > 0) {
        timer = setInterval(round, tickMs);
        timer.unref();
      }
    });
    app.addHook('preClose', async () => {
      clearInterval(timer);
      await Promise.allSettled([...running]);
    });
  },
  { name: 'scheduler', dependencies: ['db'] },
);
