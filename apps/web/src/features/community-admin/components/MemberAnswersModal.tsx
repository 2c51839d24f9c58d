/**
 * A member's answers to the join questions (spec 001 §2 Members: "A member with answers can have them
 * viewed"; §3 questionText, answerText, attachments; §8 'Failed to load member questions').
 */
import { Alert, Empty, Modal, Skeleton, Space, Typography } from 'antd';
import { PaperClipOutlined } from '@ant-design/icons';
import { MODERATION_MESSAGES, type TMember } from '@portal/contracts';
import { ItemList } from '../../../shared/components/ItemList';
import { useQuestionAnswers } from '../moderation-queries';

/** Props: the community, the member whose answers show (null: closed). */
export interface MemberAnswersModalProps {
  communityId: string;
  member: TMember | null;
  onClose: () => void;
}

/** Renders the answers modal. */
export function MemberAnswersModal({ communityId, member, onClose }: MemberAnswersModalProps) {
  const answers = useQuestionAnswers(communityId, member?.userId ?? null);
  return (
    <Modal
      open={member !== null}
      title={member ? `Answers of ${member.firstName} ${member.lastName}` : 'Answers'}
      footer={null}
      onCancel={onClose}
    >
      {answers.isPending ? (
        <Skeleton active />
      ) : answers.isLoadingError ? (
        <Alert type="error" showIcon title={MODERATION_MESSAGES.loadQuestionsFailed} />
      ) : answers.data.questionAnswers.length === 0 ? (
        <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description="No answers yet" />
      ) : (
        <ItemList
          items={answers.data.questionAnswers}
          itemKey={(a) => a.questionId}
          renderItem={(a) => ({
            content: (
              <Space orientation="vertical" size={2}>
                <Typography.Text strong>{a.questionText}</Typography.Text>
                {a.answerText && <Typography.Text>{a.answerText}</Typography.Text>}
                {a.attachments.map((f) => (
                  <a key={f.url} href={f.url} target="_blank" rel="noopener noreferrer">
                    <PaperClipOutlined /> {f.name}
                  </a>
                ))}
              </Space>
            ),
          })}
        />
      )}
    </Modal>
  );
}
