/**
 * The course enrolment card (spec 002 §2 CPD, §3 Enrolment): the course, its code and category, status, expiry
 * and completion dates, a link to the course's learning page (new tab) and, for an Active enrolment, Unenrol
 * after a confirmation.
 */
import { Button, Card, Flex, Popconfirm, Typography } from 'antd';
import type { TEnrolment } from '@portal/contracts';
import { formatCourseDate } from '../course-format';
import { CourseSummary, GoToCourseButton } from './CourseSummary';

/** Props of {@link EnrolmentCard}. */
export interface EnrolmentCardProps {
  enrolment: TEnrolment;
  isLeaving: boolean;
  onUnenrol: (enrolment: TEnrolment) => void;
}

/** Renders the card. */
export function EnrolmentCard({ enrolment, isLeaving, onUnenrol }: EnrolmentCardProps) {
  const { course } = enrolment;
  return (
    <Card size="small" aria-label={course.courseName}>
      <CourseSummary course={course} code={enrolment.courseCode} status={enrolment.status} level={2} />
      <Flex justify="space-between" align="center" wrap gap={8} style={{ marginTop: 12 }}>
        <Typography.Text type="secondary">
          {enrolment.completionDate
            ? `Completed ${formatCourseDate(enrolment.completionDate)}`
            : enrolment.expiryDate
              ? `Expires ${formatCourseDate(enrolment.expiryDate)}`
              : 'No expiry date'}
        </Typography.Text>
        <Flex gap={8}>
          <GoToCourseButton loginUrl={enrolment.loginUrl} />
          {enrolment.status === 'Active' && (
            <Popconfirm
              title={`Unenrol from ${course.courseName}?`}
              okText="Unenrol"
              okButtonProps={{ danger: true }}
              onConfirm={() => onUnenrol(enrolment)}
            >
              <Button danger loading={isLeaving}>
                Unenrol
              </Button>
            </Popconfirm>
          )}
        </Flex>
      </Flex>
    </Card>
  );
}
