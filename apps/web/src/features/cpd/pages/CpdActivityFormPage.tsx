/**
 * `/cpd/tracker-page/new` (the create-entry form `GET api/cpd/new` points at) and
 * `/cpd/tracker-page/{cpdId}/edit` (a self-logged record's editUrl): the activity form. Saving goes back to
 * the tracker with the contract's 'Activity added' / 'Activity updated'; a failure keeps the form and shows
 * the server's message. A record that is not the member's, or not self-logged, shows 'Not found'.
 */
import { Alert, Breadcrumb, Skeleton, Typography } from 'antd';
import { useApp } from '../../../shared/app-feedback';
import { Link, useNavigate, useParams } from 'react-router';
import { CPD_MESSAGES, CPD_RECORD_MESSAGES } from '@portal/contracts';
import { errorMessage } from '../../../api/api-error';
import { CpdActivityForm } from '../components/CpdActivityForm';
import { useCpdRecord, useSaveCpdRecord } from '../queries';

/** Renders the form page. */
export default function CpdActivityFormPage() {
  const { cpdId } = useParams();
  const navigate = useNavigate();
  const { message } = useApp();
  const record = useCpdRecord(cpdId);
  const save = useSaveCpdRecord(cpdId);
  const title = cpdId ? 'Edit activity' : 'Log activity';
  const back = () => void navigate('/cpd/tracker-page');

  let body;
  if (cpdId && record.isPending) body = <Skeleton active paragraph={{ rows: 8 }} />;
  else if (cpdId && (record.isLoadingError || !record.data?.editUrl)) {
    body = <Alert type="error" showIcon title={CPD_MESSAGES.notFound} />;
  } else {
    body = (
      <CpdActivityForm
        record={record.data}
        isSaving={save.isPending}
        onCancel={back}
        onSubmit={(input) =>
          save.mutate(input, {
            onSuccess: () => {
              void message.success(cpdId ? CPD_RECORD_MESSAGES.updated : CPD_RECORD_MESSAGES.created);
              back();
            },
            onError: (error) => void message.error(errorMessage(error, CPD_MESSAGES.error)),
          })
        }
      />
    );
  }
  return (
    <>
      <Breadcrumb
        style={{ marginBottom: 8 }}
        items={[{ title: <Link to="/cpd/tracker-page">CPD Tracker</Link> }, { title }]}
      />
      <Typography.Title level={1} style={{ fontSize: 26 }}>
        {title}
      </Typography.Title>
      {body}
    </>
  );
}
