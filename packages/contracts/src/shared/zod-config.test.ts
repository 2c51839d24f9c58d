/** zod-config.ts sets zod's jitless mode without importing zod (issue 10 §12, issue 37 point 5). */
import { describe, expect, it, vi } from 'vitest';

describe('zod-config', () => {
  it('zod loaded afterwards adopts the configuration it set (the first import of zod in this file)', async () => {
    await import('./zod-config');
    const { z } = await import('zod');
    expect(z.config().jitless).toBe(true);
    expect(z.config()).toBe((globalThis as { __zod_globalConfig?: unknown }).__zod_globalConfig);
  });

  it('zod loaded before it reads the flag too: the same object', async () => {
    const { z } = await import('zod');
    z.config({ jitless: false });
    vi.resetModules();
    await import('./zod-config');
    expect(z.config().jitless).toBe(true);
  });

  it('an object schema parses without generated code', async () => {
    vi.resetModules();
    await import('./zod-config');
    const { z } = await import('zod');
    const original = globalThis.Function;
    const calls: unknown[] = [];
    globalThis.Function = new Proxy(original, {
      apply: (target, that, args: string[]) => (calls.push(args), Reflect.apply(target, that, args)),
      construct: (target, args: string[]) => (calls.push(args), Reflect.construct(target, args)),
    });
    try {
      const schema = z.object({ a: z.string(), b: z.number() });
      expect(schema.parse({ a: 'x', b: 1 })).toEqual({ a: 'x', b: 1 });
      expect(schema.parse({ a: 'y', b: 2 })).toEqual({ a: 'y', b: 2 });
    } finally {
      globalThis.Function = original;
    }
    expect(calls).toEqual([]);
  });
});
