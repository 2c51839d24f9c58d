/**
 * /buy-now?itemPriceId (spec 002 §2 "Checkout redirect"): without the parameter the member goes home;
 * otherwise it creates a cart, adds the item, requests checkout and leaves for the returned checkoutUrl,
 * showing 'Processing...'. A failure shows 'Checkout error. Try again.' with the server message.
 */
import { useEffect, useRef, useState } from 'react';
import { Alert, Spin } from 'antd';
import { Navigate, useSearchParams } from 'react-router';
import { EVENT_MESSAGES } from '@portal/contracts';
import { errorMessage } from '../../../api/api-error';
import { cartApi } from '../api';
import { checkoutNavigator } from '../components/CartButton';

/** Renders 'Processing...' while it prepares the hosted checkout. */
export default function BuyNowPage() {
  const [params] = useSearchParams();
  const itemPriceId = Number(params.get('itemPriceId'));
  const started = useRef(false);
  const [error, setError] = useState<string | null>(null);
  const valid = Number.isInteger(itemPriceId) && itemPriceId > 0;

  useEffect(() => {
    if (!valid || started.current) return;
    started.current = true;
    void (async () => {
      try {
        const { cartId } = await cartApi.create();
        await cartApi.addItem(cartId, itemPriceId, 1);
        const { checkoutUrl } = await cartApi.checkout(cartId);
        checkoutNavigator.go(checkoutUrl);
      } catch (failure) {
        setError(`${EVENT_MESSAGES.checkoutError} ${errorMessage(failure, '')}`.trim());
      }
    })();
  }, [valid, itemPriceId]);

  if (!valid) return <Navigate to="/" replace />;
  if (error) return <Alert type="error" showIcon message={error} style={{ margin: 24 }} />;
  return <Spin tip={EVENT_MESSAGES.processing} size="large" fullscreen />;
}
