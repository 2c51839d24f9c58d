/**
 * The meetings/assets/FAQ/notifications seeder (issue 3 "Seed", issue 6): meetings past and upcoming of each
 * visibility, folders with files and links, FAQ items and demo notifications in every tenant; fast.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { seededDatabase } from '../../../test/helper';
import type { Database } from '../../db/client';

let database: Database;
beforeAll(async () => {
  database = await seededDatabase();
}, 180_000);
afterAll(async () => database.close());

const one = async <T>(query: ReturnType<typeof sql>) =>
  ((await database.db.execute(query)) as unknown as { rows: T[] }).rows[0]!;

describe('seedMeetingsAssetsFaq', () => {
  it('seeds meetings of each visibility past and upcoming, folders with files and links, FAQ, notifications', async () => {
    for (const tenant of ['ota', 'psa', 'lca', 'actls']) {
      const row = await one<Record<string, number>>(sql`select
        (select count(*)::int from meetings m where m.tenant_id = ${tenant} and m.visible = 1 and m.end_date < now()) as public_past,
        (select count(*)::int from meetings m where m.tenant_id = ${tenant} and m.visible = 1 and m.start_date > now()) as public_upcoming,
        (select count(*)::int from meetings m where m.tenant_id = ${tenant} and m.visible = 2 and m.end_date < now()) as community_past,
        (select count(*)::int from meetings m where m.tenant_id = ${tenant} and m.visible = 2 and m.start_date > now()) as community_upcoming,
        (select count(*)::int from meetings m where m.tenant_id = ${tenant} and m.visible = 3 and m.end_date < now()) as private_past,
        (select count(*)::int from meetings m where m.tenant_id = ${tenant} and m.visible = 3 and m.start_date > now()) as private_upcoming,
        (select count(*)::int from meetings m where m.tenant_id = ${tenant} and m.to_dash_board) as dashboard,
        (select count(*)::int from asset_folders f where f.tenant_id = ${tenant}) as folders,
        (select count(*)::int from asset_items i where i.tenant_id = ${tenant} and i.type = 'link') as links,
        (select count(*)::int from asset_items i where i.tenant_id = ${tenant} and i.type <> 'link') as files,
        (select count(*)::int from faq_items q where q.tenant_id = ${tenant}) as faq,
        (select count(*)::int from notifications n join users u on u.id = n.recipient_id
          where n.tenant_id = ${tenant} and u.email = ${`member@${tenant}.example`}) as member_notifications,
        (select count(distinct n.activity_type)::int from notifications n where n.tenant_id = ${tenant}) as notification_types,
        (select count(*)::int from notifications n join users u on u.id = n.recipient_id where n.tenant_id = ${tenant} and u.tenant_id <> n.tenant_id) as cross_tenant`);
      for (const key of [
        'public_past',
        'public_upcoming',
        'community_past',
        'community_upcoming',
        'private_past',
        'private_upcoming',
        'dashboard',
        'folders',
        'links',
        'files',
        'faq',
      ])
        expect(row[key], `${tenant} ${key}`).toBeGreaterThan(0);
      expect(row.member_notifications).toBeGreaterThanOrEqual(10);
      expect(row.notification_types).toBeGreaterThanOrEqual(12);
      expect(row.cross_tenant).toBe(0);
    }
  });

  it("seeds FAQ items in each tenant's own words: same count, different questions and answers", async () => {
    const faq = async (tenant: string) =>
      (
        (await database.db.execute(
          sql`select name, description from faq_items where tenant_id = ${tenant} order by created_at`,
        )) as unknown as { rows: { name: string; description: string }[] }
      ).rows;
    const [ota, psa, lca, actls] = await Promise.all(['ota', 'psa', 'lca', 'actls'].map(faq));
    for (const items of [ota!, psa!, lca!, actls!]) expect(items).toHaveLength(8);
    expect(ota!.map((f) => f.name)).not.toEqual(lca!.map((f) => f.name));
    expect(ota!.map((f) => f.description)).not.toEqual(psa!.map((f) => f.description));
    expect(lca!.map((f) => f.description)).not.toEqual(actls!.map((f) => f.description));
    expect(ota!.map((f) => f.description).join(' ')).toMatch(/occupational therap/i);
    expect(psa!.map((f) => f.description).join(' ')).toMatch(/registered training organisation/i);
    expect(lca!.map((f) => f.description).join(' ')).toMatch(/practising certificate/i);
    expect(actls![0]!.name).toMatch(/\bhub\b/);
  });
});
