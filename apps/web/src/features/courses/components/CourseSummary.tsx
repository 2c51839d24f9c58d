/**
 * The picture, name and facts of a course, shared by the enrolment card and the catalogue card
 * (spec 002 §2 CPD "Course enrolment card", §3): image (or a neutral block), name, code, category, CPD hours.
 */
import type { ReactNode } from 'react';
import { Flex, Space, Tag, Typography, theme } from 'antd';
import { ReadOutlined } from '@ant-design/icons';
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
