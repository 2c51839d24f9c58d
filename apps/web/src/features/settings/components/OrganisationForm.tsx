/**
 * The organisation details form (spec 000 §3 Organisation details, §5 Organisation): the organisation, found
 * by a search debounced 500 ms (page size 5), required ('Please select your organisation'); the role, required
 * ('Please enter your role'); the start date at that workplace. Read-only until the page's Edit.
 */
import { useState } from 'react';
import { Col, DatePicker, Form, Input, Row, Select, Spin, type FormInstance } from 'antd';
import type { Dayjs } from 'dayjs';
import { useDebouncedValue } from '../../../shared/use-debounced-value';
import { SETTINGS_MESSAGES, ZUpdateUserOrganisationBody } from '@portal/contracts';
import { zodRule } from '../../../shared/form-rules';
import { useOrganisationSearch } from '../queries';
import { editModeProps } from './EditableCard';
import { PICKER_FORMATS } from '../../../shared/format';

/** Debounce of the organisation search, in ms (spec 000 §5). */
export const ORGANISATION_SEARCH_DEBOUNCE_MS = 500;

/** Form values: the organisation as the select's { value: id, label: name }, role and start date. */
export interface OrganisationFormValues {
  organisation?: { value: number; label: string } | null;
  role?: string | null;
  startDate?: Dayjs | null;
}

/** Props: the form, its id, the edit mode, the saved values and the submit action. */
export interface OrganisationFormProps {
  form: FormInstance<OrganisationFormValues>;
  id: string;
  isEditing: boolean;
  initialValues: OrganisationFormValues;
  onSubmit: (values: OrganisationFormValues) => void;
}

/** Renders the organisation search, role and start date. */
export function OrganisationForm({ form, id, isEditing, initialValues, onSubmit }: OrganisationFormProps) {
  const [search, setSearch] = useState('');
  const query = useDebouncedValue(search.trim(), ORGANISATION_SEARCH_DEBOUNCE_MS);
  const names = useOrganisationSearch(query);
  const options = (names.data?.organisations ?? []).map((o) => ({ value: o.id, label: o.name }));
  return (
    <Form form={form} id={id} {...editModeProps(isEditing)} initialValues={initialValues} onFinish={onSubmit}>
      <Form.Item
        label="Organisation"
        name="organisation"
        rules={[{ required: true, message: SETTINGS_MESSAGES.organisationRequired }]}
      >
        <Select
          labelInValue
          showSearch={{ filterOption: false, onSearch: setSearch }}
          allowClear
          placeholder="Start typing your organisation's name"
          options={options}
          notFoundContent={
            names.isFetching ? <Spin size="small" /> : query ? 'No organisations found' : 'Type to search'
          }
        />
      </Form.Item>
      <Row gutter={16}>
        <Col xs={24} md={12}>
          <Form.Item label="Role" name="role" rules={[zodRule(ZUpdateUserOrganisationBody.shape.role)]}>
            <Input autoComplete="organization-title" />
          </Form.Item>
        </Col>
        <Col xs={24} md={12}>
          <Form.Item label="Start date" name="startDate">
            <DatePicker
              format={PICKER_FORMATS.day}
              placeholder={isEditing ? 'DD/MM/YYYY' : ''}
              style={{ width: '100%' }}
            />
          </Form.Item>
        </Col>
      </Row>
    </Form>
  );
}
