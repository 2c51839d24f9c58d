/**
 * The lint rule of issue 40 "one date style" (eslint.config.js): outside shared/format.ts, an ad-hoc
 * `toLocaleDateString`, `Intl.DateTimeFormat` or dayjs `.format('…')` fails lint; the helpers pass.
 */
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../../..');
const eslint = new ESLint({ cwd: ROOT });

/** The no-restricted-syntax messages of `code` linted as a web feature file. */
async function dateErrors(code: string, file = 'apps/web/src/features/x/probe.ts'): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath: path.join(ROOT, file) });
  return result!.messages.filter((m) => m.ruleId === 'no-restricted-syntax').map((m) => m.message);
}

describe('the date lint rule', () => {
  it('fails an ad-hoc format in a web file', async () => {
    const code = [
      "import dayjs from 'dayjs';",
      "export const a = dayjs().format('DD/MM/YYYY');",
      "export const b = new Date().toLocaleDateString('en-AU');",
      "export const c = new Intl.DateTimeFormat('en-AU').format(new Date());",
      "export const d = { showTime: { format: 'HH:mm' } };",
      '',
    ].join('\n');
    const errors = await dateErrors(code);
    expect(errors).toHaveLength(4);
    expect(errors.every((m) => m.includes('shared/format.ts'))).toBe(true);
  }, 30_000);

  it('passes the helpers, and the helper module itself', async () => {
    const use =
      "import { formatDay } from '../../shared/format';\nexport const a = formatDay('2026-12-04');\n";
    expect(await dateErrors(use)).toEqual([]);
    const own = "import dayjs from 'dayjs';\nexport const a = dayjs().format('D MMM YYYY');\n";
    expect(await dateErrors(own, 'apps/web/src/shared/format.ts')).toEqual([]);
  }, 30_000);
});
