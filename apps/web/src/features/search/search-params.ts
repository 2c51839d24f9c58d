/**
 * The URL state of `/search` (spec 002 §2 "Global search": query params keyword and section; 000 §2 "tags set
 * a global search tag"): `keyword`, `tagId`, `section` and the 1-based `page`, parsed with zod so a bad value
 * reads as its default (STYLE.md "The URL holds list state").
 */
import { z } from 'zod';
import { SEARCH_LIMITS } from '@portal/contracts';
import { parseSearchParams, zPositiveParam, zTextParam } from '../../shared/search-params';
import { SECTION_PARAM_VALUES } from './search-path';

export { SECTION_PARAM_VALUES, searchPath, type SearchLinkState } from './search-path';

/** The search page's URL parameters. */
export const ZSearchPageParams = z.object({
  keyword: zTextParam.transform((value) => value.trim().slice(0, SEARCH_LIMITS.keywordMax)),
  tagId: zTextParam.transform((value) => value.trim().toLowerCase().slice(0, 100)),
  section: z.enum(SECTION_PARAM_VALUES).optional().catch(undefined),
  page: zPositiveParam(1),
});
/** Parsed {@link ZSearchPageParams}. */
export type TSearchPageParams = z.infer<typeof ZSearchPageParams>;

/** Parses the search page's URL parameters. */
export function parseSearchPageParams(params: URLSearchParams): TSearchPageParams {
  return parseSearchParams(ZSearchPageParams, params);
}
