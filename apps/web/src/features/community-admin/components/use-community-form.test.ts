/** The community form's mapping (spec 001 §5, §7): values → multipart body, server field errors → fields. */
import dayjs from 'dayjs';
import { describe, expect, it } from 'vitest';
import { toCommunityFormData, type CommunityFormValues } from '../community-form';
import { communityFieldErrors } from './use-community-form';

const VALUES: CommunityFormValues = {
  name: '  Hand therapy ',
  shortDescription: ' Hands ',
  image: [],
  alias: ' hand-therapy ',
  categoryIds: ['parent', 'leaf'],
  privacy: 'private',
  isVisible: false,
  isAutoJoin: true,
  tagsId: ['t1', 't2'],
  segmentIds: [],
  isRequirePostApproval: true,
  isRequireAgreement: false,
  pushToWebSite: true,
  aliveStartDate: dayjs('2031-02-03T15:00:00'),
  aliveEndDate: null,
};

describe('useCommunityForm mapping', () => {
  it('trims the texts, keeps only leaf categories and sends the lists as repeated fields', () => {
    const body = toCommunityFormData(VALUES, new Set(['leaf']));
    expect(body.get('name')).toBe('Hand therapy');
    expect(body.get('shortDescription')).toBe('Hands');
    expect(body.get('alias')).toBe('hand-therapy');
    expect(body.getAll('categoryIds[]')).toEqual(['leaf']);
    expect(body.getAll('tagsId[]')).toEqual(['t1', 't2']);
    expect(body.has('imageFile')).toBe(false);
  });

  it('applies the privacy rules to the flags: a private community never auto-joins (001 §4)', () => {
    const body = toCommunityFormData(VALUES);
    expect(body.get('isPublic')).toBe('false');
    expect(body.get('isVisible')).toBe('false');
    expect(body.get('isAutoJoin')).toBe('false');
    expect(body.get('isRequirePostApproval')).toBe('true');
    expect(body.get('isRequireAgreement')).toBe('false');
    expect(body.get('pushToWebSite')).toBe('true');
  });

  it('sends a public community as visible, and dates as YYYY-MM-DD only when set', () => {
    const body = toCommunityFormData({ ...VALUES, privacy: 'public', isAutoJoin: true });
    expect(body.get('isVisible')).toBe('true');
    expect(body.get('isAutoJoin')).toBe('true');
    expect(body.get('aliveStartDate')).toBe('2031-02-03');
    expect(body.has('aliveEndDate')).toBe(false);
  });

  it("puts the server's field errors on the form's fields, dropping '[]' and unknown fields", () => {
    expect(
      communityFieldErrors({
        alias: ['This community alias already exists'],
        'categoryIds[]': ['Unknown category'],
        imageFile: ['Too large'],
        isPublic: ['Invalid'],
      }),
    ).toEqual([
      { name: 'alias', errors: ['This community alias already exists'] },
      { name: 'categoryIds', errors: ['Unknown category'] },
      { name: 'image', errors: ['Too large'] },
    ]);
  });
});
