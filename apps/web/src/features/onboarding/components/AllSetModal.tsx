/**
 * The final outcome of the welcome wizard (spec 000 §2): the modal 'You're all set!' with the text and button
 * of the outcome type — Auto Rollover (confirm or update payment details; auto-renew on the day after the
 * member's renewed-to date, e.g. 1 July for ota's 1 July – 30 June year), Life Member (go to member
 * dashboard), Renew Membership (proceed to renewal), and for an applicant whose membership is still Pending
 * (issue 34 point 3) Pay First Invoice (pay the first invoice; never "renew").
 */
import { Button, Modal, Typography } from 'antd';
import dayjs from 'dayjs';
import type { TFinalStepRedirectLink, TMembership, TOutcomeType } from '@portal/contracts';
import { formatLongDay } from '../../../shared/format';

/**
 * The auto-renewal day of a membership renewed to `renewedToDate` (YYYY-MM-DD): the next day, as
 * 'D MMMM YYYY' ('2026-06-30' → '1 July 2026'); null when the date is unknown.
 */
export function autoRenewDay(renewedToDate: string | null | undefined): string | null {
  if (!renewedToDate) return null;
  const day = dayjs(renewedToDate.slice(0, 10), 'YYYY-MM-DD', true);
  return day.isValid() ? formatLongDay(day.add(1, 'day')) : null;
}

/** Text and button label per outcome type; the Auto Rollover text names the renewal day when known. */
export function outcomeOf(type: TOutcomeType, renewalDay: string | null): { text: string; button: string } {
  switch (type) {
    case 'Auto Rollover':
      return {
        text: `Your membership will auto-renew ${renewalDay ? `on ${renewalDay}` : 'at the end of its current period'}. Please confirm or update your payment details so your membership continues without a break.`,
        button: 'Confirm or update payment details',
      };
    case 'Life Member':
      return {
        text: 'As a Life Member your membership never needs renewing. Your member dashboard is ready for you.',
        button: 'Go to member dashboard',
      };
    case 'Pay First Invoice':
      return {
        text: 'Your membership starts once your first invoice is paid. Pay it now to start your member benefits.',
        button: 'Pay my first invoice',
      };
    default:
      return {
        text: 'Your membership is due for renewal. Renew now to keep your member benefits.',
        button: 'Proceed to renewal',
      };
  }
}

/**
 * The outcome to show (spec 000 §2; issue 34 point 3): the server's answer, except that an applicant whose
 * membership is still Pending (`GET /api/user/membership`) is never asked to renew — a server answering only the
 * spec's three types says 'Renew Membership' there, so the button goes to the Pending invoice, whose page offers
 * Pay (`/settings/invoice/{pendingInvoiceId}`, or the invoice list when its id is unknown).
 */
export function finalOutcome(
  link: TFinalStepRedirectLink,
  membership: Pick<TMembership, 'memberStatus' | 'pendingInvoiceId'> | null | undefined,
): TFinalStepRedirectLink {
  if (membership?.memberStatus !== 'Pending' || link.type !== 'Renew Membership') return link;
  const invoiceId = membership.pendingInvoiceId;
  return {
    type: 'Pay First Invoice',
    redirectUrl: invoiceId ? `/settings/invoice/${invoiceId}` : '/settings/invoices',
  };
}

/** Props of {@link AllSetModal}. */
export interface AllSetModalProps {
  type: TOutcomeType | null;
  /** The member's renewed-to date (YYYY-MM-DD) from `GET /api/user/membership`, when known. */
  renewedToDate?: string | null;
  /** Called by the outcome button. */
  onContinue: () => void;
}

/** Renders the modal while `type` is set. */
export function AllSetModal({ type, renewedToDate, onContinue }: AllSetModalProps) {
  const outcome = type ? outcomeOf(type, autoRenewDay(renewedToDate)) : null;
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
