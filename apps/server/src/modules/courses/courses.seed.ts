/**
 * Demo courses (issue 15): 24 courses per tenant with the cpd module (lca has none), and enrolments of every
 * status — the demo member has 3 Active, 2 Completed (short ones) (credited as CPD records through `completeEnrolment`) and
 * 2 Expired; other members get a few at random. Dates relative to today (Sydney).
 */
import { TENANT_PROFILES, type TenantId } from '@portal/contracts';
import { courseEnrolments, courses } from '../../db/schema/index';
import type { Seeder } from '../../seed/seed-run';
import { themeOf } from '../../seed/themes/index';
import { sydneyToday } from '../cpd/cpd.service';
import { completeEnrolment } from './courses.service';

/** `day` (YYYY-MM-DD) moved by `days`. */
const addDays = (day: string, days: number) =>
  new Date(Date.parse(`${day}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);

/** Seeds the catalogue and enrolments (skipped where the cpd module is off). */
export const seedCourses: Seeder = async ({ scope, faker, demo, userIds }) => {
  const profile = TENANT_PROFILES[scope.tenantId as TenantId];
  if (!profile.modules.cpd?.enabled) return;
  const TOPICS = themeOf(scope.tenantId).courses;
  const prefix = scope.tenantId.toUpperCase();
  const rows = await scope.db
    .insert(courses)
    .values(
      TOPICS.map(([name, categoryName, hours], i) => ({
        tenantId: scope.tenantId,
        code: `${prefix}-${String(101 + i)}`,
        name,
        categoryName,
        description: `${name}: a self-paced online course of about ${hours} hours with readings, short videos and a final quiz.`,
        imageUrl: profile.placeholderImageUrl,
        hours,
        loginUrl: `${profile.website.replace(/\/$/, '')}/learning/${prefix}-${101 + i}`,
      })),
    )
    .returning({ id: courses.id });
  const ids = rows.map((r) => r.id);
  const today = sydneyToday();
  const enrol = (userId: string, courseId: number, status: string, expiryDate: string) => ({
    tenantId: scope.tenantId,
    userId,
    courseId,
    status,
    expiryDate,
  });
  const values = [
    ...ids.slice(0, 3).map((id, i) => enrol(demo.member, id, 'Active', addDays(today, 90 + i * 60))),
    ...[ids[11]!, ids[18]!].map((id) => enrol(demo.member, id, 'Active', addDays(today, 200))),
    enrol(demo.member, ids[5]!, 'Expired', addDays(today, -40)),
    enrol(demo.member, ids[6]!, 'Active', addDays(today, -5)),
  ];
  for (const userId of userIds.filter((id) => id !== demo.member).slice(0, 60))
    for (const id of faker.helpers.arrayElements(ids, { min: 0, max: 3 }))
      values.push(
        enrol(
          userId,
          id,
          faker.helpers.arrayElement(['Active', 'Active', 'Expired']),
          addDays(today, faker.number.int({ min: -60, max: 300 })),
        ),
      );
  const enrolments = await scope.db
    .insert(courseEnrolments)
    .values(values)
    .returning({ id: courseEnrolments.id });
  // Two short courses of the demo member are completed (credited once each as CPD).
  for (const [i, row] of enrolments.slice(3, 5).entries())
    await completeEnrolment({ scope }, row.id, addDays(today, -10 - i * 20));
};
