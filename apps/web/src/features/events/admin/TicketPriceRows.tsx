/**
 * The ticket prices of the event form (spec 002 §3 "Event ticket price"; docs/api-events.md "Event
 * administration"): one labelled row per price — Ticket name, Price (AUD, dollars and cents), Capacity (empty =
 * unlimited), the waitlist hold in hours (issue 38: how long a freed seat is held for the member offered it,
 * default 24) and, for a saved price, the read-only Sold count. The server's rules show on the fields before
 * saving: capacity never below the tickets sold, the price fixed once tickets are sold, and a price with sales
 * cannot be removed ('{name} has tickets sold and cannot be removed').
 */
import { Button, Card, Col, Form, Input, InputNumber, Row, Tooltip, Typography } from 'antd';
import { MinusCircleOutlined, PlusOutlined } from '@ant-design/icons';
import { WAITLIST_LIMITS } from '@portal/contracts';
import type { FormValues } from './event-form-values';

/** Sold tickets of each saved price, by ticketPriceId. */
export type SoldCounts = Readonly<Record<number, number>>;

/** The values a new row starts with. */
export const NEW_TICKET_PRICE = {
  name: '',
  amount: 0,
  capacity: null,
  holdHours: WAITLIST_LIMITS.defaultHoldHours,
} as const;

/** One price row: its fields, the sold count and the remove button. */
function PriceRow({
  index,
  soldCounts,
  onRemove,
}: {
  index: number;
  soldCounts: SoldCounts;
  onRemove: () => void;
}) {
  const form = Form.useFormInstance<FormValues>();
  const id = Form.useWatch(['ticketPrices', index, 'ticketPriceId'], form) as number | null | undefined;
  const name = Form.useWatch(['ticketPrices', index, 'name'], form) as string | undefined;
  const sold = id ? (soldCounts[id] ?? 0) : 0;
  const label = name?.trim() || `Ticket price ${index + 1}`;
  const locked = `${label} has tickets sold and cannot be removed`;
  return (
    <div
      role="group"
      aria-label={`Ticket price ${index + 1}`}
      style={{
        border: '1px solid var(--portal-border-subtle, #f0f0f0)',
        borderRadius: 8,
        padding: '12px 12px 0',
        marginBottom: 12,
      }}
    >
      <Row gutter={12} align="top">
        <Form.Item name={[index, 'ticketPriceId']} hidden>
          <Input />
        </Form.Item>
        <Col xs={24} md={id ? 6 : 8}>
          <Form.Item
            label="Ticket name"
            name={[index, 'name']}
            rules={[
              { required: true, whitespace: true, message: 'Please enter a ticket name' },
              { max: 200, message: 'Use at most 200 characters' },
            ]}
          >
            <Input placeholder="e.g. Member" />
          </Form.Item>
        </Col>
        <Col xs={12} md={6}>
          <Form.Item
            label="Price (AUD)"
            name={[index, 'amount']}
            rules={[
              { required: true, message: 'Please enter a price (0 for free)' },
              { type: 'number', min: 0, max: 100000, message: 'Enter a price from $0 to $100,000' },
            ]}
            extra={sold > 0 ? 'Fixed: tickets sold' : 'In dollars; 0 is free'}
          >
            <InputNumber
              prefix="$"
              min={0}
              step={1}
              precision={2}
              disabled={sold > 0}
              style={{ width: '100%' }}
            />
          </Form.Item>
        </Col>
        <Col xs={12} md={5}>
          <Form.Item
            label="Capacity"
            name={[index, 'capacity']}
            extra="Empty: unlimited"
            rules={[
              {
                validator: async (_, value: number | null | undefined) => {
                  if (value != null && value < sold)
                    throw new Error(`Capacity cannot be below the ${sold} tickets sold`);
                },
              },
            ]}
          >
            <InputNumber placeholder="Unlimited" min={0} precision={0} style={{ width: '100%' }} />
          </Form.Item>
        </Col>
        <Col xs={12} md={3}>
          <Form.Item
            label="Hold (hours)"
            name={[index, 'holdHours']}
            extra="Waitlist offer"
            rules={[
              {
                type: 'number',
                min: WAITLIST_LIMITS.minHoldHours,
                max: WAITLIST_LIMITS.maxHoldHours,
                message: `From ${WAITLIST_LIMITS.minHoldHours} to ${WAITLIST_LIMITS.maxHoldHours} hours`,
              },
            ]}
          >
            <InputNumber
              min={WAITLIST_LIMITS.minHoldHours}
              max={WAITLIST_LIMITS.maxHoldHours}
              precision={0}
              style={{ width: '100%' }}
            />
          </Form.Item>
        </Col>
        {id ? (
          <Col xs={12} md={2}>
            <Form.Item label="Sold" htmlFor={`ticket-sold-${index}`}>
              <Input id={`ticket-sold-${index}`} value={sold} readOnly variant="filled" />
            </Form.Item>
          </Col>
        ) : null}
        <Col xs={12} md={2} style={{ paddingTop: 30 }}>
          <Tooltip title={sold > 0 ? locked : undefined}>
            <Button
              type="text"
              danger
              aria-label={sold > 0 ? locked : `Remove ${label}`}
              icon={<MinusCircleOutlined />}
              disabled={sold > 0}
              onClick={onRemove}
            />
          </Tooltip>
        </Col>
      </Row>
    </div>
  );
}

/** The Ticket prices card: the rows and Add ticket price. */
export function TicketPriceRows({ soldCounts }: { soldCounts: SoldCounts }) {
  return (
    <Card size="small" title="Ticket prices" style={{ marginBottom: 16 }}>
      <Typography.Paragraph type="secondary" style={{ marginTop: 0 }}>
        Members choose one of these when they register. A price with tickets sold keeps its amount and cannot
        be removed.
      </Typography.Paragraph>
      <Form.List name="ticketPrices">
        {(fields, { add, remove }) => (
          <>
            {fields.map((field) => (
              <PriceRow
                key={field.key}
                index={field.name}
                soldCounts={soldCounts}
                onRemove={() => remove(field.name)}
              />
            ))}
            <Button type="dashed" icon={<PlusOutlined />} onClick={() => add({ ...NEW_TICKET_PRICE })}>
              Add ticket price
            </Button>
          </>
        )}
      </Form.List>
    </Card>
  );
}
