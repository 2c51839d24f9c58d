/**
 * Real answers match the served OpenAPI document (issue 40): on the demo data, every GET that takes no path
 * parameter and no required query parameter is called as the demo member and the demo admin of tenant ota,
 * and each answer is validated with Ajv (+ ajv-formats; OpenAPI 3.0 `nullable` is an Ajv keyword) against the
 * schema the document gives for its status. An answer whose status is not documented fails too.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { Ajv } from 'ajv';
import addFormatsModule from 'ajv-formats';
import { buildAppOn, hostOf, seededDatabase } from '../test/helper';
import { DEMO_PASSWORD, demoEmail } from './seed/seed-run';

// ajv-formats is CommonJS: its default export arrives wrapped under ESM.
const addFormats = ((addFormatsModule as unknown as { default?: unknown }).default ??
  addFormatsModule) as typeof addFormatsModule;

type Json = Record<string, unknown>;
interface Operation {
  parameters?: { in: string; required?: boolean }[];
  responses: Record<string, { content?: Record<string, { schema: Json }> }>;
}

let app: FastifyInstance;
let doc: { paths: Record<string, Record<string, Operation>> } & Json;
const headers: Record<'member' | 'admin', Record<string, string>> = { member: {}, admin: {} };

beforeAll(async () => {
  const database = await seededDatabase();
  app = await buildAppOn(database, { DATA_DIR: database.dataDir });
  for (const who of ['member', 'admin'] as const) {
    const res = await app.inject({
      method: 'POST',
      url: '/api/v1/auth/sign-in',
      headers: { host: hostOf('ota') },
      payload: { email: demoEmail(who, 'ota'), password: DEMO_PASSWORD },
    });
    expect(res.statusCode, res.body).toBe(200);
    headers[who] = { host: hostOf('ota'), authorization: `Bearer ${res.json<{ token: string }>().token}` };
  }
  doc = (await app.inject({ method: 'GET', url: '/api/docs/json' })).json();
}, 180_000);
afterAll(async () => app?.close());

/** JSON pointer of a path key: `/api/x` → `~1api~1x`. */
const pointer = (key: string) => key.replace(/~/g, '~0').replace(/\//g, '~1');

describe('answers of parameter-free GETs validate against the document', () => {
  it('every answer of the demo member and the demo admin has a documented status and validates', async () => {
    const ajv = new Ajv({ strict: false, allErrors: true, validateSchema: false, logger: false });
    addFormats(ajv);
    ajv.addSchema(doc, 'openapi');
    const failures: string[] = [];
    let checked = 0;
    for (const [p, item] of Object.entries(doc.paths)) {
      const op = item.get;
      if (!op || p.includes('{') || p.startsWith('/api/docs')) continue;
      if ((op.parameters ?? []).some((x) => x.in === 'query' && x.required)) continue;
      for (const who of ['member', 'admin'] as const) {
        const res = await app.inject({ method: 'GET', url: p, headers: headers[who] });
        const status = String(res.statusCode);
        const documented = op.responses[status] ?? op.responses[`${status[0]}XX`];
        if (!documented) {
          failures.push(`GET ${p} as ${who}: ${status} is not documented`);
          continue;
        }
        const media = documented.content?.['application/json'];
        if (!media || !String(res.headers['content-type']).startsWith('application/json')) continue;
        const code = op.responses[status] ? status : `${status[0]}XX`;
        const ref = `openapi#/paths/${pointer(p)}/get/responses/${code}/content/application~1json/schema`;
        const validate = ajv.getSchema(ref);
        if (!validate) throw new Error(`no schema at ${ref}`);
        checked++;
        if (!validate(res.json()))
          failures.push(`GET ${p} as ${who} (${status}): ${ajv.errorsText(validate.errors).slice(0, 400)}`);
      }
    }
    expect(failures).toEqual([]);
    // The calls named in issue 40 are among them (courses, the feed, dashboard meetings).
    expect(checked).toBeGreaterThan(80);
  }, 120_000);
});
