/**
 * API tests of the blacklist (issue 14) — spec 001 §4 (block with a reason, unblock), §5 Blacklist (reason
 * required, at least one user, already blacklisted cannot be picked), §6 (communityBlacklist plus an admin
 * check), §7 blocks; a blacklisted user is refused everywhere in that community until unblocked.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { and, eq } from 'drizzle-orm';
import { buildTestApp } from '../../../test/helper';
import { buildUser, signIn } from '../../../test/factories/users';
import { addMember, buildCommunity, buildPost } from '../../../test/factories/communities';
import { communityMembers } from '../../db/schema/index';

let app: FastifyInstance;
type U = { id: string; h: Record<string, string> };
let admin: U;
let moderator: U;
let member: U;
let troll: U;
let psaAdmin: U;
let community: Awaited<ReturnType<typeof buildCommunity>>;
let post: Awaited<ReturnType<typeof buildPost>>;

async function user(email: string, extra: Parameters<typeof buildUser>[1] = {}): Promise<U> {
  const row = await buildUser(app, { email, ...extra });
  return { id: row.id, h: (await signIn(app, email, extra.tenantId ?? 'ota')).headers };
}
const call = (u: U, method: 'GET' | 'POST' | 'PUT', url: string, payload?: object) =>
  app.inject({ method, url, headers: u.h, ...(payload ? { payload } : {}) });

beforeAll(async () => {
  app = await buildTestApp();
  admin = await user('bl-admin@example.com', { role: 1 });
  moderator = await user('bl-moderator@example.com');
  member = await user('bl-member@example.com');
  troll = await user('bl-troll@example.com', { firstName: 'Trevor', lastName: 'Troll' });
  psaAdmin = await user('bl-psa@example.com', { role: 1, tenantId: 'psa' });
  community = await buildCommunity(app, { name: 'Guarded', isPublic: true });
  await addMember(app, community.id, moderator.id, { role: 'Moderator' });
  await addMember(app, community.id, member.id);
  await addMember(app, community.id, troll.id);
  post = await buildPost(app, community.id, member.id, { title: 'Hello' });
});
afterAll(async () => app.close());

const base = () => `/api/v1/admin/community/${community.id}`;

describe('blacklist', () => {
  it('is refused to plain members (403) and other tenants (404); needs a reason', async () => {
    expect((await call(member, 'GET', `${base()}/block`)).statusCode).toBe(403);
    expect(
      (await call(member, 'POST', `${base()}/block`, { userIds: [troll.id], reason: 'x' })).statusCode,
    ).toBe(403);
    expect((await call(psaAdmin, 'GET', `${base()}/block`)).statusCode).toBe(404);
    const blank = await call(moderator, 'POST', `${base()}/block`, { userIds: [troll.id], reason: '  ' });
    expect(blank.statusCode).toBe(400);
    expect(
      (await call(moderator, 'POST', `${base()}/block`, { userIds: [], reason: 'Spam' })).statusCode,
    ).toBe(400);
  });

  it('blocks with a reason; the user can no longer see, join, post or comment; unblock restores joining', async () => {
    // Before: the troll reads the community.
    expect((await call(troll, 'GET', `/api/v1/community/${community.id}`)).statusCode).toBe(200);
    const blocked = await call(moderator, 'POST', `${base()}/block`, { userIds: [troll.id], reason: 'Spam' });
    expect(blocked.statusCode).toBe(200);
    expect(
      (await call(moderator, 'POST', `${base()}/block`, { userIds: [troll.id], reason: 'Again' })).statusCode,
    ).toBe(400);

    const list = (await call(moderator, 'GET', `${base()}/block?keyword=trev`)).json();
    expect(list.blockedUsers).toMatchObject([{ userId: troll.id, reason: 'Spam', firstName: 'Trevor' }]);
    expect(
      (await call(moderator, 'PUT', `${base()}/block/${troll.id}`, { reason: 'Spam links' })).statusCode,
    ).toBe(200);

    for (const [method, url] of [
      ['GET', `/api/v1/community/${community.id}`],
      ['GET', `/api/v1/community?alias=${community.alias}`],
      ['GET', `/api/v1/community/${community.id}/about`],
      ['GET', `/api/v1/community/${community.id}/posts`],
      ['GET', `/api/v1/community/${community.id}/member`],
      ['GET', `/api/v1/community/post/${post.id}`],
      ['PUT', `/api/v1/community/${community.id}/join`],
    ] as const)
      expect(
        (await call(troll, method, url, method === 'PUT' ? { answers: [] } : undefined)).statusCode,
        url,
      ).toBeGreaterThanOrEqual(400);
    const comment = await app.inject({
      method: 'POST',
      url: `/api/v1/community/post/${post.id}/comment`,
      headers: troll.h,
      payload: { body: '<p>hi</p>' },
    });
    expect(comment.statusCode).toBe(403);
    const feed = (await call(troll, 'GET', '/api/v1/community/post/feed')).json();
    expect(feed.posts.some((p: { id: string }) => p.id === post.id)).toBe(false);

    expect((await call(moderator, 'POST', `${base()}/unblock`, { userIds: [troll.id] })).statusCode).toBe(
      200,
    );
    const rows = await app.database.db
      .select()
      .from(communityMembers)
      .where(and(eq(communityMembers.communityId, community.id), eq(communityMembers.userId, troll.id)));
    expect(rows).toHaveLength(0);
    expect((await call(troll, 'GET', `/api/v1/community/${community.id}`)).statusCode).toBe(200);
    expect(
      (await call(troll, 'PUT', `/api/v1/community/${community.id}/join`, { answers: [] })).statusCode,
    ).toBe(200);
    expect((await call(moderator, 'POST', `${base()}/unblock`, { userIds: [troll.id] })).statusCode).toBe(
      404,
    );
  });

  it('an admin can blacklist a stranger, who then cannot join', async () => {
    const stranger = await user('bl-stranger@example.com');
    expect(
      (await call(admin, 'POST', `${base()}/block`, { userIds: [stranger.id], reason: 'Known spammer' }))
        .statusCode,
    ).toBe(200);
    expect(
      (await call(stranger, 'PUT', `/api/v1/community/${community.id}/join`, { answers: [] })).statusCode,
    ).toBe(403);
    expect(
      (await call(admin, 'POST', `${base()}/block`, { userIds: [psaAdmin.id], reason: 'x' })).statusCode,
    ).toBe(400);
  });
});
