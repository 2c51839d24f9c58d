/**
 * The member's tickets on the event page (spec 002 §4 Ticket, §5, §8, §9): 'Going' for an active ticket;
 * Cancel (free) or Refund (paid) after a confirmation that shows the cancellation terms; nominate a
 * substitute (sub-module cancellation_nominate_substitute); change dietary requirements (first tenant only).
 */
import { useState, type ReactNode } from 'react';
import { Button, Form, Input, Modal, Select, Space, Tag, Typography } from 'antd';
import { useApp } from '../../../shared/app-feedback';
import { Link } from 'react-router';
import { EVENT_MESSAGES, type TDietary, type TUserTicket } from '@portal/contracts';
import { ItemList } from '../../../shared/components/ItemList';
import { errorMessage } from '../../../api/api-error';
import { useCancelTicket, useDietaryOptions, useNominate, useUpdateTicket } from '../queries';
import { formatAud } from '../../../shared/format';
import { NomineeForm } from './NomineeForm';
import { FormButtons } from './FormButtons';

/** Props: the event, its tickets and which actions the tenant enables. */
export interface MyTicketsProps {
  eventId: number;
  tickets: TUserTicket[];
  canNominate: boolean;
  showTerms: boolean;
  dietaryEnabled: boolean;
  /** Extra actions of an active ticket, composed by app/ (the check-in QR code of the attendance feature). */
  ticketExtra?: (ticket: TUserTicket) => ReactNode;
}

/** Renders the member's tickets with their actions. */
export function MyTickets({
  eventId,
  tickets,
  canNominate,
  showTerms,
  dietaryEnabled,
  ticketExtra,
}: MyTicketsProps) {
  const { message, modal } = useApp();
  const cancel = useCancelTicket(eventId);
  const nominate = useNominate(eventId);
  const update = useUpdateTicket(eventId);
  const [nominating, setNominating] = useState<TUserTicket | null>(null);
  const [changing, setChanging] = useState<TUserTicket | null>(null);

  const confirmCancel = (ticket: TUserTicket) => {
    const label = ticket.isPaid ? 'Refund' : 'Cancel';
    modal.confirm({
      title: `${label} ticket ${ticket.ticketNumber}?`,
      content: (
        <Space orientation="vertical">
          {ticket.isPaid && <span>A refund of {formatAud(ticket.amount)} will be recorded.</span>}
          {showTerms && (
            <Typography.Text type="secondary">{EVENT_MESSAGES.cancellationTerms}</Typography.Text>
          )}
        </Space>
      ),
      okText: label,
      okButtonProps: { danger: true },
      cancelText: 'Keep ticket',
      onOk: async () => {
        try {
          await cancel.mutateAsync(ticket.ticketId);
          void message.success(EVENT_MESSAGES.canceled);
        } catch {
          void message.error(EVENT_MESSAGES.cancelFailed);
        }
      },
    });
  };

  return (
    <>
      <ItemList
        label="My tickets"
        items={tickets}
        itemKey={(ticket) => ticket.ticketId}
        renderItem={(ticket) => {
          const active = ticket.attendanceStatus === 'Active';
          return {
            testId: 'my-ticket',
            content: (
              <>
                <Space wrap>
                  <Typography.Text strong>
                    {ticket.ticketPrice} · #{ticket.ticketNumber}
                  </Typography.Text>
                  {active ? (
                    <Tag color="green">Going</Tag>
                  ) : (
                    <Tag>{ticket.isPaid ? 'Refunded' : 'Cancelled'}</Tag>
                  )}
                </Space>
                <Space orientation="vertical" size={0} style={{ display: 'flex', margin: '4px 0 8px' }}>
                  <Typography.Text type="secondary">
                    {ticket.amount === 0 ? 'Free' : formatAud(ticket.amount)}
                    {ticket.refundAmount ? ` · refunded ${formatAud(ticket.refundAmount)}` : ''}
                  </Typography.Text>
                  {ticket.nominee && (
                    <span>
                      Substitute: {ticket.nominee.nomineeTitle} {ticket.nominee.nomineeName} (
                      {ticket.nominee.nomineeEmail})
                    </span>
                  )}
                  {ticket.invoiceId && <Link to={`/settings/invoice/${ticket.invoiceId}`}>View invoice</Link>}
                </Space>
                {active && (
                  <Space wrap>
                    {ticketExtra?.(ticket)}
                    {ticket.canCancel && (
                      <Button danger size="small" onClick={() => confirmCancel(ticket)}>
                        {ticket.isPaid ? 'Refund' : 'Cancel'}
                      </Button>
                    )}
                    {canNominate && (
                      <Button size="small" onClick={() => setNominating(ticket)}>
                        Nominate substitute
                      </Button>
                    )}
                    {dietaryEnabled && (
                      <Button size="small" onClick={() => setChanging(ticket)}>
                        Change dietary
                      </Button>
                    )}
                  </Space>
                )}
              </>
            ),
          };
        }}
      />
      <Modal
        title="Nominate substitute"
        open={nominating !== null}
        onCancel={() => setNominating(null)}
        footer={null}
        destroyOnHidden
      >
        <NomineeForm
          submitting={nominate.isPending}
          onCancel={() => setNominating(null)}
          onSubmit={async (values) => {
            if (!nominating) return;
            try {
              await nominate.mutateAsync({ ...values, ticketId: nominating.ticketId });
              void message.success(EVENT_MESSAGES.nominated);
              setNominating(null);
            } catch {
              void message.error(EVENT_MESSAGES.nominateFailed);
            }
          }}
        />
      </Modal>
      <Modal
        title="Change dietary requirements"
        open={changing !== null}
        onCancel={() => setChanging(null)}
        footer={null}
        destroyOnHidden
      >
        {changing && (
          <DietaryForm
            ticket={changing}
            submitting={update.isPending}
            onCancel={() => setChanging(null)}
            onSubmit={async (values) => {
              try {
                await update.mutateAsync({ ...values, ticketId: changing.ticketId });
                void message.success(EVENT_MESSAGES.ticketChanged);
                setChanging(null);
              } catch (error) {
                void message.error(EVENT_MESSAGES.ticketChangeFailed);
                console.error(errorMessage(error, ''));
              }
            }}
          />
        )}
      </Modal>
    </>
  );
}

/** Dietary form (002 §5): optional multi-select (empty sent as null) and two free-text fields. */
function DietaryForm({
  ticket,
  onSubmit,
  onCancel,
  submitting,
}: {
  ticket: TUserTicket;
  onSubmit: (values: TDietary) => Promise<void>;
  onCancel: () => void;
  submitting: boolean;
}) {
  const { message } = useApp();
  const options = useDietaryOptions(true);
  if (options.isLoadingError)
    void message.error(EVENT_MESSAGES.dietaryOptionsFailed(errorMessage(options.error, '')));
  return (
    <Form
      layout="vertical"
      initialValues={{
        dietaryRequirements: ticket.dietaryRequirements ?? [],
        otherDietaryRequirement: ticket.otherDietaryRequirement ?? '',
        accessibilityRequirement: ticket.accessibilityRequirement ?? '',
      }}
      onFinish={(values: {
        dietaryRequirements: string[];
        otherDietaryRequirement: string;
        accessibilityRequirement: string;
      }) =>
        void onSubmit({
          dietaryRequirements: values.dietaryRequirements?.length ? values.dietaryRequirements : null,
          otherDietaryRequirement: values.otherDietaryRequirement || null,
          accessibilityRequirement: values.accessibilityRequirement || null,
        })
      }
    >
      <Form.Item label="Dietary requirements" name="dietaryRequirements">
        <Select
          mode="multiple"
          loading={options.isLoading}
          options={(options.data ?? []).map((o) => ({ value: o.id, label: o.label }))}
        />
      </Form.Item>
      <Form.Item label="Other dietary requirement" name="otherDietaryRequirement">
        <Input />
      </Form.Item>
      <Form.Item label="Accessibility requirement" name="accessibilityRequirement">
        <Input />
      </Form.Item>
      <FormButtons submitLabel="Save" submitting={submitting} onCancel={onCancel} />
    </Form>
  );
}
