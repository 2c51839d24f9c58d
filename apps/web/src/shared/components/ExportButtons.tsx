/**
 * "Export CSV" and "Export XLSX" above a staff list (issue 39 point 2): downloads the list's export endpoint
 * with the list's current filters (`query`, without paging) and saves the file under the server's name.
 * Used by the memberships and invoices tables and the check-in list.
 */
import { useState } from 'react';
import { Button, Space } from 'antd';
import { useApp } from '../app-feedback';
import { DownloadOutlined } from '@ant-design/icons';
import type { TExportFormat } from '@portal/contracts';
import { generalApi } from '../../api/general-client';
import { errorMessage } from '../../api/api-error';
import { saveBlob } from '../file-actions';

/** Props: the export path (e.g. `api/admin/memberships/export`), the filters, and the file's base name. */
export interface ExportButtonsProps {
  path: string;
  query: Record<string, string | number | boolean | undefined>;
  fileName: string;
}

/** The two download buttons; each is busy while its file downloads. */
export function ExportButtons({ path, query, fileName }: ExportButtonsProps) {
  const { message } = useApp();
  const [busy, setBusy] = useState<TExportFormat | null>(null);
  const download = async (format: TExportFormat) => {
    setBusy(format);
    try {
      const blob = await generalApi.get<Blob>(path, { query: { ...query, format }, responseType: 'blob' });
      saveBlob(blob, `${fileName}-${new Date().toISOString().slice(0, 10)}.${format}`);
    } catch (error) {
      void message.error(errorMessage(error, 'Failed to export'));
    } finally {
      setBusy(null);
    }
  };
  return (
    <Space>
      <Button icon={<DownloadOutlined />} loading={busy === 'csv'} onClick={() => void download('csv')}>
        Export CSV
      </Button>
      <Button icon={<DownloadOutlined />} loading={busy === 'xlsx'} onClick={() => void download('xlsx')}>
        Export XLSX
      </Button>
    </Space>
  );
}
