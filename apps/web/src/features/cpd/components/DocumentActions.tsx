/**
 * Open, download and print of one CPD document — a record's certificate or a period's summary (spec 002 §2
 * CPD "certificate and summary actions (open, download, print) each with a loading state", §4). Each button
 * shows its own loading state; failures show the messages of 002 §8: 'Error during loading document',
 * 'Error downloading file.' followed by the cause, 'Error during printing document'.
 */
import { useState } from 'react';
import { Button, Space, Tooltip } from 'antd';
import { useApp } from '../../../shared/app-feedback';
import { DownloadOutlined, EyeOutlined, PrinterOutlined } from '@ant-design/icons';
import { CPD_MESSAGES } from '@portal/contracts';
import { errorMessage } from '../../../api/api-error';
import { openInNewTab, printBlob, saveBlob } from '../../../shared/file-actions';

/** Where a document comes from: its signed preview URL and its bytes. */
export interface DocumentSource {
  /** The preview URL of the PDF (`printview`). */
  previewUrl: () => Promise<string>;
  /** The PDF itself (`download`). */
  download: () => Promise<Blob>;
  /** The download's file name, e.g. `cpd-certificate-9F2C41A07B3D8E65.pdf`. */
  fileName: string;
}

/** Props of {@link DocumentActions}: the document and what it is called in the buttons' names. */
export interface DocumentActionsProps {
  source: DocumentSource;
  /** E.g. 'certificate of First aid' — the buttons read 'Open certificate of First aid'. */
  name: string;
}

type Action = 'open' | 'download' | 'print';

/** Renders the three icon buttons with tooltips. */
export function DocumentActions({ source, name }: DocumentActionsProps) {
  const { message } = useApp();
  const [busy, setBusy] = useState<Action | null>(null);
  const run = async (action: Action) => {
    setBusy(action);
    try {
      if (action === 'open') await openInNewTab(source.previewUrl);
      else if (action === 'download') saveBlob(await source.download(), source.fileName);
      else await printBlob(await source.download());
    } catch (error) {
      if (action === 'open') void message.error(CPD_MESSAGES.loadError);
      else if (action === 'print') void message.error(CPD_MESSAGES.printError);
      else void message.error(`${CPD_MESSAGES.downloadError} ${errorMessage(error, CPD_MESSAGES.error)}`);
    } finally {
      setBusy(null);
    }
  };
  const buttons: { action: Action; verb: string; icon: React.ReactNode }[] = [
    { action: 'open', verb: 'Open', icon: <EyeOutlined /> },
    { action: 'download', verb: 'Download', icon: <DownloadOutlined /> },
    { action: 'print', verb: 'Print', icon: <PrinterOutlined /> },
  ];
  return (
    <Space size={4} onClick={(event) => event.stopPropagation()}>
      {buttons.map(({ action, verb, icon }) => (
        <Tooltip key={action} title={`${verb} ${name}`}>
          <Button
            size="small"
            icon={icon}
            aria-label={`${verb} ${name}`}
            loading={busy === action}
            disabled={busy !== null && busy !== action}
            onClick={() => void run(action)}
          />
        </Tooltip>
      ))}
    </Space>
  );
}
