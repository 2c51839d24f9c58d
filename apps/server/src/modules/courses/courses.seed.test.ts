/**
 * The CPD, courses and attendance seeders (issue 15 "Seed"): 20+ courses per CPD tenant (none for lca),
 * enrolments of each status, completed courses credited once, a past CPD event with checked-in attendees
 * credited (a substitute instead of the holder) and an upcoming one with attendees.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { seededDatabase } from '../../../test/helper';
import type { Database } from '../../db/client';

let database: Database;
beforeAll(async () => {
  database = await seededDatabase();
}, 240_000);
afterAll(async () => database.close());

const one = async <T>(query: ReturnType<typeof sql>) =>
  ((await database.db.execute(query)) as unknown as { rows: T[] }).rows[0]!;

describe('seedCourses, seedCpd, seedAttendance', () => {
  it('seeds courses, enrolments of each status and credits in the CPD tenants', async () => {
    for (const tenant of ['ota', 'psa', 'actls']) {
      const row = await one<Record<string, number>>(sql`select
        (select count(*)::int from courses c where c.tenant_id = ${tenant}) as courses,
        (select count(*)::int from course_enrolments e join users u on u.id = e.user_id
          where e.tenant_id = ${tenant} and u.email = ${`member@${tenant}.example`} and e.status = 'Active'
          and e.expiry_date >= current_date) as active,
        (select count(*)::int from course_enrolments e join users u on u.id = e.user_id
          where e.tenant_id = ${tenant} and u.email = ${`member@${tenant}.example`} and e.status = 'Completed') as completed,
        (select count(*)::int from course_enrolments e join users u on u.id = e.user_id
          where e.tenant_id = ${tenant} and u.email = ${`member@${tenant}.example`}
          and (e.status = 'Expired' or e.expiry_date < current_date)) as expired,
        (select count(*)::int from cpd_records r where r.tenant_id = ${tenant} and r.source = 'course') as course_credits,
        (select count(*)::int from ticket_check_ins t where t.tenant_id = ${tenant}) as check_ins,
        (select count(*)::int from ticket_check_ins t join users u on u.id = t.credited_user_id
          where t.tenant_id = ${tenant} and u.email = ${`client@${tenant}.example`}) as substitute_credited,
        (select count(*)::int from cpd_periods p join users u on u.id = p.user_id
          where p.tenant_id = ${tenant} and u.email = ${`member@${tenant}.example`}) as member_periods`);
      expect(row.courses).toBeGreaterThanOrEqual(20);
      expect(row.active).toBeGreaterThanOrEqual(3);
      expect(row.completed).toBe(2);
      expect(row.expired).toBeGreaterThanOrEqual(2);
      expect(row.course_credits).toBeGreaterThanOrEqual(2);
      expect(row.check_ins).toBe(8);
      expect(row.substitute_credited).toBe(1);
      expect(row.member_periods).toBe(2);
    }
  });

  it('seeds no courses and no credits for lca (CPD off)', async () => {
    const row = await one<Record<string, number>>(sql`select
      (select count(*)::int from courses where tenant_id = 'lca') as courses,
      (select count(*)::int from cpd_records where tenant_id = 'lca') as records`);
    expect(row).toEqual({ courses: 0, records: 0 });
  });
});
