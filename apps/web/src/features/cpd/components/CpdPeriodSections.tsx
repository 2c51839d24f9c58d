/**
 * The CPD periods of the tracker, one collapsible section each, every section collapsed until the member
 * expands it (spec 002 §2 CPD "CPD period sections with collapsible details hidden until expanded"). A
 * header shows the period label (002 §9), its dates, hours against the minimum, and the period summary's
 * open / download / print actions.
 */
import { useState, type ReactNode } from 'react';
import { Collapse, Flex, Space, Tag, Typography } from 'antd';
import { RightOutlined } from '@ant-design/icons';
import type { TCpdPeriod } from '@portal/contracts';
import { formatCpdDate, isCpdMet, periodLabel } from '../cpd-progress';
import { DocumentActions, type DocumentSource } from './DocumentActions';

/** Props of {@link CpdPeriodSections}. */
export interface CpdPeriodSectionsProps {
  periods: TCpdPeriod[];
  summary: (period: TCpdPeriod) => DocumentSource;
  /** The details of an expanded period (its records). */
  renderRecords: (period: TCpdPeriod) => ReactNode;
}

/** Renders the sections. */
export function CpdPeriodSections({ periods, summary, renderRecords }: CpdPeriodSectionsProps) {
  const [open, setOpen] = useState<string[]>([]);
  return (
    <Collapse
      destroyOnHidden
      // Only the label toggles (the summary buttons beside it must not sit inside a button, WCAG 4.1.2).
      collapsible="header"
      styles={{ header: { flexWrap: 'wrap', rowGap: 8 } }}
      activeKey={open}
      onChange={(keys) => setOpen(([] as string[]).concat(keys))}
      items={periods.map((period) => {
        const label = periodLabel(period);
        return {
          key: period.cpdPeriodId,
          showArrow: false,
          label: (
            <Flex gap={12} align="baseline">
              <RightOutlined aria-hidden rotate={open.includes(period.cpdPeriodId) ? 90 : 0} />
              <Space orientation="vertical" size={0}>
                <Typography.Text strong>CPD period {label}</Typography.Text>
                <Typography.Text type="secondary">
                  {formatCpdDate(period.periodStartDate)} – {formatCpdDate(period.periodEndDate)} ·{' '}
                  {period.cpdRecords.length} {period.cpdRecords.length === 1 ? 'activity' : 'activities'}
                </Typography.Text>
              </Space>
            </Flex>
          ),
          extra: (
            <Space wrap size={8} style={{ justifyContent: 'flex-end' }}>
              <Tag color={isCpdMet(period) ? 'green' : 'default'}>
                {period.completedTotalHours} of {period.minimumRequiredHours} hours
              </Tag>
              <DocumentActions source={summary(period)} name={`summary of CPD period ${label}`} />
            </Space>
          ),
          children: renderRecords(period),
        };
      })}
    />
  );
}
