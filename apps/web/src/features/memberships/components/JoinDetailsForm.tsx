/**
 * The join form of the register routes (spec 000 §2 "Register routes per tenant"; issue 13 "Joining"):
 * personal details, the membership type (name, and what joining today charges and covers: the amount incl.
 * GST, the period, the pro-rata months or the cut-off's two periods; issue 34 point 4) and the terms.
 * Submitting asks the server to e-mail a verification code.
 */
import { Alert, Button, Checkbox, Flex, Form, Input, Radio, Skeleton, Typography } from 'antd';
import {
  MEMBERSHIP_MESSAGES,
  ZMembershipJoinDetails,
  type TMembershipJoinDetails,
  type TMembershipType,
} from '@portal/contracts';
import { zodRule } from '../../../shared/form-rules';
import { chargeText } from '../membership-charge';

/** The values of the join form. */
export interface JoinDetailsValues {
  firstName: string;
  lastName: string;
  email: string;
  mobile?: string;
  membershipTypeId: number;
  acceptTerms: boolean;
}

/** The details part of the `POST /api/membership/join` body (texts trimmed, blank mobile left out). */
export function joinDetailsBody(values: JoinDetailsValues): TMembershipJoinDetails {
  return {
    firstName: values.firstName.trim(),
    lastName: values.lastName.trim(),
    email: values.email.trim(),
    mobile: values.mobile?.trim() || null,
    membershipTypeId: values.membershipTypeId,
    acceptTerms: true,
  };
}

const shape = ZMembershipJoinDetails.shape;

/** Props: the tenant's membership types (null while loading), submit state and the inline error. */
export interface JoinDetailsFormProps {
  types: TMembershipType[] | null;
  typesFailed: boolean;
  termsUrl: string;
  initialValues?: Partial<JoinDetailsValues>;
  isSubmitting: boolean;
  errorMessage: string | null;
  onSubmit: (values: JoinDetailsValues) => void;
}

/** Renders the join form. */
export function JoinDetailsForm(props: JoinDetailsFormProps) {
  const { types, typesFailed, termsUrl, initialValues, isSubmitting, errorMessage, onSubmit } = props;
  return (
    <Form<JoinDetailsValues>
      layout="vertical"
      requiredMark={false}
      initialValues={initialValues}
      onFinish={onSubmit}
      disabled={isSubmitting}
    >
      {errorMessage && <Alert type="error" showIcon title={errorMessage} style={{ marginBottom: 16 }} />}
      <Typography.Title level={2} style={{ fontSize: 18 }}>
        Your details
      </Typography.Title>
      <Flex gap={12}>
        <Form.Item label="First name" name="firstName" style={{ flex: 1 }} rules={[zodRule(shape.firstName)]}>
          <Input autoComplete="given-name" maxLength={100} />
        </Form.Item>
        <Form.Item label="Last name" name="lastName" style={{ flex: 1 }} rules={[zodRule(shape.lastName)]}>
          <Input autoComplete="family-name" maxLength={100} />
        </Form.Item>
      </Flex>
      <Form.Item label="Email" name="email" rules={[zodRule(shape.email)]}>
        <Input type="email" autoComplete="email" maxLength={254} />
      </Form.Item>
      <Form.Item label="Mobile (optional)" name="mobile">
        <Input type="tel" autoComplete="tel" maxLength={20} />
      </Form.Item>
      <Typography.Title level={2} id="join-membership-type" style={{ fontSize: 18 }}>
        Membership type
      </Typography.Title>
      {typesFailed ? (
        <Alert type="error" showIcon title="Failed to load membership types. Try again later." />
      ) : !types ? (
        <Skeleton active paragraph={{ rows: 3 }} />
      ) : (
        <Form.Item
          name="membershipTypeId"
          rules={[{ required: true, message: MEMBERSHIP_MESSAGES.joinTypeRequired }]}
        >
          {/* Named by the heading above: a field label repeated 'Membership type' under it (issue 40). */}
          <Radio.Group style={{ width: '100%' }} aria-labelledby="join-membership-type">
            <Flex vertical gap={8}>
              {types.map((type) => (
                <Radio key={type.id} value={type.id}>
                  <strong>{type.name}</strong> — {chargeText(type.joinCharge, type.feeIncGst)}
                  {type.description ? (
                    <Typography.Text type="secondary" style={{ display: 'block' }}>
                      {type.description}
                    </Typography.Text>
                  ) : null}
                </Radio>
              ))}
            </Flex>
          </Radio.Group>
        </Form.Item>
      )}
      <Form.Item
        name="acceptTerms"
        valuePropName="checked"
        rules={[
          {
            validator: (_, value) =>
              value ? Promise.resolve() : Promise.reject(new Error(MEMBERSHIP_MESSAGES.joinTermsRequired)),
          },
        ]}
      >
        <Checkbox>
          I agree to the{' '}
          <a href={termsUrl} target="_blank" rel="noreferrer">
            terms and conditions of membership
          </a>
        </Checkbox>
      </Form.Item>
      <Button type="primary" htmlType="submit" size="large" block loading={isSubmitting} disabled={!types}>
        Continue
      </Button>
    </Form>
  );
}
