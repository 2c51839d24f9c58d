/**
 * The mapping step of the member import (issue 39 point 1): one row per member field, with a select of the
 * file's columns (or "Not imported") and the first sample value of the chosen column.
 */
import { Select, Table, Typography } from 'antd';
import {
  IMPORT_FIELDS,
  IMPORT_FIELD_LABELS,
  type TImportColumns,
  type TImportField,
} from '@portal/contracts';

/** Props: the file's headers and first row, the current columns, and the change handler. */
export interface MappingTableProps {
  headers: string[];
  firstRow: string[];
  columns: Partial<TImportColumns>;
  onChange: (columns: Partial<TImportColumns>) => void;
}

/** Renders the field → column table. */
export function MappingTable({ headers, firstRow, columns, onChange }: MappingTableProps) {
  const indexOf = (header: string | undefined) =>
    header === undefined ? -1 : headers.findIndex((h) => h.toLowerCase() === header.toLowerCase());
  const set = (field: TImportField, header: string | undefined) => {
    const next = { ...columns };
    if (header === undefined) delete next[field];
    else next[field] = header;
    onChange(next);
  };
  return (
    <Table<{ field: TImportField }>
      rowKey="field"
      size="small"
      pagination={false}
      dataSource={IMPORT_FIELDS.map((field) => ({ field }))}
      columns={[
        {
          title: 'Member field',
          render: (_, { field }) => (
            <>
              {IMPORT_FIELD_LABELS[field]}
              {field === 'email' && <Typography.Text type="danger"> *</Typography.Text>}
            </>
          ),
        },
        {
          title: 'Column of the file',
          render: (_, { field }) => {
            const index = indexOf(columns[field]);
            return (
              <Select
                aria-label={`Column for ${IMPORT_FIELD_LABELS[field]}`}
                allowClear
                placeholder="Not imported"
                style={{ width: 260 }}
                value={index >= 0 ? headers[index] : undefined}
                status={columns[field] !== undefined && index < 0 ? 'error' : undefined}
                onChange={(value: string | undefined) => set(field, value)}
                options={headers.map((h) => ({ value: h, label: h }))}
              />
            );
          },
        },
        {
          title: 'First row',
          render: (_, { field }) => {
            const index = indexOf(columns[field]);
            return (
              <Typography.Text type="secondary">{index >= 0 ? (firstRow[index] ?? '') : ''}</Typography.Text>
            );
          },
        },
      ]}
    />
  );
}
