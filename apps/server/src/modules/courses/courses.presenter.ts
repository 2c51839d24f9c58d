/** Course and enrolment rows → the contract's shapes (spec 002 §3 Enrolment; issue 15 catalogue). */
import type { TCourse, TEnrolment, TEnrolmentStatus } from '@portal/contracts';
import type { CourseRow, EnrolmentRow } from './courses.repository';

/** The effective status on `today` (YYYY-MM-DD): an Active enrolment past its expiry date is Expired. */
export function effectiveStatus(e: EnrolmentRow, today: string): TEnrolmentStatus {
  if (e.status === 'Active' && e.expiryDate && e.expiryDate < today) return 'Expired';
  return e.status as TEnrolmentStatus;
}

/** A course of the catalogue with the member's effective enrolment status (null: not enrolled). */
export function presentCourse(course: CourseRow, enrolment: EnrolmentRow | null, today: string): TCourse {
  return {
    courseId: course.id,
    courseName: course.name,
    courseCode: course.code,
    categoryName: course.categoryName,
    description: course.description,
    imageUrl: course.imageUrl,
    hours: Number(course.hours),
    loginUrl: course.loginUrl,
    enrolmentStatus: enrolment ? effectiveStatus(enrolment, today) : null,
  };
}

/** An enrolment (002 §3) with its course. */
export function presentEnrolment(
  row: { enrolment: EnrolmentRow; course: CourseRow },
  today: string,
): TEnrolment {
  const { enrolment, course } = row;
  return {
    enrolmentId: enrolment.id,
    course: {
      courseId: course.id,
      courseName: course.name,
      categoryName: course.categoryName,
      description: course.description,
      imageUrl: course.imageUrl,
      hours: Number(course.hours),
    },
    courseCode: course.code,
    status: effectiveStatus(enrolment, today),
    expiryDate: enrolment.expiryDate,
    completionDate: enrolment.completionDate,
    loginUrl: course.loginUrl,
  };
}
