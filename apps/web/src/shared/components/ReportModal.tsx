/**
 * Report dialog (spec 001 §2 "Would you like to report this post?", §5 "submit is disabled when the reason
 * is blank after trimming", §8 'The report has been submitted successfully.' /
 * 'An error occurred. The report was not submitted.', for a post under the title 'Error reporting post').
 */
import { useState, type ReactNode } from 'react';
import { Input, Modal, Typography } from 'antd';
import { useApp } from '../app-feedback';
import { POST_MESSAGES } from '@portal/contracts';
import { isApiError } from '../../api/api-error';
import { useTranslation } from 'react-i18next';

/** Report dialogs: submit is disabled when the reason is blank after trimming (001 §5). */
export function canSubmitReport(reason: string): boolean {
  return reason.trim() !== '';
}

/** Props: open state, the subject ('post' or 'comment'), the send call and close. */
export interface ReportModalProps {
  open: boolean;
  subject: 'post' | 'comment';
  send: (message: string) => Promise<unknown>;
  onClose: (reported: boolean) => void;
}

/** The report modal. */
export function ReportModal({ open, subject, send, onClose }: ReportModalProps) {
  const { message, notification } = useApp();
  const { t } = useTranslation();
  const [reason, setReason] = useState('');
  const [busy, setBusy] = useState(false);
  const submit = async () => {
    setBusy(true);
    try {
      await send(reason.trim());
      void message.success(POST_MESSAGES.reportSubmitted);
      setReason('');
      onClose(true);
    } catch (error) {
      if (isApiError(error) && error.status === 409) void message.error(error.message);
      else if (subject === 'post')
        notification.error({
          title: POST_MESSAGES.reportPostFailed,
          description: POST_MESSAGES.reportFailed,
          duration: 4.5,
        });
      else void message.error(POST_MESSAGES.reportFailed);
    } finally {
      setBusy(false);
    }
  };
  return (
    <Modal
      open={open}
      title={subject === 'post' ? POST_MESSAGES.reportPrompt : 'Would you like to report this comment?'}
      okText="Report"
      okButtonProps={{ disabled: !canSubmitReport(reason), loading: busy }}
      onOk={submit}
      onCancel={() => onClose(false)}
      destroyOnHidden
    >
      <Typography.Paragraph>{t('words.reportHint')}</Typography.Paragraph>
      <Input.TextArea
        aria-label="Reason"
        placeholder="Reason"
        value={reason}
        onChange={(e) => setReason(e.target.value)}
        autoSize={{ minRows: 3, maxRows: 8 }}
        maxLength={2000}
      />
    </Modal>
  );
}

/**
 * The report flow of a post or a comment: whether it is reported (from the server, then set once a report
 * is sent), `start` to open the dialog, and the dialog to render.
 */
export function useReport(
  isReported: boolean,
  subject: ReportModalProps['subject'],
  send: ReportModalProps['send'],
): { reported: boolean; start: () => void; dialog: ReactNode } {
  const [open, setOpen] = useState(false);
  const [reported, setReported] = useState(isReported);
  const dialog = (
    <ReportModal
      open={open}
      subject={subject}
      send={send}
      onClose={(done) => {
        setOpen(false);
        if (done) setReported(true);
      }}
    />
  );
  return { reported, start: () => setOpen(true), dialog };
}
