/**
 * /settings/contact-us (spec 000 §3 Contact enquiry, §5 Contact us, §7, §8): the form of {@link ContactUsForm}
 * prefilled from the account; sends multipart to the tenant's enquiry path with the fields Name, Email, Mobile,
 * Comments, memberNumber and the FileAttachment files; toasts 'Your enquiry has been submitted. Thank you.'
 * (or the server's message) and clears the comments and files, or 'Failed to send your enquiry. Try again.'
 * and keeps everything typed.
 */
import { Form, Skeleton } from 'antd';
import { useApp } from '../../../shared/app-feedback';
import { ENQUIRY_FILE_FIELD, ENQUIRY_MESSAGES } from '@portal/contracts';
import { useTenant } from '../../../session/tenant-context';
import { useAccount } from '../../../session/session-queries';
import { SettingsCard } from '../../../shared/components/SettingsCard';
import { ContactUsForm, type ContactUsValues } from '../components/ContactUsForm';
import { useSendEnquiry } from '../queries';

/** The multipart body of an enquiry (spec 000 §3 field names). */
export function enquiryFormData(values: ContactUsValues): FormData {
  const body = new FormData();
  const text: Array<[string, string | undefined]> = [
    ['Name', values.name],
    ['Email', values.email],
    ['Mobile', values.mobile],
    ['Comments', values.comments],
    ['memberNumber', values.memberNumber],
  ];
  for (const [key, value] of text) if (value?.trim()) body.append(key, value.trim());
  for (const file of values.files ?? [])
    if (file.originFileObj) body.append(ENQUIRY_FILE_FIELD, file.originFileObj, file.name);
  return body;
}

/** Renders the contact page. */
export default function ContactUsPage() {
  const tenant = useTenant();
  const { message } = useApp();
  const [form] = Form.useForm<ContactUsValues>();
  const account = useAccount();
  const send = useSendEnquiry(tenant.accountSettingsMode);
  const handleSubmit = (values: ContactUsValues) =>
    send.mutate(enquiryFormData(values), {
      onSuccess: (answer) => {
        void message.success(answer?.message || ENQUIRY_MESSAGES.submitted);
        form.setFieldsValue({ comments: '', files: [] });
      },
      onError: () => void message.error(ENQUIRY_MESSAGES.failed),
    });
  const me = account.data;
  return (
    <SettingsCard
      title="Contact us"
      description="Send us a question or a request; we reply to the email address below."
    >
      {!me ? (
        <Skeleton active paragraph={{ rows: 6 }} />
      ) : (
        <ContactUsForm
          form={form}
          isSubmitting={send.isPending}
          isMemberNumberFixed={!!me.memberNum}
          onSubmit={handleSubmit}
          initialValues={{
            name: `${me.firstName} ${me.lastName}`.trim(),
            email: me.email,
            mobile: me.mobile ?? undefined,
            memberNumber: me.memberNum ?? undefined,
          }}
        />
      )}
    </SettingsCard>
  );
}
