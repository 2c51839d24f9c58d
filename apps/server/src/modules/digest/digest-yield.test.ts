/**
 * The digest round lets the server answer between members (issue 37, found by its first-visit benchmark): on
 * PGlite, `npm start`'s engine, queries resolve without I/O, and a round over a tenant's members held the event
 * loop for its whole length (~20 s on the demo data a minute after start). Runs in the PGlite lane.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { buildTestApp } from '../../../test/helper';
import { buildUser } from '../../../test/factories/users';

let app: FastifyInstance;

beforeAll(async () => {
  app = await buildTestApp();
  for (let i = 0; i < 6; i++) await buildUser(app, { email: `digest-yield-${i}@example.com` });
});
afterAll(async () => app?.close());

describe('digest round', () => {
  it('gives the event loop a turn between members', async () => {
    let turns = 0;
    let done = false;
    const spin = () => {
      if (done) return;
      turns += 1;
      setImmediate(spin);
    };
    setImmediate(spin);
    const run = await app.scheduler.tick('digest', new Date());
    done = true;
    expect(run.ran).toBe(true);
    const round = (run as { value: { considered: number } }).value;
    expect(round.considered).toBeGreaterThanOrEqual(6);
    expect(turns).toBeGreaterThanOrEqual(round.considered);
  });
});
