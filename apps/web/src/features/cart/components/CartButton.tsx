/**
 * Cart button with a badge and the cart drawer (spec 002 §4 Cart, §8 Cart): the badge counts tickets in the
 * latest open cart and animates 500 ms after an add; quantities change at once and are posted debounced
 * 400 ms; Checkout requests a checkout URL and leaves for the hosted checkout page; the in-progress flag
 * clears about 690 ms after a result. Load failures show '{server message}. Please try reloading the page.'
 * When the member already holds a ticket for an event in the cart (the server marks the line
 * `alreadyHoldsTicket`), Checkout first asks to confirm buying another (issue 18); the line says so too.
 */
import { lazy, Suspense, useEffect, useMemo, useRef, useState } from 'react';
import { Button, Spin } from 'antd';
import { Badge } from '../../../shared/components/PlainBadge';
import { useApp } from '../../../shared/app-feedback';
import { LazyDrawer } from '../../../shared/components/LazyDrawer';
import { ShoppingCartOutlined } from '@ant-design/icons';
import { EVENT_MESSAGES } from '@portal/contracts';
import { errorMessage } from '../../../api/api-error';
import {
  useCheckoutMutation,
  useLatestCart,
  useRemoveCartItemMutation,
  useUpdateCartItemMutation,
} from '../queries';
import { BADGE_ANIMATION_MS, CHECKOUT_FLAG_CLEAR_MS, cartSignals, createCartUpdater } from '../cart-updater';

/**
 * The drawer's content, loaded when the drawer is first opened (antd renders a drawer's content only then): its
 * quantity inputs and list are not part of the events pages' first JavaScript (issue 37 point 5).
 */
const CartItems = lazy(() => import('./CartItems'));

/** Leaves the portal for the hosted checkout page (a seam for tests). */
export const checkoutNavigator = { go: (url: string) => window.location.assign(url) };

/** Renders the cart badge button and its drawer. */
export function CartButton() {
  const { message, modal } = useApp();
  const cart = useLatestCart();
  const updateItem = useUpdateCartItemMutation().mutateAsync;
  const removeItem = useRemoveCartItemMutation();
  const checkoutCart = useCheckoutMutation();
  const [open, setOpen] = useState(false);
  const [bump, setBump] = useState(false);
  const [checkingOut, setCheckingOut] = useState(false);
  const [quantities, setQuantities] = useState<Record<number, number>>({});
  const cartId = cart.data?.cartId ?? null;
  const cartIdRef = useRef(cartId);
  cartIdRef.current = cartId;

  const updater = useMemo(
    () =>
      createCartUpdater(async (itemPriceId, quantity) => {
        if (!cartIdRef.current) return;
        await updateItem({ cartId: cartIdRef.current, itemPriceId, quantity });
      }),
    [updateItem],
  );
  useEffect(() => () => updater.cancel(), [updater]);

  useEffect(() => {
    const onAdd = () => {
      setBump(true);
      setTimeout(() => setBump(false), BADGE_ANIMATION_MS);
    };
    cartSignals.addEventListener('added', onAdd);
    return () => cartSignals.removeEventListener('added', onAdd);
  }, []);

  const items = cart.data?.cartItems ?? [];
  const quantityOf = (itemPriceId: number, fallback: number) => quantities[itemPriceId] ?? fallback;
  const count = items.reduce((sum, item) => sum + quantityOf(item.itemPriceId, item.quantity), 0);
  const total = items.reduce(
    (sum, item) => sum + quantityOf(item.itemPriceId, item.quantity) * item.unitPrice,
    0,
  );

  const changeQuantity = (itemPriceId: number, value: number | null) => {
    if (!value || value < 1) return;
    setQuantities((previous) => ({ ...previous, [itemPriceId]: value }));
    updater.schedule(itemPriceId, value);
  };

  const remove = async (cartItemId: number) => {
    try {
      await removeItem.mutateAsync(cartItemId);
    } catch (error) {
      console.error('Cart remove failed', error);
    }
  };

  const held = items.filter((item) => item.alreadyHoldsTicket);
  const heldTitles = [...new Set(held.map((item) => item.eventTitle ?? item.name))];

  /** Asks before paying for another ticket to an event the member already holds one for. */
  const confirmThenCheckout = () => {
    if (heldTitles.length === 0) return void checkout();
    modal.confirm({
      title: 'You already have a ticket',
      content: `You already hold a ticket for ${heldTitles.join(', ')}. Buy another ticket?`,
      okText: 'Buy another',
      cancelText: 'Cancel',
      onOk: () => void checkout(),
    });
  };

  const checkout = async () => {
    if (!cartId) return;
    setCheckingOut(true);
    try {
      const checkoutUrl = await checkoutCart.mutateAsync(cartId);
      checkoutNavigator.go(checkoutUrl);
    } catch (error) {
      void message.error(`${EVENT_MESSAGES.checkoutError} ${errorMessage(error, '')}`.trim());
    } finally {
      setTimeout(() => setCheckingOut(false), CHECKOUT_FLAG_CLEAR_MS);
    }
  };

  return (
    <>
      <Badge count={count} offset={[-4, 4]} className={bump ? 'cart-badge-bump' : undefined}>
        <Button
          icon={<ShoppingCartOutlined />}
          aria-label={`Cart, ${count} item${count === 1 ? '' : 's'}`}
          onClick={() => setOpen(true)}
          style={
            bump
              ? { transform: 'scale(1.15)', transition: 'transform 0.2s' }
              : { transition: 'transform 0.2s' }
          }
        >
          Cart
        </Button>
      </Badge>
      <LazyDrawer title="Cart" open={open} onClose={() => setOpen(false)} size={420}>
        <Suspense fallback={<Spin style={{ display: 'block', margin: 24 }} />}>
          <CartItems
            loadError={cart.isLoadingError ? cart.error : null}
            items={items}
            quantityOf={quantityOf}
            onQuantity={changeQuantity}
            onRemove={(cartItemId) => void remove(cartItemId)}
            total={total}
            checkingOut={checkingOut}
            onCheckout={confirmThenCheckout}
          />
        </Suspense>
      </LazyDrawer>
    </>
  );
}
