/**
 * Where the meeting is held (spec 001 §5 Meeting form): the meeting link (required http(s) URL), then the
 * optional meeting ID and password side by side.
 */
import { Flex, Form, Input } from 'antd';
import { meetingLinkError } from '../meeting-rules';
import { meetingRule } from './meeting-field-rule';

/** Renders 'Meeting link', 'Meeting ID' and 'Meeting password'. */
export function MeetingPlaceFields() {
  return (
    <>
      <Form.Item
        label="Meeting link"
        name="meetingLink"
        required
        rules={[meetingRule((v: string) => meetingLinkError(v ?? ''))]}
      >
        <Input placeholder="https://" inputMode="url" />
      </Form.Item>
      <Flex gap={12} wrap>
        <Form.Item label="Meeting ID" name="meetingId" style={{ flex: 1 }}>
          <Input />
        </Form.Item>
        <Form.Item label="Meeting password" name="meetingPassword" style={{ flex: 1 }}>
          <Input />
        </Form.Item>
      </Flex>
    </>
  );
}
