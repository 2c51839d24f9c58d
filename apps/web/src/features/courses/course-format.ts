/**
 * Display helpers of courses (spec 002 §3 Enrolment, §9 date format DD/MM/YYYY): the status tag colour and
 * course dates.
 */
import type { TEnrolmentStatus } from '@portal/contracts';
import { formatCalendarDay } from '../../shared/format';

/** Tag colour of an enrolment status: Active blue, Completed green, Expired default. */
export function enrolmentStatusColor(status: TEnrolmentStatus): string | undefined {
  if (status === 'Active') return 'blue';
  if (status === 'Completed') return 'green';
  return undefined;
}

/** A course date (YYYY-MM-DD) as DD/MM/YYYY. */
export const formatCourseDate = formatCalendarDay;

/** Hours as shown on a course: '6 CPD hours', '1 CPD hour'. */
export function courseHours(hours: number): string {
  return `${hours} CPD ${hours === 1 ? 'hour' : 'hours'}`;
}
