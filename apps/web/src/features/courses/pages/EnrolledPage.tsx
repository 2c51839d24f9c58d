/**
 * /cpd/enrolled-page (spec 002 §2 CPD "Active enrolments only, titled Enrolled"; §4 unenrol then reloads the
 * list; §8 'Failed to get enrolls', 'Unenroll success', 'Failed unenroll course'; §9 list width 720): the
 * member's Active enrolments as cards, with Unenrol. Empty: an invitation to the catalogue.
 */
import { Button, Empty, Flex, Skeleton, Typography } from 'antd';
import { useApp } from '../../../shared/app-feedback';
import { useNavigate } from 'react-router';
import { COURSE_LIMITS, COURSE_MESSAGES } from '@portal/contracts';
import { LoadError } from '../../../shared/components/LoadError';
import { EnrolmentCard } from '../components/EnrolmentCard';
import { useEnrolments, useUnenrol } from '../queries';

/** Renders the enrolled page. */
export default function EnrolledPage() {
  const { message } = useApp();
  const navigate = useNavigate();
  const enrolments = useEnrolments('Active');
  const unenrol = useUnenrol();

  let body;
  if (enrolments.isPending) body = <Skeleton active paragraph={{ rows: 6 }} />;
  else if (enrolments.isLoadingError) {
    body = <LoadError message={COURSE_MESSAGES.loadFailed} onRetry={() => void enrolments.refetch()} />;
  } else if (enrolments.data.length === 0) {
    body = (
      <Empty description="You are not enrolled in any course.">
        <Button type="primary" onClick={() => void navigate('/cpd/all-courses')}>
          Browse all courses
        </Button>
      </Empty>
    );
  } else {
    body = (
      <Flex vertical gap={12}>
        {enrolments.data.map((enrolment) => (
          <EnrolmentCard
            key={enrolment.enrolmentId}
            enrolment={enrolment}
            isLeaving={unenrol.isPending && unenrol.variables?.enrolmentId === enrolment.enrolmentId}
            onUnenrol={(item) =>
              unenrol.mutate(item, {
                onSuccess: () => void message.success(COURSE_MESSAGES.unenrolled),
                onError: () => void message.error(COURSE_MESSAGES.unenrolFailed),
              })
            }
          />
        ))}
      </Flex>
    );
  }
  return (
    <div style={{ maxWidth: COURSE_LIMITS.enrolmentListWidth }}>
      <Typography.Title level={1} style={{ fontSize: 26 }}>
        Enrolled
      </Typography.Title>
      {body}
    </div>
  );
}
