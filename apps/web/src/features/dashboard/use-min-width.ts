/**
 * True while the viewport is at least `px` wide (spec 000 §9: right panel hidden below 1120 px).
 */
import { useMediaQuery } from '../../shared/use-media-query';

/** Tracks `(min-width: {px}px)`. */
export function useMinWidth(px: number): boolean {
  return useMediaQuery(`(min-width: ${px}px)`);
}
