/**
 * Admin settings of one community (spec 001 §2 Admin settings; §4 Community: archive / unarchive, delete;
 * §5 Community form; §8 '{Archived|Unarchived} failed', 'Error deleting community. Try again.'): the
 * community's settings, 'Edit community' (the Community form with the current values), Archive or
 * Unarchive and Delete, each after confirmation. Admins only (the sidebar hides it otherwise).
 */
import { useMemo, useState } from 'react';
import { Alert, Button, Card, Descriptions, Popconfirm, Space, Typography } from 'antd';
import { useApp } from '../../../../shared/app-feedback';
import dayjs from 'dayjs';
import { useNavigate } from 'react-router';
import { MODERATION_MESSAGES } from '@portal/contracts';
import { errorMessage, isApiError } from '../../../../api/api-error';
import { CommunityFormModal } from '../../components/CommunityFormModal';
import { toEditFormData, type CommunityFormValues } from '../../community-form';
import { useCommunityChange } from '../../moderation-queries';
import { aliasExists, useCategoryTree, useTagOptions } from '../../queries';
import { useAdminWording } from '../../use-admin-wording';
import { useCommunityAdmin } from './CommunityAdminLayout';
import { formatDate } from '../../../../shared/format';

const M = MODERATION_MESSAGES;
const yes = (v: boolean) => (v ? 'Yes' : 'No');

/** Renders the Admin settings page. */
export default function SettingsPage() {
  const { detail } = useCommunityAdmin();
  const { community } = detail;
  const { Word, managementPath } = useAdminWording();
  const { message, notification } = useApp();
  const navigate = useNavigate();
  const change = useCommunityChange(community.id);
  const [isFormOpen, setIsFormOpen] = useState(false);
  const categories = useCategoryTree(isFormOpen);
  const tags = useTagOptions(isFormOpen);

  const initial = useMemo<Partial<CommunityFormValues>>(
    () => ({
      name: community.name,
      shortDescription: community.shortDescription,
      alias: community.alias,
      image: community.imageUrl
        ? [{ uid: 'current', name: 'Current image', status: 'done', url: community.imageUrl } as never]
        : [],
      categoryIds: community.categories.map((c) => c.id),
      privacy: community.isPublic ? 'public' : 'private',
      isVisible: community.isVisible,
      isAutoJoin: community.isAutoJoin,
      tagsId: community.tagsId,
      segmentIds: community.segmentIds,
      isRequirePostApproval: community.isRequirePostApproval,
      isRequireAgreement: community.isRequireAgreement,
      pushToWebSite: community.pushToWebSite,
      aliveStartDate: community.aliveStartDate ? dayjs(community.aliveStartDate) : null,
      aliveEndDate: community.aliveEndDate ? dayjs(community.aliveEndDate) : null,
    }),
    [community],
  );

  if (!detail.isAdmin) return <Alert type="warning" showIcon title={M.forbidden} />;

  const submit = async (form: FormData) => {
    toEditFormData(form, community.alias);
    try {
      await change.mutateAsync({ kind: 'edit', form });
      void message.success(M.successfullySaved);
      return true;
    } catch (error) {
      notification.error({
        title: 'Error during saving',
        description: errorMessage(error, 'An error occurred'),
      });
      return isApiError(error) && error.errors ? error.errors : false;
    }
  };

  const archive = async () => {
    const next = !community.isArchived;
    try {
      await change.mutateAsync({ kind: 'archive', isArchived: next });
      void message.success(M.successfullyUpdated);
    } catch (error) {
      notification.error({
        title: M.archiveFailed(next),
        description: errorMessage(error, 'An error occurred'),
      });
    }
  };

  const remove = async () => {
    try {
      await change.mutateAsync({ kind: 'delete' });
      void message.success(M.deleted);
      void navigate(managementPath);
    } catch (error) {
      notification.error({
        title: M.deleteCommunityFailed,
        description: errorMessage(error, 'An error occurred'),
      });
    }
  };

  return (
    <>
      <Typography.Title level={1} style={{ fontSize: 24 }}>
        Admin settings
      </Typography.Title>
      <Card
        title={`${Word} settings`}
        extra={
          <Button type="primary" onClick={() => setIsFormOpen(true)}>
            Edit {Word.toLowerCase()}
          </Button>
        }
      >
        <Descriptions column={{ xs: 1, md: 2 }} size="small">
          <Descriptions.Item label="Name">{community.name}</Descriptions.Item>
          <Descriptions.Item label="Alias">{community.alias}</Descriptions.Item>
          <Descriptions.Item label="Short description">{community.shortDescription}</Descriptions.Item>
          <Descriptions.Item label="Privacy">{community.isPublic ? 'Public' : 'Private'}</Descriptions.Item>
          <Descriptions.Item label="Visible">{yes(community.isVisible)}</Descriptions.Item>
          <Descriptions.Item label="Auto-join">{yes(community.isAutoJoin)}</Descriptions.Item>
          <Descriptions.Item label="Post approval">{yes(community.isRequirePostApproval)}</Descriptions.Item>
          <Descriptions.Item label="Require agreement">{yes(community.isRequireAgreement)}</Descriptions.Item>
          <Descriptions.Item label="Archived">
            {community.isArchived ? `Yes, ${formatDate(community.archivedDate)}` : 'No'}
          </Descriptions.Item>
        </Descriptions>
      </Card>
      <Card title="Danger zone" style={{ marginTop: 16 }}>
        <Space wrap>
          <Popconfirm
            title={
              community.isArchived
                ? `Unarchive this ${Word.toLowerCase()}?`
                : `Archive this ${Word.toLowerCase()}?`
            }
            description={community.isArchived ? undefined : 'Members can read it but no longer post.'}
            okText={community.isArchived ? 'Unarchive' : 'Archive'}
            onConfirm={archive}
          >
            <Button>
              {community.isArchived ? `Unarchive ${Word.toLowerCase()}` : `Archive ${Word.toLowerCase()}`}
            </Button>
          </Popconfirm>
          <Popconfirm
            title={`Delete this ${Word.toLowerCase()}?`}
            description="It disappears for everyone. This cannot be undone here."
            okText="Delete"
            okButtonProps={{ danger: true }}
            onConfirm={remove}
          >
            <Button danger>Delete {Word.toLowerCase()}</Button>
          </Popconfirm>
        </Space>
      </Card>
      <CommunityFormModal
        open={isFormOpen}
        title={`Edit ${Word.toLowerCase()}`}
        Word={Word}
        initial={initial}
        currentAlias={community.alias}
        categories={categories.data?.communityCategories ?? []}
        isCategoriesLoading={categories.isPending && isFormOpen}
        tags={tags.data?.tags ?? []}
        checkAlias={async (alias) => (await aliasExists(alias)).exists}
        onSubmit={submit}
        onClose={() => setIsFormOpen(false)}
      />
    </>
  );
}
