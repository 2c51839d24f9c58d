/**
 * Who the meeting is for (spec 001 §5 Meeting form): the required privacy (Public, the tenant's community
 * word, Private), fixed when editing, and — when creating — whether to send a notification.
 */
import { Form, Radio, Switch } from 'antd';
import { useTranslation } from 'react-i18next';
import { MEETING_MESSAGES } from '@portal/contracts';

/** Renders 'Privacy' and, unless `isEditing`, 'Send notification'. */
export function MeetingInvitationFields({ isEditing }: { isEditing: boolean }) {
  const { t } = useTranslation();
  return (
    <>
      <Form.Item
        label="Privacy"
        name="visible"
        required
        rules={[{ required: true, message: MEETING_MESSAGES.privacyRequired }]}
        extra={isEditing ? 'Visibility cannot be changed when editing.' : undefined}
      >
        <Radio.Group
          disabled={isEditing}
          options={[
            { value: 1, label: 'Public' },
            { value: 2, label: t('words.visibilityCommunity') },
            { value: 3, label: 'Private' },
          ]}
        />
      </Form.Item>
      {!isEditing ? (
        <Form.Item name="sendNotification" valuePropName="checked" label="Send notification">
          <Switch />
        </Form.Item>
      ) : null}
    </>
  );
}
