import { Spin } from 'antd';

/** Centred loading indicator shown while a lazily loaded route or a guard's data arrives. */
export function PageSpinner() {
  return (
    <div style={{ minHeight: '50vh', display: 'grid', placeItems: 'center' }}>
      <Spin size="large" aria-label="Loading" />
    </div>
  );
}
