/** Card images of lists (issue 37 point 5): the first at high priority, the first row at once, the rest when near. */
import { describe, expect, it } from 'vitest';
import { EAGER_CARD_IMAGES, cardImageAttributes, imageLoadingAt } from './card-image-loading';

describe('card image loading', () => {
  it('asks for the first card at high priority, the first row at once and the rest lazily', () => {
    expect(imageLoadingAt(0)).toBe('first');
    expect(imageLoadingAt(1)).toBe('eager');
    expect(imageLoadingAt(EAGER_CARD_IMAGES - 1)).toBe('eager');
    expect(imageLoadingAt(EAGER_CARD_IMAGES)).toBe('lazy');
    expect(cardImageAttributes('first')).toEqual({ fetchPriority: 'high' });
    expect(cardImageAttributes('eager')).toEqual({});
    expect(cardImageAttributes('lazy')).toEqual({ loading: 'lazy' });
  });
});
