/**
 * Global Terms and Conditions tab (spec 001 §2: a rich-text editor modal; §5 Terms / spec 000 §5 'Content cannot
 * be empty.'; §8 'Failed to load agreement', 'Failed to save agreement.', 'Agreement saved successfully.'). The
 * saved text is shown; 'Edit' opens the project's RichTextEditor in a modal.
 */
import { useState } from 'react';
import { Button, Card, Empty, Modal, Skeleton, Space, Typography } from 'antd';
import { useApp } from '../../../../shared/app-feedback';
import { EditOutlined } from '@ant-design/icons';
import { GLOBAL_ADMIN_MESSAGES as M, isBlankHtml } from '@portal/contracts';
import { errorMessage } from '../../../../api/api-error';
import { formatDate } from '../../../../shared/format';
import { LoadErrorAlert } from '../../../../shared/components/LoadErrorAlert';
import { RichTextEditor } from '../../../../shared/components/RichTextEditor';
import { SafeHtml } from '../../../../shared/components/SafeHtml';
import { useGlobalTerms, useSaveGlobalTerms } from '../../global-queries';

/** Renders the tab. */
export default function GlobalTermsTab() {
  const { message, notification } = useApp();
  const terms = useGlobalTerms();
  const save = useSaveGlobalTerms();
  const [draft, setDraft] = useState<string | null>(null);
  const [problem, setProblem] = useState<string | null>(null);

  const handleSave = () => {
    if (draft === null) return;
    if (isBlankHtml(draft)) return setProblem(M.termsEmpty);
    save.mutate(draft, {
      onSuccess: () => {
        void message.success(M.termsSaved);
        setDraft(null);
      },
      onError: (error) =>
        notification.error({
          title: M.termsSaveFailed,
          description: errorMessage(error, 'An error occurred'),
        }),
    });
  };

  if (terms.isPending) return <Skeleton active paragraph={{ rows: 5 }} />;
  if (terms.isLoadingError)
    return (
      <LoadErrorAlert message={M.termsLoadFailed} error={terms.error} onRetry={() => void terms.refetch()} />
    );

  return (
    <>
      <Space style={{ width: '100%', justifyContent: 'space-between', marginBottom: 16 }} wrap>
        <Typography.Title level={2} style={{ fontSize: 20, margin: 0 }}>
          Global Terms and Conditions
        </Typography.Title>
        <Button
          type="primary"
          icon={<EditOutlined />}
          onClick={() => {
            setProblem(null);
            setDraft(terms.data.content);
          }}
        >
          Edit terms
        </Button>
      </Space>
      <Card>
        {terms.data.content ? (
          <>
            <SafeHtml html={terms.data.content} />
            {terms.data.updatedAt && (
              <Typography.Text type="secondary">
                Last saved {formatDate(terms.data.updatedAt)}
              </Typography.Text>
            )}
          </>
        ) : (
          <Empty description="No terms and conditions yet" image={Empty.PRESENTED_IMAGE_SIMPLE} />
        )}
      </Card>
      <Modal
        open={draft !== null}
        title="Edit Global Terms and Conditions"
        okText="Save"
        width={760}
        confirmLoading={save.isPending}
        onOk={handleSave}
        onCancel={() => setDraft(null)}
        destroyOnHidden
      >
        <RichTextEditor
          variant="content"
          label="Terms and conditions"
          value={draft ?? ''}
          onChange={(html) => {
            setDraft(html);
            if (problem && !isBlankHtml(html)) setProblem(null);
          }}
        />
        {problem && (
          <Typography.Text type="danger" role="alert">
            {problem}
          </Typography.Text>
        )}
      </Modal>
    </>
  );
}
