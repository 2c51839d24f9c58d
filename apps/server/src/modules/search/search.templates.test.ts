/**
 * Statement templates of the global search (issue 37 point 3; db/tenant-scope.ts `sqlTemplate`): the header box's
 * and the results page's statements are built once per template key with placeholders for the member, the words,
 * the tag pattern and the page's window. What a template sends must be exactly what building the statement for
 * the call would send (text and parameters), for every kind of searcher, match, shape and page — so a key that
 * missed something the text depends on fails here. Also: the template cache itself (built once per key, bounded,
 * the tenant always the scope's) and the big sections' list.
 */
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { sql } from 'drizzle-orm';
import { PgDialect } from 'drizzle-orm/pg-core';
import type { FastifyInstance } from 'fastify';
import { SEARCH_SECTIONS, TENANT_PROFILES, type TSearchSection } from '@portal/contracts';
import { buildTestApp } from '../../../test/helper';
import { buildSearchFixture } from '../../../test/factories/search';
import {
  clearSqlTemplates,
  executeRaw,
  executeTemplate,
  placeholderFor,
  SQL_TEMPLATES_MAX,
  sqlTemplate,
  sqlTemplateCount,
  templateParams,
  tenantScope,
  TENANT_PLACEHOLDER,
  type TenantScope,
} from '../../db/tenant-scope';
import { tenantTable } from '../../db/tenant-sql';
import { TenantScopeError } from '../../db/tenant-db';
import { matchOf } from './search.query';
import * as repo from './search.repository';
import type { Shape, Shapes } from './search.plans';
import { sectionSql, WALKABLE_SECTIONS, type Searcher } from './search.sections';

const dialect = new PgDialect();
const sections = [...SEARCH_SECTIONS];

function searcher(userId: string, isCommunityAdmin = false, tenantId = 'ota'): Searcher {
  return {
    tenantId,
    userId,
    isCommunityAdmin,
    content: {
      tenantId,
      activeKey: TENANT_PROFILES[tenantId as 'ota'].newsActiveKey,
      userId,
      bypass: false,
    },
  };
}

/** Shapes with the big sections in `big` (a shape each, cycling), the small ones plain. */
const shapesOf = (big: Shape[]): Shapes => {
  let i = 0;
  return new Map(
    sections.map((section): [TSearchSection, Shape] => [
      section,
      WALKABLE_SECTIONS.has(section) ? big[i++ % big.length]! : 'plain',
    ]),
  );
};

const USERS = ['7d1f1d1e-0000-4000-8000-000000000001', '7d1f1d1e-0000-4000-8000-000000000002'];
const searchers = () => [
  searcher(USERS[0]!),
  searcher(USERS[1]!),
  searcher(USERS[0]!, true),
  searcher(USERS[1]!, true),
];
const shapeSets = () => [
  shapesOf(['walk']),
  shapesOf(['gin']),
  shapesOf(['walk', 'gin']),
  shapesOf(['gin', 'walk']),
];

describe('templates send what building the statement sends', () => {
  const scope = { tenantId: 'ota' } as TenantScope;

  it('the results page: every searcher, match form, shape set, page and section subset', () => {
    const keywords = ['therapy', 'aged care -home', '"occupational therapy" or rehab', 'quokka'];
    const pages = [
      null,
      ...sections.map((section) => ({ section, limit: 15, offset: 0 })),
      { section: 'posts' as const, limit: 15, offset: 45 },
    ];
    const subsets = [sections, sections.filter((section) => section !== 'posts'), ['news' as const]];
    for (const s of searchers())
      for (const keyword of keywords)
        for (const shapes of shapeSets())
          for (const subset of subsets)
            for (const page of pages) {
              if (page && !subset.includes(page.section)) continue;
              const criteria = { match: matchOf(keyword, 'words'), tag: null };
              const call = repo.countsAndPageTemplate(scope, s, subset, criteria, page, shapes)!;
              const built = dialect.sqlToQuery(
                repo.countsAndPageStatement(s, subset, criteria, page, shapes),
              );
              expect(call.template.sql).toBe(built.sql);
              expect(templateParams(scope, call.template, call.values)).toEqual(built.params);
            }
  });

  it('the header box: every searcher, match form (prefix, words and prefix, words), shape set and tag kinds', () => {
    const keywords = ['therap', 'aged ca', 'therapy ', 'q', 'occupational "therapy" reh'];
    const kindsList = [
      undefined,
      { content: true, events: true, community: true },
      { content: true, events: false, community: false },
      { content: false, events: false, community: false },
    ];
    for (const s of searchers())
      for (const keyword of keywords)
        for (const shapes of shapeSets())
          for (const kinds of kindsList) {
            const match = matchOf(keyword, 'prefix')!;
            const tags = kinds && { kinds, pattern: `%${keyword}%`, limit: 5 };
            const call = repo.suggestionsTemplate(scope, s, sections, match, 2, shapes, tags);
            const built = dialect.sqlToQuery(repo.suggestionsStatement(s, sections, match, 2, shapes, tags));
            expect(call.template.sql).toBe(built.sql);
            expect(templateParams(scope, call.template, call.values)).toEqual(built.params);
          }
  });

  it('one template per key: another member or other words reuse it, other flags or shapes do not', () => {
    clearSqlTemplates();
    const match = matchOf('therap', 'prefix')!;
    const shapes = shapeSets()[0]!;
    const a = repo.suggestionsTemplate(scope, searcher(USERS[0]!), sections, match, 2, shapes, undefined);
    const b = repo.suggestionsTemplate(
      scope,
      searcher(USERS[1]!),
      sections,
      matchOf('quok', 'prefix')!,
      2,
      shapes,
      undefined,
    );
    expect(b.template).toBe(a.template);
    expect(b.values).not.toEqual(a.values);
    const admin = repo.suggestionsTemplate(
      scope,
      searcher(USERS[0]!, true),
      sections,
      match,
      2,
      shapes,
      undefined,
    );
    expect(admin.template).not.toBe(a.template);
    const gin = repo.suggestionsTemplate(
      scope,
      searcher(USERS[0]!),
      sections,
      match,
      2,
      shapeSets()[1]!,
      undefined,
    );
    expect(gin.template).not.toBe(a.template);
    expect(sqlTemplateCount()).toBe(3);
  });

  it("refuses a searcher of another tenant than the scope's", () => {
    const s = searcher(USERS[0]!, false, 'psa');
    expect(() =>
      repo.suggestionsTemplate(
        scope,
        s,
        sections,
        matchOf('therap', 'prefix')!,
        2,
        shapeSets()[0]!,
        undefined,
      ),
    ).toThrow(TenantScopeError);
    expect(() =>
      repo.countsAndPageTemplate(
        scope,
        s,
        sections,
        { match: matchOf('therapy', 'words'), tag: null },
        null,
        shapeSets()[0]!,
      ),
    ).toThrow(TenantScopeError);
  });

  it('a tag search has no template (planned for its criteria on every call)', () => {
    const criteria = { match: matchOf('therapy', 'words'), tag: 'aged care' };
    expect(
      repo.countsAndPageTemplate(scope, searcher(USERS[0]!), sections, criteria, null, shapeSets()[0]!),
    ).toBe(null);
  });
});

describe('the big sections', () => {
  it('are the sections whose SQL has rows a walk can follow, for every searcher', () => {
    for (const s of searchers())
      for (const section of sections)
        expect(WALKABLE_SECTIONS.has(section)).toBe(sectionSql(section, s).rows !== undefined);
  });
});

describe('sqlTemplate and executeTemplate (db/tenant-scope.ts)', () => {
  let app: FastifyInstance;
  let f: Awaited<ReturnType<typeof buildSearchFixture>>;
  beforeAll(async () => {
    app = await buildTestApp();
    f = await buildSearchFixture(app);
  }, 60_000);
  afterAll(async () => app.close());

  const titles = () =>
    sqlTemplate('test: content titles', () => {
      const tenantId = placeholderFor<string>(TENANT_PLACEHOLDER);
      return sql`select x.name from ${tenantTable('content_items', 'x', tenantId)}
        where x.tenant_id = ${tenantId} and x.name ilike ${sql.placeholder('pattern')} order by x.name`;
    });

  it('builds a key once and runs it with each call’s values, the tenant always the scope’s', async () => {
    clearSqlTemplates();
    const build = vi.fn(() => sql`select ${sql.placeholder('n')}::int as n`);
    const one = sqlTemplate('test: n', build);
    expect(sqlTemplate('test: n', build)).toBe(one);
    expect(build).toHaveBeenCalledTimes(1);
    const ota = tenantScope(app.database.db, 'ota');
    expect((await executeTemplate<{ n: number }>(ota, one, { n: 7 })).rows).toEqual([{ n: 7 }]);
    expect((await executeTemplate<{ n: number }>(ota, one, { n: 8 })).rows).toEqual([{ n: 8 }]);

    // 'Therapy at actls' is the actls tenant's: never in ota's answer, even when the values name actls.
    const actls = tenantScope(app.database.db, 'actls');
    const inOta = (
      await executeTemplate<{ name: string }>(ota, titles(), { pattern: '%therapy%', tenantId: 'actls' })
    ).rows;
    expect(inOta.length).toBeGreaterThan(0);
    expect(inOta.map((row) => row.name)).not.toContain('Therapy at actls');
    const inActls = (await executeTemplate<{ name: string }>(actls, titles(), { pattern: '%therapy%' })).rows;
    expect(inActls.map((row) => row.name)).toContain('Therapy at actls');
    expect(f.ids.member).toBeTruthy();
  });

  it("a prefix's match filter matches the rows its tsquery matches, testing the prefix once when both stemmings agree", async () => {
    const ota = tenantScope(app.database.db, 'ota');
    for (const keyword of [
      'therap',
      'therapy',
      'the',
      'aged ca',
      'occupational "therapy" reh',
      'q',
      'hand',
    ]) {
      const match = matchOf(keyword, 'prefix')!;
      const { rows } = await executeRaw<{ same: boolean; filter: string; tsquery: string }>(
        ota,
        sql`select bool_and((x.title_vector @@ ${match.tsquery}) = (x.title_vector @@ ${match.filter})
              and (x.search_vector @@ ${match.tsquery}) = (x.search_vector @@ ${match.filter})) as same,
            (${match.filter})::text as filter, (${match.tsquery})::text as tsquery
          from ${tenantTable('content_items', 'x', 'ota')}`,
      );
      expect(rows[0]!.same).toBe(true);
      if (keyword === 'therap') {
        expect(rows[0]!.tsquery).toBe("'therap':* | 'therap':*");
        expect(rows[0]!.filter).toBe("'therap':*");
      }
      if (keyword === 'therapy') expect(rows[0]!.filter).toBe(rows[0]!.tsquery);
    }
  });

  it('refuses a call without a value for a placeholder', async () => {
    const ota = tenantScope(app.database.db, 'ota');
    await expect(executeTemplate(ota, titles(), {})).rejects.toThrow(/pattern/);
  });

  it(`keeps at most ${SQL_TEMPLATES_MAX} templates, the oldest going first`, () => {
    clearSqlTemplates();
    const first = sqlTemplate('test: 0', () => sql`select 0`);
    for (let i = 1; i <= SQL_TEMPLATES_MAX; i++)
      sqlTemplate(`test: ${i}`, () => sql`select ${sql.raw(String(i))}`);
    expect(sqlTemplateCount()).toBe(SQL_TEMPLATES_MAX);
    expect(sqlTemplate('test: 0', () => sql`select 0`)).not.toBe(first);
    expect(sqlTemplate(`test: ${SQL_TEMPLATES_MAX}`, () => sql`select -1`).sql).toBe(
      `select ${SQL_TEMPLATES_MAX}`,
    );
  });
});
