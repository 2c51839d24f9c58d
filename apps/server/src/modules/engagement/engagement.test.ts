/** `POST api/engagement/track` (spec 000 §7 Engagement): 401 anonymous; a member's event is stored with their id. */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { eq } from 'drizzle-orm';
import { buildTestApp, hostOf } from '../../../test/helper';
import { buildUser, signIn } from '../../../test/factories/users';
import { engagementEvents } from '../../db/schema/index';

let app: FastifyInstance;
beforeAll(async () => {
  app = await buildTestApp();
});
afterAll(async () => app.close());

describe('POST api/engagement/track', () => {
  const track = (headers: Record<string, string>) =>
    app.inject({
      method: 'POST',
      url: '/api/engagement/track',
      headers,
      payload: { type: 'viewPage', name: 'Dashboard', url: '/dashboard' },
    });

  it('answers 401 without a token', async () => {
    expect((await track({ host: hostOf('ota') })).statusCode).toBe(401);
  });

  it('stores the event of a member with their id and tenant', async () => {
    const user = await buildUser(app);
    const res = await track((await signIn(app, user.email)).headers);
    expect(res.statusCode).toBe(204);
    const rows = await app.database.db
      .select()
      .from(engagementEvents)
      .where(eq(engagementEvents.userId, user.id));
    expect(rows.filter((r) => r.type === 'viewPage')).toHaveLength(1);
    expect(rows[0]!.tenantId).toBe('ota');
  });
});
