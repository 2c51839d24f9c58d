/**
 * /settings/cancel-membership (spec 000 §2 Settings area, §3 Cancel membership form, §5, §8; 002 §2, §4):
 * view mode first; 'Cancel Membership' opens the edit mode with the reasons the server lists
 * (`GET api/user/CanCancelMembership`). Confirm submits (`POST api/user/CancelMembership`), Cancel resets to
 * view mode. A reason is required ('Please select a reason.'); the special 'other' reason needs details
 * ('Please enter cancellation details.'). On success the session is cleared and the user goes to sign-in with
 * 'Membership cancelled successfully'; a failure toasts 'Failed to cancel membership'.
 */
import { useState } from 'react';
import { Alert, Button, Card, Flex, Form, Input, Radio, Result, Skeleton, Typography } from 'antd';
import { useApp } from '../../../shared/app-feedback';
import { useNavigate } from 'react-router';
import { useQueryClient } from '@tanstack/react-query';
import {
  CANCEL_OTHER_MAX,
  CANCEL_REASON_OTHER,
  MEMBERSHIP_MESSAGES,
  cancelMembershipBody,
} from '@portal/contracts';
import { clearStoredToken } from '../../../api/token-storage';
import { LoadError } from '../../../shared/components/LoadError';
import { useCanCancelMembership } from '../../../shared/membership-queries';
import { useCancelMembership } from '../queries';

/** The cancel form's values (spec 000 §3 Cancel membership form). */
interface CancelFormValues {
  selectedReason?: string;
  otherReason?: string;
}

/** Renders the cancel membership page. */
export default function CancelMembershipPage() {
  const { message } = useApp();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const [form] = Form.useForm<CancelFormValues>();
  const [isEditing, setEditing] = useState(false);
  const answer = useCanCancelMembership(true);
  const cancel = useCancelMembership();
  const selected = Form.useWatch('selectedReason', form);
  const reasons = answer.data?.cancelMembershipReasons ?? [];

  const reset = () => {
    form.resetFields();
    setEditing(false);
  };

  const submit = (values: CancelFormValues) =>
    cancel.mutate(cancelMembershipBody(values), {
      onSuccess: async () => {
        void message.success(MEMBERSHIP_MESSAGES.cancelled);
        clearStoredToken();
        // Cached data is dropped once the signed-in layout is gone, so nothing refetches without a token.
        await navigate('/account/sign-in', { replace: true });
        queryClient.clear();
      },
      onError: () => void message.error(MEMBERSHIP_MESSAGES.cancelFailed),
    });

  let body: React.ReactNode;
  if (answer.isPending) body = <Skeleton active paragraph={{ rows: 3 }} />;
  else if (answer.isLoadingError)
    body = <LoadError message={MEMBERSHIP_MESSAGES.loadFailed} onRetry={() => void answer.refetch()} />;
  else if (!answer.data.canCancelMembership)
    body = <Result status="info" title={MEMBERSHIP_MESSAGES.cannotCancel} />;
  else if (!isEditing)
    body = (
      <>
        <Typography.Paragraph>
          Cancelling ends your membership and its benefits, and signs you out of the portal. You can join
          again at any time.
        </Typography.Paragraph>
        <Button danger type="primary" onClick={() => setEditing(true)}>
          Cancel Membership
        </Button>
      </>
    );
  else
    body = (
      <Form form={form} layout="vertical" onFinish={submit} disabled={cancel.isPending} requiredMark>
        <Alert
          type="warning"
          showIcon
          style={{ marginBottom: 16 }}
          title="Your membership ends as soon as you confirm, and you will be signed out."
        />
        <Form.Item
          label="Why are you cancelling your membership?"
          name="selectedReason"
          rules={[{ required: true, message: MEMBERSHIP_MESSAGES.reasonRequired }]}
        >
          <Radio.Group>
            <Flex vertical gap={8}>
              {reasons.map((reason) => (
                <Radio key={reason.value} value={reason.value}>
                  {reason.label}
                </Radio>
              ))}
            </Flex>
          </Radio.Group>
        </Form.Item>
        {selected === CANCEL_REASON_OTHER && (
          <Form.Item
            label="Cancellation details"
            name="otherReason"
            rules={[{ required: true, whitespace: true, message: MEMBERSHIP_MESSAGES.otherDetailsRequired }]}
          >
            <Input.TextArea rows={4} maxLength={CANCEL_OTHER_MAX} showCount />
          </Form.Item>
        )}
        <Flex gap={8} style={{ marginTop: 8 }}>
          <Button danger type="primary" htmlType="submit" loading={cancel.isPending}>
            Confirm
          </Button>
          <Button onClick={reset} disabled={cancel.isPending}>
            Cancel
          </Button>
        </Flex>
      </Form>
    );

  return (
    <Card>
      <Typography.Title level={1} style={{ fontSize: 24, marginTop: 0 }}>
        Cancel my Membership
      </Typography.Title>
      {body}
    </Card>
  );
}
