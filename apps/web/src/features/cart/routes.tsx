/** Routes of the cart feature (spec 002 §2 checkout redirect): /buy-now?itemPriceId=. */
import type { RouteObject } from 'react-router';
import { page } from '../../shared/route-helpers';

/** The buy-now route, mounted in the main layout. */
export function cartRoutes(): RouteObject[] {
  return [{ path: 'buy-now', ...page(() => import('./pages/BuyNowPage')) }];
}
