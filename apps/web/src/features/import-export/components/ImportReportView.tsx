/**
 * The outcome of a dry run or an import (issue 39 point 1): the counts, then every problem as a table of line,
 * column and reason.
 */
import { Alert, Descriptions, Table } from 'antd';
import type { TImportProblem, TImportReport } from '@portal/contracts';

/** Renders the counts and the problems of `report`. */
export function ImportReportView({ report }: { report: TImportReport }) {
  const clean = report.problems.length === 0;
  const title = report.applied
    ? 'Imported'
    : clean
      ? 'Dry run: no problems found. Nothing has been changed yet.'
      : `Dry run: ${report.problems.length} problem${report.problems.length === 1 ? '' : 's'} found. Nothing has been imported.`;
  return (
    <>
      <Alert type={clean ? 'success' : 'error'} showIcon title={title} style={{ marginBottom: 16 }} />
      <Descriptions
        size="small"
        column={4}
        items={[
          { key: 'rows', label: 'Rows', children: report.rowCount },
          { key: 'created', label: report.applied ? 'Created' : 'To create', children: report.created },
          { key: 'updated', label: report.applied ? 'Updated' : 'To update', children: report.updated },
          { key: 'unchanged', label: 'Unchanged', children: report.unchanged },
        ]}
      />
      {!clean && (
        <Table<TImportProblem>
          rowKey={(p) => `${p.line}:${p.column}:${p.reason}`}
          size="small"
          aria-label="Problems"
          dataSource={report.problems}
          pagination={{ pageSize: 50, hideOnSinglePage: true }}
          columns={[
            { title: 'Line', dataIndex: 'line', width: 80 },
            { title: 'Column', dataIndex: 'column', width: 220 },
            { title: 'Reason', dataIndex: 'reason' },
          ]}
        />
      )}
    </>
  );
}
