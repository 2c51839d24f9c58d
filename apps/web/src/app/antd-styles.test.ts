/**
 * antd's stylesheet in two parts (issue 37 point 5; apps/web/vite-antd-styles.ts): the first screens' components
 * with the entry, the others after. The build's own checks (a first screen using a component outside the first
 * part fails the build) and the browser's side (the rest waited for) are in e2e/production-build.e2e.ts.
 */
import fs from 'node:fs';
import { createRequire } from 'node:module';
import postcss from 'postcss';
import { describe, expect, it } from 'vitest';
import {
  ANTD_FIRST_STYLES,
  antdClassWordsInSource,
  antdClassWordsOf,
  splitAntdStyles,
} from '../../vite-antd-styles';

const css = fs.readFileSync(createRequire(import.meta.url).resolve('antd/dist/antd.css'), 'utf8');
const rules = (text: string) => postcss.parse(text).nodes.map((node) => node.toString());

describe('splitAntdStyles', () => {
  const parts = splitAntdStyles(css, ANTD_FIRST_STYLES);

  it('puts every rule of the stylesheet in exactly one part, each part in the stylesheet’s order', () => {
    const all = rules(css);
    const first = rules(parts.first);
    const rest = rules(parts.rest);
    expect(first.length + rest.length).toBe(all.length);
    // Merging the two parts back by position gives the stylesheet: neither part is reordered.
    let i = 0;
    let j = 0;
    for (const rule of all) {
      if (first[i] === rule) i++;
      else {
        expect(rest[j]).toBe(rule);
        j++;
      }
    }
    expect([i, j]).toEqual([first.length, rest.length]);
  });

  it('keeps the first screens’ components and the global rules first, and the others for later', () => {
    /** True when `text` has a top-level rule whose selector starts with `selector` followed by `{`. */
    const hasRule = (text: string, selector: string) =>
      rules(text).some((rule) => rule.startsWith(`${selector}{`));
    expect(hasRule(parts.first, '.ant-btn')).toBe(true);
    expect(hasRule(parts.first, '.ant-card')).toBe(true);
    expect(hasRule(parts.first, '.anticon')).toBe(true);
    expect(parts.first).toMatch(/@keyframes/);
    expect(hasRule(parts.first, '.ant-pagination')).toBe(false);
    expect(hasRule(parts.rest, '.ant-pagination')).toBe(true);
    expect(hasRule(parts.rest, '.ant-table-wrapper')).toBe(true);
    expect(hasRule(parts.rest, '.ant-btn')).toBe(false);
    expect(hasRule(parts.rest, '.ant-card')).toBe(false);
    // The point of the split: the rest is most of the stylesheet's weight.
    expect(parts.rest.length).toBeGreaterThan(css.length * 0.4);
  });

  it('refuses a component with no rules (a misspelt or removed name)', () => {
    expect(() => splitAntdStyles(css, ['btn', 'buton'])).toThrow('antd has no styles for buton');
  });
});

describe('antdClassWordsOf', () => {
  it('names the class words of the style modules among bundled modules', () => {
    const words = antdClassWordsOf([
      '/w/node_modules/antd/es/button/style/index.js',
      '/w/node_modules/antd/es/button/Button.js',
      '/w/node_modules/antd/es/grid/style/index.js',
      '/w/node_modules/antd/es/_util/wave/style.js',
      '/w/node_modules/antd/es/date-picker/style/index.js',
      '/w/node_modules/antd/es/tabs/style/motion.js',
      '/w/node_modules/antd/es/config-provider/style/index.js',
      '/w/apps/web/src/features/style/index.ts',
      '/w/node_modules/antd/es/input/style/otp.js',
      '/w/node_modules/antd/es/badge/style/ribbon.js',
      '/w/node_modules/antd/es/border-beam/style/index.js',
    ]);
    expect([...words].sort()).toEqual([
      'border',
      'btn',
      'col',
      'otp',
      'picker',
      'ribbon',
      'row',
      'tabs',
      'wave',
    ]);
  });
});

describe('antdClassWordsInSource', () => {
  it('names the antd classes a module draws itself, not those it queries, mentions in comments or imports', () => {
    const source = [
      "import { DownOutlined } from '@ant-design/icons';",
      '// the placeholder borrows `.ant-table` sizes',
      '/* ant-modal in a comment */',
      "const className = ['ant-select', size === 'large' ? 'ant-select-lg' : ''].join(' ');",
      'const p = <p className="ant-upload-text">x</p>;',
      "element.closest('.ant-drawer');",
      "const url = 'https://example.org/'; // ant-table in a line comment",
      'const c = `ant-picker ${x}`;',
    ].join('\n');
    expect([...antdClassWordsInSource(source)].sort()).toEqual(['picker', 'select', 'upload']);
  });
});
