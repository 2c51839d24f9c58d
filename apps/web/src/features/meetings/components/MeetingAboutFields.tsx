/**
 * What the meeting is about (spec 001 §5 Meeting form): the title (required, not blank, at most 300
 * characters) and the description (required, at most 2000), each with a character count.
 */
import { Form, Input } from 'antd';
import { MEETING_LIMITS } from '@portal/contracts';
import { meetingDescriptionError, meetingTitleError } from '../meeting-rules';
import { meetingRule } from './meeting-field-rule';

/** Renders 'Meeting title' and 'Description'. */
export function MeetingAboutFields() {
  return (
    <>
      <Form.Item
        label="Meeting title"
        name="name"
        required
        rules={[meetingRule((v: string) => meetingTitleError(v ?? ''))]}
      >
        <Input count={{ show: true, max: MEETING_LIMITS.titleMax }} />
      </Form.Item>
      <Form.Item
        label="Description"
        name="description"
        required
        rules={[meetingRule((v: string) => meetingDescriptionError(v ?? ''))]}
      >
        <Input.TextArea
          autoSize={{ minRows: 3, maxRows: 8 }}
          count={{ show: true, max: MEETING_LIMITS.descriptionMax }}
        />
      </Form.Item>
    </>
  );
}
