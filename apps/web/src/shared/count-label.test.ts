/** The pluraliser of spec 000 §9: counts with their noun, the four uncountable words, 'No {items} yet'. */
import { describe, expect, it } from 'vitest';
import { countLabel, noItemsYet, pluralise, UNCOUNTABLE_WORDS } from './count-label';

describe('countLabel', () => {
  it('uses the singular for exactly one', () => {
    expect(countLabel(1, 'event')).toBe('1 event');
    expect(countLabel(0, 'event')).toBe('0 events');
    expect(countLabel(12, 'member')).toBe('12 members');
    expect(countLabel(2, 'community', 'communities')).toBe('2 communities');
  });

  it('forms irregular plurals without being told them', () => {
    expect(countLabel(2, 'community')).toBe('2 communities');
    expect(countLabel(3, 'category')).toBe('3 categories');
    expect(countLabel(2, 'hub')).toBe('2 hubs');
  });

  it('treats news, media, information and equipment as uncountable (spec 000 §9)', () => {
    expect(UNCOUNTABLE_WORDS).toEqual(['news', 'media', 'information', 'equipment']);
    for (const word of UNCOUNTABLE_WORDS) {
      expect(pluralise(word)).toBe(word);
      expect(countLabel(3, word)).toBe(`3 ${word}`);
    }
    expect(pluralise('staff')).toBe('staff');
  });
});

describe('noItemsYet', () => {
  it("reads 'No {items} yet' with the plural of the item (spec 000 §9)", () => {
    expect(noItemsYet('post')).toBe('No posts yet');
    expect(noItemsYet('meeting')).toBe('No meetings yet');
    expect(noItemsYet('news')).toBe('No news yet');
    expect(noItemsYet('folders')).toBe('No folders yet');
  });
});
