/**
 * Courses SQL (spec 002 §3 Enrolment; issue 15 catalogue): the tenant's catalogue with the member's enrolment,
 * a member's enrolments by effective status, enrol / unenrol / complete — all through the tenant-bound
 * `scope.db`. The effective status: an Active enrolment whose expiry date is before today reads as Expired.
 */
import { and, asc, count, desc, eq, gte, ilike, isNotNull, isNull, lt, or, type SQL } from 'drizzle-orm';
import type { TEnrolmentStatus } from '@portal/contracts';
import { courseEnrolments, courses } from '../../db/schema/index';
import { type TenantScope, deleteWhere } from '../../db/tenant-scope';
import { containsPattern } from '../../lib/like-pattern';
import { pageOf } from '../../lib/paging';

/** A stored course. */
export type CourseRow = typeof courses.$inferSelect;
/** A stored enrolment. */
export type EnrolmentRow = typeof courseEnrolments.$inferSelect;

/** Named selection: an enrolment with its course. */
const enrolmentWithCourse = { enrolment: courseEnrolments, course: courses };
/** An enrolment with its course. */
export type EnrolmentWithCourse = { enrolment: EnrolmentRow; course: CourseRow };

/** Most enrolments one answer carries. */
const ENROLMENTS_CAP = 500;

/** The condition of an effective status on `today` (YYYY-MM-DD). */
export function effectiveStatusIs(status: TEnrolmentStatus, today: string): SQL {
  const active = eq(courseEnrolments.status, 'Active');
  if (status === 'Completed') return eq(courseEnrolments.status, 'Completed');
  if (status === 'Active')
    return and(active, or(isNull(courseEnrolments.expiryDate), gte(courseEnrolments.expiryDate, today)))!;
  return or(
    eq(courseEnrolments.status, 'Expired'),
    and(active, isNotNull(courseEnrolments.expiryDate), lt(courseEnrolments.expiryDate, today)),
  )!;
}

/** The member's enrolments (optionally of one effective status), newest first. */
export function enrolmentsOf(
  scope: TenantScope,
  userId: string,
  status: TEnrolmentStatus | null,
  today: string,
): Promise<EnrolmentWithCourse[]> {
  return scope.db
    .select(enrolmentWithCourse)
    .from(courseEnrolments)
    .innerJoin(courses, eq(courses.id, courseEnrolments.courseId))
    .where(and(eq(courseEnrolments.userId, userId), status ? effectiveStatusIs(status, today) : undefined))
    .orderBy(desc(courseEnrolments.enrolledAt), desc(courseEnrolments.id))
    .limit(ENROLMENTS_CAP);
}

/** One enrolment with its course: by id, or by member and course. */
export async function findEnrolment(
  scope: TenantScope,
  where: { id: number } | { userId: string; courseId: number },
): Promise<EnrolmentWithCourse | undefined> {
  const condition =
    'id' in where
      ? eq(courseEnrolments.id, where.id)
      : and(eq(courseEnrolments.userId, where.userId), eq(courseEnrolments.courseId, where.courseId));
  const [row] = await scope.db
    .select(enrolmentWithCourse)
    .from(courseEnrolments)
    .innerJoin(courses, eq(courses.id, courseEnrolments.courseId))
    .where(condition);
  return row;
}

/** A course of the tenant, or undefined. */
export async function findCourse(scope: TenantScope, id: number): Promise<CourseRow | undefined> {
  const [row] = await scope.db.select().from(courses).where(eq(courses.id, id));
  return row;
}

/** Filters of the catalogue. */
export interface CatalogueFilter {
  keyword?: string;
  category?: string;
  page: number;
  size: number;
}

/**
 * A page of the catalogue by name, each course with the member's enrolment (left join; null when none), and the
 * total. Two queries.
 */
export async function cataloguePage(scope: TenantScope, userId: string, filter: CatalogueFilter) {
  const where = and(
    filter.keyword
      ? or(
          ilike(courses.name, containsPattern(filter.keyword)),
          ilike(courses.code, containsPattern(filter.keyword)),
        )
      : undefined,
    filter.category ? eq(courses.categoryName, filter.category) : undefined,
  );
  const { limit, offset } = pageOf(filter.page, filter.size);
  const [rows, [total]] = await Promise.all([
    scope.db
      .select({ course: courses, enrolment: courseEnrolments })
      .from(courses)
      .leftJoin(
        courseEnrolments,
        and(eq(courseEnrolments.courseId, courses.id), eq(courseEnrolments.userId, userId)),
      )
      .where(where)
      .orderBy(asc(courses.name), asc(courses.id))
      .limit(limit)
      .offset(offset),
    scope.db.select({ n: count() }).from(courses).where(where),
  ]);
  return { rows, totalItems: Number(total?.n ?? 0) };
}

/** The tenant's course categories, by name. */
export async function courseCategories(scope: TenantScope): Promise<string[]> {
  const rows = await scope.db
    .selectDistinct({ name: courses.categoryName })
    .from(courses)
    .where(isNotNull(courses.categoryName))
    .orderBy(asc(courses.categoryName));
  return rows.map((r) => r.name!).filter(Boolean);
}

/** Creates the member's enrolment, or makes an existing one Active again with a new expiry. @returns its id. */
export async function upsertActiveEnrolment(
  scope: TenantScope,
  userId: string,
  courseId: number,
  expiryDate: string,
): Promise<number> {
  const [row] = await scope.db
    .insert(courseEnrolments)
    .values({ tenantId: scope.tenantId, userId, courseId, status: 'Active', expiryDate })
    .onConflictDoUpdate({
      target: [courseEnrolments.tenantId, courseEnrolments.userId, courseEnrolments.courseId],
      set: { status: 'Active', expiryDate, completionDate: null, enrolledAt: new Date() },
    })
    .returning({ id: courseEnrolments.id });
  return row!.id;
}

/** Deletes an enrolment of the member. @returns true when one went. */
export async function deleteEnrolment(scope: TenantScope, userId: string, id: number): Promise<boolean> {
  return deleteWhere(
    scope,
    courseEnrolments,
    and(eq(courseEnrolments.id, id), eq(courseEnrolments.userId, userId)),
  );
}

/** Marks an enrolment Completed on `completionDate` (kept when already completed). */
export async function markCompleted(scope: TenantScope, id: number, completionDate: string): Promise<void> {
  await scope.db
    .update(courseEnrolments)
    .set({ status: 'Completed', completionDate })
    .where(and(eq(courseEnrolments.id, id), isNull(courseEnrolments.completionDate)));
}

/** One transaction of the scope's tenant (the platform's, `db/tenant-scope.ts`). */
export { withTransaction } from '../../db/tenant-scope';
