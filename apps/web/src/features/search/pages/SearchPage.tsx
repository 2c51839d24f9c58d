/**
 * The global search results page `/search` (spec 002 §2 "Global search", §9; 000 §2: only with global_search,
 * guarded by the route). The URL holds keyword, tagId, section and page. Shows the heading ('Results for
 * {keyword}', 'Results for {tag label} tag' or 'No results'), the 'Did you mean …' link when the words match
 * nothing, the 'Tags matching' panel of a keyword search, and the tabs News, Resources, CPD & Events, Posts,
 * Communities with count badges (shown by feature flag; Posts disabled for a tag search), each listing 15
 * results a page with highlighted snippets.
 */
import { useMemo } from 'react';
import { Typography } from 'antd';
import { Link, useSearchParams } from 'react-router';
import { SEARCH_TEXTS, type TSearchCounts } from '@portal/contracts';
import { errorMessage } from '../../../api/api-error';
import { useTenant } from '../../../session/tenant-context';
import { PageSpinner } from '../../../shared/components/PageSpinner';
import { useAccessSubject } from '../../../session/access-hooks';
import { SearchResultsList } from '../components/SearchResultsList';
import { SearchTabs } from '../components/SearchTabs';
import { TagsPanel } from '../components/TagsPanel';
import { toSearchHit, useSearchResults, useSearchTags } from '../queries';
import { parseSearchPageParams, searchPath } from '../search-params';
import { activeSection, searchTabs, sectionDef, type SearchSectionKey } from '../sections';
import { useTranslation } from 'react-i18next';

/** The heading of 002 §2 for the state of the search. */
function headingOf(
  keyword: string,
  tagId: string,
  tagLabel: string | null | undefined,
  counts: TSearchCounts | undefined,
): string {
  if (tagId) return tagLabel ? SEARCH_TEXTS.resultsForTag(tagLabel) : SEARCH_TEXTS.noResults;
  if (!keyword) return SEARCH_TEXTS.noResults;
  if (counts && Object.values(counts).every((count) => count === 0)) return SEARCH_TEXTS.noResults;
  return SEARCH_TEXTS.resultsFor(keyword);
}

/** Renders the results page. */
export default function SearchPage() {
  const { t } = useTranslation();
  const profile = useTenant();
  const subject = useAccessSubject();
  const [searchParams, setSearchParams] = useSearchParams();
  const state = useMemo(() => parseSearchPageParams(searchParams), [searchParams]);
  const isTagSearch = state.tagId !== '';
  const tabs = useMemo(() => searchTabs(profile, subject, isTagSearch), [profile, subject, isTagSearch]);
  const section = subject ? activeSection(tabs, state.section) : null;
  const results = useSearchResults(state.keyword, state.tagId, section, state.page);
  const tags = useSearchTags(isTagSearch ? '' : state.keyword);
  const data = results.data;
  const hits = useMemo(() => data?.items.map((item) => toSearchHit(item, profile, false)), [data, profile]);

  const setParams = (next: { section?: SearchSectionKey; page?: number }) =>
    setSearchParams((previous) => {
      const params = new URLSearchParams(previous);
      if (next.section) params.set('section', next.section);
      if (next.page && next.page > 1) params.set('page', String(next.page));
      else params.delete('page');
      return params;
    });

  const isStateLoading = results.isPending && results.fetchStatus !== 'idle';
  const heading = isStateLoading
    ? state.tagId
      ? 'Searching…'
      : SEARCH_TEXTS.resultsFor(state.keyword)
    : headingOf(state.keyword, state.tagId, data?.tag?.label, data?.counts);
  const hasQuery = state.keyword !== '' || state.tagId !== '';
  // The main layout renders pages once the account is loaded; the tabs depend on it.
  if (!subject) return <PageSpinner />;

  return (
    <div style={{ maxWidth: 960 }}>
      <Typography.Title level={1} style={{ fontSize: 28, marginTop: 0 }}>
        {heading}
      </Typography.Title>
      {data?.suggestion && (
        <Typography.Paragraph style={{ fontSize: 16 }}>
          {SEARCH_TEXTS.didYouMean}{' '}
          <Link to={searchPath({ keyword: data.suggestion })}>
            <em>{data.suggestion}</em>
          </Link>
          ?
        </Typography.Paragraph>
      )}
      {!isTagSearch && state.keyword && (
        <TagsPanel
          key={state.keyword}
          keyword={state.keyword}
          tags={tags.data?.tags ?? []}
          activeTagId=""
          tagHref={(tag) => searchPath({ tagId: tag.id })}
          isInitiallyExpanded={state.section === 'tags'}
        />
      )}
      {hasQuery && tabs.length > 0 && section && (
        <SearchTabs
          tabs={tabs}
          active={section}
          counts={data?.counts}
          estimated={data?.estimatedCounts}
          onChange={(key) => setParams({ section: key })}
        >
          <SearchResultsList
            label={t(`words.searchTab.${section}`, { defaultValue: sectionDef(section).label })}
            emptyText={t(`words.searchEmpty.${section}`, { defaultValue: sectionDef(section).empty })}
            hits={hits}
            totalItems={data?.totalItems ?? 0}
            page={state.page}
            isPending={isStateLoading || (results.isPlaceholderData && data?.section !== section)}
            isFetching={results.isFetching}
            errorMessage={results.isLoadingError ? errorMessage(results.error, 'Search failed.') : null}
            onRetry={() => void results.refetch()}
            onPage={(page) => {
              setParams({ section, page });
              window.scrollTo({ top: 0 });
            }}
          />
        </SearchTabs>
      )}
    </div>
  );
}
