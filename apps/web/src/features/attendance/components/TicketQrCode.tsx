/**
 * The QR code of a member's active ticket (issue 15 "scanning the ticket's QR code shown on the member's
 * ticket"): a 'Show QR code' button opens a dialog with the code (antd QRCode) that the check-in page reads
 * (`GET /api/ticket/{id}/checkin-code`, fetched when first opened), with the ticket number beneath.
 */
import { useState } from 'react';
import { Button, Flex, Modal, QRCode, Typography } from 'antd';
import { QrcodeOutlined } from '@ant-design/icons';
import { useCheckInCode } from '../queries';

/** Props of {@link TicketQrCode}: the ticket. */
export interface TicketQrCodeProps {
  ticketId: number;
  ticketNumber: string;
}

/** Renders the button and its dialog. */
export function TicketQrCode({ ticketId, ticketNumber }: TicketQrCodeProps) {
  const [isOpen, setIsOpen] = useState(false);
  const code = useCheckInCode(ticketId, isOpen);
  // eslint-disable-next-line no-restricted-syntax -- any failure, a failed renewal too: see the QR code below.
  const codeFailed = code.isError;
  return (
    <>
      <Button size="small" icon={<QrcodeOutlined />} onClick={() => setIsOpen(true)}>
        Show QR code
      </Button>
      <Modal
        open={isOpen}
        title={`Ticket #${ticketNumber}`}
        footer={null}
        width={360}
        onCancel={() => setIsOpen(false)}
      >
        <Flex vertical align="center" gap={12}>
          {/* A code that could not be renewed shows as expired: an old code would not check in at the door. */}
          <QRCode
            value={code.data ?? ticketNumber}
            status={code.isPending ? 'loading' : codeFailed ? 'expired' : 'active'}
            onRefresh={() => void code.refetch()}
            size={220}
            bgColor="#ffffff"
            aria-label={`QR code of ticket ${ticketNumber}`}
          />
          <Typography.Text type="secondary" style={{ textAlign: 'center' }}>
            {codeFailed ? 'The code could not be loaded.' : 'Show this code at the door to check in.'}
          </Typography.Text>
          {code.data && (
            <Typography.Text copyable code data-testid="ticket-qr-value">
              {code.data}
            </Typography.Text>
          )}
        </Flex>
      </Modal>
    </>
  );
}
