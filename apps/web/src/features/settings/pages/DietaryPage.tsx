/**
 * /settings/dietary-and-special-requirements (spec 000 §2 Settings area, §3 Dietary, §5 Dietary, §8): read-only
 * until Edit; only tenants with dietary requirements on have the page (spec 000 §1; others go to account
 * details); Save
 * toasts 'Dietary requirements saved successfully' or 'Failed to save dietary requirements.'; a failed load
 * shows 'Something went wrong. …' with the reason.
 */
import { Form, Skeleton } from 'antd';
import { useApp } from '../../../shared/app-feedback';
import { Navigate } from 'react-router';
import { SETTINGS_MESSAGES, type TDietary } from '@portal/contracts';
import { errorMessage } from '../../../api/api-error';
import { useTenant } from '../../../session/tenant-context';
import { LoadError } from '../../../shared/components/LoadError';
import { DietaryForm } from '../components/DietaryForm';
import { EditableCard } from '../components/EditableCard';
import { useDietary, useDietaryOptions, useSaveDietary } from '../queries';
import { useEditMode } from '../../../shared/use-edit-mode';

const FORM_ID = 'dietary-form';

/** Renders the dietary and special requirements page. */
export default function DietaryPage() {
  const tenant = useTenant();
  return tenant.dietaryRequirements ? <DietaryEditor /> : <Navigate to="/settings/account-details" replace />;
}

/** The editable requirements of a tenant that has dietary requirements on. */
function DietaryEditor() {
  const tenant = useTenant();
  const { message } = useApp();
  const [form] = Form.useForm<TDietary>();
  const { isEditing, setEditing, cardProps } = useEditMode(form);
  const dietary = useDietary();
  const options = useDietaryOptions(tenant.dietaryRequirements);
  const save = useSaveDietary();

  const handleSubmit = (values: TDietary) =>
    save.mutate(values, {
      onSuccess: () => {
        setEditing(false);
        void message.success(SETTINGS_MESSAGES.dietarySaved);
      },
      onError: () => void message.error(SETTINGS_MESSAGES.dietaryFailed),
    });

  if (dietary.isLoadingError)
    return (
      <LoadError
        message={SETTINGS_MESSAGES.dietaryLoadFailed(errorMessage(dietary.error, 'Try again.'))}
        onRetry={() => void dietary.refetch()}
      />
    );
  return (
    <EditableCard
      title="Dietary & special requirements"
      formId={FORM_ID}
      isSaving={save.isPending}
      {...cardProps}
    >
      {!dietary.data ? (
        <Skeleton active paragraph={{ rows: 3 }} />
      ) : (
        <DietaryForm
          form={form}
          id={FORM_ID}
          isEditing={isEditing}
          options={options.data ?? []}
          showDietaryList={tenant.dietaryRequirements}
          initialValues={dietary.data}
          onSubmit={handleSubmit}
        />
      )}
    </EditableCard>
  );
}
