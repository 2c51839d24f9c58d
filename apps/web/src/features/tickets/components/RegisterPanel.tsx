/**
 * Ticket prices with the Register action (spec 002 §2 event detail, §4 Ticket, §5 quantity): choose a ticket
 * type, a quantity (min 1, step 1); Register is disabled until a ticket type is chosen and, with the tooltip
 * 'No tickets left', when the chosen type is sold out. A free type registers at once; a paid type asks
 * 'Proceed to checkout?' first. 'Add to cart' puts a paid type in the cart instead.
 */
import { useState } from 'react';
import { Button, InputNumber, Radio, Space, Tooltip, Typography } from 'antd';
import { useApp } from '../../../shared/app-feedback';
import { EVENT_LIMITS, EVENT_MESSAGES, type TTicketPrice } from '@portal/contracts';
import { priceLabel } from '../../../shared/format';

/** Props: the prices and the three actions (each returns when finished). */
export interface RegisterPanelProps {
  prices: TTicketPrice[];
  onRegisterFree: (ticketPriceId: number, quantity: number) => Promise<unknown>;
  onCheckout: (ticketPriceId: number, quantity: number) => Promise<unknown>;
  onAddToCart: (ticketPriceId: number, quantity: number) => Promise<unknown>;
}

/** Renders the ticket choice, quantity, Register and Add to cart. */
export function RegisterPanel({ prices, onRegisterFree, onCheckout, onAddToCart }: RegisterPanelProps) {
  const { modal } = useApp();
  const [selected, setSelected] = useState<number | null>(null);
  const [quantity, setQuantity] = useState(1);
  const [busy, setBusy] = useState(false);
  const price = prices.find((p) => p.ticketPriceId === selected) ?? null;
  const soldOut = price?.soldOut ?? false;
  const disabled = price === null || soldOut;

  const run = async (action: () => Promise<unknown>) => {
    setBusy(true);
    try {
      await action();
    } finally {
      setBusy(false);
    }
  };

  const register = () => {
    if (!price) return;
    if (price.amount === 0) {
      void run(() => onRegisterFree(price.ticketPriceId, quantity));
      return;
    }
    modal.confirm({
      title: EVENT_MESSAGES.proceedToCheckout,
      content: `${quantity} × ${price.name} (${priceLabel(price.amount)})`,
      okText: 'Checkout',
      onOk: () => run(() => onCheckout(price.ticketPriceId, quantity)),
    });
  };

  const registerButton = (
    <Button type="primary" disabled={disabled} loading={busy} onClick={register}>
      Register
    </Button>
  );

  return (
    <Space orientation="vertical" style={{ width: '100%' }}>
      <Radio.Group
        aria-label="Ticket type"
        value={selected}
        onChange={(event) => setSelected(event.target.value as number)}
      >
        <Space orientation="vertical">
          {prices.map((p) => (
            <Radio key={p.ticketPriceId} value={p.ticketPriceId}>
              <Space>
                <span>{p.name}</span>
                <Typography.Text strong>{priceLabel(p.amount)}</Typography.Text>
                {p.soldOut && <Typography.Text type="danger">Sold out</Typography.Text>}
              </Space>
            </Radio>
          ))}
        </Space>
      </Radio.Group>
      <Space wrap>
        <label>
          Quantity{' '}
          <InputNumber
            aria-label="Quantity"
            min={1}
            max={EVENT_LIMITS.maxQuantity}
            step={1}
            precision={0}
            value={quantity}
            onChange={(value) => setQuantity(Math.max(1, Math.floor(value ?? 1)))}
          />
        </label>
        {soldOut ? (
          <Tooltip title={EVENT_MESSAGES.noTicketsLeft} open={undefined}>
            <span tabIndex={0} aria-label={EVENT_MESSAGES.noTicketsLeft}>
              {registerButton}
            </span>
          </Tooltip>
        ) : (
          registerButton
        )}
        {price && price.amount > 0 && !soldOut && (
          <Button disabled={busy} onClick={() => void run(() => onAddToCart(price.ticketPriceId, quantity))}>
            Add to cart
          </Button>
        )}
      </Space>
      {soldOut && <Typography.Text type="danger">{EVENT_MESSAGES.noTicketsLeft}</Typography.Text>}
    </Space>
  );
}
