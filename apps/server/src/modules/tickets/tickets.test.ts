/**
 * Ticket routes (spec 002 §4, §7): 401 anonymous; a member registers for a free price and finds the ticket in
 * the event's tickets and upcoming events; dietary options exist for the first tenant only (spec 000 §1).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { buildTestApp, hostOf } from '../../../test/helper';
import { buildUser, signIn } from '../../../test/factories/users';
import { buildEvent } from '../../../test/factories/events';

let app: FastifyInstance;
let headers: Record<string, string>;
let psaHeaders: Record<string, string>;

beforeAll(async () => {
  app = await buildTestApp();
  headers = (await signIn(app, (await buildUser(app)).email)).headers;
  psaHeaders = (await signIn(app, (await buildUser(app, { tenantId: 'psa' })).email, 'psa')).headers;
});
afterAll(async () => app.close());

describe('tickets', () => {
  it('answers 401 without a token', async () => {
    const res = await app.inject({
      method: 'POST',
      url: '/api/user/upcomingevents',
      headers: { host: hostOf('ota') },
      payload: { page: 1, size: 10 },
    });
    expect(res.statusCode).toBe(401);
  });

  it('registers a free ticket and lists it for the event and among upcoming events', async () => {
    const { event, prices } = await buildEvent(app);
    const register = await app.inject({
      method: 'POST',
      url: '/api/event/register',
      headers,
      payload: { ticketPriceId: prices[0]!.id, quantity: 1 },
    });
    expect(register.statusCode).toBe(200);
    const [ticket] = register.json().tickets;
    const mine = await app.inject({ method: 'GET', url: `/api/user/event/${event.id}/tickets`, headers });
    expect(mine.json().map((t: { ticketId: number }) => t.ticketId)).toEqual([ticket.ticketId]);
    const upcoming = await app.inject({
      method: 'POST',
      url: '/api/user/upcomingevents',
      headers,
      payload: { page: 1, size: 50 },
    });
    expect(
      upcoming.json().registeredTickets.some((t: { event: { id: number } }) => t.event.id === event.id),
    ).toBe(true);
    // Another tenant's member cannot see the ticket.
    expect(
      (await app.inject({ method: 'GET', url: `/api/ticket/${ticket.ticketId}`, headers: psaHeaders }))
        .statusCode,
    ).toBe(404);
  });

  it('offers dietary options in the first tenant only', async () => {
    const get = (h: Record<string, string>) =>
      app.inject({ method: 'GET', url: '/api/value/dietaryrequirements', headers: h });
    expect((await get(headers)).statusCode).toBe(200);
    expect((await get(psaHeaders)).statusCode).toBe(404);
  });
});
