/**
 * The CPD progress card of the dashboard's right panel (spec 000 §2): completed of required hours (default
 * 20 required hours, capped at 100 %), a skeleton while the summary loads, and a link to the CPD tracker.
 */
import { Card, Progress, Skeleton } from 'antd';
import { Link } from 'react-router';
import { cpdPercent, DEFAULT_REQUIRED_CPD_HOURS } from '../cpd-progress';
import type { CpdSummary } from '../queries';
import { Typography } from '../../../shared/components/PlainTypography';

/** Props of {@link CpdProgressCard}: the current period's summary (undefined while loading or on failure). */
export interface CpdProgressCardProps {
  summary: CpdSummary | undefined;
  isLoading: boolean;
}

/** Renders the card. */
export function CpdProgressCard({ summary, isLoading }: CpdProgressCardProps) {
  const required = summary?.minimumRequiredHours ?? DEFAULT_REQUIRED_CPD_HOURS;
  const completed = summary?.completedTotalHours ?? 0;
  return (
    <Card title="CPD progress" extra={<Link to="/cpd/tracker-page">CPD Tracker</Link>}>
      {isLoading ? (
        <Skeleton active paragraph={{ rows: 1 }} />
      ) : (
        <>
          <Progress percent={cpdPercent(completed, required)} aria-label="CPD progress" />
          <Typography.Text type="secondary">
            {completed} of {required} hours
          </Typography.Text>
        </>
      )}
    </Card>
  );
}
