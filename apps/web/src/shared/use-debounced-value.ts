/**
 * Debounced copy of a value (spec 000 §5: searches debounced 500 ms).
 */
import { useEffect, useState } from 'react';

/** `value`, updated only after it stayed unchanged for `delayMs`. */
export function useDebouncedValue<T>(value: T, delayMs: number): T {
  const [debounced, setDebounced] = useState(value);
  useEffect(() => {
    const timer = window.setTimeout(() => setDebounced(value), delayMs);
    return () => window.clearTimeout(timer);
  }, [value, delayMs]);
  return debounced;
}
