/**
 * Reading a module's names for the web build's chunk walks (vite.config.ts signedInLibraries): which module an
 * index re-exports a name from, and which names a module imports from an index.
 */
import fs from 'node:fs';
import path from 'node:path';

/** The library index modules whose named re-exports the walk resolves (antd's and the icons'). */
export const LIBRARY_BARRELS =
  /[\\/]node_modules[\\/](antd[\\/]es|@ant-design[\\/]icons[\\/]es)[\\/](icons[\\/])?index\.js$/;

/**
 * The module a library index re-exports `name` from (`export { default as Button } from './button'`, or through
 * `export * from './icons'`), among the index's imported ids; undefined when it is not re-exported there.
 */
export function reExportSource(
  barrel: string,
  name: string,
  importedIds: (id: string) => readonly string[],
): string | undefined {
  const text = fs.readFileSync(barrel, 'utf8');
  const byPath = (rel: string) => {
    const base = path.resolve(path.dirname(barrel), rel);
    return importedIds(barrel).find((id) => ['.js', '/index.js'].some((ext) => id === base + ext));
  };
  const named = new RegExp(`export \\{[^}]*\\b(?:default as )?${name}\\b[^}]*\\} from ["']([^"']+)["']`);
  const direct = named.exec(text);
  if (direct?.[1]) return byPath(direct[1]);
  for (const star of text.matchAll(/export \* from ["']([^"']+)["']/g)) {
    const inner = byPath(star[1] ?? '');
    const found = inner && LIBRARY_BARRELS.test(inner) ? reExportSource(inner, name, importedIds) : undefined;
    if (found) return found;
  }
  return undefined;
}

/** The names a module's code imports from the index `specifier` (`import { A, B as C } from 'antd'`). */
export function namesImportedFrom(code: string, specifier: string): string[] {
  const pattern = new RegExp(`import\\s*\\{([^}]*)\\}\\s*from\\s*["']${specifier}["']`, 'g');
  return [...code.matchAll(pattern)].flatMap((match) =>
    (match[1] ?? '')
      .split(',')
      .map(
        (part) =>
          part
            .trim()
            .split(/\s+as\s+/)[0]
            ?.trim() ?? '',
      )
      .filter((name) => name && !name.startsWith('type ')),
  );
}
