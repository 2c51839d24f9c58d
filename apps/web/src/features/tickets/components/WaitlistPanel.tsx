/**
 * The waitlist of the event page's sold-out ticket prices (issue 38 point 3, as pretix does): instead of a dead
 * end, 'Join waitlist'; once in line, the member's place ('You are number 3 on the waitlist') and 'Leave
 * waitlist'; when a seat is held for them, its end with 'Claim your seat' (a free price registers at once, a
 * paid one goes to the hosted checkout) and 'Decline', which passes the seat on at once.
 */
import { useState } from 'react';
import { Alert, Button, Space, Typography } from 'antd';
import { useApp } from '../../../shared/app-feedback';
import type { TMyWaitlistEntry, TTicketPrice } from '@portal/contracts';
import { formatDayTime, priceLabel } from '../../../shared/format';

/**
 * Props: the event's prices, the member's entries, the prices they already hold an active ticket of (no 'Join
 * waitlist' there), and the four actions (each resolves when done).
 */
export interface WaitlistPanelProps {
  prices: TTicketPrice[];
  entries: TMyWaitlistEntry[];
  ticketPriceIdsHeld?: ReadonlySet<number>;
  onJoin: (ticketPriceId: number) => Promise<unknown>;
  onLeave: (ticketPriceId: number) => Promise<unknown>;
  onDecline: (ticketPriceId: number) => Promise<unknown>;
  onClaim: (price: TTicketPrice) => Promise<unknown>;
}

/** 'You are number 3 on the waitlist' (first: 'You are first on the waitlist'). */
export function placeText(place: number | null): string {
  return place === 1 ? 'You are first on the waitlist' : `You are number ${place ?? '?'} on the waitlist`;
}

/** Renders one block per sold-out price or price with an entry of the member; nothing when there is none. */
export function WaitlistPanel({
  prices,
  entries,
  ticketPriceIdsHeld,
  onJoin,
  onLeave,
  onDecline,
  onClaim,
}: WaitlistPanelProps) {
  const { modal } = useApp();
  const [busy, setBusy] = useState<number | null>(null);
  const byPrice = new Map(entries.map((entry) => [entry.ticketPriceId, entry]));
  const shown = prices.filter(
    (p) => byPrice.has(p.ticketPriceId) || (p.soldOut && !ticketPriceIdsHeld?.has(p.ticketPriceId)),
  );
  if (shown.length === 0) return null;
  const named = prices.length > 1;

  const run = async (id: number, action: () => Promise<unknown>) => {
    setBusy(id);
    try {
      await action();
    } finally {
      setBusy(null);
    }
  };

  return (
    <Space orientation="vertical" style={{ width: '100%', marginBottom: 16 }} aria-label="Waitlist">
      {shown.map((price) => {
        const entry = byPrice.get(price.ticketPriceId);
        const id = price.ticketPriceId;
        const label = named ? ` (${price.name})` : '';
        if (entry?.status === 'offered')
          return (
            <Alert
              key={id}
              type="success"
              showIcon
              title={`A seat${label} is held for you`}
              description={
                <Space orientation="vertical">
                  <span>
                    {entry.holdUntil ? `Claim it by ${formatDayTime(entry.holdUntil)}; ` : ''}after that it
                    passes to the next member in line.
                  </span>
                  <Space wrap>
                    <Button
                      type="primary"
                      loading={busy === id}
                      onClick={() => void run(id, () => onClaim(price))}
                    >
                      Claim your seat{price.amount > 0 ? ` (${priceLabel(price.amount)})` : ''}
                    </Button>
                    <Button
                      disabled={busy === id}
                      onClick={() =>
                        modal.confirm({
                          title: 'Decline the seat?',
                          content: 'It passes to the next member on the waitlist at once.',
                          okText: 'Decline',
                          onOk: () => run(id, () => onDecline(id)),
                        })
                      }
                    >
                      Decline
                    </Button>
                  </Space>
                </Space>
              }
            />
          );
        if (entry)
          return (
            <Space key={id} wrap>
              <Typography.Text strong>
                {placeText(entry.place)}
                {label}
              </Typography.Text>
              <Button size="small" loading={busy === id} onClick={() => void run(id, () => onLeave(id))}>
                Leave waitlist
              </Button>
            </Space>
          );
        return (
          <Space key={id} wrap>
            <Typography.Text type="secondary">
              Sold out{label}: we offer freed seats in order.
            </Typography.Text>
            <Button loading={busy === id} onClick={() => void run(id, () => onJoin(id))}>
              Join waitlist{label}
            </Button>
          </Space>
        );
      })}
    </Space>
  );
}
