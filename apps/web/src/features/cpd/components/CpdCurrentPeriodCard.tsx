/**
 * The current CPD period's progress on the tracker (spec 002 §2 CPD, §9): completed of required hours
 * (default 20 required), progress capped at 100 %, the period label and dates, and what is left to do.
 */
import { Card, Flex, Progress, Typography } from 'antd';
import type { TCpdPeriod } from '@portal/contracts';
import {
  cpdPercent,
  DEFAULT_REQUIRED_CPD_HOURS,
  formatCpdDate,
  formatHours,
  periodLabel,
} from '../cpd-progress';

/** Props of {@link CpdCurrentPeriodCard}: the current period, or null when there is none yet. */
export interface CpdCurrentPeriodCardProps {
  period: TCpdPeriod | null;
}

/** Renders the card. */
export function CpdCurrentPeriodCard({ period }: CpdCurrentPeriodCardProps) {
  const required = period?.minimumRequiredHours || DEFAULT_REQUIRED_CPD_HOURS;
  const completed = period?.completedTotalHours ?? 0;
  const percent = cpdPercent(completed, required);
  const left = Math.max(0, Math.round((required - completed) * 100) / 100);
  return (
    <Card title={period ? `Current period ${periodLabel(period)}` : 'Current period'}>
      <Flex gap={24} align="center" wrap>
        <Progress type="circle" percent={percent} size={96} aria-label="CPD progress of the current period" />
        <div>
          <Typography.Title level={3} style={{ margin: 0 }} data-testid="cpd-current-hours">
            {completed} of {required} hours
          </Typography.Title>
          <Typography.Text type="secondary">
            {left > 0 ? `${formatHours(left)} to go this period` : 'Minimum hours reached for this period'}
          </Typography.Text>
          {period && (
            <div>
              <Typography.Text type="secondary">
                {formatCpdDate(period.periodStartDate)} – {formatCpdDate(period.periodEndDate)}
              </Typography.Text>
            </div>
          )}
        </div>
      </Flex>
    </Card>
  );
}
