/**
 * Membership requirements of one community (spec 001 §2): two tabs, Terms and Conditions
 * (`membership-requirements`) and Join questions (`membership-requirements/join-questions`). Terms: the
 * agreement in a rich-text modal and the require-agreement switch, saved at once (§4 "the switch saves
 * immediately"; 'Content cannot be empty.', 'Agreement saved successfully.', 'Failed to save agreement.'),
 * with every saved version and its date. Join questions: add, edit, delete with the §5 rules. Admins only.
 */
import { useState } from 'react';
import {
  Alert,
  Button,
  Card,
  Checkbox,
  Empty,
  Form,
  Input,
  Modal,
  Popconfirm,
  Skeleton,
  Space,
  Switch,
  Tabs,
  Tag,
  Typography,
} from 'antd';
import { useApp } from '../../../../shared/app-feedback';
import { useLocation, useNavigate } from 'react-router';
import { MODERATION_LIMITS, MODERATION_MESSAGES, ZQuestionInput } from '@portal/contracts';
import { ItemList } from '../../../../shared/components/ItemList';
import { errorMessage } from '../../../../api/api-error';
import { LoadErrorAlert } from '../../../../shared/components/LoadErrorAlert';
import { RichTextEditor } from '../../../../shared/components/RichTextEditor';
import { SafeHtml } from '../../../../shared/components/SafeHtml';
import {
  useAdminQuestions,
  useAdminTerms,
  useQuestionChange,
  useSaveTerms,
  type QuestionChange,
} from '../../moderation-queries';
import { useCommunityAdmin } from './CommunityAdminLayout';
import { formatDateTime } from '../../../../shared/format';

const M = MODERATION_MESSAGES;
const isBlankHtml = (html: string) =>
  !html
    .replace(/<[^>]*>/g, '')
    .replace(/&nbsp;/g, ' ')
    .trim();

function TermsTab({ communityId }: { communityId: string }) {
  const terms = useAdminTerms(communityId);
  const save = useSaveTerms(communityId);
  const { message, notification } = useApp();
  const [draft, setDraft] = useState<string | null>(null);

  const send = async (agreement: string, isRequireAgreement: boolean) => {
    try {
      await save.mutateAsync({ agreement, isRequireAgreement });
      void message.success(M.termsSaved);
      return true;
    } catch (error) {
      notification.error({
        title: M.termsSaveFailed,
        description: errorMessage(error, 'An error occurred'),
      });
      return false;
    }
  };

  if (terms.isPending) return <Skeleton active />;
  if (terms.isLoadingError)
    return (
      <LoadErrorAlert message={M.termsLoadFailed} error={terms.error} onRetry={() => void terms.refetch()} />
    );
  const data = terms.data;
  return (
    <Space orientation="vertical" size="large" style={{ width: '100%' }}>
      <Card
        title="Terms and Conditions"
        extra={
          <Button type="primary" onClick={() => setDraft(data.agreement)}>
            Edit terms
          </Button>
        }
      >
        <Space style={{ marginBottom: 12 }}>
          <Switch
            id="require-agreement"
            checked={data.isRequireAgreement}
            loading={save.isPending}
            onChange={(on) => {
              if (on && isBlankHtml(data.agreement)) {
                void message.error(M.termsEmpty);
                return;
              }
              void send(data.agreement, on);
            }}
          />
          <label htmlFor="require-agreement">Members must accept the terms to join</label>
        </Space>
        {data.agreement ? (
          <SafeHtml html={data.agreement} />
        ) : (
          <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description="No terms yet" />
        )}
      </Card>
      <Card title="Saved versions">
        {data.versions.length === 0 && (
          <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description="No versions yet" />
        )}
        <ItemList
          items={data.versions}
          itemKey={(v) => v.id}
          empty={null}
          renderItem={(v, i) => ({
            content: (
              <Space wrap>
                <Typography.Text>{formatDateTime(v.createdAt)}</Typography.Text>
                {i === 0 && <Tag color="blue">Current</Tag>}
                <Tag>{v.isRequireAgreement ? 'Agreement required' : 'Agreement not required'}</Tag>
                <Typography.Text type="secondary">{`Accepted by ${v.acceptedCount}`}</Typography.Text>
              </Space>
            ),
          })}
        />
      </Card>
      <Modal
        open={draft !== null}
        title="Terms and Conditions"
        okText="Save"
        confirmLoading={save.isPending}
        width={760}
        destroyOnHidden
        onCancel={() => setDraft(null)}
        onOk={() =>
          void (async () => {
            if (isBlankHtml(draft ?? '')) {
              void message.error(M.termsEmpty);
              return;
            }
            if (await send(draft ?? '', data.isRequireAgreement)) setDraft(null);
          })()
        }
      >
        <RichTextEditor variant="post" label="Terms and Conditions" value={draft ?? ''} onChange={setDraft} />
      </Modal>
    </Space>
  );
}

type QuestionDraft = { qid?: string; text: string; isRequiredAssets: boolean };

function QuestionsTab({ communityId, canHaveQuestions }: { communityId: string; canHaveQuestions: boolean }) {
  const questions = useAdminQuestions(communityId);
  const change = useQuestionChange(communityId);
  const { message, notification } = useApp();
  const [draft, setDraft] = useState<QuestionDraft | null>(null);
  const [form] = Form.useForm<QuestionDraft>();

  const run = async (c: QuestionChange, success: string) => {
    try {
      await change.mutateAsync(c);
      void message.success(success);
      return true;
    } catch (error) {
      notification.error({ title: 'Try again', description: errorMessage(error, 'An error occurred') });
      return false;
    }
  };

  if (questions.isPending) return <Skeleton active />;
  if (questions.isLoadingError)
    return (
      <LoadErrorAlert
        message="Failed to load questions"
        error={questions.error}
        onRetry={() => void questions.refetch()}
      />
    );
  return (
    <>
      {!canHaveQuestions && (
        <Alert type="info" showIcon title={M.questionNeedsPrivate} style={{ marginBottom: 12 }} />
      )}
      <Space style={{ marginBottom: 12 }}>
        <Button
          type="primary"
          disabled={!canHaveQuestions}
          onClick={() => setDraft({ text: '', isRequiredAssets: false })}
        >
          Add question
        </Button>
      </Space>
      {questions.data.communityQuestions.length === 0 && (
        <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description="No questions yet" />
      )}
      <ItemList
        bordered={questions.data.communityQuestions.length > 0}
        items={questions.data.communityQuestions}
        itemKey={(q) => q.id}
        empty={null}
        renderItem={(q, i) => ({
          actions: [
            <Button
              key="edit"
              size="small"
              aria-label={`Edit question ${i + 1}`}
              disabled={!canHaveQuestions}
              onClick={() => setDraft({ qid: q.id, text: q.text, isRequiredAssets: q.isRequiredAssets })}
            >
              Edit
            </Button>,
            <Popconfirm
              key="delete"
              title="Delete this question?"
              okText="Delete"
              okButtonProps={{ danger: true }}
              onConfirm={() => run({ kind: 'delete', qid: q.id }, 'Question deleted successfully')}
            >
              <Button size="small" danger aria-label={`Delete question ${i + 1}`}>
                Delete
              </Button>
            </Popconfirm>,
          ],
          content: (
            <Space wrap>
              <span>{q.text}</span>
              {q.isRequiredAssets && <Tag>File answer</Tag>}
            </Space>
          ),
        })}
      />
      <Modal
        open={draft !== null}
        title={draft?.qid ? 'Edit question' : 'Add question'}
        okText="Save"
        confirmLoading={change.isPending}
        destroyOnHidden
        onCancel={() => setDraft(null)}
        onOk={() => form.submit()}
      >
        <Form<QuestionDraft>
          form={form}
          layout="vertical"
          preserve={false}
          initialValues={draft ?? undefined}
          onFinish={(values) =>
            void (async () => {
              const ok = draft?.qid
                ? await run({ kind: 'edit', qid: draft.qid, ...values }, 'Question edited successfully')
                : await run({ kind: 'add', ...values }, 'Question added successfully');
              if (ok) setDraft(null);
            })()
          }
        >
          <Form.Item
            name="text"
            label="Question"
            rules={[
              {
                validator: async (_r, value: string | undefined) => {
                  const parsed = ZQuestionInput.shape.text.safeParse(value ?? '');
                  if (!parsed.success) throw new Error(parsed.error.issues[0]?.message);
                },
              },
            ]}
          >
            <Input maxLength={MODERATION_LIMITS.questionMax} showCount />
          </Form.Item>
          <Form.Item name="isRequiredAssets" valuePropName="checked">
            <Checkbox>The answer is a file</Checkbox>
          </Form.Item>
        </Form>
      </Modal>
    </>
  );
}

/** Renders the Membership requirements page; the tab follows the route. */
export default function RequirementsPage() {
  const { detail, root } = useCommunityAdmin();
  const { pathname } = useLocation();
  const navigate = useNavigate();
  if (!detail.isAdmin) return <Alert type="warning" showIcon title={M.forbidden} />;
  const tab = pathname.endsWith('/join-questions') ? 'questions' : 'terms';
  const c = detail.community;
  return (
    <>
      <Typography.Title level={1} style={{ fontSize: 24 }}>
        Membership requirements
      </Typography.Title>
      <Tabs
        activeKey={tab}
        onChange={(key) =>
          void navigate(
            key === 'questions'
              ? `${root}/membership-requirements/join-questions`
              : `${root}/membership-requirements`,
          )
        }
        items={[
          { key: 'terms', label: 'Terms and Conditions', children: <TermsTab communityId={c.id} /> },
          {
            key: 'questions',
            label: 'Join questions',
            children: <QuestionsTab communityId={c.id} canHaveQuestions={!c.isPublic && c.isVisible} />,
          },
        ]}
      />
    </>
  );
}
