/**
 * True while the viewport is at least `px` wide (spec 000 §9: right panel hidden below 1120 px).
 */
import { useEffect, useState } from 'react';

/** Tracks `(min-width: {px}px)`. */
export function useMinWidth(px: number): boolean {
  const query = `(min-width: ${px}px)`;
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
