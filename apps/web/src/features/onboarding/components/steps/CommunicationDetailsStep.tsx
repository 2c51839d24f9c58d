/**
 * Welcome step 4 "Communication details" (spec 000 §3, §5): home phone ('Please enter Phone number') and
 * mobile ('Please enter Mobile number') required; e-mail read-only; contact preference; home address with
 * country and state from the address lists.
 */
import { Col, Form, Input, Row, Select } from 'antd';
import type { TFirstTimeFieldOptions, TIdNameMap } from '@portal/contracts';

const toOptions = (map: TIdNameMap | undefined) =>
  Object.values(map ?? {}).map((name) => ({ value: name, label: name }));

/** Props of {@link CommunicationDetailsStep}. */
export interface CommunicationDetailsStepProps {
  options: TFirstTimeFieldOptions | undefined;
  countries: TIdNameMap | undefined;
  states: TIdNameMap | undefined;
}

/** Renders the communication fields. */
export function CommunicationDetailsStep({ options, countries, states }: CommunicationDetailsStepProps) {
  return (
    <Row gutter={16}>
      <Col xs={24} md={12}>
        <Form.Item
          label="Home phone"
          name={['communicationDetails', 'phoneNumber']}
          rules={[{ required: true, message: 'Please enter Phone number' }]}
        >
          <Input type="tel" autoComplete="tel" />
        </Form.Item>
      </Col>
      <Col xs={24} md={12}>
        <Form.Item
          label="Mobile"
          name={['communicationDetails', 'mobile']}
          rules={[{ required: true, message: 'Please enter Mobile number' }]}
        >
          <Input type="tel" autoComplete="tel" />
        </Form.Item>
      </Col>
      <Col xs={24} md={12}>
        <Form.Item label="Email" name={['communicationDetails', 'email']}>
          <Input readOnly />
        </Form.Item>
      </Col>
      <Col xs={24} md={12}>
        <Form.Item label="Contact preference" name={['communicationDetails', 'contactPreference']}>
          <Select options={options?.contactPreferences} placeholder="Select" />
        </Form.Item>
      </Col>
      <Col xs={24} md={12}>
        <Form.Item label="Address 1" name={['communicationDetails', 'address1']}>
          <Input autoComplete="address-line1" />
        </Form.Item>
      </Col>
      <Col xs={24} md={12}>
        <Form.Item label="Address 2" name={['communicationDetails', 'address2']}>
          <Input autoComplete="address-line2" />
        </Form.Item>
      </Col>
      <Col xs={24} md={12}>
        <Form.Item label="Country" name={['communicationDetails', 'country']}>
          <Select options={toOptions(countries)} showSearch placeholder="Select" />
        </Form.Item>
      </Col>
      <Col xs={24} md={12}>
        <Form.Item label="State" name={['communicationDetails', 'state']}>
          <Select options={toOptions(states)} showSearch placeholder="Select" />
        </Form.Item>
      </Col>
      <Col xs={24} md={12}>
        <Form.Item label="Suburb" name={['communicationDetails', 'suburb']}>
          <Input />
        </Form.Item>
      </Col>
      <Col xs={24} md={12}>
        <Form.Item label="Postcode" name={['communicationDetails', 'postcode']}>
          <Input inputMode="numeric" />
        </Form.Item>
      </Col>
    </Row>
  );
}
