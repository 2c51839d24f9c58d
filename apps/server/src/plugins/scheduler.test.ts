/**
 * The scheduler (issue 38, plugins/scheduler.ts): no timer in test unless `SCHEDULER_TICK_MS` asks for one;
 * with one, each registered job ticks under its lock and stops when the app closes.
 */
import { describe, expect, it } from 'vitest';
import { buildTestApp } from '../../test/helper';

const until = async (check: () => boolean, timeoutMs = 5000) => {
  const deadline = Date.now() + timeoutMs;
  while (!check() && Date.now() < deadline) await new Promise((resolve) => setTimeout(resolve, 10));
};

describe('app.scheduler', () => {
  it('runs no timer by default in test; a tick runs a job on demand with the given time', async () => {
    const app = await buildTestApp();
    try {
      const seen: Date[] = [];
      app.scheduler.every('probe', async (now) => seen.push(now));
      await app.ready();
      await new Promise((resolve) => setTimeout(resolve, 150));
      expect(seen).toHaveLength(0);
      const at = new Date('2026-12-07T20:00:00Z');
      expect(await app.scheduler.tick('probe', at)).toEqual({ ran: true, value: 1 });
      expect(seen).toEqual([at]);
      await expect(app.scheduler.tick('missing')).rejects.toThrow('no job missing');
    } finally {
      await app.close();
    }
  });

  it('ticks every SCHEDULER_TICK_MS and stops when the app closes', async () => {
    const app = await buildTestApp({ SCHEDULER_TICK_MS: '20' });
    let runs = 0;
    app.scheduler.every('probe', async () => (runs += 1));
    await app.ready();
    await until(() => runs >= 2);
    expect(runs).toBeGreaterThanOrEqual(2);
    await app.close();
    const after = runs;
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(runs).toBe(after);
  });
});
