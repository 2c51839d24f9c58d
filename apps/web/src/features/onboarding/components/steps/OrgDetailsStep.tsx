/**
 * Welcome step 5 "Organisation details" (spec 000 §3 first-time organisation details, §5): organisation
 * search debounced 500 ms with page size 5 (`GET /api/org/names`); choosing one loads its location
 * (`GET /api/Org/{id}`) into the read-only location field; job title.
 */
import { useEffect, useState } from 'react';
import { Form, Input, Select, Spin } from 'antd';
import { SETTINGS_MESSAGES } from '@portal/contracts';
import { useDebouncedValue } from '../../../../shared/use-debounced-value';
import { useOrganisation, useOrgNames } from '../../queries';

/** Debounce of the organisation search (spec 000 §5). */
export const ORG_SEARCH_DEBOUNCE_MS = 500;

/** Renders the organisation fields. */
export function OrgDetailsStep() {
  const form = Form.useFormInstance();
  const [search, setSearch] = useState('');
  const query = useDebouncedValue(search.trim(), ORG_SEARCH_DEBOUNCE_MS);
  const names = useOrgNames(query);
  const organisationId = Form.useWatch(['organisationDetails', 'organisationId'], form) as
    number | null | undefined;
  const organisationName = Form.useWatch(['organisationDetails', 'organisationName'], form) as
    string | null | undefined;
  const organisation = useOrganisation(organisationId ?? null);

  useEffect(() => {
    if (organisation.data)
      form.setFieldValue(
        ['organisationDetails', 'organisationLocation'],
        organisation.data.location ?? organisation.data.suburb,
      );
  }, [organisation.data, form]);

  const options = (names.data?.organisations ?? []).map((o) => ({ value: o.id, label: o.name }));
  if (organisationId && organisationName && !options.some((o) => o.value === organisationId))
    options.unshift({ value: organisationId, label: organisationName });

  return (
    <>
      <Form.Item label="Organisation" name={['organisationDetails', 'organisationId']}>
        <Select
          showSearch={{ filterOption: false, onSearch: setSearch }}
          allowClear
          placeholder="Start typing your organisation's name"
          options={options}
          notFoundContent={names.isFetching ? <Spin size="small" /> : query ? 'No organisations found' : null}
          onChange={(value: number | undefined, option) => {
            const label = option && !Array.isArray(option) ? String(option.label) : null;
            form.setFieldValue(['organisationDetails', 'organisationName'], value ? label : null);
            if (!value) form.setFieldValue(['organisationDetails', 'organisationLocation'], null);
          }}
        />
      </Form.Item>
      <Form.Item name={['organisationDetails', 'organisationName']} hidden>
        <Input />
      </Form.Item>
      <Form.Item label="Organisation location" name={['organisationDetails', 'organisationLocation']}>
        <Input readOnly placeholder="Filled in from the organisation" />
      </Form.Item>
      <Form.Item
        label="Job title"
        name={['organisationDetails', 'jobTitle']}
        dependencies={[['organisationDetails', 'organisationId']]}
        rules={[
          ({ getFieldValue }) => ({
            // The organisation is saved with the member's role (PUT /api/user/organisation needs both).
            validator: (_, value: string | undefined) =>
              getFieldValue(['organisationDetails', 'organisationId']) && !value?.trim()
                ? Promise.reject(new Error(SETTINGS_MESSAGES.roleRequired))
                : Promise.resolve(),
          }),
        ]}
      >
        <Input autoComplete="organization-title" />
      </Form.Item>
    </>
  );
}
