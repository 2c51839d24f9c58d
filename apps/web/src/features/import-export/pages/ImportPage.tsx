/**
 * `/admin/import` (issue 39 point 1): staff import members from a CSV file — upload, map the file's columns to
 * member fields (starting from a shipped or saved mapping, which they can save under a name), a dry run that
 * lists every row's problem (line, column, reason), then the import and its counts. Below, the CPD records
 * export (issue 39 point 2; the other exports sit on their lists). Tenant administrators only
 * (`canAdministerMemberships`; the server refuses others too).
 */
import { useState } from 'react';
import { Button, Card, Flex, Input, Result, Select, Space, Steps, Typography, Upload } from 'antd';
import { useApp } from '../../../shared/app-feedback';
import { InboxOutlined } from '@ant-design/icons';
import {
  IMPORT_LIMITS,
  IMPORT_MESSAGES,
  canAdministerMemberships,
  type TImportColumns,
  type TImportPreview,
  type TImportReport,
} from '@portal/contracts';
import { errorMessage } from '../../../api/api-error';
import { toAccessSubject, useAccount } from '../../../session/session-queries';
import { ExportButtons } from '../../../shared/components/ExportButtons';
import { LoadErrorAlert } from '../../../shared/components/LoadErrorAlert';
import { PageSpinner } from '../../../shared/components/PageSpinner';
import { ImportReportView } from '../components/ImportReportView';
import { MappingTable } from '../components/MappingTable';
import {
  useImportFile,
  useImportMappings,
  useLoadedMappings,
  usePreviewImport,
  useSaveImportMapping,
} from '../queries';

/** Row counts as '10,000'. */
const COUNT = new Intl.NumberFormat('en-AU');

/** The import steps: upload, map, dry run, import. */
function ImportFlow() {
  const { message } = useApp();
  const mappings = useImportMappings();
  const loadedMappings = useLoadedMappings();
  const previewCall = usePreviewImport();
  const importCall = useImportFile();
  const saveCall = useSaveImportMapping();
  const [file, setFile] = useState<File | null>(null);
  const [preview, setPreview] = useState<TImportPreview | null>(null);
  const [columns, setColumns] = useState<Partial<TImportColumns>>({});
  const [mappingId, setMappingId] = useState<string | undefined>();
  const [report, setReport] = useState<TImportReport | null>(null);
  const [checked, setChecked] = useState<string | null>(null);
  const [saveName, setSaveName] = useState('');

  const applyMapping = (id: string | undefined) => {
    setMappingId(id);
    const mapping = mappings.data?.data.find((m) => m.id === id);
    setColumns(mapping ? { ...mapping.columns } : {});
    setReport(null);
  };
  const choose = async (chosen: File) => {
    if (chosen.size > IMPORT_LIMITS.maxBytes) return void message.error(IMPORT_MESSAGES.fileSize);
    try {
      const answer = await previewCall.mutateAsync(chosen);
      setFile(chosen);
      setPreview(answer);
      setReport(null);
      const suggested = loadedMappings().find((m) => m.id === answer.suggestedMappingId);
      setMappingId(suggested?.id);
      setColumns(suggested ? { ...suggested.columns } : {});
    } catch (error) {
      void message.error(errorMessage(error, 'Failed to read the file'));
    }
  };
  const run = async (dryRun: boolean) => {
    if (!file || columns.email === undefined) return;
    try {
      const answer = await importCall.mutateAsync({ file, columns: columns as TImportColumns, dryRun });
      setReport(answer);
      setChecked(dryRun && answer.problems.length === 0 ? JSON.stringify(columns) : null);
    } catch (error) {
      void message.error(errorMessage(error, dryRun ? 'Failed to check the file' : 'Failed to import'));
    }
  };
  const save = async () => {
    if (columns.email === undefined || !saveName.trim()) return;
    try {
      await saveCall.mutateAsync({ name: saveName.trim(), columns: columns as TImportColumns });
      void message.success(`Mapping "${saveName.trim()}" saved`);
    } catch (error) {
      void message.error(errorMessage(error, 'Failed to save the mapping'));
    }
  };

  const canImport = checked !== null && checked === JSON.stringify(columns);
  const current = !preview ? 0 : report?.applied ? 3 : report ? 2 : 1;
  return (
    <>
      <Steps
        current={current}
        style={{ marginBottom: 24 }}
        items={[{ title: 'Upload' }, { title: 'Map columns' }, { title: 'Dry run' }, { title: 'Import' }]}
      />
      {mappings.isLoadingError && (
        <LoadErrorAlert
          message="Failed to load the mappings"
          error={mappings.error}
          onRetry={() => void mappings.refetch()}
        />
      )}
      <Upload.Dragger
        height={170}
        accept=".csv,text/csv"
        multiple={false}
        showUploadList={false}
        disabled={previewCall.isPending}
        beforeUpload={(chosen) => {
          void choose(chosen);
          return false;
        }}
      >
        <p className="ant-upload-drag-icon">
          <InboxOutlined />
        </p>
        <p className="ant-upload-text">
          {file ? `${file.name} — choose another file` : 'Choose or drop a CSV file'}
        </p>
        <p className="ant-upload-hint">
          A contacts export of Wild Apricot, CiviCRM or a spreadsheet saved as CSV (UTF-8), up to 10 MB and{' '}
          {COUNT.format(IMPORT_LIMITS.maxRows)} rows.
        </p>
      </Upload.Dragger>
      {preview && (
        <Card title={`Map the columns (${COUNT.format(preview.rowCount)} rows)`} style={{ marginTop: 24 }}>
          <Flex gap={8} wrap style={{ marginBottom: 16 }}>
            <Select
              aria-label="Mapping"
              placeholder="Start from a mapping"
              allowClear
              style={{ width: 260 }}
              value={mappingId}
              onChange={applyMapping}
              options={(mappings.data?.data ?? []).map((m) => ({ value: m.id, label: m.name }))}
            />
            <Space.Compact>
              <Input
                aria-label="Mapping name"
                placeholder="Save as…"
                maxLength={IMPORT_LIMITS.nameMax}
                value={saveName}
                onChange={(event) => setSaveName(event.target.value)}
                style={{ width: 200 }}
              />
              <Button
                onClick={() => void save()}
                loading={saveCall.isPending}
                disabled={!saveName.trim() || columns.email === undefined}
              >
                Save mapping
              </Button>
            </Space.Compact>
          </Flex>
          <MappingTable
            headers={preview.headers}
            firstRow={preview.sample[0] ?? []}
            columns={columns}
            onChange={(next) => {
              setColumns(next);
              setReport(null);
            }}
          />
          <Flex gap={8} style={{ marginTop: 16 }}>
            <Button
              onClick={() => void run(true)}
              loading={importCall.isPending && importCall.variables?.dryRun}
              disabled={columns.email === undefined}
            >
              Dry run
            </Button>
            <Button
              type="primary"
              onClick={() => void run(false)}
              loading={importCall.isPending && !importCall.variables?.dryRun}
              disabled={!canImport || report?.applied === true}
            >
              Import
            </Button>
            {columns.email === undefined && (
              <Typography.Text type="secondary">Map a column to E-mail to continue.</Typography.Text>
            )}
          </Flex>
        </Card>
      )}
      {report && (
        <Card title={report.applied ? 'Import result' : 'Dry run report'} style={{ marginTop: 24 }}>
          <ImportReportView report={report} />
        </Card>
      )}
    </>
  );
}

/** Renders the import page and the CPD records export. */
export default function ImportPage() {
  const account = useAccount();
  if (account.isPending) return <PageSpinner />;
  if (!account.data || !canAdministerMemberships(toAccessSubject(account.data)))
    return <Result status="403" title="Import members" subTitle="Available to administrators only." />;
  return (
    <>
      <Typography.Title level={1} style={{ fontSize: 28 }}>
        Import members
      </Typography.Title>
      <Typography.Paragraph type="secondary">
        New members are created with their first login pending; members already here (same e-mail) are updated
        only in the mapped columns. Importing the same file again changes nothing.
      </Typography.Paragraph>
      <ImportFlow />
      <Card title="Export CPD records" style={{ marginTop: 32 }}>
        <Typography.Paragraph type="secondary">
          Every member&apos;s CPD records, newest first.
        </Typography.Paragraph>
        <ExportButtons path="api/admin/cpd-records/export" query={{}} fileName="cpd-records" />
      </Card>
    </>
  );
}
