/**
 * A client generated from the served OpenAPI document uploads an avatar (issue 40): openapi-typescript makes
 * the `paths` types (file parts as `Blob`), TypeScript checks a call of openapi-fetch against them (the
 * multipart body is typed; a wrong one is an error), and the same call made with openapi-fetch reaches the
 * server, which accepts the multipart upload and changes the member's avatar (spec 000 §5).
 */
import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import ts from 'typescript';
import sharp from 'sharp';
import openapiTS, { astToString } from 'openapi-typescript';
import createClient from 'openapi-fetch';
import { buildTestApp, hostOf } from '../test/helper';
import { buildUser, signIn } from '../test/factories/users';

const REPO = path.resolve(import.meta.dirname, '../../..');
/** Inside node_modules, so that the checked client resolves `openapi-fetch` as an application would. */
const OUT = path.join(REPO, 'node_modules/.cache/openapi-client-test');

/** The client code the test checks with TypeScript and then runs (the same call). */
const CLIENT_SOURCE = `
import createClient from 'openapi-fetch';
import type { paths } from './api';

/** Multipart: each part of the typed body as a form field. */
export const formData = (body: Record<string, Blob | string>) => {
  const form = new FormData();
  for (const [name, value] of Object.entries(body))
    if (value instanceof Blob) form.append(name, value, 'me.png');
    else form.append(name, value);
  return form;
};

export async function uploadAvatar(client: ReturnType<typeof createClient<paths>>, avatar: Blob) {
  const { data, error } = await client.POST('/api/user/profileimage', { body: { avatar }, bodySerializer: formData });
  // A typed answer: the new avatar's URL.
  const url: string | undefined = data?.avatarUrl;
  return { url, error };
}

export function wrongBody(client: ReturnType<typeof createClient<paths>>) {
  // @ts-expect-error the avatar part is a file (Blob), not a number
  return client.POST('/api/user/profileimage', { body: { avatar: 1 }, bodySerializer: formData });
}
`;

/** The runtime twin of CLIENT_SOURCE's `formData`: each part of the body as a form field. */
const formData = (body: Record<string, Blob | string>) => {
  const form = new FormData();
  for (const [name, value] of Object.entries(body))
    if (value instanceof Blob) form.append(name, value, 'me.png');
    else form.append(name, value);
  return form;
};

/** openapi-typescript's documented transform: `format: binary` as `Blob`. */
const BLOB = ts.factory.createTypeReferenceNode(ts.factory.createIdentifier('Blob'));

let app: FastifyInstance;
let headers: Record<string, string>;
beforeAll(async () => {
  app = await buildTestApp();
  await buildUser(app, { email: 'client-avatar@example.com' });
  headers = (await signIn(app, 'client-avatar@example.com')).headers;
});
afterAll(async () => app.close());

/** `fetch` for openapi-fetch that answers through `app.inject` (no socket). */
const injectFetch = async (request: Request): Promise<Response> => {
  const url = new URL(request.url);
  const body = request.body ? Buffer.from(await request.arrayBuffer()) : undefined;
  const res = await app.inject({
    method: request.method as 'POST',
    url: url.pathname + url.search,
    headers: Object.fromEntries(request.headers),
    ...(body ? { payload: body } : {}),
  });
  return new Response(res.rawPayload, {
    status: res.statusCode,
    headers: res.headers as Record<string, string>,
  });
};

describe('a client generated from the document', () => {
  it('types the avatar upload: the multipart body and the answer (tsc finds no error)', async () => {
    const doc = (await app.inject({ method: 'GET', url: '/api/docs/json' })).json();
    const ast = await openapiTS(doc, {
      transform: (schema) => (schema.format === 'binary' ? BLOB : undefined),
    });
    fs.mkdirSync(OUT, { recursive: true });
    fs.writeFileSync(path.join(OUT, 'api.d.ts'), astToString(ast));
    fs.writeFileSync(path.join(OUT, 'client.ts'), CLIENT_SOURCE);
    const program = ts.createProgram([path.join(OUT, 'client.ts')], {
      strict: true,
      noEmit: true,
      target: ts.ScriptTarget.ES2022,
      module: ts.ModuleKind.ESNext,
      moduleResolution: ts.ModuleResolutionKind.Bundler,
      lib: ['lib.es2022.d.ts', 'lib.dom.d.ts'],
      types: [],
      skipLibCheck: true,
    });
    const problems = ts
      .getPreEmitDiagnostics(program)
      .map((d) => ts.flattenDiagnosticMessageText(d.messageText, '\n'));
    expect(problems).toEqual([]);
  }, 60_000);

  it('uploads an avatar through openapi-fetch: the server accepts it and the avatar changes', async () => {
    // Untyped here (`paths` exists only as generated text; the typed call is CLIENT_SOURCE's, checked above).
    const client = createClient({
      baseUrl: `http://${hostOf('ota')}`,
      fetch: injectFetch,
      headers,
    }) as unknown as {
      POST: (
        url: string,
        init: { body: object; bodySerializer: typeof formData },
      ) => Promise<{ data?: { avatarUrl: string }; error?: unknown; response: Response }>;
    };
    const before = (await app.inject({ method: 'GET', url: '/api/v1/account', headers })).json();
    const png = await sharp({
      create: { width: 64, height: 64, channels: 3, background: { r: 20, g: 120, b: 200 } },
    })
      .png()
      .toBuffer();
    const avatar = new Blob([new Uint8Array(png)], { type: 'image/png' });
    const { data, error, response } = await client.POST('/api/user/profileimage', {
      body: { avatar },
      bodySerializer: formData,
    });
    expect(error).toBeUndefined();
    expect(response.status).toBe(200);
    const avatarUrl = data!.avatarUrl;
    expect(avatarUrl).toBeTruthy();
    expect(avatarUrl).not.toBe(before.avatarUrl);
    const after = (await app.inject({ method: 'GET', url: '/api/v1/account', headers })).json();
    expect(after.avatarUrl).toBe(avatarUrl);
    const file = await app.inject({ method: 'GET', url: avatarUrl, headers });
    expect(file.statusCode).toBe(200);
    expect((await sharp(file.rawPayload).metadata()).format).toBe('webp');
  });
});
