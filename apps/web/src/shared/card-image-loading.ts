/**
 * How a list card's image loads (issue 37 point 5): `first` (the list's first card, most likely the page's
 * largest paint: asked for at high priority), `eager` (the rest of a desktop's first rows) or `lazy` (further
 * down: fetched when scrolled near, so it does not share the first screen's bandwidth).
 */
export type CardImageLoading = 'first' | 'eager' | 'lazy';

/** The cards of a list whose images load at once (a desktop's first row or so); the rest load when near. */
export const EAGER_CARD_IMAGES = 4;

/** {@link CardImageLoading} of the card at `index` (from 0) of a list. */
export function imageLoadingAt(index: number): CardImageLoading {
  return index === 0 ? 'first' : index < EAGER_CARD_IMAGES ? 'eager' : 'lazy';
}

/** The `<img>` attributes of a card image that loads as `how`. */
export function cardImageAttributes(how: CardImageLoading): {
  loading?: 'lazy';
  fetchPriority?: 'high';
} {
  return how === 'lazy' ? { loading: 'lazy' } : how === 'first' ? { fetchPriority: 'high' } : {};
}
