/**
 * Courses and enrolments — spec 002 §3 Enrolment, §4 (the enrolled page lists Active only; unenrol then
 * reloads), §7 `POST /api/user/enrolment/list` and `/unenrol`; issue 15: the tenant's catalogue, enrol, and
 * completion, which adds one CPD record with the course's hours (through `cpd.service`, in the same
 * transaction, so a second completion credits nothing). New enrolments expire a year after enrolling.
 */
import type { z } from 'zod';
import {
  COURSE_MESSAGES,
  type TCoursesResponse,
  type TEnrolment,
  type TEnrolmentListResponse,
  type ZCoursesQuery,
  type ZEnrolBody,
  type ZEnrolmentListBody,
  type ZUnenrolBody,
} from '@portal/contracts';
import { eq } from 'drizzle-orm';
import { auditedWrite, rowOf } from '../../db/audit';
import { courseEnrolments } from '../../db/schema/index';
import { AppError } from '../../lib/app-error';
import type { RequestContext } from '../../plugins/auth';
import { creditCourseCompletion, requireCpdAccess, sydneyToday } from '../cpd/cpd.service';
import { assertSelf } from '../../lib/policy';
import { requireCourseAdmin } from './courses.policy';
import { effectiveStatus, presentCourse, presentEnrolment } from './courses.presenter';
import {
  cataloguePage,
  courseCategories,
  deleteEnrolment,
  enrolmentsOf,
  findCourse,
  findEnrolment,
  withTransaction,
  markCompleted,
  upsertActiveEnrolment,
} from './courses.repository';

/** The date a year after `day` (YYYY-MM-DD). */
const yearAfter = (day: string) =>
  `${Number(day.slice(0, 4)) + 1}${day.slice(4)}`.replace(/-02-29$/, '-02-28');

/** `GET /api/courses`: a page of the catalogue with the member's status and the categories. @throws FORBIDDEN. */
export async function listCourses(
  ctx: Pick<RequestContext, 'scope' | 'actor' | 'tenant'>,
  query: z.output<typeof ZCoursesQuery>,
): Promise<TCoursesResponse> {
  requireCpdAccess(ctx.tenant, ctx.actor);
  const today = sydneyToday();
  const [{ rows, totalItems }, categories] = await Promise.all([
    cataloguePage(ctx.scope, ctx.actor.id, query),
    courseCategories(ctx.scope),
  ]);
  return { courses: rows.map((r) => presentCourse(r.course, r.enrolment, today)), totalItems, categories };
}

/** `POST /api/user/enrolment/list` (002 §7): the member's enrolments of a status (null: all). @throws FORBIDDEN. */
export async function listEnrolments(
  ctx: Pick<RequestContext, 'scope' | 'actor' | 'tenant'>,
  body: z.output<typeof ZEnrolmentListBody>,
): Promise<TEnrolmentListResponse> {
  requireCpdAccess(ctx.tenant, ctx.actor);
  assertSelf(body.userId, ctx.actor.id);
  const today = sydneyToday();
  const rows = await enrolmentsOf(ctx.scope, ctx.actor.id, body.status ?? null, today);
  return { enrolments: rows.map((r) => presentEnrolment(r, today)), totalItems: rows.length };
}

/**
 * `POST /api/user/enrolment/enrol`: enrols the member (an Expired enrolment becomes Active again).
 * @throws AppError FORBIDDEN, NOT_FOUND (unknown course), CONFLICT (Active or Completed already).
 */
export async function enrol(
  ctx: Pick<RequestContext, 'scope' | 'actor' | 'tenant'>,
  body: z.output<typeof ZEnrolBody>,
): Promise<{ enrolment: TEnrolment }> {
  requireCpdAccess(ctx.tenant, ctx.actor);
  assertSelf(body.userId, ctx.actor.id);
  const today = sydneyToday();
  const course = await findCourse(ctx.scope, body.courseId);
  if (!course) throw new AppError('NOT_FOUND', COURSE_MESSAGES.courseNotFound);
  const existing = await findEnrolment(ctx.scope, { userId: ctx.actor.id, courseId: course.id });
  if (existing && effectiveStatus(existing.enrolment, today) !== 'Expired')
    throw new AppError('CONFLICT', COURSE_MESSAGES.alreadyEnrolled);
  const id = await upsertActiveEnrolment(ctx.scope, ctx.actor.id, course.id, yearAfter(today));
  return { enrolment: presentEnrolment((await findEnrolment(ctx.scope, { id }))!, today) };
}

/**
 * `POST /api/user/enrolment/unenrol` (002 §7): leaves an Active enrolment (userId, courseId, courseCode).
 * @throws AppError FORBIDDEN, NOT_FOUND 'You are not enrolled in this course' (none, or the code does not
 * match), BAD_REQUEST 'Failed unenroll course' (Completed or Expired).
 */
export async function unenrol(
  ctx: Pick<RequestContext, 'scope' | 'actor' | 'tenant'>,
  body: z.output<typeof ZUnenrolBody>,
): Promise<{ success: true }> {
  requireCpdAccess(ctx.tenant, ctx.actor);
  assertSelf(body.userId, ctx.actor.id);
  const row = await findEnrolment(ctx.scope, { userId: ctx.actor.id, courseId: body.courseId });
  if (!row || row.course.code.toLowerCase() !== body.courseCode.toLowerCase())
    throw new AppError('NOT_FOUND', COURSE_MESSAGES.notEnrolled);
  if (effectiveStatus(row.enrolment, sydneyToday()) !== 'Active')
    throw new AppError('BAD_REQUEST', COURSE_MESSAGES.unenrolFailed);
  await deleteEnrolment(ctx.scope, ctx.actor.id, row.enrolment.id);
  return { success: true };
}

/**
 * Completes an enrolment on `completionDate` (YYYY-MM-DD, default today in Sydney) and credits the course's
 * hours once (issue 15), in one transaction. Used by the admin route and the seed. @returns the enrolment.
 * @throws AppError NOT_FOUND.
 */
export async function completeEnrolment(
  ctx: Pick<RequestContext, 'scope'>,
  enrolmentId: number,
  completionDate = sydneyToday(),
): Promise<TEnrolment> {
  return withTransaction(ctx.scope, async (tx) => {
    const row = await findEnrolment(tx, { id: enrolmentId });
    if (!row) throw new AppError('NOT_FOUND', 'Not found');
    await markCompleted(tx, enrolmentId, completionDate);
    const done = (await findEnrolment(tx, { id: enrolmentId }))!;
    await creditCourseCompletion(
      { scope: tx },
      {
        userId: done.enrolment.userId,
        enrolmentId,
        title: `${done.course.name} (${done.course.code})`,
        categoryName: 'Course',
        hours: Number(done.course.hours),
        completedDate: done.enrolment.completionDate ?? completionDate,
      },
    );
    return presentEnrolment(done, sydneyToday());
  });
}

/**
 * `POST /api/admin/enrolment/{id}/complete` (event administrators). Recorded in its transaction (issue 39
 * point 3; target the enrolment) with the enrolment row's changed fields (status, completion date).
 * @throws AppError FORBIDDEN, NOT_FOUND.
 */
export async function adminCompleteEnrolment(
  ctx: Pick<RequestContext, 'scope' | 'actor' | 'tenant' | 'audit'>,
  enrolmentId: number,
): Promise<{ enrolment: TEnrolment }> {
  const load = rowOf(courseEnrolments, eq(courseEnrolments.id, enrolmentId));
  return auditedWrite(ctx, { load }, async (ctx) => {
    requireCpdAccess(ctx.tenant, ctx.actor);
    requireCourseAdmin(ctx.actor);
    return { enrolment: await completeEnrolment(ctx, enrolmentId) };
  });
}
