/**
 * 'Resending' with animated dots (spec 000 §2 Code page: dots tick every 500 ms, §9 resend animation tick).
 */
import { useEffect, useState } from 'react';
import { LIMITS } from '@portal/contracts';

/** Renders 'Resending', 'Resending.', 'Resending..', 'Resending...' in turn. */
export function ResendingLabel() {
  const [dots, setDots] = useState(0);
  useEffect(() => {
    const timer = window.setInterval(() => setDots((count) => (count + 1) % 4), LIMITS.resendTickMs);
    return () => window.clearInterval(timer);
  }, []);
  return (
    <span aria-live="polite">
      Resending<span aria-hidden="true">{'.'.repeat(dots)}</span>
    </span>
  );
}
