/**
 * /settings/manage-find-an-ot (spec 000 §2 Settings area "Manage Find an OT", §6 Member only; 002 §2): the
 * member's public practice listing — practice name, address, phone, website (https:// prepended), areas of
 * practice and funding schemes from the segment lists, and the visible switch — read-only until Edit; Save
 * submits, Cancel returns to read-only (the pattern of account details).
 */
import { useState } from 'react';
import { App, Form, Skeleton } from 'antd';
import { LoadError } from '../../../shared/components/LoadError';
import { EditableCard } from '../../../shared/components/EditableCard';
import { FindAnOtForm, toListingBody, toListingValues, type FindAnOtValues } from '../components/FindAnOtForm';
import { useFindAnOtListing, useFindAnOtOptions, useSaveFindAnOtListing } from '../queries';

const FORM_ID = 'find-an-ot-form';

/** Renders the Find an OT listing page. */
export default function FindAnOtPage() {
  const { message } = App.useApp();
  const [form] = Form.useForm<FindAnOtValues>();
  const [isEditing, setEditing] = useState(false);
  const listing = useFindAnOtListing();
  const options = useFindAnOtOptions();
  const save = useSaveFindAnOtListing();

  const submit = (values: FindAnOtValues) =>
    save.mutate(toListingBody(values), {
      onSuccess: () => {
        setEditing(false);
        void message.success('Find an OT listing saved');
      },
      onError: () => void message.error('Failed to save your Find an OT listing. Try again.'),
    });

  if (listing.isError || options.isError)
    return (
      <LoadError
        message="Error fetching data"
        onRetry={() => {
          void listing.refetch();
          void options.refetch();
        }}
      />
    );
  return (
    <EditableCard
      title="Manage Find an OT"
      formId={FORM_ID}
      isEditing={isEditing}
      isSaving={save.isPending}
      onEdit={() => setEditing(true)}
      onCancel={() => {
        form.resetFields();
        setEditing(false);
      }}
    >
      {listing.isPending || options.isPending ? (
        <Skeleton active paragraph={{ rows: 6 }} />
      ) : (
        <FindAnOtForm
          form={form}
          id={FORM_ID}
          isEditing={isEditing}
          initialValues={toListingValues(listing.data)}
          options={options.data}
          onSubmit={submit}
        />
      )}
    </EditableCard>
  );
}
