/**
 * The dates of the event form (spec 002 §3 fields, spec 000 §9 time zones; issue 18 "Staff tools"): the
 * required start and end, each a local date-time with its zone ({@link DateTimeZone}); the end must come
 * after the start, compared as instants ('The event must end after it starts').
 */
import { Col, Form, Row } from 'antd';
import { DateTimeZone } from './EventFormFields';

/** Renders 'Start' and 'End' side by side; `zones` are the time zones offered. */
export function EventDatesFields({ zones }: { zones: string[] }) {
  return (
    <Row gutter={16}>
      <Col xs={24} md={12}>
        <Form.Item label="Start" required>
          <DateTimeZone prefix="start" label="Start" zones={zones} />
        </Form.Item>
      </Col>
      <Col xs={24} md={12}>
        <Form.Item label="End" required>
          <DateTimeZone
            prefix="end"
            label="End"
            zones={zones}
            mustFollow={{
              dateTime: 'startDateTime',
              timeZone: 'startTimeZone',
              ownTimeZone: 'endTimeZone',
              message: 'The event must end after it starts',
            }}
          />
        </Form.Item>
      </Col>
    </Row>
  );
}
