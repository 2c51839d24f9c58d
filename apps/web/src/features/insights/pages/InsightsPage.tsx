/**
 * `/admin/insights` (issue 39 point 4): figures for staff — renewals due in 30/60/90 days (tiles linking to
 * the filtered member list), then members by status and by type over 24 months, joins and lapses, event
 * registrations and revenue, CPD compliance per period and community activity, each chart readable as a
 * table and downloadable as CSV, in the tenant's colours. Tenant administrators only
 * (`canAdministerMemberships`; the server refuses others too).
 */
import { useMemo } from 'react';
import { Col, Result, Row, Space, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { canAdministerMemberships } from '@portal/contracts';
import { toAccessSubject, useAccount } from '../../../session/session-queries';
import { useTenant } from '../../../session/tenant-context';
import { LoadErrorAlert } from '../../../shared/components/LoadErrorAlert';
import { PageSpinner } from '../../../shared/components/PageSpinner';
import { ChartCard } from '../components/ChartCard';
import { RenewalsDueTiles } from '../components/RenewalsDueTiles';
import { figuresAsOf, insightCharts } from '../insights-charts';
import { useInsights } from '../queries';

function Insights() {
  const profile = useTenant();
  const insights = useInsights();
  const { t } = useTranslation();
  const activityTitle = t('words.activityChart');
  const charts = useMemo(
    () => (insights.data ? insightCharts(insights.data, profile, activityTitle) : []),
    [insights.data, profile, activityTitle],
  );
  if (insights.isLoadingError)
    return (
      <LoadErrorAlert
        message="Failed to load insights"
        error={insights.error}
        onRetry={() => void insights.refetch()}
      />
    );
  if (!insights.data) return <PageSpinner />;
  return (
    <Space direction="vertical" size={16} style={{ width: '100%' }}>
      <Typography.Text type="secondary">{figuresAsOf(insights.data)}</Typography.Text>
      <RenewalsDueTiles rows={insights.data.renewalsDue} />
      <Row gutter={[16, 16]}>
        {charts.map((spec) => (
          <Col key={spec.key} xs={24} xl={12}>
            <ChartCard spec={spec} fileStem={`${profile.id}-insights`} />
          </Col>
        ))}
      </Row>
    </Space>
  );
}

export default function InsightsPage() {
  const account = useAccount();
  if (account.isPending) return <PageSpinner />;
  if (!account.data || !canAdministerMemberships(toAccessSubject(account.data)))
    return <Result status="403" title="Insights" subTitle="Available to administrators only." />;
  return (
    <>
      <Typography.Title level={1} style={{ fontSize: 28 }}>
        Insights
      </Typography.Title>
      <Insights />
    </>
  );
}
