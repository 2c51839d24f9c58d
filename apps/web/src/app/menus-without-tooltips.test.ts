/**
 * Every antd Menu of the app passes `tooltip={false}` (issue 37 point 5). antd wraps each item of a menu in a
 * Tooltip, shown only while the menu is collapsed to icons; no menu here collapses, yet each of those
 * tooltips mounted a trigger whose ref callback and layout effects asked React for three synchronous renders
 * inside the first commit (30 on the news page's filters). Read with the TypeScript parser: each `<Menu …>`
 * element of apps/web/src (tests excepted) and whether it has the attribute.
 */
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';

const SRC = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

/** The `<Menu>` elements of a file without `tooltip={false}`, as `file:line`. */
function menusWithTooltips(file: string, code = fs.readFileSync(path.join(SRC, file), 'utf8')): string[] {
  const source = ts.createSourceFile(file, code, ts.ScriptTarget.Latest, true, ts.ScriptKind.TSX);
  const found: string[] = [];
  const visit = (node: ts.Node): void => {
    if (
      (ts.isJsxOpeningElement(node) || ts.isJsxSelfClosingElement(node)) &&
      node.tagName.getText() === 'Menu'
    ) {
      const off = node.attributes.properties.some(
        (attribute) =>
          ts.isJsxAttribute(attribute) &&
          attribute.name.getText() === 'tooltip' &&
          attribute.initializer !== undefined &&
          ts.isJsxExpression(attribute.initializer) &&
          attribute.initializer.expression?.kind === ts.SyntaxKind.FalseKeyword,
      );
      if (!off) found.push(`${file}:${source.getLineAndCharacterOfPosition(node.getStart()).line + 1}`);
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  return found;
}

describe('antd menus', () => {
  it('every Menu of the app turns its items’ tooltips off', () => {
    const files = fs
      .globSync('**/*.tsx', { cwd: SRC })
      .filter((file) => !/\.test\.tsx$/.test(file))
      .sort();
    expect(files.flatMap((file) => menusWithTooltips(file))).toEqual([]);
  });

  it('finds a Menu that keeps them', () => {
    expect(menusWithTooltips('x.tsx', 'const a = <Menu items={[]} />;')).toEqual(['x.tsx:1']);
    expect(menusWithTooltips('x.tsx', 'const a = <Menu tooltip={false} items={[]} />;')).toEqual([]);
  });
});
