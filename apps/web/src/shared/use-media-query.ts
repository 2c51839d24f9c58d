/**
 * True while the CSS media query `query` matches, following its changes (a window crossing a breakpoint, the
 * member switching their system's reduced-motion setting).
 */
import { useEffect, useState } from 'react';

/** Tracks `window.matchMedia(query).matches`, e.g. `useMediaQuery('(prefers-reduced-motion: reduce)')`. */
export function useMediaQuery(query: string): boolean {
  const [matches, setMatches] = useState(() => window.matchMedia(query).matches);
  useEffect(() => {
    const list = window.matchMedia(query);
    const update = () => setMatches(list.matches);
    update();
    list.addEventListener('change', update);
    return () => list.removeEventListener('change', update);
  }, [query]);
  return matches;
}
