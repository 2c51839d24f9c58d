/**
 * The picture, name and facts of a course, shared by the enrolment card and the catalogue card
 * (spec 002 §2 CPD "Course enrolment card", §3): image (or a neutral block), name, code, category, CPD hours,
 * the member's enrolment status; and the 'Go to course' link both cards carry.
 */
import { Button, Flex, Space, Tag, Typography, theme } from 'antd';
import { ExportOutlined, ReadOutlined } from '@ant-design/icons';
import type { TCourse, TEnrolmentStatus } from '@portal/contracts';
import { courseHours, enrolmentStatusColor } from '../course-format';

/** The facts of a course that {@link CourseSummary} shows (a catalogue course or an enrolment's course). */
export type CourseFacts = Pick<TCourse, 'courseName' | 'categoryName' | 'hours' | 'imageUrl'>;

/** Props of {@link CourseSummary}. */
export interface CourseSummaryProps {
  course: CourseFacts;
  /** The course code (a catalogue course's own, an enrolment's `courseCode`). */
  code: string;
  /** The member's enrolment status, shown as a coloured tag after the facts (null: not enrolled, no tag). */
  status: TEnrolmentStatus | null;
  /** Heading level of the name. */
  level?: 2 | 3;
}

/** Renders the summary. */
export function CourseSummary({ course, code, status, level = 3 }: CourseSummaryProps) {
  const { courseName: name, categoryName, hours, imageUrl } = course;
  const { token } = theme.useToken();
  const picture = { width: 96, height: 72, borderRadius: token.borderRadius, flex: 'none' } as const;
  return (
    <Flex gap={16} align="flex-start">
      {imageUrl ? (
        <img src={imageUrl} alt="" style={{ ...picture, objectFit: 'cover' }} />
      ) : (
        <Flex
          aria-hidden
          align="center"
          justify="center"
          style={{ ...picture, background: token.colorFillSecondary }}
        >
          <ReadOutlined style={{ fontSize: 28, color: token.colorTextTertiary }} />
        </Flex>
      )}
      <div style={{ minWidth: 0 }}>
        <Typography.Title level={level} style={{ fontSize: 16, margin: 0 }}>
          {name}
        </Typography.Title>
        <Typography.Text type="secondary">{[code, categoryName].filter(Boolean).join(' · ')}</Typography.Text>
        <Space size={4} wrap style={{ display: 'flex', marginTop: 4 }}>
          <Tag>{courseHours(hours)}</Tag>
          {status && <Tag color={enrolmentStatusColor(status)}>{status}</Tag>}
        </Space>
      </div>
    </Flex>
  );
}

/** The course's learning page in a new tab ('Go to course'); nothing without a login URL. */
export function GoToCourseButton({ loginUrl }: { loginUrl: string | null }) {
  if (!loginUrl) return null;
  return (
    <Button href={loginUrl} target="_blank" rel="noopener noreferrer" icon={<ExportOutlined />}>
      Go to course
    </Button>
  );
}
