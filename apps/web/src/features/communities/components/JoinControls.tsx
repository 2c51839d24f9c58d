/**
 * Join, pending and leave controls with the join flow of spec 001 §4:
 * 1. terms modal when the community requires an agreement ('I accept'; button 'Join community', or 'Next'
 *    when questions follow);
 * 2. 'Join questions' modal for non-public communities with questions (button 'Request to join'; text
 *    answers required unless the question needs a file, then one file is required);
 * 3. the join is sent, then file answers are uploaded; a failed join cancels the request and shows
 *    'Something went wrong. Try again';
 * 4. a public join navigates to the community page.
 * Labels: 'Join Community' (public), 'Request to Join' (private), 'Pending Access', 'Joined'. Admins and
 * auto-join communities show 'Joined' without join or leave controls ('Auto joined' tag).
 */
import { useState } from 'react';
import { Button, Checkbox, Dropdown, Form, Input, Modal, Tag, Typography, Upload } from 'antd';
import { useApp } from '../../../shared/app-feedback';
import { CheckOutlined, DownOutlined, UploadOutlined } from '@ant-design/icons';
import { useNavigate } from 'react-router';
import { COMMUNITY_MESSAGES, JOIN_FILE_TYPES, type TCommunity, type TJoinQuestion } from '@portal/contracts';
import {
  fetchJoinQuestions,
  fetchJoinTerms,
  useCancelJoinRequestMutation,
  useJoinCommunityMutation,
  useLeaveCommunityMutation,
} from '../queries';
import { joinAnswerError, joinFileError } from '../join-rules';
import { membershipLabel } from './CommunityCard';
import { SafeHtml } from '../../../shared/components/SafeHtml';
import { useCommunityBase } from '../../../session/use-community-base';
import { errorMessage } from '../../../api/api-error';
import { trackEngagement } from '../../../shared/engagement';
import { useTranslation } from 'react-i18next';

/** Props: the community, the caller's membership status and admin flag. */
export interface JoinControlsProps {
  community: TCommunity;
  status: string | null;
  isAdmin: boolean;
}

type Answer = { text: string; file: File | null };

/** The join/pending/leave control of a community header. */
export function JoinControls({ community, status, isAdmin }: JoinControlsProps) {
  const { message, modal } = useApp();
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { base, word, words } = useCommunityBase();
  const join = useJoinCommunityMutation(community.id);
  const leaveCommunity = useLeaveCommunityMutation(community.id);
  const cancelJoin = useCancelJoinRequestMutation(community.id);
  const [step, setStep] = useState<'none' | 'terms' | 'questions'>('none');
  const [terms, setTerms] = useState('');
  const [accepted, setAccepted] = useState(false);
  const [questions, setQuestions] = useState<TJoinQuestion[]>([]);
  const [answers, setAnswers] = useState<Record<string, Answer>>({});
  const [errors, setErrors] = useState<Record<string, string | null>>({});
  const [busy, setBusy] = useState(false);
  const label = membershipLabel(
    community,
    status === 'Joined' || status === 'Awaiting' ? status : null,
    isAdmin,
    t('words.joinButton'),
  );

  if (isAdmin)
    return (
      <Tag color="blue" icon={<CheckOutlined />}>
        Joined
      </Tag>
    );
  if (community.isAutoJoin)
    return (
      <>
        <Tag color="blue">Auto joined</Tag>
        <Tag icon={<CheckOutlined />}>Joined</Tag>
      </>
    );

  const send = async (acceptTerms: boolean, withQuestions: TJoinQuestion[]) => {
    setBusy(true);
    try {
      const result = await join.mutateAsync({
        answers: withQuestions.map((q) => ({
          questionId: q.id,
          answer: answers[q.id]?.text.trim() ?? '',
          file: answers[q.id]?.file ?? null,
        })),
        acceptTerms: acceptTerms || undefined,
      });
      void trackEngagement({ type: 'joinCommunity', entityId: community.id, name: community.name });
      setStep('none');
      if (result.status === 'Joined') navigate(`${base}/${community.alias}`);
    } catch (error) {
      void message.error({ content: COMMUNITY_MESSAGES.joinFailed });
      console.error('Join failed', errorMessage(error, ''));
    } finally {
      setBusy(false);
    }
  };

  const start = async () => {
    setBusy(true);
    try {
      const needsQuestions = !community.isPublic && community.hasJoinQuestions;
      const qs = needsQuestions ? (await fetchJoinQuestions(community.id)).communityQuestions : [];
      setQuestions(qs);
      setAnswers(Object.fromEntries(qs.map((q) => [q.id, { text: '', file: null }])));
      setErrors({});
      if (community.isRequireAgreement) {
        setTerms((await fetchJoinTerms(community.id)).agreement);
        setAccepted(false);
        setStep('terms');
      } else if (qs.length > 0) setStep('questions');
      else await send(false, []);
    } catch {
      void message.error(COMMUNITY_MESSAGES.joinFailed);
    } finally {
      setBusy(false);
    }
  };

  const submitQuestions = () => {
    const next = Object.fromEntries(
      questions.map((q) => [q.id, joinAnswerError(q, answers[q.id] ?? { text: '', file: null })]),
    );
    setErrors(next);
    if (Object.values(next).some(Boolean)) return;
    void send(community.isRequireAgreement, questions);
  };

  const leave = () =>
    modal.confirm({
      title: `Leave ${word}`,
      content: `Are you sure you want to leave ${community.name}?`,
      okText: 'Leave',
      okButtonProps: { danger: true },
      onOk: async () => {
        try {
          await leaveCommunity.mutateAsync();
          navigate(`${base}/explore`);
        } catch (error) {
          void message.error({ content: t('words.leaveFailed'), key: 'leave' });
          console.error(errorMessage(error, ''));
        }
      },
    });

  const cancelRequest = async () => {
    try {
      await cancelJoin.mutateAsync();
    } catch {
      void message.error(COMMUNITY_MESSAGES.joinFailed);
    }
  };

  return (
    <>
      {label === 'Joined' ? (
        <Dropdown
          trigger={['click']}
          menu={{ items: [{ key: 'leave', label: `Leave ${word}`, danger: true, onClick: leave }] }}
        >
          <Button icon={<CheckOutlined />}>
            Joined <DownOutlined />
          </Button>
        </Dropdown>
      ) : label === 'Pending Access' ? (
        <Dropdown
          trigger={['click']}
          menu={{ items: [{ key: 'cancel', label: 'Cancel request', onClick: () => void cancelRequest() }] }}
        >
          <Button>
            Pending Access <DownOutlined />
          </Button>
        </Dropdown>
      ) : (
        <Button
          type="primary"
          loading={busy && step === 'none'}
          onClick={() => void start()}
          disabled={community.isArchived}
        >
          {label}
        </Button>
      )}

      <Modal
        open={step === 'terms'}
        title="Terms and Conditions"
        onCancel={() => setStep('none')}
        okText={questions.length > 0 ? 'Next' : t('words.joinConfirm')}
        okButtonProps={{ disabled: !accepted, loading: busy }}
        onOk={() => (questions.length > 0 ? setStep('questions') : void send(true, []))}
        destroyOnHidden
      >
        <SafeHtml html={terms} style={{ maxHeight: 320, overflow: 'auto', marginBottom: 16 }} />
        <Checkbox checked={accepted} onChange={(e) => setAccepted(e.target.checked)}>
          I accept
        </Checkbox>
      </Modal>

      <Modal
        open={step === 'questions'}
        title="Join questions"
        onCancel={() => setStep('none')}
        okText="Request to join"
        okButtonProps={{ loading: busy }}
        onOk={submitQuestions}
        destroyOnHidden
      >
        <Typography.Paragraph type="secondary">
          Answer these questions so the {word} admins can review your request to join these {words}.
        </Typography.Paragraph>
        <Form layout="vertical">
          {questions.map((q) => (
            <Form.Item
              key={q.id}
              label={q.text}
              required
              validateStatus={errors[q.id] ? 'error' : undefined}
              help={errors[q.id] ?? undefined}
            >
              {q.isRequiredAssets ? (
                <Upload
                  maxCount={1}
                  accept={JOIN_FILE_TYPES.map((t) => `.${t}`).join(',')}
                  beforeUpload={(file) => {
                    const problem = joinFileError(file);
                    if (problem) {
                      void message.error(problem);
                      return Upload.LIST_IGNORE;
                    }
                    setAnswers((prev) => ({ ...prev, [q.id]: { ...prev[q.id]!, file } }));
                    return false;
                  }}
                  onRemove={() => setAnswers((prev) => ({ ...prev, [q.id]: { ...prev[q.id]!, file: null } }))}
                >
                  <Button icon={<UploadOutlined />}>Upload file</Button>
                </Upload>
              ) : (
                <Input.TextArea
                  aria-label={q.text}
                  value={answers[q.id]?.text ?? ''}
                  onChange={(e) =>
                    setAnswers((prev) => ({ ...prev, [q.id]: { ...prev[q.id]!, text: e.target.value } }))
                  }
                  autoSize={{ minRows: 2 }}
                  maxLength={2000}
                />
              )}
            </Form.Item>
          ))}
        </Form>
      </Modal>
    </>
  );
}
