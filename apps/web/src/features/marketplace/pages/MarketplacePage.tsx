/**
 * Marketplace placeholder (spec 000 §1): 'Oops, page is under construction'. Guarded by the marketplace
 * module in the router.
 */
import { Result } from 'antd';
import { MESSAGES } from '@portal/contracts';

/** Renders the marketplace placeholder. */
export default function MarketplacePage() {
  return (
    <Result status="info" title={<h1 style={{ margin: 0, fontSize: 24 }}>{MESSAGES.underConstruction}</h1>} />
  );
}
