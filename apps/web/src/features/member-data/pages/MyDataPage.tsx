/**
 * `/settings/your-data` (issue 39 point 5, docs/members-data.md): "Download my data" saves a ZIP of everything
 * held about the member (`GET /api/v1/account/data-export`); "Close my account" explains what closing does in
 * a confirmation modal and sends a request that staff approve (`POST /api/v1/account/closure`).
 */
import { useState } from 'react';
import { Alert, Button, Card, Flex, Modal, Typography } from 'antd';
import { useApp } from '../../../shared/app-feedback';
import { useTranslation } from 'react-i18next';
import { CLOSURE_CONSEQUENCES, MEMBER_DATA_MESSAGES } from '@portal/contracts';
import { errorMessage } from '../../../api/api-error';
import { saveBlob } from '../../../shared/file-actions';
import { downloadMyData, useMyClosure, useRequestClosure } from '../queries';

/** The download card: one button, busy while the ZIP is made. */
function DownloadCard() {
  const { message } = useApp();
  const { t } = useTranslation();
  const [busy, setBusy] = useState(false);
  const download = async () => {
    setBusy(true);
    try {
      saveBlob(await downloadMyData(), `my-data-${new Date().toISOString().slice(0, 10)}.zip`);
    } catch (error) {
      void message.error(errorMessage(error, MEMBER_DATA_MESSAGES.downloadFailed));
    } finally {
      setBusy(false);
    }
  };
  return (
    <Card title="Download my data">
      <Typography.Paragraph>{t('words.dataExportContents')}</Typography.Paragraph>
      <Button type="primary" loading={busy} onClick={() => void download()}>
        Download my data
      </Button>
    </Card>
  );
}

/** The closure card: the request's state, or the button and its confirmation modal. */
function CloseAccountCard() {
  const { message } = useApp();
  const closure = useMyClosure();
  const request = useRequestClosure();
  const [open, setOpen] = useState(false);
  const status = closure.data?.request?.status;
  const confirm = () =>
    request.mutate(undefined, {
      onSuccess: () => {
        setOpen(false);
        void message.success(MEMBER_DATA_MESSAGES.closureRequested);
      },
      onError: (error) => void message.error(errorMessage(error, MEMBER_DATA_MESSAGES.closureFailed)),
    });
  return (
    <Card title="Close my account">
      {status === 'pending' ? (
        <Alert type="info" showIcon message={MEMBER_DATA_MESSAGES.closurePending} />
      ) : (
        <Flex vertical gap="middle" align="flex-start">
          {status === 'declined' && (
            <Alert type="warning" showIcon message={MEMBER_DATA_MESSAGES.closureDeclined} />
          )}
          <Typography.Paragraph style={{ marginBottom: 0 }}>
            Ask staff to close your account. Download your data first if you want a copy.
          </Typography.Paragraph>
          <Button danger disabled={closure.isLoading} onClick={() => setOpen(true)}>
            Close my account
          </Button>
        </Flex>
      )}
      <Modal
        open={open}
        title="Close your account?"
        okText="Ask to close my account"
        okButtonProps={{ danger: true, loading: request.isPending }}
        onOk={confirm}
        onCancel={() => setOpen(false)}
      >
        <ul>
          {CLOSURE_CONSEQUENCES.map((line) => (
            <li key={line}>{line}</li>
          ))}
        </ul>
      </Modal>
    </Card>
  );
}

/** The "Your data" settings page. */
export default function MyDataPage() {
  return (
    <Flex vertical gap="large">
      <DownloadCard />
      <CloseAccountCard />
    </Flex>
  );
}
