/**
 * The demo seed's tag names read in one style (issue 40: 'LLN' beside 'apprenticeships'): sentence case —
 * a capital first letter, later words lower case unless an acronym ('NDIS', 'RTOs', 'VET').
 */
import { describe, expect, it } from 'vitest';
import { themeOf } from './index';

/** The words of a tag that break sentence case. */
function offences(tag: string): string[] {
  const [first = '', ...rest] = tag.split(/\s+/);
  return [...(/^[A-Z0-9]/.test(first) ? [] : [first]), ...rest.filter((word) => /^[A-Z][a-z]+$/.test(word))];
}

describe.each(['ota', 'psa', 'lca', 'actls'])('the %s seed', (tenant) => {
  const theme = themeOf(tenant);
  const lists = {
    community: theme.communityTags,
    event: theme.event.tags,
    content: theme.content.tags,
  };

  it.each(Object.entries(lists))('writes its %s tags in sentence case', (_kind, tags) => {
    expect(tags.length).toBeGreaterThan(0);
    expect(tags.filter((tag) => offences(tag).length > 0)).toEqual([]);
  });
});

describe('the sentence-case check', () => {
  it('tells the styles apart', () => {
    expect(offences('Apprenticeships')).toEqual([]);
    expect(offences('LLN')).toEqual([]);
    expect(offences('Standards for RTOs')).toEqual([]);
    expect(offences('apprenticeships')).toEqual(['apprenticeships']);
    expect(offences('Legal Aid')).toEqual(['Aid']);
  });
});
