/**
 * The served OpenAPI document (`/api/docs/json`) is a valid OpenAPI 3 document that client generators accept
 * (issue 18 "An API document client generators accept"): swagger-parser validates it (every `$ref` resolves,
 * the recursive community category included) and openapi-typescript generates a typed client from it.
 * Issue 40: `@redocly/cli lint` (redocly.yaml) finds nothing; every operation has a unique operationId, its
 * request body (multipart uploads with binary file parts), its answers (files as binary) and its 4xx; public
 * calls carry `security: []`; nullable enums list `null` (lib/openapi.ts).
 */
import { execFile } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import SwaggerParser from '@apidevtools/swagger-parser';
import openapiTS, { astToString } from 'openapi-typescript';
import { buildTestApp, hostOf } from '../test/helper';
import { HANDLER_PARSED, listOperations, neutralValue, urlOf } from '../test/openapi';

type Json = Record<string, unknown>;
type Operation = {
  operationId?: string;
  security?: unknown[];
  requestBody?: { content: Record<string, { schema: Json }> };
  responses: Record<string, { content?: Record<string, { schema: Json }> }>;
};
const REPO = path.resolve(import.meta.dirname, '../../..');
const HTTP_METHODS = ['get', 'put', 'post', 'delete', 'patch'];

describe('the OpenAPI document', () => {
  let app: FastifyInstance;
  let doc: Record<string, unknown>;
  beforeAll(async () => {
    app = await buildTestApp();
    const res = await app.inject({ method: 'GET', url: '/api/docs/json' });
    expect(res.statusCode).toBe(200);
    doc = res.json();
  });
  afterAll(async () => app.close());

  it('validates as OpenAPI 3 with every $ref resolved', async () => {
    // validate() dereferences in place: give it a copy.
    const api = await SwaggerParser.validate(structuredClone(doc) as never);
    expect(String((api as { openapi?: string }).openapi)).toMatch(/^3\./);
  });

  it('emits the recursive community category as a named component', () => {
    const text = JSON.stringify(doc);
    expect(text).not.toContain('schema0');
    const components = (doc.components as { schemas?: Record<string, unknown> }).schemas ?? {};
    expect(Object.keys(components)).toContain('CommunityCategory');
    expect(JSON.stringify(components.CommunityCategory)).toContain('#/components/schemas/CommunityCategory');
  });

  const operations = () =>
    Object.entries(doc.paths as Record<string, Record<string, Operation>>).flatMap(([p, item]) =>
      HTTP_METHODS.filter((m) => item[m]).map((m) => ({ key: `${m.toUpperCase()} ${p}`, op: item[m]! })),
    );
  const op = (method: string, p: string) =>
    (doc.paths as Record<string, Record<string, Operation>>)[p]![method.toLowerCase()]!;

  it('passes `redocly lint` with the ruleset of redocly.yaml: no error, no warning', async () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'openapi-'));
    const file = path.join(dir, 'openapi.json');
    fs.writeFileSync(file, JSON.stringify(doc));
    const cli = path.join(REPO, 'node_modules/@redocly/cli/bin/cli.js');
    const run = await promisify(execFile)(
      process.execPath,
      [cli, 'lint', file, '--config', path.join(REPO, 'redocly.yaml'), '--format', 'json'],
      {
        cwd: REPO,
        env: { ...process.env, REDOCLY_TELEMETRY: 'off', REDOCLY_SUPPRESS_UPDATE_NOTICE: 'true' },
      },
    ).catch((error: { stdout: string }) => error);
    fs.rmSync(dir, { recursive: true, force: true });
    const report = JSON.parse(run.stdout.slice(run.stdout.indexOf('{'))) as {
      totals: { errors: number; warnings: number };
      problems: { ruleId: string; message: string }[];
    };
    expect(report.problems.map((p) => `${p.ruleId}: ${p.message}`)).toEqual([]);
    expect(report.totals).toMatchObject({ errors: 0, warnings: 0 });
  }, 60_000);

  it('names every operation with a unique, readable operationId derived from method and path', () => {
    const ids = operations().map(({ op }) => op.operationId);
    expect(ids.every((id) => typeof id === 'string' && /^[a-z][A-Za-z0-9]*$/.test(id))).toBe(true);
    expect(new Set(ids).size).toBe(ids.length);
    expect(op('GET', '/api/v1/community/post/{id}').operationId).toBe('getCommunityPostById');
    expect(op('POST', '/api/user/profileimage').operationId).toBe('postUserProfileimage');
    // Paths that differ only in case are numbered in path order.
    expect([op('GET', '/api/Event/{id}').operationId, op('GET', '/api/event/{id}').operationId]).toEqual([
      'getEventById',
      'getEventById2',
    ]);
  });

  it('marks public calls `security: []` and leaves the bearer requirement on the others', () => {
    for (const [method, p] of [
      ['POST', '/api/v1/auth/sign-in'],
      ['POST', '/api/v1/auth/forgot-password'],
      ['POST', '/api/v1/auth/login-with-code'],
      ['GET', '/api/health'],
      ['GET', '/api/ready'],
      ['GET', '/api/tenant'],
      ['GET', '/api/membership/types'],
      ['POST', '/api/membership/join'],
      ['POST', '/api/membership/join/code'],
      ['GET', '/api/cpd/verify/{code}'],
      ['GET', '/api/invoice/{id}/preview'],
    ] as const)
      expect(op(method, p).security, `${method} ${p}`).toEqual([]);
    expect(op('POST', '/api/v1/community/users/set-first-login').security).toBeUndefined();
    expect(op('GET', '/api/content/assets/{id}').security).toEqual([{ bearer: [] }, {}]);
    expect(doc.security).toEqual([{ bearer: [] }]);
    expect(doc.servers).toEqual([expect.objectContaining({ url: '/' })]);
  });

  it('says who may call: without a token, bearer operations answer 401 and `security: []` ones never do', async () => {
    const wrong: string[] = [];
    let conclusive = 0;
    for (const o of listOperations(app)) {
      const documented = op(o.method, o.path).security;
      const open = Array.isArray(documented) && documented.every((s) => Object.keys(s as Json).length === 0);
      const optional =
        Array.isArray(documented) && documented.some((s) => Object.keys(s as Json).length === 0);
      const hasBody = o.method !== 'GET' && o.method !== 'DELETE';
      const res = await app.inject({
        method: o.method,
        url: urlOf(o, (_, schema) => neutralValue(schema)),
        headers: { host: hostOf('ota'), ...(hasBody ? { 'content-type': 'application/json' } : {}) },
        ...(hasBody ? { payload: '{}' } : {}),
      });
      // Input is validated before authentication: a 400 tells nothing about the token.
      if (res.statusCode === 400) continue;
      conclusive++;
      if (open && res.statusCode === 401) wrong.push(`${o.key}: documented public, answered 401`);
      if (!open && !optional && res.statusCode !== 401)
        wrong.push(`${o.key}: needs a token, answered ${res.statusCode}`);
    }
    expect(wrong).toEqual([]);
    expect(conclusive).toBeGreaterThan(200);
  }, 60_000);

  it('documents every 4xx in the shared error shape (Directus calls in theirs)', () => {
    const without = operations().filter(
      ({ op }) => !Object.keys(op.responses).some((c) => c.startsWith('4')),
    );
    expect(without.map(({ key }) => key)).toEqual([]);
    const errorRef = (o: Operation, code: string) =>
      o.responses[code]?.content?.['application/json']?.schema.$ref;
    expect(errorRef(op('PUT', '/api/User'), '401')).toBe('#/components/schemas/ApiError');
    expect(errorRef(op('GET', '/api/content/items/{collection}'), '403')).toBe(
      '#/components/schemas/DirectusErrors',
    );
  });

  it('documents each multipart upload with its file parts, and file answers as binary', () => {
    const binary = { type: 'string', format: 'binary' };
    for (const key of HANDLER_PARSED) {
      const [method, p] = key.split(' ') as [string, string];
      const form = op(method, p).requestBody?.content['multipart/form-data']?.schema;
      expect(form, key).toBeDefined();
      const parts = Object.values((form!.properties ?? {}) as Record<string, Json>);
      expect(
        parts.some(
          (s) =>
            JSON.stringify(s) === JSON.stringify(binary) ||
            JSON.stringify(s.items) === JSON.stringify(binary),
        ),
        key,
      ).toBe(true);
    }
    expect(op('POST', '/api/user/profileimage').requestBody!.content['multipart/form-data']!.schema).toEqual({
      type: 'object',
      properties: { avatar: binary },
      required: ['avatar'],
    });
    expect(op('GET', '/api/invoice/{id}/download').responses['200']!.content).toEqual({
      'application/pdf': { schema: binary },
    });
    const noAnswer = operations().filter(
      ({ op }) =>
        !Object.entries(op.responses).some(([c, r]) => c.startsWith('2') && (r.content || c === '204')),
    );
    expect(noAnswer.map(({ key }) => key)).toEqual([]);
  });

  it('lists null in every nullable enum and gives every nullable schema a type', () => {
    const broken: string[] = [];
    const walk = (node: unknown, at: string) => {
      if (!node || typeof node !== 'object') return;
      const schema = node as Json;
      if (schema.nullable === true) {
        if (schema.type === undefined) broken.push(`${at}: nullable without type`);
        if (Array.isArray(schema.enum) && !schema.enum.includes(null))
          broken.push(`${at}: enum without null`);
      }
      for (const [k, v] of Object.entries(schema)) walk(v, `${at}/${k}`);
    };
    walk(doc, '#');
    expect(broken).toEqual([]);
  });

  it('generates a typed client with openapi-typescript', async () => {
    const ast = await openapiTS(structuredClone(doc) as never);
    const source = astToString(ast);
    expect(source).toContain('"/api/v1/community/category"');
    expect(source).toContain('CommunityCategory');
    expect(source).toMatch(/export interface paths/);
  });
});
