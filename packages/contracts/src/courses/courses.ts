/**
 * Courses and enrolments — spec 002 §2 (CPD: /cpd/enrolled-page, /cpd/all-courses), §3 Enrolment, §4
 * (the enrolled page lists Active only; unenrol then reloads), §7 Courses and CPD, §8 Courses messages.
 *
 * Calls:
 * - `POST /api/user/enrolment/list` {@link ZEnrolmentListBody} → {@link ZEnrolmentListResponse} (002 §7)
 * - `POST /api/user/enrolment/unenrol` {@link ZUnenrolBody} → `{ success: true }` (002 §7)
 * - `POST /api/user/enrolment/enrol` {@link ZEnrolBody} → 201 {@link ZEnrolResponse} (ours: enrol)
 * - `GET /api/courses` {@link ZCoursesQuery} → {@link ZCoursesResponse} (ours: the tenant's catalogue)
 * - `POST /api/admin/enrolment/{id}/complete` → {@link ZEnrolResponse} (ours: an administrator, or the course
 *   provider's report, marks a course completed; a completed course adds one CPD record with its hours)
 * Dates YYYY-MM-DD; hours decimal. The cpd module must be on (403 for lca).
 */
import { z } from 'zod';
import { ZText } from '../shared/input';

/** Enrolment statuses (002 §3). An Active enrolment past its expiry date reads as Expired. */
export const ENROLMENT_STATUSES = ['Active', 'Completed', 'Expired'] as const;
export const ZEnrolmentStatus = z.enum(ENROLMENT_STATUSES);
export type TEnrolmentStatus = z.infer<typeof ZEnrolmentStatus>;

/** Limits: catalogue page size and the width of the enrolment list (002 §9, px). */
export const COURSE_LIMITS = { pageSize: 20, maxPageSize: 100, enrolmentListWidth: 720 } as const;

/** Messages of 002 §8 Courses (verbatim, typos kept) and our enrol messages. */
export const COURSE_MESSAGES = {
  loadFailed: 'Failed to get enrolls',
  unenrolled: 'Unenroll success',
  unenrolFailed: 'Failed unenroll course',
  enrolled: 'Enrolled successfully',
  enrolFailed: 'Failed to enrol in course',
  alreadyEnrolled: 'You are already enrolled in this course',
  notEnrolled: 'You are not enrolled in this course',
  courseNotFound: 'Course not found',
} as const;

/**
 * A course of the tenant's catalogue. `hours` decimal CPD hours credited on completion; `loginUrl` the
 * provider's learning page; `enrolmentStatus` the signed-in member's effective status (null: not enrolled).
 */
export const ZCourse = z.object({
  courseId: z.number().int(),
  courseName: z.string(),
  courseCode: z.string(),
  categoryName: z.string().nullable(),
  description: z.string().nullable(),
  imageUrl: z.string().nullable(),
  hours: z.number(),
  loginUrl: z.string().nullable(),
  enrolmentStatus: ZEnrolmentStatus.nullable(),
});
export type TCourse = z.infer<typeof ZCourse>;

/**
 * Enrolment (002 §3): enrolmentId, course (courseId, courseName, categoryName), courseCode, status,
 * expiryDate, completionDate, loginUrl; plus the course's hours, description and image.
 */
export const ZEnrolment = z.object({
  enrolmentId: z.number().int(),
  course: z.object({
    courseId: z.number().int(),
    courseName: z.string(),
    categoryName: z.string().nullable(),
    description: z.string().nullable(),
    imageUrl: z.string().nullable(),
    hours: z.number(),
  }),
  courseCode: z.string(),
  status: ZEnrolmentStatus,
  expiryDate: z.string().nullable(),
  completionDate: z.string().nullable(),
  loginUrl: z.string().nullable(),
});
export type TEnrolment = z.infer<typeof ZEnrolment>;

/**
 * `POST /api/user/enrolment/list` body (002 §7): userId (the signed-in member's; another id is 403; absent
 * means the caller), status (null or absent: every status). Newest enrolment first.
 */
export const ZEnrolmentListBody = z.object({
  userId: z.uuid().nullish(),
  status: ZEnrolmentStatus.nullish(),
});
export type TEnrolmentListBody = z.input<typeof ZEnrolmentListBody>;
export const ZEnrolmentListResponse = z.object({
  enrolments: z.array(ZEnrolment),
  totalItems: z.number().int(),
});
export type TEnrolmentListResponse = z.infer<typeof ZEnrolmentListResponse>;

/**
 * `POST /api/user/enrolment/unenrol` body (002 §7): userId, courseId, courseCode (must match the course).
 * Only an Active enrolment can be left (else 400 'Failed unenroll course'); none is 404.
 */
export const ZUnenrolBody = z.object({
  userId: z.uuid().nullish(),
  courseId: z.number().int().min(1).max(2_147_483_647),
  courseCode: ZText.trim().min(1).max(50),
});
export type TUnenrolBody = z.input<typeof ZUnenrolBody>;
export const ZUnenrolResponse = z.object({ success: z.literal(true) });

/** `POST /api/user/enrolment/enrol` body: userId (the caller's), courseId. Already Active → 409. */
export const ZEnrolBody = z.object({
  userId: z.uuid().nullish(),
  courseId: z.number().int().min(1).max(2_147_483_647),
});
export type TEnrolBody = z.input<typeof ZEnrolBody>;
export const ZEnrolResponse = z.object({ enrolment: ZEnrolment });
export type TEnrolResponse = z.infer<typeof ZEnrolResponse>;

/** `{id}` of `POST /api/admin/enrolment/{id}/complete`. */
export const ZEnrolmentIdParams = z.object({ id: z.coerce.number().int().min(1).max(2_147_483_647) });

/** `GET /api/courses` query: keyword (name, code), category, page (1-based), size (default 20, max 100). */
export const ZCoursesQuery = z.object({
  keyword: ZText.trim().max(100).optional(),
  category: ZText.trim().max(100).optional(),
  page: z.coerce.number().int().min(1).max(100_000).default(1),
  size: z.coerce.number().int().min(1).max(COURSE_LIMITS.maxPageSize).default(COURSE_LIMITS.pageSize),
});
export type TCoursesQuery = z.input<typeof ZCoursesQuery>;
export const ZCoursesResponse = z.object({
  courses: z.array(ZCourse),
  totalItems: z.number().int(),
  categories: z.array(z.string()),
});
export type TCoursesResponse = z.infer<typeof ZCoursesResponse>;
