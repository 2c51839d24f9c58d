/**
 * Check-in by the ticket's QR code (issue 15): a handheld scanner types the code and Enter into this field
 * (or staff type it); the field clears after each attempt so the next ticket can be scanned at once.
 */
import { useState } from 'react';
import { Input } from 'antd';
import { QrcodeOutlined } from '@ant-design/icons';

/** Props of {@link QrCheckInForm}: what a submitted code does and whether one is being checked. */
export interface QrCheckInFormProps {
  isChecking: boolean;
  onCheckIn: (code: string) => Promise<unknown>;
}

/** Renders the code field with its Check in button. */
export function QrCheckInForm({ isChecking, onCheckIn }: QrCheckInFormProps) {
  const [code, setCode] = useState('');
  return (
    <Input.Search
      aria-label="Ticket QR code"
      placeholder="Scan or type the ticket's QR code"
      prefix={<QrcodeOutlined />}
      enterButton="Check in"
      loading={isChecking}
      value={code}
      onChange={(event) => setCode(event.target.value)}
      onSearch={(value) => {
        const trimmed = value.trim();
        if (!trimmed) return;
        void onCheckIn(trimmed).finally(() => setCode(''));
      }}
      style={{ maxWidth: 520 }}
    />
  );
}
