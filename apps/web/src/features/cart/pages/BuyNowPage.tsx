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
import { useBuyNowMutation } from '../queries';
import { checkoutNavigator } from '../components/CartButton';

/** Renders 'Processing...' while it prepares the hosted checkout. */
export default function BuyNowPage() {
  const [params] = useSearchParams();
  const itemPriceId = Number(params.get('itemPriceId'));
  const started = useRef(false);
  const buyNow = useBuyNowMutation().mutateAsync;
  const [error, setError] = useState<string | null>(null);
  const valid = Number.isInteger(itemPriceId) && itemPriceId > 0;

  useEffect(() => {
    if (!valid || started.current) return;
    started.current = true;
    void (async () => {
      try {
        checkoutNavigator.go(await buyNow({ itemPriceId, quantity: 1 }));
      } catch (failure) {
        setError(`${EVENT_MESSAGES.checkoutError} ${errorMessage(failure, '')}`.trim());
      }
    })();
  }, [valid, itemPriceId, buyNow]);

  if (!valid) return <Navigate to="/" replace />;
  if (error) return <Alert type="error" showIcon title={error} style={{ margin: 24 }} />;
  return <Spin description={EVENT_MESSAGES.processing} size="large" fullscreen />;
}
