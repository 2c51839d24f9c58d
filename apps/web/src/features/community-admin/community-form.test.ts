/** The community form's bodies (spec 001 §5, §7): segments as `segmentIds[]`, the edit flags. */
import { describe, expect, it } from 'vitest';
import { toCommunityFormData, toEditFormData, type CommunityFormValues } from './community-form';

const VALUES: CommunityFormValues = {
  name: 'Hand therapy',
  shortDescription: 'Hands',
  image: [],
  alias: 'hand-therapy',
  categoryIds: ['c1'],
  privacy: 'public',
  isVisible: true,
  isAutoJoin: false,
  tagsId: [],
  segmentIds: [3, 1],
  isRequirePostApproval: false,
  isRequireAgreement: false,
  pushToWebSite: false,
};

describe('community form bodies', () => {
  it('sends the chosen segments as segmentIds[]', () => {
    expect(toCommunityFormData(VALUES).getAll('segmentIds[]')).toEqual(['3', '1']);
  });

  it('an edit with segments keeps them and sends no empty flag; an unchanged alias is left out', () => {
    const body = toEditFormData(toCommunityFormData(VALUES), 'hand-therapy');
    expect(body.has('isSetSegmentIdsEmpty')).toBe(false);
    expect(body.has('alias')).toBe(false);
  });

  it('an edit with no segments says so (isSetSegmentIdsEmpty=true); a changed alias is sent', () => {
    const body = toEditFormData(toCommunityFormData({ ...VALUES, segmentIds: [] }), 'old-alias');
    expect(body.get('isSetSegmentIdsEmpty')).toBe('true');
    expect(body.get('alias')).toBe('hand-therapy');
  });
});
