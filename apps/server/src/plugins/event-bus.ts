/**
 * The transactional outbox and the community event bus on it (issue 35, spec 000 §4 "Notifications"):
 * decorates `app.outbox` (`db/outbox-worker.ts`) and `app.communityEvents` (`lib/event-bus.ts`). The worker runs
 * after each response that enqueued a side effect and every second on each replica; failed attempts are
 * logged at error level and retried with back-off, never thrown back into the action.
 */
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { CommunityEvents } from '../lib/event-bus';
import { Outbox, type OutboxOptions } from '../db/outbox-worker';

declare module 'fastify' {
  interface FastifyInstance {
    /** The transactional outbox of side effects (one per app). */
    outbox: Outbox;
    /** The communities event bus (one per app), carried by the outbox. */
    communityEvents: CommunityEvents;
  }
}

/** Options: the worker's timings (tests shorten them); see {@link OutboxOptions}. */
export type OutboxPluginOptions = Partial<Omit<OutboxOptions, 'onError'>>;

export default fp(
  async (app: FastifyInstance, opts: { outbox?: OutboxPluginOptions }) => {
    const outbox = new Outbox(app.database, (tenantId) => app.scopeOf(tenantId), {
      ...opts.outbox,
      onError: (err, context) => app.log.error({ err, ...context }, 'side effect delivery failed'),
    });
    app.decorate('outbox', outbox);
    app.decorate('communityEvents', new CommunityEvents(outbox));
    app.addHook('onReady', async () => outbox.start());
    // The response has gone: the request's transaction has committed, its side effects can be delivered.
    app.addHook('onResponse', async () => outbox.kickIfDirty());
    // Deliver what the last requests recorded before the database closes.
    app.addHook('preClose', async () => {
      await outbox.stop();
      await outbox.settle();
    });
  },
  { name: 'community-events', dependencies: ['db'] },
);
