/**
 * Statement templates of the global search (issue 37 point 3; db/tenant-scope.ts `sqlTemplate`): the header
 * box's and the results page's words-only statements built once per key, the member, the words, the tag pattern
 * and the page's window as placeholders, so a call builds no SQL. `search.templates.test.ts` checks that a template
 * sends exactly what a fresh build sends.
 */
import type { TSearchSection } from '@portal/contracts';
import {
  placeholderFor,
  sqlTemplate,
  TENANT_PLACEHOLDER,
  type SqlTemplate,
  type TenantScope,
} from '../../db/tenant-scope';
import { TenantScopeError } from '../../db/tenant-db';
import { symbolicMatch, type Match } from './search.query';
import type { Searcher } from './search.sections';
import type { TagQuery } from './search.tags';
import type { Shapes } from './search.plans';
import { countsAndPageStatement, suggestionsStatement, type Criteria } from './search.statements';

/** Placeholder names of the searcher's values in a statement template ({@link symbolicSearcher}). */
const USER = 'searcherUserId';
const CONTENT_USER = 'contentUserId';
const ACTIVE_KEY = 'contentActiveKey';

/**
 * `s` with its values as placeholders (the tenant: {@link TENANT_PLACEHOLDER}): the SQL text of a statement
 * built for it is the same for every searcher with `s`'s flags (`isCommunityAdmin`, `content.bypass`), which
 * {@link templateKey} names.
 */
function symbolicSearcher(s: Searcher): Searcher {
  const tenantId = placeholderFor<string>(TENANT_PLACEHOLDER);
  return {
    tenantId,
    userId: placeholderFor<string>(USER),
    isCommunityAdmin: s.isCommunityAdmin,
    content: {
      tenantId,
      userId: placeholderFor<string>(CONTENT_USER),
      activeKey: placeholderFor<string>(ACTIVE_KEY),
      bypass: s.content.bypass,
    },
  };
}

/**
 * The values of {@link symbolicSearcher}'s placeholders for `s`.
 * @throws TenantScopeError when `s` is of another tenant than the scope (a template's tenant is the scope's).
 */
function searcherValues(scope: TenantScope, s: Searcher): Record<string, unknown> {
  if (s.tenantId !== scope.tenantId || s.content.tenantId !== scope.tenantId)
    throw new TenantScopeError("a searcher of another tenant than the scope's");
  return { [USER]: s.userId, [CONTENT_USER]: s.content.userId, [ACTIVE_KEY]: s.content.activeKey };
}

/**
 * The key of a search statement's template (db/tenant-scope.ts `sqlTemplate`, issue 37 point 3): everything its
 * text depends on besides the placeholders' values — the statement, the searcher's flags, the sections and
 * each one's shape, the match's form and `more` (the statement's own constants and flags).
 */
function templateKey(
  statement: string,
  s: Searcher,
  sections: TSearchSection[],
  shapes: Shapes,
  match: Match,
  more: unknown,
): string {
  return JSON.stringify([
    statement,
    s.isCommunityAdmin,
    s.content.bypass,
    sections.map((section) => [section, shapes.get(section) ?? null]),
    match.form,
    more,
  ]);
}

/** Placeholder names of a page's window in the results page's template. */
const PAGE_LIMIT = 'pageLimit';
const PAGE_OFFSET = 'pageOffset';

/** A statement template and the values of one call ({@link countsAndPageTemplate}, {@link suggestionsTemplate}). */
export interface TemplateCall {
  template: SqlTemplate;
  values: Record<string, unknown>;
}

/**
 * {@link countsAndPageStatement} as a template (built once per {@link templateKey}) and this call's values: for a
 * words-only search read in `shapes`; null for a tag search (planned for its criteria on every call).
 * @throws TenantScopeError when `s` is of another tenant than the scope.
 */
export function countsAndPageTemplate(
  scope: TenantScope,
  s: Searcher,
  sections: TSearchSection[],
  criteria: Criteria,
  page: { section: TSearchSection; limit: number; offset: number } | null,
  shapes: Shapes,
): TemplateCall | null {
  const match = criteria.match;
  if (!match || criteria.tag) return null;
  const key = templateKey('counts-page', s, sections, shapes, match, page?.section ?? null);
  const template = sqlTemplate(key, () =>
    countsAndPageStatement(
      symbolicSearcher(s),
      sections,
      { match: symbolicMatch(match.form), tag: null },
      page && {
        section: page.section,
        limit: placeholderFor<number>(PAGE_LIMIT),
        offset: placeholderFor<number>(PAGE_OFFSET),
      },
      shapes,
    ),
  );
  return {
    template,
    values: {
      ...searcherValues(scope, s),
      ...match.values,
      [PAGE_LIMIT]: page?.limit,
      [PAGE_OFFSET]: page?.offset,
    },
  };
}

/** Placeholder names of the tag query in the header box's template. */
const TAG_PATTERN = 'tagPattern';
const TAG_LIMIT = 'tagLimit';

/**
 * {@link suggestionsStatement} as a template (built once per {@link templateKey}) and this call's values.
 * @throws TenantScopeError when `s` is of another tenant than the scope.
 */
export function suggestionsTemplate(
  scope: TenantScope,
  s: Searcher,
  sections: TSearchSection[],
  match: Match,
  perSection: number,
  shapes: Shapes,
  tags: TagQuery | undefined,
): TemplateCall {
  const key = templateKey('suggest', s, sections, shapes, match, [perSection, tags?.kinds ?? null]);
  const template = sqlTemplate(key, () =>
    suggestionsStatement(
      symbolicSearcher(s),
      sections,
      symbolicMatch(match.form),
      perSection,
      shapes,
      tags && {
        kinds: tags.kinds,
        pattern: placeholderFor<string>(TAG_PATTERN),
        limit: placeholderFor<number>(TAG_LIMIT),
      },
    ),
  );
  return {
    template,
    values: {
      ...searcherValues(scope, s),
      ...match.values,
      [TAG_PATTERN]: tags?.pattern,
      [TAG_LIMIT]: tags?.limit,
    },
  };
}
