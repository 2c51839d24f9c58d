/** Field building blocks of the event form (spec 002 §3): date-time with zone, row lists. */
import { Button, Card, Form, Input, Select, Space } from 'antd';
import type { NamePath } from 'antd/es/form/interface';
import { MinusCircleOutlined, PlusOutlined } from '@ant-design/icons';
import { isEventTimeZone, TIME_ZONE_MESSAGES } from '@portal/contracts';
import { endsAfterStart } from './event-form-values';

/** The start an end must follow: absolute paths of its date-time and zone, and the message when it does not. */
export interface MustFollow {
  dateTime: NamePath;
  timeZone: NamePath;
  /** The other end of the pair (this field's own zone, absolute path). */
  ownTimeZone: NamePath;
  message: string;
}

/**
 * A local date-time with its time zone ('UTC+HH:MM' or IANA; anything else 'Invalid time zone format', spec 000 §9) (`{prefix}DateTime`, `{prefix}TimeZone`); with `mustFollow`, the
 * date-time must be later than that start (checked as instants, like the server).
 */
export function DateTimeZone({
  prefix,
  label,
  zones,
  mustFollow,
}: {
  prefix: (string | number)[] | string;
  label: string;
  zones: string[];
  mustFollow?: MustFollow;
}) {
  const base = Array.isArray(prefix) ? prefix : [];
  const dt = Array.isArray(prefix) ? [...base, 'DateTime'] : `${prefix}DateTime`;
  const tz = Array.isArray(prefix) ? [...base, 'TimeZone'] : `${prefix}TimeZone`;
  return (
    <Space.Compact style={{ width: '100%' }}>
      <Form.Item
        name={dt}
        noStyle
        dependencies={mustFollow ? [mustFollow.dateTime, mustFollow.timeZone, mustFollow.ownTimeZone] : []}
        rules={[
          { required: true, message: `Please enter the ${label.toLowerCase()}` },
          ({ getFieldValue }) => ({
            validator: async (_, value: string | undefined) => {
              if (!mustFollow) return;
              const ok = endsAfterStart(
                {
                  dateTime: getFieldValue(mustFollow.dateTime) as string,
                  timeZone: getFieldValue(mustFollow.timeZone) as string,
                },
                { dateTime: value, timeZone: getFieldValue(mustFollow.ownTimeZone) as string },
              );
              if (ok === false) throw new Error(mustFollow.message);
            },
          }),
        ]}
      >
        <Input type="datetime-local" aria-label={label} style={{ width: '55%' }} />
      </Form.Item>
      <Form.Item
        name={tz}
        noStyle
        rules={[
          { required: true, message: `Please choose the ${label.toLowerCase()} time zone` },
          {
            validator: async (_, value: string | undefined) => {
              if (value && !isEventTimeZone(value)) throw new Error(TIME_ZONE_MESSAGES.invalidFormat);
            },
          },
        ]}
      >
        <Select
          showSearch
          aria-label={`${label} time zone`}
          style={{ width: '45%' }}
          options={zones.map((z) => ({ value: z, label: z }))}
        />
      </Form.Item>
    </Space.Compact>
  );
}

/** A card of repeatable rows (sessions, presenters, …) with remove and add buttons. */
export function ListCard({
  name,
  title,
  add,
  children,
}: {
  name: string;
  title: string;
  add: Record<string, unknown>;
  children: (field: { name: number; key: number }) => React.ReactNode;
}) {
  return (
    <Card size="small" title={title} style={{ marginBottom: 16 }}>
      <Form.List name={name}>
        {(fields, { add: addRow, remove }) => (
          <>
            {fields.map((field) => (
              <div key={field.key} style={{ display: 'flex', gap: 8, alignItems: 'flex-start' }}>
                <div style={{ flex: 1, minWidth: 0 }}>{children(field)}</div>
                <Button
                  type="text"
                  aria-label={`Remove ${title} row ${field.name + 1}`}
                  icon={<MinusCircleOutlined />}
                  onClick={() => remove(field.name)}
                />
              </div>
            ))}
            <Button type="dashed" icon={<PlusOutlined />} onClick={() => addRow(add)}>
              Add {title.toLowerCase().replace(/s$/, '')}
            </Button>
          </>
        )}
      </Form.List>
    </Card>
  );
}
