/**
 * The records of one CPD period (spec 002 §3 CPD record): title, category, domain, presenter, completed date
 * (DD/MM/YYYY, Sydney dates as sent), hours, evidence files, the certificate's open / download / print
 * actions, and edit / delete for the member's own self-logged records (those with an editUrl); delete asks
 * first. An empty period says so.
 */
import { Button, Divider, Empty, Flex, Popconfirm, Space, Tag, Tooltip, Typography, theme } from 'antd';
import { useApp } from '../../../shared/app-feedback';
import { DeleteOutlined, EditOutlined, PaperClipOutlined } from '@ant-design/icons';
import { CPD_MESSAGES, CPD_RECORD_MESSAGES, type TCpdRecord } from '@portal/contracts';
import { formatCpdDate, formatHours } from '../cpd-progress';
import { DocumentActions, type DocumentSource } from './DocumentActions';

/** Props of {@link CpdRecordList}. */
export interface CpdRecordListProps {
  records: TCpdRecord[];
  certificate: (record: TCpdRecord) => DocumentSource;
  onDownloadAttachment: (attachment: { id: string; name: string }) => void;
  onEdit: (record: TCpdRecord) => void;
  onDelete: (record: TCpdRecord) => Promise<unknown>;
}

/** Renders the list. */
export function CpdRecordList({
  records,
  certificate,
  onDownloadAttachment,
  onEdit,
  onDelete,
}: CpdRecordListProps) {
  const { message } = useApp();
  const { token } = theme.useToken();
  if (records.length === 0) {
    return <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description="No activities in this period yet." />;
  }
  return (
    <ul style={{ listStyle: 'none', margin: 0, padding: 0 }} aria-label="Activities">
      {records.map((record) => (
        <li key={record.cpdId} style={{ padding: '12px 0', borderBottom: `1px solid ${token.colorSplit}` }}>
          <Flex gap={16} wrap justify="space-between" align="flex-start">
            <div style={{ minWidth: 0, flex: '1 1 320px' }}>
              <Flex gap={8} align="baseline" wrap>
                <Typography.Text strong>{record.title}</Typography.Text>
                <Tag color="blue">{formatHours(record.hours)}</Tag>
              </Flex>
              <div>
                <Typography.Text type="secondary">
                  {[record.categoryName, record.domain, record.presenter].filter(Boolean).join(' · ')}
                </Typography.Text>
              </div>
              <Typography.Text type="secondary">
                Completed {formatCpdDate(record.completedDate)}
              </Typography.Text>
              {record.relatedEventId !== null && <Tag style={{ marginInlineStart: 8 }}>Event attendance</Tag>}
              {record.source === 'course' && <Tag style={{ marginInlineStart: 8 }}>Course completion</Tag>}
              {record.attachments.length > 0 && (
                <div>
                  {record.attachments.map((attachment) => (
                    <Button
                      key={attachment.id}
                      type="link"
                      size="small"
                      style={{ paddingInline: 0, marginInlineEnd: 12 }}
                      icon={<PaperClipOutlined />}
                      onClick={() => onDownloadAttachment(attachment)}
                    >
                      {attachment.name}
                    </Button>
                  ))}
                </div>
              )}
            </div>
            <Flex vertical align="flex-end" gap={8}>
              <Space size={4} wrap>
                <DocumentActions source={certificate(record)} name={`certificate of ${record.title}`} />
                {record.editUrl && (
                  <>
                    <Divider orientation="vertical" />
                    <Tooltip title="Edit activity">
                      <Button
                        size="small"
                        icon={<EditOutlined />}
                        aria-label={`Edit ${record.title}`}
                        onClick={() => onEdit(record)}
                      />
                    </Tooltip>
                    <Popconfirm
                      title={CPD_RECORD_MESSAGES.deletePrompt}
                      description="Its evidence files are deleted too."
                      okText="Delete"
                      okButtonProps={{ danger: true }}
                      onConfirm={async () => {
                        try {
                          await onDelete(record);
                          void message.success(CPD_RECORD_MESSAGES.deleted);
                        } catch {
                          void message.error(CPD_MESSAGES.error);
                        }
                      }}
                    >
                      <Button
                        size="small"
                        danger
                        icon={<DeleteOutlined />}
                        aria-label={`Delete ${record.title}`}
                      />
                    </Popconfirm>
                  </>
                )}
              </Space>
            </Flex>
          </Flex>
        </li>
      ))}
    </ul>
  );
}
