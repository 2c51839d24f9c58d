/**
 * The served OpenAPI document (`/api/docs/json`) is a valid OpenAPI 3 document that client generators accept
 * (issue 18 "An API document client generators accept"): swagger-parser validates it (every `$ref` resolves,
 * the recursive community category included) and openapi-typescript generates a typed client from it.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import SwaggerParser from '@apidevtools/swagger-parser';
import openapiTS, { astToString } from 'openapi-typescript';
import { buildTestApp } from '../test/helper';

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

  it('generates a typed client with openapi-typescript', async () => {
    const ast = await openapiTS(structuredClone(doc) as never);
    const source = astToString(ast);
    expect(source).toContain('"/api/v1/community/category"');
    expect(source).toContain('CommunityCategory');
    expect(source).toMatch(/export interface paths/);
  });
});
