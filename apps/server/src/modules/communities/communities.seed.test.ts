/**
 * The communities seeder (issue 3 "Seed"): every kind of community per tenant, 1,000+ posts with threaded
 * comments, likes and reports, the demo accounts' memberships, and a few seconds per tenant.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { freshDatabase } from '../../../test/helper';
import type { Database } from '../../db/client';
import { seedDatabase } from '../../seed/seed';

let database: Database;
let elapsed = 0;
beforeAll(async () => {
  database = await freshDatabase();
  const started = Date.now();
  await seedDatabase(database.db, { usersPerTenant: 60 });
  elapsed = Date.now() - started;
}, 120_000);
afterAll(async () => database.close());

const one = async <T>(query: ReturnType<typeof sql>) =>
  ((await database.db.execute(query)) as unknown as { rows: T[] }).rows[0]!;

describe('seedCommunities', () => {
  it('seeds at least 12 communities of every kind in each tenant, with categories and tags', async () => {
    for (const tenant of ['ota', 'psa', 'lca', 'actls']) {
      const row = await one<Record<string, number>>(sql`select
        count(*)::int as total,
        count(*) filter (where is_public)::int as public,
        count(*) filter (where not is_public and is_require_agreement)::int as private_terms,
        count(*) filter (where exists(select 1 from community_join_questions q where q.community_id = communities.id))::int as questions,
        count(*) filter (where is_auto_join)::int as auto,
        count(*) filter (where is_archived)::int as archived,
        count(*) filter (where is_require_post_approval)::int as approval,
        (select count(*)::int from community_categories c where c.tenant_id = ${tenant} and c.parent_category_id is not null) as subcategories,
        (select count(*)::int from post_tags t where t.tenant_id = ${tenant}) as tags
        from communities where tenant_id = ${tenant}`);
      expect(row.total).toBeGreaterThanOrEqual(12);
      for (const key of [
        'public',
        'private_terms',
        'questions',
        'auto',
        'archived',
        'approval',
        'subcategories',
        'tags',
      ])
        expect(row[key], `${tenant} ${key}`).toBeGreaterThan(0);
    }
  });

  it('seeds 1,000+ posts per tenant with comments three levels deep, likes and reports, counters matching', async () => {
    const row = await one<Record<string, number>>(sql`select
      (select count(*)::int from posts where tenant_id = 'ota') as posts,
      (select count(*)::int from post_comments where tenant_id = 'ota') as comments,
      (select count(*)::int from post_comments where tenant_id = 'ota' and depth = 3) as deep,
      (select count(*)::int from post_likes where tenant_id = 'ota') as likes,
      (select count(*)::int from post_reports where tenant_id = 'ota') as reports,
      (select count(*)::int from posts p where p.tenant_id = 'ota' and p.comments_count <> (select count(*) from post_comments c where c.post_id = p.id)) as bad_counts`);
    expect(row.posts).toBeGreaterThanOrEqual(1000);
    expect(row.comments).toBeGreaterThan(1000);
    expect(row.deep).toBeGreaterThan(0);
    expect(row.likes).toBeGreaterThan(1000);
    expect(row.reports).toBeGreaterThan(0);
    expect(row.bad_counts).toBe(0);
  });

  it('joins member@ to some communities, leaves one awaiting, and keeps moderator@ moderating three', async () => {
    const row = await one<Record<string, number>>(sql`select
      (select count(*)::int from community_members m join users u on u.id = m.user_id where u.email = 'member@ota.example' and m.status = 'Joined') as joined,
      (select count(*)::int from community_members m join users u on u.id = m.user_id where u.email = 'member@ota.example' and m.status = 'Awaiting') as awaiting,
      (select count(*)::int from community_members m join users u on u.id = m.user_id where u.email = 'moderator@ota.example' and m.role = 'Moderator') as moderated`);
    expect(row.joined).toBeGreaterThanOrEqual(3);
    expect(row.awaiting).toBe(1);
    // Two from the users seed, plus 'leadership' from the moderation seed (issue 14).
    expect(row.moderated).toBe(3);
  });

  // The whole seed (every area) of one tenant takes a few seconds on an idle machine; the bound leaves room
  // for a loaded CI box and still catches
  // row-by-row inserts, which take minutes.
  it('takes a few seconds per tenant at most', () => {
    expect(elapsed / 4).toBeLessThan(60_000);
  });
});
