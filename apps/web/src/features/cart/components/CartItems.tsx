/**
 * The cart drawer's content (spec 002 §4 Cart, §8 Cart): the load failure, the empty cart, or the lines with
 * their quantity inputs, the total and Checkout. Loaded when the drawer is first opened (CartButton.tsx; issue 37
 * point 5: antd's InputNumber and the list are not part of Discover events' first JavaScript).
 */
import { Alert, Button, Empty, InputNumber, Space, Typography } from 'antd';
import { DeleteOutlined } from '@ant-design/icons';
import { EVENT_LIMITS, EVENT_MESSAGES, type TCartItem } from '@portal/contracts';
import { ItemList } from '../../../shared/components/ItemList';
import { errorMessage } from '../../../api/api-error';
import { formatAud } from '../../../shared/format';

/** Props of {@link CartItems}: the cart's state and the drawer's handlers (the state lives in CartButton). */
export interface CartItemsProps {
  /** The cart's load error, when its first load failed. */
  loadError: unknown;
  items: TCartItem[];
  /** The quantity shown for a line: the one being typed, else the cart's. */
  quantityOf: (itemPriceId: number, fallback: number) => number;
  onQuantity: (itemPriceId: number, value: number | null) => void;
  onRemove: (cartItemId: number) => void;
  /** Total of the lines in AUD dollars (GST inclusive). */
  total: number;
  checkingOut: boolean;
  onCheckout: () => void;
}

/** Renders the cart drawer's content. */
export default function CartItems({
  loadError,
  items,
  quantityOf,
  onQuantity,
  onRemove,
  total,
  checkingOut,
  onCheckout,
}: CartItemsProps) {
  if (loadError)
    return <Alert type="error" title={EVENT_MESSAGES.cartError(errorMessage(loadError, 'Error'))} />;
  if (items.length === 0) return <Empty description="Your cart is empty." />;
  return (
    <Space orientation="vertical" style={{ width: '100%' }}>
      <ItemList
        items={items}
        itemKey={(item) => item.cartItemId}
        renderItem={(item) => ({
          actions: [
            <Button
              key="remove"
              type="text"
              danger
              icon={<DeleteOutlined />}
              aria-label={`Remove ${item.name}`}
              onClick={() => onRemove(item.cartItemId)}
            />,
          ],
          title: item.eventTitle ?? item.name,
          description: (
            <>
              {`${item.name} · ${formatAud(item.unitPrice)}`}
              {item.alreadyHoldsTicket && (
                <Typography.Text strong style={{ display: 'block' }}>
                  You already have a ticket for this event.
                </Typography.Text>
              )}
            </>
          ),
          content: (
            <InputNumber
              aria-label={`Quantity of ${item.name}`}
              min={1}
              max={EVENT_LIMITS.maxQuantity}
              step={1}
              precision={0}
              value={quantityOf(item.itemPriceId, item.quantity)}
              onChange={(value) => onQuantity(item.itemPriceId, value)}
              style={{ width: 72 }}
            />
          ),
        })}
      />
      <Typography.Text strong>Total (inc. GST): {formatAud(total)}</Typography.Text>
      <Button type="primary" block loading={checkingOut} onClick={onCheckout}>
        Checkout
      </Button>
    </Space>
  );
}
