/**
 * The picture, name and facts of a course, shared by the enrolment card and the catalogue card
 * (spec 002 §2 CPD "Course enrolment card", §3): image (or a neutral block), name, code, category, CPD hours;
 * and the 'Go to course' link both cards carry.
 */
import type { ReactNode } from 'react';
import { Button, Flex, Space, Tag, Typography, theme } from 'antd';
import { ExportOutlined, ReadOutlined } from '@ant-design/icons';
import { courseHours } from '../course-format';

/** Props of {@link CourseSummary}. */
export interface CourseSummaryProps {
  name: string;
  code: string;
  categoryName: string | null;
  hours: number;
  imageUrl: string | null;
  /** Tags shown after the facts (the status). */
  tags?: ReactNode;
  /** Heading level of the name. */
  level?: 2 | 3;
}

/** Renders the summary. */
export function CourseSummary({
  name,
  code,
  categoryName,
  hours,
  imageUrl,
  tags,
  level = 3,
}: CourseSummaryProps) {
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
          {tags}
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
