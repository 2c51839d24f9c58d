/**
 * Welcome step 1 "Your details" (spec 000 §3 first-time form values, §5 Welcome details): title, first and
 * last name, gender, pronouns, First Nations identity and (law tenants only, issue 18) law society or bar
 * association membership are marked required; Continue blocks only on the first and last name, which the
 * account cannot be without. Admission date and state and the law society field show for lca and actls only.
 */
import type { ReactNode } from 'react';
import { Col, Form, Input, Row, Select } from 'antd';
import { FIRST_TIME_MESSAGES, type TFirstTimeFieldOptions } from '@portal/contracts';

type Options = TFirstTimeFieldOptions['genders'] | undefined;

/** One field of the grid: its column width at md (of 24), label, name, required mark and control. */
interface Field {
  md: number;
  label: string;
  name: string;
  required?: boolean;
  /** Continue blocks with this message when the field is empty. */
  requiredMessage?: string;
  control: ReactNode;
}

/** A clearable single choice of `options`. */
const choice = (options: Options) => <Select options={options} allowClear placeholder="Select" />;

/** The fields in the order of the form. */
function fields(options: TFirstTimeFieldOptions | undefined, hasLawSocietyFields: boolean): Field[] {
  const law: Field[] = [
    { md: 12, label: 'Admission date', name: 'admissionDate', control: <Input type="date" /> },
    { md: 12, label: 'Admission state', name: 'admissionState', control: choice(options?.admissionStates) },
    {
      md: 24,
      label: 'Law society or bar association membership',
      name: 'constituentBodyMembership',
      required: true,
      control: <Select mode="multiple" options={options?.constituentBodyMembership} placeholder="Select" />,
    },
  ];
  return [
    { md: 8, label: 'Title', name: 'title', required: true, control: choice(options?.title) },
    {
      md: 8,
      label: 'First name',
      name: 'firstName',
      required: true,
      requiredMessage: FIRST_TIME_MESSAGES.firstNameRequired,
      control: <Input autoComplete="given-name" />,
    },
    {
      md: 8,
      label: 'Last name',
      name: 'lastName',
      required: true,
      requiredMessage: FIRST_TIME_MESSAGES.lastNameRequired,
      control: <Input autoComplete="family-name" />,
    },
    { md: 8, label: 'Preferred name', name: 'prefName', control: <Input /> },
    { md: 8, label: 'Post-nominals', name: 'postNominal', control: choice(options?.postNominals) },
    { md: 8, label: 'Date of birth', name: 'dob', control: <Input type="date" /> },
    { md: 8, label: 'Gender', name: 'gender', required: true, control: choice(options?.genders) },
    { md: 8, label: 'Pronouns', name: 'pronoun', required: true, control: choice(options?.pronouns) },
    {
      md: 8,
      label: 'First Nations identity',
      name: 'identityAsFirstNations',
      required: true,
      control: choice(options?.firstNationIdentities),
    },
    ...(hasLawSocietyFields ? law : []),
  ];
}

/** Props of {@link UserDetailsStep}: the option lists and whether the tenant asks the law society fields. */
export interface UserDetailsStepProps {
  options: TFirstTimeFieldOptions | undefined;
  hasLawSocietyFields: boolean;
}

/** Renders the details fields. */
export function UserDetailsStep({ options, hasLawSocietyFields }: UserDetailsStepProps) {
  return (
    <Row gutter={16}>
      {fields(options, hasLawSocietyFields).map((field) => (
        <Col key={field.name} xs={24} md={field.md === 24 ? undefined : field.md}>
          <Form.Item
            label={field.label}
            name={field.name}
            required={field.required}
            rules={
              field.requiredMessage
                ? [{ required: true, whitespace: true, message: field.requiredMessage }]
                : undefined
            }
          >
            {field.control}
          </Form.Item>
        </Col>
      ))}
    </Row>
  );
}
