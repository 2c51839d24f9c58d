/**
 * Signed URLs for files and the page preview frame, and no tokens in the log — issue 10 §9.
 */
import { Writable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { buildTestApp, hostOf } from '../../../test/helper';
import { buildUser, signIn } from '../../../test/factories/users';
import { signQuery } from '../../lib/signed-url';
import { tenantScope } from '../../db/tenant-scope';
import { seedContent } from './content.seed';
import { redactUrl } from '../../plugins/log-redaction';

let app: FastifyInstance;
let member: Record<string, string>;
let memberId: string;
let imageId: string;
let pageId: number;
const ota = { host: hostOf('ota') };

beforeAll(async () => {
  app = await buildTestApp();
  const user = await buildUser(app, { email: 'signed@example.com' });
  memberId = user.id;
  member = (await signIn(app, 'signed@example.com')).headers;
  await seedContent(tenantScope(app.database.db, 'ota'), {
    news: 2,
    resources: 3,
    authorIds: [user.id],
    segmentIds: [],
  });
  const items = await app.inject({
    method: 'GET',
    url: '/api/content/items/resource?fields=image&limit=1&filter[image][_nnull]=true',
    headers: member,
  });
  imageId = items.json().data[0].image;
  const pages = await app.inject({
    method: 'GET',
    url: '/api/content/items/pages?fields=id&limit=1',
    headers: member,
  });
  pageId = pages.json().data[0].id;
}, 60_000);
afterAll(async () => app.close());

const open = (url: string, headers: Record<string, string> = ota) =>
  app.inject({ method: 'GET', url, headers });

describe('signed file URLs (issue 10 §9)', () => {
  it('a ?access_token= URL no longer authorises a file or the preview frame', async () => {
    const token = member.authorization!.slice(7);
    expect((await open(`/api/content/assets/${imageId}?access_token=${token}`)).statusCode).toBe(401);
    expect((await open(`/api/content/pages/${pageId}/preview?access_token=${token}`)).statusCode).toBe(401);
  });

  it('the signed URL of a file opens it without a header, with size options', async () => {
    const res = await open(`/api/content/assets/${imageId}/signed-url`, member);
    expect(res.statusCode).toBe(200);
    const { url } = res.json();
    expect(url).toMatch(new RegExp(`^/api/content/assets/${imageId}\\?u=.+&expires=\\d+&sig=[0-9a-f]{64}$`));
    expect(url).not.toContain(member.authorization!.slice(7));
    expect((await open(url)).statusCode).toBe(200);
    expect((await open(`${url}&width=80`)).statusCode).toBe(200);
    expect((await open(`/api/content/assets/${imageId}/signed-url`)).statusCode).toBe(401);
  });

  it('the signed URL of the preview frame opens that page', async () => {
    const { url } = (await open(`/api/content/pages/${pageId}/preview-url`, member)).json();
    const res = await open(url);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('text/html');
  });

  it('is bound to its resource, purpose and tenant, and is refused when tampered', async () => {
    const { url } = (await open(`/api/content/assets/${imageId}/signed-url`, member)).json();
    const query = url.slice(url.indexOf('?'));
    // Another file with the same signature.
    expect((await open(`/api/content/assets/00000000-0000-4000-8000-000000000000${query}`)).statusCode).toBe(
      401,
    );
    // Another purpose: the file's signature on the preview frame, and a preview signature on a file.
    expect((await open(`/api/content/pages/${pageId}/preview${query}`)).statusCode).toBe(401);
    const { url: frame } = (await open(`/api/content/pages/${pageId}/preview-url`, member)).json();
    const fake = signQuery(
      app.tokens.hmac,
      { purpose: 'page-preview', tenantId: 'ota', resource: imageId },
      memberId,
    );
    expect((await open(`/api/content/assets/${imageId}?${fake}`)).statusCode).toBe(401);
    expect(frame).toContain('sig=');
    // Another tenant's host.
    expect((await open(url, { host: hostOf('psa') })).statusCode).toBe(401);
    // Tampered signature or user.
    expect(
      (await open(url.replace(/sig=(.)/, (_: string, c: string) => `sig=${c === '0' ? '1' : '0'}`)))
        .statusCode,
    ).toBe(401);
    expect((await open(url.replace(/u=[^&]+/, 'u=00000000-0000-4000-8000-000000000000'))).statusCode).toBe(
      401,
    );
  });

  it('expires after ten minutes', async () => {
    const { url } = (await open(`/api/content/assets/${imageId}/signed-url`, member)).json();
    vi.useFakeTimers({ now: Date.now() + 11 * 60 * 1000, toFake: ['Date'] });
    try {
      expect((await open(url)).statusCode).toBe(401);
    } finally {
      vi.useRealTimers();
    }
  });
});

describe('no tokens in the log (issue 10 §9)', () => {
  it('redacts token, access_token and signature query values', () => {
    expect(redactUrl('/api/x?access_token=abc.def&width=80&sig=0123&token=t&signature=s')).toBe(
      '/api/x?access_token=[REDACTED]&width=80&sig=[REDACTED]&token=[REDACTED]&signature=[REDACTED]',
    );
    expect(redactUrl('/api/x')).toBe('/api/x');
  });

  it('a request with a bearer header and a token in the URL logs neither', async () => {
    const lines: string[] = [];
    const stream = new Writable({
      write(chunk, _enc, done) {
        lines.push(String(chunk));
        done();
      },
    });
    const logged = await buildTestApp({ LOG_LEVEL: 'info' }, { logger: { level: 'info', stream } });
    try {
      const secret = 'eyJhbGciOiJIUzI1NiJ9.c2VjcmV0LXBheWxvYWQ.c2lnbmF0dXJl';
      await logged.inject({
        method: 'GET',
        url: `/api/content/assets/${imageId}?access_token=${secret}&sig=deadbeef`,
        headers: { ...ota, authorization: `Bearer ${secret}` },
      });
      const log = lines.join('');
      expect(log).toContain('/api/content/assets/');
      expect(log).not.toContain(secret);
      expect(log).not.toContain('deadbeef');
    } finally {
      await logged.close();
    }
  });
});
