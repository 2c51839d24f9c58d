/**
 * How the event is listed and offered (spec 002 §3 fields; issue 18 "Staff tools"): its tags (existing ones
 * or new labels typed in), its audience segments (issue 38 point 2: they target the digest, they do not hide
 * the event), Published, CPD event and Single-click registration.
 */
import { Checkbox, Form, Select, Space, Switch } from 'antd';
import { SegmentField } from '../../../shared/components/SegmentField';
import { tagValue } from './event-form-values';

/** What an event's segments do (docs/digest.md "Event segments"). */
export const EVENT_SEGMENTS_HELP =
  'Digests offer the event to members of these segments only (none: everyone). It stays listed for every member.';

/** Renders 'Tags', 'Segments', then the 'Published', 'CPD event' and 'Single-click registration' flags in a row. */
export function EventPublishingFields({
  tags,
}: {
  tags: readonly { id: number; label: string }[] | undefined;
}) {
  return (
    <>
      <Form.Item label="Tags" name="tags">
        <Select
          mode="tags"
          aria-label="Tags"
          options={(tags ?? []).map((t) => ({ value: tagValue(t.id), label: t.label }))}
          optionFilterProp="label"
        />
      </Form.Item>
      <SegmentField help={EVENT_SEGMENTS_HELP} />
      <Space size="large" wrap>
        <Form.Item name="isPublished" valuePropName="checked" label="Published">
          <Switch />
        </Form.Item>
        <Form.Item name="isCpd" valuePropName="checked" label="CPD event">
          <Switch />
        </Form.Item>
        <Form.Item name="isSingleClickRegistration" valuePropName="checked" label="Single-click registration">
          <Checkbox />
        </Form.Item>
      </Space>
    </>
  );
}
