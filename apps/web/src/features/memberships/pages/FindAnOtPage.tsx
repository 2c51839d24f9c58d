/**
 * /settings/manage-find-an-ot (spec 000 §2 Settings area "Manage Find an OT", §6 Member only; 002 §2): the
 * member's public practice listing — practice name, address, phone, website (https:// prepended), areas of
 * practice and funding schemes from the segment lists, and the visible switch — read-only until Edit; Save
 * submits (`PUT /api/user/find-an-ot`), Cancel returns to read-only (the pattern of account details).
 * Toasts `FIND_AN_OT_MESSAGES.saved` / `saveFailed`; a failed load shows 'Error fetching data'.
 */
import { Form, Skeleton } from 'antd';
import { useApp } from '../../../shared/app-feedback';
import { FIND_AN_OT_MESSAGES, SETTINGS_MESSAGES } from '@portal/contracts';
import { errorMessage } from '../../../api/api-error';
import { EditableCard } from '../../../shared/components/EditableCard';
import { LoadError } from '../../../shared/components/LoadError';
import {
  FindAnOtForm,
  toFindAnOtBody,
  toFindAnOtValues,
  type FindAnOtValues,
} from '../components/FindAnOtForm';
import { useFindAnOt, useSaveFindAnOt } from '../queries';
import { useEditMode } from '../../../shared/use-edit-mode';

const FORM_ID = 'find-an-ot-form';

/** Renders the Find an OT listing page. */
export default function FindAnOtPage() {
  const { message } = useApp();
  const [form] = Form.useForm<FindAnOtValues>();
  const { isEditing, setEditing, cardProps } = useEditMode(form);
  const listing = useFindAnOt();
  const save = useSaveFindAnOt();

  const submit = (values: FindAnOtValues) =>
    save.mutate(toFindAnOtBody(values), {
      onSuccess: (saved) => {
        form.setFieldsValue(toFindAnOtValues(saved.data));
        setEditing(false);
        void message.success(FIND_AN_OT_MESSAGES.saved);
      },
      onError: (error) =>
        void message.error(`${FIND_AN_OT_MESSAGES.saveFailed}. ${errorMessage(error, '')}`.trim()),
    });

  if (listing.isLoadingError)
    return (
      <LoadError message={SETTINGS_MESSAGES.organisationLoadFailed} onRetry={() => void listing.refetch()} />
    );
  return (
    <EditableCard title="Manage Find an OT" formId={FORM_ID} isSaving={save.isPending} {...cardProps}>
      {!listing.data ? (
        <Skeleton active paragraph={{ rows: 6 }} />
      ) : (
        <FindAnOtForm
          form={form}
          id={FORM_ID}
          isEditing={isEditing}
          initialValues={toFindAnOtValues(listing.data.data)}
          options={listing.data.options}
          onSubmit={submit}
        />
      )}
    </EditableCard>
  );
}
