/**
 * Back-to-top button (spec 000 §2, §9): appears after 160 px of scroll and scrolls up over 1500 ms.
 */
import { FloatButton } from 'antd';
import { LIMITS } from '@portal/contracts';

/** Renders the floating back-to-top button. */
export function BackToTop() {
  return (
    <FloatButton.BackTop
      aria-label="Back to top"
      visibilityHeight={LIMITS.backToTopOffsetPx}
      duration={LIMITS.backToTopDurationMs}
    />
  );
}
