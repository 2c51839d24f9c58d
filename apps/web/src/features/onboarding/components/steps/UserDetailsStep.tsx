/**
 * Welcome step 1 "Your details" (spec 000 §3 first-time form values, §5 Welcome details): title, first and
 * last name, gender, pronouns, First Nations identity and law society or bar association membership are
 * marked required, but Continue does not block on them.
 */
import { Col, Form, Input, Row, Select } from 'antd';
import type { TFirstTimeFieldOptions } from '@portal/contracts';

/** Renders the details fields. */
export function UserDetailsStep({ options }: { options: TFirstTimeFieldOptions | undefined }) {
  return (
    <Row gutter={16}>
      <Col xs={24} md={8}>
        <Form.Item label="Title" name="title" required>
          <Select options={options?.title} allowClear placeholder="Select" />
        </Form.Item>
      </Col>
      <Col xs={24} md={8}>
        <Form.Item label="First name" name="firstName" required>
          <Input autoComplete="given-name" />
        </Form.Item>
      </Col>
      <Col xs={24} md={8}>
        <Form.Item label="Last name" name="lastName" required>
          <Input autoComplete="family-name" />
        </Form.Item>
      </Col>
      <Col xs={24} md={8}>
        <Form.Item label="Preferred name" name="prefName">
          <Input />
        </Form.Item>
      </Col>
      <Col xs={24} md={8}>
        <Form.Item label="Post-nominals" name="postNominal">
          <Select options={options?.postNominals} allowClear placeholder="Select" />
        </Form.Item>
      </Col>
      <Col xs={24} md={8}>
        <Form.Item label="Date of birth" name="dob">
          <Input type="date" />
        </Form.Item>
      </Col>
      <Col xs={24} md={8}>
        <Form.Item label="Gender" name="gender" required>
          <Select options={options?.genders} allowClear placeholder="Select" />
        </Form.Item>
      </Col>
      <Col xs={24} md={8}>
        <Form.Item label="Pronouns" name="pronoun" required>
          <Select options={options?.pronouns} allowClear placeholder="Select" />
        </Form.Item>
      </Col>
      <Col xs={24} md={8}>
        <Form.Item label="First Nations identity" name="identityAsFirstNations" required>
          <Select options={options?.firstNationIdentities} allowClear placeholder="Select" />
        </Form.Item>
      </Col>
      <Col xs={24} md={12}>
        <Form.Item label="Admission date" name="admissionDate">
          <Input type="date" />
        </Form.Item>
      </Col>
      <Col xs={24} md={12}>
        <Form.Item label="Admission state" name="admissionState">
          <Select options={options?.admissionStates} allowClear placeholder="Select" />
        </Form.Item>
      </Col>
      <Col xs={24}>
        <Form.Item
          label="Law society or bar association membership"
          name="constituentBodyMembership"
          required
        >
          <Select mode="multiple" options={options?.constituentBodyMembership} placeholder="Select" />
        </Form.Item>
      </Col>
    </Row>
  );
}
