/**
 * /settings/organisation-details (spec 000 §2 Settings area, §3 Organisation details, §5 Organisation, §8):
 * read-only until Edit; Save sends `PUT /api/user/organisation` and toasts 'Workplace details updated
 * successfully' or 'Failed to update workplace details'; a failed load shows 'Error fetching data'.
 */
import { Form, Skeleton } from 'antd';
import { useApp } from '../../../shared/app-feedback';
import dayjs from 'dayjs';
import { SETTINGS_MESSAGES } from '@portal/contracts';
import { LoadError } from '../../../shared/components/LoadError';
import { EditableCard } from '../components/EditableCard';
import { OrganisationForm, type OrganisationFormValues } from '../components/OrganisationForm';
import { useUpdateUserOrganisation, useUserOrganisation } from '../queries';
import { useEditMode } from '../../../shared/use-edit-mode';
import { toIsoDay } from '../../../shared/format';

const FORM_ID = 'organisation-form';

/** Renders the organisation details page. */
export default function OrganisationDetailsPage() {
  const { message } = useApp();
  const [form] = Form.useForm<OrganisationFormValues>();
  const { isEditing, setEditing, cardProps } = useEditMode(form);
  const organisation = useUserOrganisation();
  const update = useUpdateUserOrganisation();

  const handleSubmit = (values: OrganisationFormValues) => {
    if (!values.organisation) return;
    update.mutate(
      {
        organisation: { id: values.organisation.value, name: values.organisation.label },
        role: values.role?.trim() ?? '',
        startDate: values.startDate ? toIsoDay(values.startDate) : null,
      },
      {
        onSuccess: () => {
          setEditing(false);
          void message.success(SETTINGS_MESSAGES.organisationSaved);
        },
        onError: () => void message.error(SETTINGS_MESSAGES.organisationFailed),
      },
    );
  };

  if (organisation.isLoadingError)
    return (
      <LoadError
        message={SETTINGS_MESSAGES.organisationLoadFailed}
        onRetry={() => void organisation.refetch()}
      />
    );
  const data = organisation.data;
  return (
    <EditableCard title="Organisation details" formId={FORM_ID} isSaving={update.isPending} {...cardProps}>
      {!data ? (
        <Skeleton active paragraph={{ rows: 3 }} />
      ) : (
        <OrganisationForm
          form={form}
          id={FORM_ID}
          isEditing={isEditing}
          initialValues={{
            organisation: data.organisation
              ? { value: data.organisation.id, label: data.organisation.name }
              : null,
            role: data.role,
            startDate: data.startDate ? dayjs(data.startDate, 'YYYY-MM-DD') : null,
          }}
          onSubmit={handleSubmit}
        />
      )}
    </EditableCard>
  );
}
