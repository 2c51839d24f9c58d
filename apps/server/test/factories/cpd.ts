/**
 * Factories for CPD, courses and attendance tests (issue 15): CPD events at an exact start with 'CPD hours',
 * tickets (optionally nominating a substitute), courses and enrolments.
 */
import crypto from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { TenantId } from '@portal/contracts';
import { courseEnrolments, courses, events, tickets } from '../../src/db/schema/index';
import { buildEvent } from './events';

/** A published CPD event starting at `startsAt` with `cpdDetails['CPD hours']` = `hours`, and its free price. */
export async function buildCpdEvent(
  app: FastifyInstance,
  input: { startsAt: Date; hours?: number | null; tenantId?: TenantId; title?: string; isCpd?: boolean },
) {
  const { event, prices } = await buildEvent(app, {
    tenantId: input.tenantId,
    title: input.title,
    isCpd: input.isCpd ?? true,
  });
  const cpdDetails = input.hours == null ? null : { 'CPD hours': String(input.hours), Domain: 'Practice' };
  const [row] = await app.database.db
    .update(events)
    .set({ startUtc: input.startsAt, endUtc: new Date(input.startsAt.getTime() + 3_600_000), cpdDetails })
    .where(eq(events.id, event.id))
    .returning();
  return { event: row!, priceId: prices[0]!.id };
}

/** An active free ticket of `userId`; `nominee` names a substitute (title, name, e-mail). */
export async function buildTicket(
  app: FastifyInstance,
  input: {
    eventId: number;
    priceId: number;
    userId: string;
    tenantId?: TenantId;
    nominee?: { nomineeName: string; nomineeEmail: string };
    status?: 'Active' | 'Removed';
  },
) {
  const [row] = await app.database.db
    .insert(tickets)
    .values({
      tenantId: input.tenantId ?? 'ota',
      eventId: input.eventId,
      ticketPriceId: input.priceId,
      userId: input.userId,
      ticketNumber: `T-${crypto.randomBytes(3).toString('hex')}`,
      amountCents: 0,
      attendanceStatus: input.status ?? 'Active',
      nominee: input.nominee
        ? { nomineeTitle: 'Dr', nomineeMobile: '0400000000', nomineeOrgName: null, ...input.nominee }
        : null,
    })
    .returning();
  return row!;
}

/** A course of the catalogue (`hours` CPD hours). */
export async function buildCourse(
  app: FastifyInstance,
  input: { name?: string; code?: string; hours?: number; categoryName?: string; tenantId?: TenantId } = {},
) {
  const [row] = await app.database.db
    .insert(courses)
    .values({
      tenantId: input.tenantId ?? 'ota',
      name: input.name ?? `Course ${crypto.randomBytes(3).toString('hex')}`,
      code: input.code ?? `C-${crypto.randomBytes(3).toString('hex').toUpperCase()}`,
      hours: input.hours ?? 3,
      categoryName: input.categoryName ?? 'Clinical practice',
      loginUrl: 'https://learning.example.org/course',
    })
    .returning();
  return row!;
}

/** An enrolment of `userId` in `courseId` with a status and expiry date (YYYY-MM-DD). */
export async function buildEnrolment(
  app: FastifyInstance,
  input: {
    userId: string;
    courseId: number;
    status?: string;
    expiryDate?: string | null;
    tenantId?: TenantId;
  },
) {
  const [row] = await app.database.db
    .insert(courseEnrolments)
    .values({
      tenantId: input.tenantId ?? 'ota',
      userId: input.userId,
      courseId: input.courseId,
      status: input.status ?? 'Active',
      expiryDate: input.expiryDate === undefined ? '2999-12-31' : input.expiryDate,
    })
    .returning();
  return row!;
}
