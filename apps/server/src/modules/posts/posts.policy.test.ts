/**
 * "One source" for the post rules (issue 37): the SQL twins `communityStandingSql` and `postAbilitiesSql`
 * (posts.policy.ts), evaluated by PostgreSQL (the server project's database) and by PGlite (the embedded
 * engine of `npm start`) over a table of cases, give what `accessOf` and `postAbilities` give in JavaScript for every case: admin or not, global
 * flags, auto-join and public communities, no/Joined/Awaiting/Blocked/Removed memberships of each role with
 * their own flags, every post status, closed or not, author or not, reported or not.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import {
  COMMUNITY_PERMISSION_FLAGS,
  PostStatus,
  UserRole,
  type TCommunityPermissionFlag,
} from '@portal/contracts';
import { freshDatabase } from '../../../test/helper';
import { openDatabase, type Database } from '../../db/client';
import type { Actor } from '../../plugins/actor';
import { accessOf } from '../communities/communities.service';
import {
  ABILITY_FLAGS,
  canSeePost,
  canSeePostSql,
  communityStandingSql,
  postAbilities,
  postAbilitiesSql,
  standingColumnsSql,
  standingFromColumns,
} from './posts.policy';

const ACTOR_ID = '00000000-0000-4000-8000-000000000001';
const OTHER_ID = '00000000-0000-4000-8000-000000000002';

type Flags = Partial<Record<TCommunityPermissionFlag, boolean>>;
interface Case {
  role: number;
  global: Flags;
  isAutoJoin: boolean;
  isPublic: boolean;
  membership: { role: string; status: string; permissions: Flags } | null;
  status: number;
  isFrozen: boolean;
  author: string;
  isReported: boolean;
}

const actors: { role: number; global: Flags }[] = [
  UserRole.Standard,
  UserRole.Admin,
  UserRole.Manager,
].flatMap((role) =>
  [{}, { postEdit: true }, { postDelete: true }, { commentCreate: true }, { postApprove: true }].map(
    (global) => ({ role, global }),
  ),
);
const memberships: Case['membership'][] = [
  null,
  { role: 'Member', status: 'Joined', permissions: {} },
  { role: 'Editor', status: 'Joined', permissions: {} },
  { role: 'Moderator', status: 'Joined', permissions: {} },
  { role: 'Member', status: 'Joined', permissions: { postEdit: true } },
  { role: 'Member', status: 'Joined', permissions: { postDelete: true, commentCreate: false } },
  { role: 'Editor', status: 'Joined', permissions: { postEdit: false, commentCreate: false } },
  { role: 'Member', status: 'Awaiting', permissions: { postEdit: true } },
  { role: 'Member', status: 'Blocked', permissions: {} },
  { role: 'Editor', status: 'Removed', permissions: { postDelete: true } },
];
const statuses = Object.values(PostStatus);

/** Every combination of the dimensions above (about 28,800 cases). */
function allCases(): Case[] {
  const cases: Case[] = [];
  for (const actor of actors)
    for (const isAutoJoin of [false, true])
      for (const isPublic of [false, true])
        for (const membership of memberships)
          for (const status of statuses)
            for (const isFrozen of [false, true])
              for (const author of [ACTOR_ID, OTHER_ID])
                for (const isReported of [false, true])
                  cases.push({
                    ...actor,
                    isAutoJoin,
                    isPublic,
                    membership,
                    status,
                    isFrozen,
                    author,
                    isReported,
                  });
  return cases;
}

/** The JavaScript rules' answer for a case. */
function expected(c: Case) {
  const actor = { id: ACTOR_ID, role: c.role, permissions: c.global } as unknown as Actor;
  const access = accessOf(
    actor,
    { isAutoJoin: c.isAutoJoin, isPublic: c.isPublic },
    c.membership as Parameters<typeof accessOf>[2],
  );
  const post = { status: c.status, isFrozen: c.isFrozen, createdByUserId: c.author };
  const can = postAbilities(access, post, ACTOR_ID, c.isReported);
  return {
    isJoined: access.isJoined,
    isBlacklisted: access.isBlacklisted,
    readable: access.readable,
    ...Object.fromEntries(COMMUNITY_PERMISSION_FLAGS.map((f) => [`p_${f}`, access.permissions[f]])),
    ...can,
    canSee: canSeePost(access, post, ACTOR_ID),
  };
}

const engines: Record<string, Database> = {};
beforeAll(async () => {
  engines.postgresql = await freshDatabase();
  engines.pglite = await openDatabase({});
});
afterAll(async () => {
  for (const database of Object.values(engines)) await database.close();
});

describe('posts.policy SQL twins', () => {
  it.each(['postgresql', 'pglite'])(
    'give the JavaScript standing, abilities and visibility for every case, on %s',
    async (engine) => {
      const database = engines[engine]!;
      const cases = allCases();
      const standing = communityStandingSql({
        actor: {
          isAdmin: sql`t.is_admin`,
          flag: (flag) => sql`coalesce((t.global ->> ${sql.raw(`'${flag}'`)})::boolean, false)`,
        },
        community: { isAutoJoin: sql`t.is_auto_join`, isPublic: sql`t.is_public` },
        membership: { role: sql`t.m_role`, status: sql`t.m_status`, permissions: sql`t.m_permissions` },
      });
      const post = { status: sql`t.status`, isFrozen: sql`t.is_frozen`, createdByUserId: sql`t.author` };
      const can = postAbilitiesSql(standing, post, sql`${ACTOR_ID}::uuid`, sql`t.is_reported`);
      const columns = {
        isJoined: standing.isJoined,
        isBlacklisted: standing.isBlacklisted,
        readable: standing.readable,
        ...Object.fromEntries(COMMUNITY_PERMISSION_FLAGS.map((f) => [`p_${f}`, standing.permission(f)])),
        ...can,
        canSee: canSeePostSql(standing, post, sql`${ACTOR_ID}::uuid`),
      };
      const input = cases.map((c, i) => ({
        i,
        is_admin: c.role === UserRole.Admin || c.role === UserRole.WorkSpaceOwner,
        global: c.global,
        is_auto_join: c.isAutoJoin,
        is_public: c.isPublic,
        m_role: c.membership?.role ?? null,
        m_status: c.membership?.status ?? null,
        m_permissions: c.membership?.permissions ?? null,
        status: c.status,
        is_frozen: c.isFrozen,
        author: c.author,
        is_reported: c.isReported,
      }));
      const selected = sql.join(
        Object.entries(columns).map(([name, expr]) => sql`${expr} as ${sql.identifier(name)}`),
        sql`, `,
      );
      const result = (await database.db.execute(sql`select t.i, ${selected}
      from jsonb_to_recordset(${JSON.stringify(input)}::jsonb) as t(i int, is_admin boolean, global jsonb,
        is_auto_join boolean, is_public boolean, m_role text, m_status text, m_permissions jsonb, status int,
        is_frozen boolean, author uuid, is_reported boolean)
      order by t.i`)) as unknown as { rows: Record<string, unknown>[] };
      expect(result.rows).toHaveLength(cases.length);
      const mismatches = result.rows
        .map((row) => {
          const { i, ...got } = row;
          const c = cases[Number(i)]!;
          return { c, got, want: expected(c) };
        })
        .filter(({ got, want }) => JSON.stringify(got) !== JSON.stringify(want));
      expect(mismatches.slice(0, 3)).toEqual([]);
    },
  );
});

/** The cases as the rows of a `jsonb_to_recordset` (the columns the SQL twins read as `t.…`). */
function caseRows(cases: Case[]) {
  return cases.map((c, i) => ({
    i,
    is_admin: c.role === UserRole.Admin || c.role === UserRole.WorkSpaceOwner,
    global: c.global,
    is_auto_join: c.isAutoJoin,
    is_public: c.isPublic,
    m_role: c.membership?.role ?? null,
    m_status: c.membership?.status ?? null,
    m_permissions: c.membership?.permissions ?? null,
    status: c.status,
    is_frozen: c.isFrozen,
    author: c.author,
    is_reported: c.isReported,
  }));
}

/** The table of cases as SQL, alias `t`. */
const casesTable = (
  cases: Case[],
) => sql`jsonb_to_recordset(${JSON.stringify(caseRows(cases))}::jsonb) as t(i int, is_admin boolean, global jsonb,
        is_auto_join boolean, is_public boolean, m_role text, m_status text, m_permissions jsonb, status int,
        is_frozen boolean, author uuid, is_reported boolean)`;

/** The standing of a case's row `t` as SQL (`communityStandingSql` over its columns). */
const caseStanding = () =>
  communityStandingSql({
    actor: {
      isAdmin: sql`t.is_admin`,
      flag: (flag) => sql`coalesce((t.global ->> ${sql.raw(`'${flag}'`)})::boolean, false)`,
    },
    community: { isAutoJoin: sql`t.is_auto_join`, isPublic: sql`t.is_public` },
    membership: { role: sql`t.m_role`, status: sql`t.m_status`, permissions: sql`t.m_permissions` },
  });

describe('posts.policy SQL twins through standing columns (the feed and community statements)', () => {
  it.each(['postgresql', 'pglite'])(
    'give the JavaScript standing and abilities when the standing is computed per community and read back as columns, on %s',
    async (engine) => {
      const database = engines[engine]!;
      const cases = allCases();
      // Inner: the standing as columns (as callerCommunitiesSelect writes them per community); outer: the
      // abilities from those columns (as postCallerRows reads them per post).
      const inner = Object.entries(standingColumnsSql(caseStanding())).map(
        ([name, expr]) => sql`${expr} as ${sql.identifier(name)}`,
      );
      const standing = standingFromColumns((name) => sql`s.${sql.identifier(name)}`);
      const post = { status: sql`s.status`, isFrozen: sql`s.is_frozen`, createdByUserId: sql`s.author` };
      const can = postAbilitiesSql(standing, post, sql`${ACTOR_ID}::uuid`, sql`s.is_reported`);
      const columns = {
        isJoined: standing.isJoined,
        isBlacklisted: standing.isBlacklisted,
        readable: standing.readable,
        ...Object.fromEntries(ABILITY_FLAGS.map((f) => [`p_${f}`, standing.permission(f)])),
        ...can,
      };
      const selected = sql.join(
        Object.entries(columns).map(([name, expr]) => sql`${expr} as ${sql.identifier(name)}`),
        sql`, `,
      );
      const result = (await database.db.execute(sql`select s.i, ${selected}
      from (select t.*, ${sql.join(inner, sql`, `)} from ${casesTable(cases)} offset 0) s
      order by s.i`)) as unknown as { rows: Record<string, unknown>[] };
      expect(result.rows).toHaveLength(cases.length);
      const mismatches = result.rows
        .map((row) => {
          const { i, ...got } = row;
          const c = cases[Number(i)]!;
          const all = expected(c) as Record<string, unknown>;
          const want = Object.fromEntries(Object.keys(columns).map((k) => [k, all[k]]));
          return { c, got, want };
        })
        .filter(({ got, want }) => JSON.stringify(got) !== JSON.stringify(want));
      expect(mismatches.slice(0, 3)).toEqual([]);
    },
  );

  it('refuse a flag the columns do not keep', () => {
    const standing = standingFromColumns((name) => sql.raw(name));
    expect(() => standing.permission('postApprove')).toThrow(/not a standing column/);
  });
});
