/**
 * Back-to-top button (spec 000 §2, §9): appears after 160 px of scroll and scrolls up over 1500 ms. antd's
 * FloatButton is loaded when the window first scrolls past that offset, the first moment the button shows (issue
 * 37 point 5: not part of the signed-in pages' first JavaScript).
 */
import { lazy, Suspense, useEffect, useState } from 'react';
import { LIMITS } from '@portal/contracts';

const BackTop = lazy(async () => ({ default: (await import('antd/es/float-button')).default.BackTop }));

/** Renders the floating back-to-top button once the window has scrolled past its offset. */
export function BackToTop() {
  const [shown, setShown] = useState(false);
  useEffect(() => {
    if (shown) return;
    const check = () => {
      if (window.scrollY >= LIMITS.backToTopOffsetPx) setShown(true);
    };
    // The first check waits for the next frame: reading the scroll offset during React's commit forced the
    // page's first layout inside that task (issue 37 point 5: ~20 ms of the dashboard's longest task on a
    // phone-speed CPU), where the frame lays the page out anyway.
    const frame = requestAnimationFrame(check);
    window.addEventListener('scroll', check, { passive: true });
    return () => {
      cancelAnimationFrame(frame);
      window.removeEventListener('scroll', check);
    };
  }, [shown]);
  if (!shown) return null;
  return (
    <Suspense fallback={null}>
      <BackTop
        aria-label="Back to top"
        visibilityHeight={LIMITS.backToTopOffsetPx}
        duration={LIMITS.backToTopDurationMs}
      />
    </Suspense>
  );
}
