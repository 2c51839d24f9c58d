/**
 * No web source names a community or the events area in a user-facing literal (spec 000 §1: the tenant's
 * word replaces 'community'; 002 §1: the events area is renamed): every string literal, template part and
 * JSX text of apps/web/src (tests excepted) is read with the TypeScript parser, and so is every use of a
 * contracts message constant (`COMMUNITY_MESSAGES.x`…) whose text names one. Texts reach the tenant's word
 * through `t('words.…')` ({@link WORDED_TEXTS}) or the wording hooks instead. Identifiers, keys and API
 * paths ('communities', '/api/v1/community/…') are one lower-case word or a path, and are not texts.
 */
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';
import * as contracts from '@portal/contracts';

const SRC = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const NAMES = /\bcommunit(y|ies)\b|CPD & Events|Development and Networking/i;

/**
 * Literals the spec words with the ota word for every tenant, as `file: text`. None so far: each spec text
 * naming a community reads as the spec words it at ota through the variables.
 */
const ALLOWED = new Set<string>([]);

const SOURCES = fs
  .globSync('**/*.{ts,tsx}', { cwd: SRC })
  .filter((file) => !/\.test\.tsx?$|^test\/|test-(setup|utils)\.tsx?$|\.d\.ts$/.test(file))
  .filter((file) => file !== 'shared/worded-texts.ts')
  .sort();

/** A literal reads as text when it has a space or starts with a capital (keys and paths do neither). */
const isText = (value: string) => /\s/.test(value.trim()) || /^[A-Z]/.test(value.trim());

/** The literals of a file that name a community or the events area, as `file: text`. */
function literalsNaming(file: string, code = fs.readFileSync(path.join(SRC, file), 'utf8')): string[] {
  const kind = file.endsWith('.tsx') ? ts.ScriptKind.TSX : ts.ScriptKind.TS;
  const source = ts.createSourceFile(file, code, ts.ScriptTarget.Latest, true, kind);
  const found: string[] = [];
  const visit = (node: ts.Node): void => {
    if (ts.isImportDeclaration(node) || ts.isExportDeclaration(node)) return;
    const text =
      ts.isStringLiteral(node) || ts.isNoSubstitutionTemplateLiteral(node) || ts.isJsxText(node)
        ? node.text
        : ts.isTemplateHead(node) || ts.isTemplateMiddle(node) || ts.isTemplateTail(node)
          ? node.text
          : undefined;
    if (text !== undefined && NAMES.test(text) && isText(text)) found.push(`${file}: ${text.trim()}`);
    ts.forEachChild(node, visit);
  };
  visit(source);
  return found;
}

/** Uses of contracts message constants whose text names a community or the events area. */
function messagesNaming(file: string): string[] {
  const code = fs.readFileSync(path.join(SRC, file), 'utf8');
  const constants = contracts as unknown as Record<string, Record<string, unknown> | undefined>;
  return [...code.matchAll(/\b([A-Z_]+_(?:MESSAGES|TEXTS|LABELS))\.(\w+)\b/g)]
    .filter(([, name, key]) => {
      const value = constants[name!]?.[key!];
      return typeof value === 'string' && NAMES.test(value);
    })
    .map(([use]) => `${file}: ${use}`);
}

describe('web sources', () => {
  it('are all read', () => {
    expect(SOURCES.length).toBeGreaterThan(100);
    expect(SOURCES).toContain('features/communities/pages/CommunityPage.tsx');
  });

  it('name a community or the events area only through the tenant words', () => {
    const found = SOURCES.flatMap((file) => literalsNaming(file)).filter((entry) => !ALLOWED.has(entry));
    expect(found).toEqual([]);
  });

  it('show no contracts message that names a community in the ota word', () => {
    expect(SOURCES.flatMap(messagesNaming)).toEqual([]);
  });

  it('would catch a literal', () => {
    const code = 'export const X = <p title="Search CPD & Events">Back to communities</p>;';
    expect(literalsNaming('probe.tsx', code)).toEqual([
      'probe.tsx: Search CPD & Events',
      'probe.tsx: Back to communities',
    ]);
    expect(literalsNaming('probe.ts', "const key = ['communities', '/api/v1/community/post'];")).toEqual([]);
  });
});
