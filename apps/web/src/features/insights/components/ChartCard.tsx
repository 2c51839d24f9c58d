/**
 * One insights chart in a card (issue 39 point 4): the chart (ECharts, loaded lazily on first use) or, with
 * the "Table" toggle, an antd Table of the same data — the accessible reading of the chart — and "Download
 * CSV" of that table. A chart with no figure at all shows an empty state instead.
 */
import { lazy, Suspense, useState } from 'react';
import { Button, Card, Empty, Flex, Segmented, Skeleton, Table, Typography } from 'antd';
import { DownloadOutlined } from '@ant-design/icons';
import type { ChartSpec } from '../insights-charts';
import { downloadCsv, toCsv } from '../insights-csv';

const EChart = lazy(() => import('./EChart'));

/** Whether a table has any figure other than zero. */
const hasFigures = (spec: ChartSpec) =>
  spec.rows.some((row) =>
    spec.columns.slice(1).some((c) => typeof row[c.key] === 'number' && row[c.key] !== 0),
  );

/** The card of `spec`: chart or table, and the CSV download named `{tenant}-{chart}.csv`. */
export function ChartCard(props: { spec: ChartSpec; fileStem: string; defaultView?: 'chart' | 'table' }) {
  const { spec, fileStem } = props;
  const [view, setView] = useState<'chart' | 'table'>(props.defaultView ?? 'chart');
  const empty = !hasFigures(spec);
  return (
    <Card
      title={
        <Typography.Title level={2} style={{ fontSize: 18, margin: 0 }}>
          {spec.title}
        </Typography.Title>
      }
    >
      {/* The view toggle and the download under the title, not beside it: a phone's card header has no room. */}
      <Flex justify="space-between" align="flex-start" gap={8} wrap style={{ marginBottom: 12 }}>
        <Typography.Text type="secondary" style={{ flex: '1 1 240px' }}>
          {spec.description}
        </Typography.Text>
        <Flex gap={8} wrap>
          <Segmented
            aria-label={`${spec.title}: view`}
            size="small"
            value={view}
            onChange={(value) => setView(value as 'chart' | 'table')}
            options={[
              { value: 'chart', label: 'Chart' },
              { value: 'table', label: 'Table' },
            ]}
          />
          <Button
            size="small"
            icon={<DownloadOutlined />}
            aria-label={`Download CSV: ${spec.title}`}
            onClick={() => downloadCsv(`${fileStem}-${spec.key}.csv`, toCsv(spec.columns, spec.rows))}
          >
            Download CSV
          </Button>
        </Flex>
      </Flex>
      {empty && view === 'chart' ? (
        <Empty description="No figures for this period yet" />
      ) : view === 'chart' ? (
        <Suspense fallback={<Skeleton.Node active style={{ width: '100%', height: 280 }} />}>
          <EChart
            option={spec.option}
            label={`${spec.title} chart; use the Table view to read its figures`}
          />
        </Suspense>
      ) : (
        <Table
          aria-label={`${spec.title} table`}
          size="small"
          rowKey={(row) => String(row[spec.columns[0]!.key])}
          pagination={false}
          scroll={{ x: 'max-content' }}
          dataSource={spec.rows}
          columns={spec.columns.map((c) => ({ key: c.key, dataIndex: c.key, title: c.title }))}
        />
      )}
    </Card>
  );
}
