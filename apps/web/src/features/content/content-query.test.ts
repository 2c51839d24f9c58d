import { describe, expect, it } from 'vitest';
import { toQueryParams } from '../../api/content-client';
import {
  activeListFilterCount,
  buildListQuery,
  listPath,
  parseListState,
  toSearchParams,
} from './content-query';
import { isNearBottom } from '../../shared/infinite-scroll';

describe('activeListFilterCount (issue 18 phone Filters button)', () => {
  it('counts keyword, category, bookmarked and each tag, not the sort', () => {
    expect(activeListFilterCount(parseListState(undefined, new URLSearchParams('sort=az')))).toBe(0);
    const state = parseListState('3', new URLSearchParams('tags=4,7&keyword=ot&saved=true'));
    expect(activeListFilterCount(state)).toBe(5);
  });
});

describe('parseListState (spec 002 §2 list state in the URL)', () => {
  it('reads category, tags, keyword, sort and saved-only', () => {
    const state = parseListState('3', new URLSearchParams('tags=4,7,4,x&keyword=ot&sort=az&saved=true'));
    expect(state).toEqual({ categoryId: 3, tagIds: [4, 7], keyword: 'ot', sort: 'az', savedOnly: true });
  });

  it('treats all_categories, junk and unknown sorts as the defaults', () => {
    expect(parseListState('all_categories', new URLSearchParams('sort=bogus'))).toEqual({
      categoryId: null,
      tagIds: [],
      keyword: '',
      sort: 'newest',
      savedOnly: false,
    });
    expect(parseListState('abc', new URLSearchParams()).categoryId).toBeNull();
  });

  it('writes back only what differs from the defaults', () => {
    const state = parseListState('3', new URLSearchParams('tags=4&sort=newest'));
    expect(toSearchParams(state).toString()).toBe('tags=4');
    expect(listPath('/news', state, toSearchParams(state))).toBe('/news/3?tags=4');
    expect(listPath('/news', { categoryId: null })).toBe('/news');
  });
});

describe('buildListQuery (docs/api-content.md "News list")', () => {
  it('asks for 8 cards, newest publish start date then creation date, with the filter count', () => {
    const query = buildListQuery(parseListState(undefined, new URLSearchParams()), 1, null);
    const params = toQueryParams(query);
    expect(params.sort).toBe('-publish_start_date,-date_created');
    expect(params.limit).toBe(8);
    expect(params.page).toBe(1);
    expect(params.meta).toBe('filter_count');
    expect(params.filter).toBeUndefined();
    expect(params.search).toBeUndefined();
  });

  it('filters by category, tags, saved ids and keyword', () => {
    const state = parseListState('3', new URLSearchParams('tags=4,7&keyword=hand&saved=true&sort=oldest'));
    const params = toQueryParams(buildListQuery(state, 2, [11, 12]));
    expect(JSON.parse(String(params.filter))).toEqual({
      _and: [
        { categories: { category_id: { id: { _eq: 3 } } } },
        { tags: { tag_id: { id: { _in: [4, 7] } } } },
        { id: { _in: [11, 12] } },
      ],
    });
    expect(params.search).toBe('hand');
    expect(params.sort).toBe('publish_start_date,date_created');
    expect(params.page).toBe(2);
  });
});

describe('isNearBottom (spec 002 §9: 200 px)', () => {
  it('is true within the threshold and false above it', () => {
    expect(isNearBottom(1000, 800, 2000, 200)).toBe(true);
    expect(isNearBottom(1001, 800, 2000, 200)).toBe(true);
    expect(isNearBottom(999, 800, 2000, 200)).toBe(false);
  });
});
