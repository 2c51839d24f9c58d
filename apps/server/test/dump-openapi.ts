/** Writes the served OpenAPI document (key-sorted JSON) to the path given: `tsx apps/server/test/dump-openapi.ts out.json`. */
import fs from 'node:fs';
import { buildTestApp } from './helper';

const sortKeys = (v: unknown): unknown =>
  Array.isArray(v)
    ? v.map(sortKeys)
    : v && typeof v === 'object'
      ? Object.fromEntries(
          Object.keys(v as object)
            .sort()
            .map((k) => [k, sortKeys((v as Record<string, unknown>)[k])]),
        )
      : v;

const app = await buildTestApp();
const res = await app.inject({ method: 'GET', url: '/api/docs/json' });
fs.writeFileSync(process.argv[2]!, JSON.stringify(sortKeys(res.json()), null, 1));
await app.close();
