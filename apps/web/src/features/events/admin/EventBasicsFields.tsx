/**
 * The basics of the event form (spec 002 §3 fields; issue 18 "Staff tools"): title (required, at most 300
 * characters), short description (at most 1000), rich-text content, type, category and location from the
 * event filter lists, address, and an external URL (a valid URL when given).
 */
import { Col, Form, Input, Row, Select } from 'antd';
import { RichTextEditor } from '../../../shared/components/RichTextEditor';

/** A filter list as the API answers it: id → label. */
type Labels = Record<string, string> | undefined;

const toOptions = (labels: Labels) =>
  Object.entries(labels ?? {}).map(([value, label]) => ({ value: Number(value), label }));

/** Props of {@link EventBasicsFields}: the filter lists (undefined while loading). */
export interface EventBasicsFieldsProps {
  types: Labels;
  categories: Labels;
  locations: Labels;
}

/** Renders title, short description, content, the type / category / location row, address and URL. */
export function EventBasicsFields({ types, categories, locations }: EventBasicsFieldsProps) {
  return (
    <>
      <Form.Item
        label="Title"
        name="title"
        rules={[
          { required: true, whitespace: true, message: 'Please enter a title' },
          { max: 300, message: 'Use at most 300 characters' },
        ]}
      >
        <Input />
      </Form.Item>
      <Form.Item
        label="Short description"
        name="shortDesc"
        rules={[{ max: 1000, message: 'Use at most 1000 characters' }]}
        extra="Shown on event cards and in search results"
      >
        <Input.TextArea rows={2} />
      </Form.Item>
      <Form.Item label="Content" name="content" rules={[{ max: 200000, message: 'The content is too long' }]}>
        <RichTextEditor variant="content" label="Content" />
      </Form.Item>
      <Row gutter={16}>
        <Col xs={24} md={8}>
          <Form.Item label="Type" name="typeId">
            <Select allowClear options={toOptions(types)} />
          </Form.Item>
        </Col>
        <Col xs={24} md={8}>
          <Form.Item label="Category" name="categoryId">
            <Select allowClear options={toOptions(categories)} />
          </Form.Item>
        </Col>
        <Col xs={24} md={8}>
          <Form.Item label="Location" name="locationId">
            <Select allowClear options={toOptions(locations)} />
          </Form.Item>
        </Col>
      </Row>
      <Form.Item label="Address" name="address">
        <Input />
      </Form.Item>
      <Form.Item
        label="External URL"
        name="externalUrl"
        rules={[{ type: 'url', message: 'Enter a valid URL, e.g. https://example.org/event' }]}
      >
        <Input />
      </Form.Item>
    </>
  );
}
