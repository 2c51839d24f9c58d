/**
 * About of one community's admin area (spec 001 §2 About): the 'Who are we?' rich text with an edit modal
 * (Publish), and the info card — categories (or 'Uncategorized'), member since, created date (admins only),
 * last activity, counts of members, views and likes, Public/Private and 'Change admin settings'.
 */
import { useState } from 'react';
import { Button, Card, Descriptions, Empty, Modal, Space, Tag, Typography } from 'antd';
import { useApp } from '../../../../shared/app-feedback';
import { EditOutlined } from '@ant-design/icons';
import { useNavigate } from 'react-router';
import { MODERATION_MESSAGES } from '@portal/contracts';
import { errorMessage } from '../../../../api/api-error';
import { RichTextEditor } from '../../../../shared/components/RichTextEditor';
import { SafeHtml } from '../../../../shared/components/SafeHtml';
import { QueryBody } from '../../components/QueryBody';
import { useAboutText, useCommunityChange } from '../../moderation-queries';
import { useCommunityAdmin } from './CommunityAdminLayout';
import { useTranslation } from 'react-i18next';
import { formatDate } from '../../../../shared/format';

const shown = (iso: string | null | undefined) => (iso ? formatDate(iso) : '—');

/** Renders the About page. */
export default function AboutPage() {
  const { detail, root } = useCommunityAdmin();
  const { community } = detail;
  const about = useAboutText(community.id);
  const change = useCommunityChange(community.id);
  const { message, notification } = useApp();
  const navigate = useNavigate();
  const { t } = useTranslation();
  const [draft, setDraft] = useState<string | null>(null);
  const canEdit = detail.isAdmin || detail.permissions.commentEdit;

  const publish = async () => {
    try {
      await change.mutateAsync({ kind: 'about', about: draft ?? '' });
      void message.success(MODERATION_MESSAGES.successfullySaved);
      setDraft(null);
    } catch (error) {
      notification.error({
        title: 'Error during saving',
        description: errorMessage(error, 'An error occurred'),
      });
    }
  };

  return (
    <>
      <Typography.Title level={1} style={{ fontSize: 24 }}>
        About
      </Typography.Title>
      <Space orientation="vertical" size="large" style={{ width: '100%' }}>
        <Card
          title="Who are we?"
          extra={
            canEdit && (
              <Button
                icon={<EditOutlined />}
                onClick={() => setDraft(about.data?.about ?? '')}
                disabled={!about.data}
              >
                Edit
              </Button>
            )
          }
        >
          <QueryBody query={about} failure={t('words.fetchFailed')}>
            {(data) =>
              data.about ? (
                <SafeHtml html={data.about} />
              ) : (
                <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description="No description yet" />
              )
            }
          </QueryBody>
        </Card>
        <Card title={t('words.communityInfo')}>
          <Descriptions column={1} size="small">
            <Descriptions.Item label="Categories">
              {community.categories.length
                ? community.categories.map((c) => <Tag key={c.id}>{c.name}</Tag>)
                : MODERATION_MESSAGES.uncategorized}
            </Descriptions.Item>
            <Descriptions.Item label="Member since">{shown(detail.joinedAt)}</Descriptions.Item>
            {detail.isAdmin && (
              <Descriptions.Item label="Created">{shown(community.createdAt)}</Descriptions.Item>
            )}
            <Descriptions.Item label="Last activity">{shown(community.latestActivity)}</Descriptions.Item>
            <Descriptions.Item label="Members">{community.membersCount}</Descriptions.Item>
            <Descriptions.Item label="Views">{community.viewsCount}</Descriptions.Item>
            <Descriptions.Item label="Likes">{community.likesCount}</Descriptions.Item>
            <Descriptions.Item label="Privacy">{community.isPublic ? 'Public' : 'Private'}</Descriptions.Item>
          </Descriptions>
          {detail.isAdmin && (
            <Button style={{ marginTop: 12 }} onClick={() => void navigate(`${root}/settings`)}>
              Change admin settings
            </Button>
          )}
        </Card>
      </Space>
      <Modal
        open={draft !== null}
        title="Who are we?"
        okText="Publish"
        confirmLoading={change.isPending}
        onOk={() => void publish()}
        onCancel={() => setDraft(null)}
        width={760}
        destroyOnHidden
      >
        <RichTextEditor variant="post" label="Who are we?" value={draft ?? ''} onChange={setDraft} />
      </Modal>
    </>
  );
}
