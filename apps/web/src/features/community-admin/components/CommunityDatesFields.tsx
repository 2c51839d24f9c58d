/**
 * The lifetime fields of the community form (spec 001 §5 Community form): optional start and end dates,
 * neither in the past, and the start before the end (messages from `COMMUNITY_ADMIN_MESSAGES`).
 */
import { DatePicker, Form, Space } from 'antd';
import dayjs, { type Dayjs } from 'dayjs';
import { COMMUNITY_ADMIN_MESSAGES } from '@portal/contracts';

const M = COMMUNITY_ADMIN_MESSAGES;
const isPast = (day: Dayjs) => day.isBefore(dayjs().startOf('day'));

/** Renders 'Start date' and 'End date' side by side; past days are disabled in both pickers. */
export function CommunityDatesFields() {
  return (
    <Space size="large" wrap>
      <Form.Item
        name="aliveStartDate"
        label="Start date"
        rules={[
          {
            validator: async (_rule, value: Dayjs | null | undefined) => {
              if (value && isPast(value)) throw new Error(M.datePast);
            },
          },
        ]}
      >
        <DatePicker disabledDate={isPast} aria-label="Start date" />
      </Form.Item>
      <Form.Item
        name="aliveEndDate"
        label="End date"
        dependencies={['aliveStartDate']}
        rules={[
          ({ getFieldValue }) => ({
            validator: async (_rule, value: Dayjs | null | undefined) => {
              if (!value) return;
              if (isPast(value)) throw new Error(M.datePast);
              const start = getFieldValue('aliveStartDate') as Dayjs | null | undefined;
              if (start && !start.isBefore(value, 'day')) throw new Error(M.startAfterEnd);
            },
          }),
        ]}
      >
        <DatePicker disabledDate={isPast} aria-label="End date" />
      </Form.Item>
    </Space>
  );
}
