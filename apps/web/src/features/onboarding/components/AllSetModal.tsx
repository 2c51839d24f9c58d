/**
 * The final outcome of the welcome wizard (spec 000 §2): the modal 'You're all set!' with the text and button
 * of the outcome type — Auto Rollover (confirm or update payment details; auto-renew on 1 July 2025), Life
 * Member (go to member dashboard), Renew Membership (proceed to renewal).
 */
import { Button, Modal, Typography } from 'antd';
import type { TOutcomeType } from '@portal/contracts';

/** Text and button label per outcome type. */
export const OUTCOMES: Record<TOutcomeType, { text: string; button: string }> = {
  'Auto Rollover': {
    text: 'Your membership will auto-renew on 1 July 2025. Please confirm or update your payment details so your membership continues without a break.',
    button: 'Confirm or update payment details',
  },
  'Life Member': {
    text: 'As a Life Member your membership never needs renewing. Your member dashboard is ready for you.',
    button: 'Go to member dashboard',
  },
  'Renew Membership': {
    text: 'Your membership is due for renewal. Renew now to keep your member benefits.',
    button: 'Proceed to renewal',
  },
};

/** Props of {@link AllSetModal}. */
export interface AllSetModalProps {
  type: TOutcomeType | null;
  /** Called by the outcome button. */
  onContinue: () => void;
}

/** Renders the modal while `type` is set. */
export function AllSetModal({ type, onContinue }: AllSetModalProps) {
  const outcome = type ? OUTCOMES[type] : null;
  return (
    <Modal
      open={outcome !== null}
      title="You're all set!"
      closable={false}
      mask={{ closable: false }}
      footer={
        <Button type="primary" onClick={onContinue}>
          {outcome?.button}
        </Button>
      }
    >
      <Typography.Paragraph>Thank you for setting up your account.</Typography.Paragraph>
      <Typography.Paragraph>{outcome?.text}</Typography.Paragraph>
    </Modal>
  );
}
