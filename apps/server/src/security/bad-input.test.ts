/**
 * Bad input answers 400, never 500 (issue 10 §8): ids above the int4 range, NUL bytes and lone surrogates
 * in any text, malformed multipart, empty updates and out-of-range dates in content filters.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { ZIntId, ZIntIdParam, ZText, intIdParams } from '@portal/contracts';
import { buildTestApp } from '../../test/helper';
import { buildUser, signIn } from '../../test/factories/users';
import { addMember, buildCommunity, buildPost } from '../../test/factories/communities';
import { buildMeeting } from '../../test/factories/meetings';

let app: FastifyInstance;
let member: Record<string, string>;
let admin: Record<string, string>;
let postId: string;
let communityId: string;
let meetingId: string;

beforeAll(async () => {
  app = await buildTestApp();
  const author = await buildUser(app, { email: 'bad-input-member@example.com' });
  await buildUser(app, { email: 'bad-input-admin@example.com', role: 1 });
  member = (await signIn(app, 'bad-input-member@example.com')).headers;
  admin = (await signIn(app, 'bad-input-admin@example.com')).headers;
  const community = await buildCommunity(app, { name: 'Bad input', alias: 'bad-input' });
  communityId = community.id;
  await addMember(app, community.id, author.id);
  postId = (await buildPost(app, community.id, author.id)).id;
  meetingId = (await buildMeeting(app, community.id)).id;
}, 60_000);
afterAll(async () => app.close());

const send = (
  method: 'GET' | 'POST' | 'PUT',
  url: string,
  headers: Record<string, string>,
  payload?: unknown,
) => app.inject({ method, url, headers, ...(payload === undefined ? {} : { payload: payload as object }) });

describe('shared input schemas (contracts)', () => {
  it('bounds integer ids to the int4 column', () => {
    expect(ZIntId.safeParse(2147483647).success).toBe(true);
    expect(ZIntId.safeParse(2147483648).success).toBe(false);
    expect(ZIntId.safeParse(0).success).toBe(false);
    expect(ZIntIdParam.safeParse('99999999999').success).toBe(false);
    expect(ZIntIdParam.safeParse('abc').success).toBe(false);
    expect(intIdParams('id', 'other').parse({ id: '5', other: '7' })).toEqual({ id: 5, other: 7 });
  });
  it('refuses NUL and lone surrogates in text', () => {
    expect(ZText.safeParse('plain é 😀').success).toBe(true);
    expect(ZText.safeParse('a\u0000b').success).toBe(false);
    expect(ZText.safeParse('a\ud800b').success).toBe(false);
    expect(ZText.safeParse('\udc00').success).toBe(false);
  });
});

describe('ids above 2,147,483,647', () => {
  it('GET /api/event/99999999999 answers 400', async () => {
    const res = await send('GET', '/api/event/99999999999', member);
    expect(res.statusCode).toBe(400);
  });
  it('a body id of 2147483648 answers 400', async () => {
    const res = await send('POST', '/api/cart/removeItem', member, { cartItemId: 2147483648 });
    expect(res.statusCode).toBe(400);
  });
});

describe('NUL bytes and lone surrogates (input guard)', () => {
  it('in a query string', async () => {
    const res = await send('GET', '/api/tag/tags?keyword=%00', member);
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toMatch(/NUL/);
    const search = await send('GET', '/api/v1/community/post/search-by-body?keyword=a%00b', member);
    expect(search.statusCode).toBe(400);
  });
  it('in a post title and a comment body (JSON)', async () => {
    const title = await send('POST', '/api/v1/community/post', member, {
      communityId,
      title: 'a\u0000b',
      body: '<p>x</p>',
    });
    expect(title.statusCode).toBe(400);
    const surrogate = await send('PUT', `/api/v1/community/post/${postId}`, member, { title: 'x\ud800' });
    expect(surrogate.statusCode).toBe(400);
    const comment = await send('POST', `/api/v1/community/post/${postId}/comment`, member, {
      body: 'hi\u0000',
    });
    expect(comment.statusCode).toBe(400);
  });
  it('in a multipart text field', async () => {
    const boundary = 'XBOUNDARY';
    const field = (name: string, value: string) =>
      `--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`;
    const res = await app.inject({
      method: 'POST',
      url: '/api/v1/community/post',
      headers: { ...member, 'content-type': `multipart/form-data; boundary=${boundary}` },
      payload: `${field('communityId', communityId)}${field('title', 'a\u0000b')}${field('body', '<p>x</p>')}--${boundary}--\r\n`,
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toMatch(/NUL/);
  });
  it('in a content filter written as JSON', async () => {
    for (const op of ['_eq', '_contains']) {
      const filter = encodeURIComponent(JSON.stringify({ name: { [op]: 'a\u0000' } }));
      const res = await send('GET', `/api/content/items/news?filter=${filter}`, member);
      expect(res.statusCode, op).toBe(400);
      expect(res.json().errors?.[0]?.message ?? res.body).toMatch(/NUL/);
    }
  });
});

describe('malformed multipart', () => {
  it('answers 400 with a clear message without and with a boundary', async () => {
    for (const contentType of ['multipart/form-data', 'multipart/form-data; boundary=zzz']) {
      const res = await app.inject({
        method: 'POST',
        url: '/api/v1/community/post',
        headers: { ...member, 'content-type': contentType },
        payload: 'a=1',
      });
      expect(res.statusCode, contentType).toBe(400);
      expect(res.json().message).toMatch(/multipart/);
    }
  });
});

describe('updates with nothing to change', () => {
  it('PUT /api/v1/community/post/{id} with {} answers 400 Nothing to update', async () => {
    const res = await send('PUT', `/api/v1/community/post/${postId}`, member, {});
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe('Nothing to update');
  });
  it('PUT a meeting with {} answers no 5xx', async () => {
    const res = await send('PUT', `/api/v1/admin/community/${communityId}/meeting/${meetingId}`, admin, {});
    expect(res.statusCode).toBeLessThan(500);
  });
});

describe('content filters with out-of-range dates', () => {
  it('answers 400 in JSON and bracket form', async () => {
    const json = encodeURIComponent(JSON.stringify({ publish_start_date: { _gt: '99999-01-01' } }));
    const a = await send('GET', `/api/content/items/news?limit=1&filter=${json}`, member);
    expect(a.statusCode).toBe(400);
    const b = await send(
      'GET',
      '/api/content/items/news?limit=1&filter[publish_start_date][_gt]=99999-01-01',
      member,
    );
    expect(b.statusCode).toBe(400);
  });
});
