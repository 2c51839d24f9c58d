/**
 * `/admin/announcement` (spec 000 §2 General routes; admins manage announcements, spec 000 §1): edit the
 * tenant's dashboard announcement — title, description, optional link, active switch and target segments
 * (none = every member). Saving shows it again to members who dismissed the earlier text. Needs
 * generalAnnouncements (server-enforced; a 403 shows a message).
 */
import { useEffect } from 'react';
import { Alert, App, Button, Card, Form, Input, Select, Skeleton, Switch, Typography } from 'antd';
import { ZUpdateAnnouncementBody, type TUpdateAnnouncementBody } from '@portal/contracts';
import { isApiError } from '../../../api/api-error';
import { LoadError } from '../../../shared/components/LoadError';
import { useAdminAnnouncement, useAnnouncementSegments, useSaveAnnouncement } from '../queries';
import { zodRule } from '../../../shared/form-rules';

const announcementFields = ZUpdateAnnouncementBody.shape;

/** Renders the editor. */
export default function AdminAnnouncementPage() {
  const { message } = App.useApp();
  const [form] = Form.useForm<TUpdateAnnouncementBody>();
  const current = useAdminAnnouncement();
  const segments = useAnnouncementSegments();
  const save = useSaveAnnouncement();

  useEffect(() => {
    if (current.data !== undefined)
      form.setFieldsValue(
        current.data
          ? { ...current.data, link: current.data.link ?? '' }
          : { title: '', description: '', link: '', isActive: true, segmentIds: [] },
      );
  }, [current.data, form]);

  const title = (
    <Typography.Title level={1} style={{ fontSize: 26 }}>
      Announcement
    </Typography.Title>
  );
  if (current.isPending) return <Skeleton active paragraph={{ rows: 6 }} />;
  if (current.isError) {
    if (isApiError(current.error) && current.error.status === 403)
      return (
        <>
          {title}
          <Alert type="warning" showIcon title="You do not have permission to edit announcements." />
        </>
      );
    return <LoadError message="Failed to load the announcement." onRetry={() => current.refetch()} />;
  }

  const handleFinish = (values: TUpdateAnnouncementBody) =>
    save.mutate(
      { ...values, link: values.link ? values.link : null, segmentIds: values.segmentIds ?? [] },
      {
        onSuccess: () => void message.success('Successfully saved!'),
        onError: (error) => void message.error(isApiError(error) ? error.message : 'Failed to save.'),
      },
    );

  return (
    <>
      {title}
      <Card style={{ maxWidth: 760 }}>
        <Form form={form} layout="vertical" onFinish={handleFinish} requiredMark>
          <Form.Item label="Title" name="title" required rules={[zodRule(announcementFields.title)]}>
            <Input maxLength={200} />
          </Form.Item>
          <Form.Item
            label="Description"
            name="description"
            required
            rules={[zodRule(announcementFields.description)]}
          >
            <Input.TextArea rows={4} maxLength={2000} showCount />
          </Form.Item>
          <Form.Item label="'Read update' link" name="link" rules={[zodRule(announcementFields.link)]}>
            <Input placeholder="https://" inputMode="url" />
          </Form.Item>
          <Form.Item label="Show to members in these segments (none: everyone)" name="segmentIds">
            <Select
              mode="multiple"
              allowClear
              loading={segments.isPending}
              optionFilterProp="label"
              options={(segments.data ?? []).map((s) => ({ value: s.segmentId, label: s.segmentName }))}
            />
          </Form.Item>
          <Form.Item label="Active" name="isActive" valuePropName="checked">
            <Switch />
          </Form.Item>
          <Button type="primary" htmlType="submit" loading={save.isPending}>
            Save
          </Button>
        </Form>
      </Card>
    </>
  );
}
