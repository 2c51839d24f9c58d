/**
 * Creates the app's one {@link CommunityEvents} bus and decorates `app.communityEvents` (spec 000 §4
 * "Notifications"). Listener errors are logged at error level, never thrown back into the action.
 * Services emit after their transaction commits; the notifications service (part B) listens.
 */
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { CommunityEvents } from '../lib/event-bus';

declare module 'fastify' {
  interface FastifyInstance {
    /** The in-process communities event bus (one per app). */
    communityEvents: CommunityEvents;
  }
}

export default fp(
  async (app: FastifyInstance) => {
    const events = new CommunityEvents((error, event) =>
      app.log.error({ err: error, event }, 'community event listener failed'),
    );
    app.decorate('communityEvents', events);
    // Let listeners started by the last requests finish before the database closes.
    app.addHook('onClose', async () => events.settle());
  },
  { name: 'community-events' },
);
