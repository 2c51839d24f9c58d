/**
 * The spec-messages check of issue 40 "consistency": the user-facing messages the spec words for the gaps closed
 * in that issue (a fixed list, each with its spec section), each (1) quoted in that section of the spec when the
 * spec is at hand (`SPEC_DIR`, else `../shared/spec` beside the checkout), (2) present word for word in the
 * source of the web app, the server or the contracts (test files left out), and (3) shown or answered by the
 * named test, which names the text or the contract constant that holds it. The count of present messages must
 * be the count of the list.
 */
import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

const ROOT = path.resolve(import.meta.dirname, '../../..');
const SOURCE_DIRS = ['apps/web/src', 'apps/server/src', 'packages/contracts/src'];

interface SpecMessage {
  /** The text exactly as the spec quotes it. */
  text: string;
  /** Spec file number ('000', '001', '002') and section number. */
  spec: '000' | '001' | '002';
  section: number;
  /** The test that shows or answers the message, from the repository root. */
  test: string;
  /** The contract constant the test uses instead of the literal text, if any. */
  ref?: string;
}

/** The messages of the issue 40 gaps (spec 000 §8–§9, 001 §5 and §8). */
const MESSAGES: SpecMessage[] = [
  {
    text: 'Invalid time zone format',
    spec: '000',
    section: 8,
    test: 'apps/web/src/features/events/admin/AdminEventFormPage.test.tsx',
  },
  {
    text: 'No content',
    spec: '000',
    section: 8,
    test: 'apps/web/src/features/content/pages/ContentDetailPage.test.tsx',
  },
  {
    text: 'Error updating member role:',
    spec: '001',
    section: 8,
    test: 'apps/web/src/features/community-admin/pages/CommunityMembersPage.test.tsx',
  },
  {
    text: 'Error opening post. Try again.',
    spec: '001',
    section: 8,
    test: 'apps/web/src/features/posts/pages/PostPage.test.tsx',
    ref: 'POST_MESSAGES.openFailed',
  },
  {
    text: 'Error closed/open post. Try again.',
    spec: '001',
    section: 8,
    test: 'apps/web/src/features/posts/pages/PostPage.test.tsx',
    ref: 'POST_MESSAGES.closeOpenFailed',
  },
  {
    text: 'Error reporting post',
    spec: '001',
    section: 8,
    test: 'apps/web/src/shared/components/ReportModal.test.tsx',
    ref: 'POST_MESSAGES.reportPostFailed',
  },
  {
    text: 'An error occurred. The report was not submitted.',
    spec: '001',
    section: 8,
    test: 'apps/web/src/shared/components/ReportModal.test.tsx',
    ref: 'POST_MESSAGES.reportFailed',
  },
  {
    text: 'This community is private.',
    spec: '001',
    section: 8,
    test: 'apps/web/src/features/communities/pages/CommunityPage.test.tsx',
  },
  {
    text: 'Failed to rename items.',
    spec: '001',
    section: 8,
    test: 'apps/web/src/features/assets/components/AssetsSortRename.test.tsx',
    ref: 'ASSET_MESSAGES.renameItemsFailed',
  },
  {
    text: 'Items renamed successfully.',
    spec: '001',
    section: 8,
    test: 'apps/web/src/features/assets/components/AssetsSortRename.test.tsx',
    ref: 'ASSET_MESSAGES.itemsRenamed',
  },
  {
    text: 'Please enter community name',
    spec: '001',
    section: 5,
    test: 'apps/web/src/features/community-admin/components/CommunityFormModal.test.tsx',
  },
  {
    text: 'Please enter a community name',
    spec: '001',
    section: 5,
    test: 'apps/web/src/features/community-admin/components/CommunityFormModal.test.tsx',
  },
];

/** Every non-test TypeScript source file under the source folders, read once. */
function sources(): string[] {
  const texts: string[] = [];
  const walk = (dir: string) => {
    for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
      const full = path.join(dir, entry.name);
      if (entry.isDirectory()) walk(full);
      else if (/\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name))
        texts.push(fs.readFileSync(full, 'utf8'));
    }
  };
  for (const dir of SOURCE_DIRS) walk(path.join(ROOT, dir));
  return texts;
}

/** The spec folder, when at hand. */
function specDir(): string | null {
  const candidates = [process.env.SPEC_DIR, path.resolve(ROOT, '../shared/spec'), '/work/shared/spec'];
  return candidates.find((dir) => dir && fs.existsSync(path.join(dir, 'README.md'))) ?? null;
}

/** The text of section `n` of spec file `spec` ('## n.' up to the next '## '). */
function sectionText(dir: string, spec: string, n: number): string {
  const file = fs.readdirSync(dir).find((name) => name.startsWith(`${spec}_`));
  if (!file) return '';
  const text = fs.readFileSync(path.join(dir, file), 'utf8');
  const start = text.indexOf(`\n## ${n}.`);
  if (start < 0) return '';
  const end = text.indexOf('\n## ', start + 1);
  return text.slice(start, end < 0 ? undefined : end);
}

describe('spec messages of issue 40', () => {
  const all = sources();

  it('are each present word for word in the web, server or contracts source: all of them', () => {
    const present = MESSAGES.filter((m) => all.some((source) => source.includes(`'${m.text}'`)));
    expect(MESSAGES.filter((m) => !present.includes(m)).map((m) => m.text)).toEqual([]);
    expect(present).toHaveLength(MESSAGES.length);
  });

  it('are each shown or answered by their test', () => {
    const missing = MESSAGES.filter((m) => {
      const file = path.join(ROOT, m.test);
      if (!fs.existsSync(file)) return true;
      const test = fs.readFileSync(file, 'utf8');
      return !test.includes(m.text) && !(m.ref && test.includes(m.ref));
    });
    expect(missing.map((m) => `${m.text} (${m.test})`)).toEqual([]);
  });

  const dir = specDir();
  it.skipIf(!dir)('are each quoted in their section of the spec', () => {
    const unquoted = MESSAGES.filter((m) => !sectionText(dir!, m.spec, m.section).includes(`'${m.text}'`));
    expect(unquoted.map((m) => `${m.spec} §${m.section}: ${m.text}`)).toEqual([]);
  });
});
