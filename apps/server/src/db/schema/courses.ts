/**
 * Courses and enrolments — spec 002 §3 Enrolment (enrolmentId, course: courseId, courseName, categoryName;
 * courseCode, status, expiryDate, completionDate, loginUrl) and issue 15 (a catalogue per tenant: course, code,
 * category, description, image, hours, login URL). Status Active / Completed / Expired; an Active enrolment
 * past its expiry date reads as Expired.
 */
import {
  date,
  index,
  integer,
  numeric,
  pgTable,
  serial,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { tenants } from './tenants';
import { users } from './users';

const tenantId = () =>
  text('tenant_id')
    .notNull()
    .references(() => tenants.id);

/** A course of the tenant's catalogue; `hours` are the CPD hours credited on completion (decimal). */
export const courses = pgTable(
  'courses',
  {
    id: serial('id').primaryKey(),
    tenantId: tenantId(),
    code: text('code').notNull(),
    name: text('name').notNull(),
    categoryName: text('category_name'),
    description: text('description'),
    imageUrl: text('image_url'),
    hours: numeric('hours', { precision: 6, scale: 2, mode: 'number' }).notNull(),
    loginUrl: text('login_url'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('courses_tenant_code_uq').on(t.tenantId, t.code),
    index('courses_tenant_name_idx').on(t.tenantId, t.name),
    index('courses_tenant_category_idx').on(t.tenantId, t.categoryName, t.name),
  ],
);

/** A member's enrolment in a course (one per member and course; re-enrolling reuses it). Dates YYYY-MM-DD. */
export const courseEnrolments = pgTable(
  'course_enrolments',
  {
    id: serial('id').primaryKey(),
    tenantId: tenantId(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    courseId: integer('course_id')
      .notNull()
      .references(() => courses.id, { onDelete: 'cascade' }),
    status: text('status').notNull().default('Active'),
    expiryDate: date('expiry_date'),
    completionDate: date('completion_date'),
    enrolledAt: timestamp('enrolled_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('course_enrolments_user_course_uq').on(t.tenantId, t.userId, t.courseId),
    index('course_enrolments_user_status_idx').on(t.tenantId, t.userId, t.status, t.enrolledAt),
  ],
);
