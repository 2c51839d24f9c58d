/**
 * The account details form (spec 000 §3 Profile form fields, §5 Account form): first name ('Please input your
 * First name'), last name ('Please input your Last name') and email ('Please enter an Emaill address',
 * 'Please enter a valid email') required; country disabled. Legacy mode adds middle name, pronouns, preferred
 * name, gender (M, F, X, T, Z), graduation date, date of birth and the postal address, with the fixed title
 * list; the workflow variant shows only Title (options from the workflow), First Name, Last Name, Email and
 * Mobile. Disabled (read-only) until the page switches to edit mode.
 */
import { Col, DatePicker, Form, Input, Row, Select, type FormInstance, type FormRule } from 'antd';
import type { Dayjs } from 'dayjs';
import { ZAccountEmail, ZUpdateLegacyProfileBody } from '@portal/contracts';
import { zodRule } from '../../../shared/form-rules';
import { editModeProps } from './EditableCard';

/** Form values; dates are dayjs objects in the form and YYYY-MM-DD on the wire. */
export interface AccountFormValues {
  title?: string | null;
  firstName: string;
  lastName: string;
  middleName?: string | null;
  pronoun?: string | null;
  prefName?: string | null;
  gender?: string | null;
  graduationDate?: Dayjs | null;
  email: string;
  dateOfBirth?: Dayjs | null;
  postalAddress?: string | null;
  postalSuburb?: string | null;
  postalState?: string | null;
  postalPostcode?: string | null;
  postalCountry?: string | null;
  mobile?: string | null;
}

/** Props: the form, its mode, the title options, the saved values and the submit action. */
export interface AccountDetailsFormProps {
  form: FormInstance<AccountFormValues>;
  id: string;
  mode: 'legacy' | 'workflow';
  isEditing: boolean;
  titles: readonly string[];
  genders: ReadonlyArray<{ value: string; label: string }>;
  initialValues: AccountFormValues;
  onSubmit: (values: AccountFormValues) => void;
}

const half = { xs: 24, md: 12 } as const;
const DATE_FORMAT = 'DD/MM/YYYY';

/** Renders the fields of the tenant's mode. */
export function AccountDetailsForm(props: AccountDetailsFormProps) {
  const { form, id, mode, isEditing, titles, genders, initialValues, onSubmit } = props;
  const isLegacy = mode === 'legacy';
  const text = (name: keyof AccountFormValues, label: string, autoComplete?: string, rules?: FormRule[]) => (
    <Col {...half}>
      <Form.Item name={name} label={label} rules={rules}>
        <Input autoComplete={autoComplete} />
      </Form.Item>
    </Col>
  );
  const date = (name: 'dateOfBirth' | 'graduationDate', label: string) => (
    <Col {...half}>
      <Form.Item name={name} label={label}>
        <DatePicker
          format={DATE_FORMAT}
          placeholder={isEditing ? DATE_FORMAT : ''}
          style={{ width: '100%' }}
        />
      </Form.Item>
    </Col>
  );
  return (
    <Form form={form} id={id} {...editModeProps(isEditing)} initialValues={initialValues} onFinish={onSubmit}>
      <Row gutter={16}>
        <Col {...half}>
          <Form.Item name="title" label="Title">
            <Select allowClear options={titles.map((t) => ({ value: t, label: t }))} />
          </Form.Item>
        </Col>
        {text('firstName', 'First name', 'given-name', [zodRule(ZUpdateLegacyProfileBody.shape.firstName)])}
        {isLegacy && text('middleName', 'Middle name', 'additional-name')}
        {text('lastName', 'Last name', 'family-name', [zodRule(ZUpdateLegacyProfileBody.shape.lastName)])}
        {isLegacy && text('prefName', 'Preferred name', 'nickname')}
        {isLegacy && text('pronoun', 'Pronouns')}
        {isLegacy && (
          <Col {...half}>
            <Form.Item name="gender" label="Gender">
              <Select allowClear options={[...genders]} />
            </Form.Item>
          </Col>
        )}
        {isLegacy && date('dateOfBirth', 'Date of birth')}
        {isLegacy && date('graduationDate', 'Graduation date')}
        <Col {...half}>
          <Form.Item name="email" label="Email" rules={[zodRule(ZAccountEmail)]}>
            <Input type="email" autoComplete="email" />
          </Form.Item>
        </Col>
        <Col {...half}>
          <Form.Item name="mobile" label="Mobile">
            <Input type="tel" autoComplete="tel" placeholder="+61" />
          </Form.Item>
        </Col>
        {isLegacy && text('postalAddress', 'Postal address', 'street-address')}
        {isLegacy && text('postalSuburb', 'Suburb', 'address-level2')}
        {isLegacy && text('postalState', 'State', 'address-level1')}
        {isLegacy && text('postalPostcode', 'Postcode', 'postal-code')}
        {isLegacy && (
          <Col {...half}>
            <Form.Item name="postalCountry" label="Country">
              <Input disabled />
            </Form.Item>
          </Col>
        )}
      </Row>
    </Form>
  );
}
