/**
 * When the meeting is (spec 001 §5 Meeting form): the date (past days disabled), From (not in the past on
 * the same day; an edit keeps its saved start until date or From is touched), To (after From), and the
 * optional RSVP date (not after the start), with a button that sets it to the start and a 'No RSVP date'
 * flag that disables both.
 */
import { Button, Checkbox, DatePicker, Flex, Form, TimePicker } from 'antd';
import type { Dayjs } from 'dayjs';
import { PICKER_FORMATS } from '../../../shared/format';
import { isPastDay, meetingFromError, meetingRsvpError, meetingToError } from '../meeting-rules';
import { meetingStart, type MeetingFormValues } from '../meeting-form-values';
import { meetingRule } from './meeting-field-rule';

/**
 * A required time field of the form (HH:mm, 5-minute steps): 'required' when empty, then `check`'s message
 * (null = fine); checked again when the `dependsOn` field changes.
 */
function TimeField(props: {
  label: string;
  name: 'from' | 'to';
  dependsOn: 'date' | 'from';
  requiredMessage: string;
  check: (value: Dayjs | null) => string | null;
}) {
  return (
    <Form.Item
      label={props.label}
      name={props.name}
      required
      dependencies={[props.dependsOn]}
      rules={[{ required: true, message: props.requiredMessage }, meetingRule(props.check)]}
    >
      <TimePicker format={PICKER_FORMATS.time} minuteStep={5} needConfirm={false} />
    </Form.Item>
  );
}

/** Renders the date, From and To row, then the RSVP row; `isEditing` when a saved meeting is edited. */
export function MeetingTimeFields({ isEditing }: { isEditing: boolean }) {
  const form = Form.useFormInstance<MeetingFormValues>();
  const noRsvp = Form.useWatch('noRsvp', form);
  const start = (): Dayjs | null => {
    const { date, from } = form.getFieldsValue(['date', 'from']) as Pick<MeetingFormValues, 'date' | 'from'>;
    return meetingStart(date, from);
  };

  return (
    <>
      <Flex gap={12} wrap>
        <Form.Item
          label="Date"
          name="date"
          required
          rules={[{ required: true, message: 'Please select a date' }]}
        >
          <DatePicker format={PICKER_FORMATS.communityDay} disabledDate={(d) => isPastDay(d)} />
        </Form.Item>
        <TimeField
          label="From"
          name="from"
          dependsOn="date"
          requiredMessage="Please select a start time"
          check={(v) =>
            isEditing && !form.isFieldTouched('from') && !form.isFieldTouched('date')
              ? null
              : meetingFromError(form.getFieldValue('date'), v)
          }
        />
        <TimeField
          label="To"
          name="to"
          dependsOn="from"
          requiredMessage="Please select an end time"
          check={(v) => meetingToError(form.getFieldValue('from'), v)}
        />
      </Flex>
      <Flex gap={12} align="flex-end" wrap>
        <Form.Item
          label="RSVP date"
          name="rsvpDate"
          dependencies={['date', 'from', 'noRsvp']}
          rules={[
            meetingRule((v: Dayjs | null) =>
              form.getFieldValue('noRsvp') ? null : meetingRsvpError(v, start()),
            ),
          ]}
        >
          <DatePicker
            showTime={{ format: PICKER_FORMATS.time }}
            format={PICKER_FORMATS.rsvp}
            disabled={noRsvp}
            disabledDate={(d) => isPastDay(d)}
          />
        </Form.Item>
        <Form.Item>
          <Button disabled={noRsvp} onClick={() => form.setFieldsValue({ rsvpDate: start() })}>
            Set RSVP to meeting start
          </Button>
        </Form.Item>
        <Form.Item name="noRsvp" valuePropName="checked">
          <Checkbox>No RSVP date</Checkbox>
        </Form.Item>
      </Flex>
    </>
  );
}
