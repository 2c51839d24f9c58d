/**
 * The images of the event form (spec 002 §3 fields; issue 18 "Staff tools"): the feature image (3:1, at the
 * top of the event page) and the listing image (2:1, on event cards), each uploaded and cropped with
 * {@link EventImageUpload}.
 */
import { Col, Form, Row } from 'antd';
import { EventImageUpload } from './EventImageUpload';

/** Renders 'Feature image' and 'Listing image' side by side. */
export function EventImageFields() {
  return (
    <Row gutter={16}>
      <Col xs={24} md={14}>
        <Form.Item
          label="Feature image"
          name="featureImg"
          extra="Shown at the top of the event page (3:1). PNG, JPEG, WebP or GIF, up to 5 MB."
        >
          <EventImageUpload label="Feature image" aspect={3} previewWidth={300} />
        </Form.Item>
      </Col>
      <Col xs={24} md={10}>
        <Form.Item label="Listing image" name="listingImg" extra="Shown on event cards (2:1).">
          <EventImageUpload label="Listing image" aspect={2} previewWidth={200} />
        </Form.Item>
      </Col>
    </Row>
  );
}
