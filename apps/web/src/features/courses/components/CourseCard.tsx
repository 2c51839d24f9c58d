/**
 * A course of the catalogue (/cpd/all-courses): the course summary, its description, and Enrol — or, when the
 * member is enrolled, the enrolment status and a link to the course.
 */
import { Button, Card, Flex } from 'antd';
import type { TCourse } from '@portal/contracts';
import { CourseSummary, GoToCourseButton } from './CourseSummary';
import { lineClamp } from '../../../shared/line-clamp';
import { Typography } from '../../../shared/components/PlainTypography';

/** Props of {@link CourseCard}. */
export interface CourseCardProps {
  course: TCourse;
  isEnrolling: boolean;
  onEnrol: (course: TCourse) => void;
}

/** Renders the card. */
export function CourseCard({ course, isEnrolling, onEnrol }: CourseCardProps) {
  const status = course.enrolmentStatus;
  return (
    <Card size="small" aria-label={course.courseName} style={{ height: '100%' }}>
      <Flex vertical gap={12} style={{ height: '100%' }}>
        <CourseSummary course={course} code={course.courseCode} status={status} />
        {course.description && (
          <Typography.Paragraph type="secondary" style={{ margin: 0, ...lineClamp(3) }}>
            {course.description}
          </Typography.Paragraph>
        )}
        <Flex gap={8} justify="flex-end" style={{ marginTop: 'auto' }}>
          {status === 'Active' && <GoToCourseButton loginUrl={course.loginUrl} />}
          {status !== 'Active' && (
            <Button
              type="primary"
              loading={isEnrolling}
              aria-label={`Enrol in ${course.courseName}`}
              onClick={() => onEnrol(course)}
            >
              {status ? 'Enrol again' : 'Enrol'}
            </Button>
          )}
        </Flex>
      </Flex>
    </Card>
  );
}
