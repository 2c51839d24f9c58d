/**
 * antd's stylesheet in two parts (issue 37 point 5): the rules of the components the first screens draw, with
 * the app, and the rest after the first page has loaded. antd's static stylesheet (`antd/dist/antd.css`, the
 * zero-runtime theme's styles, 985 kB, 75 kB brotli) gated every first screen: the app draws nothing until its
 * stylesheet applies (shared/deferred-styles.ts), and it shared a phone's link with the first page's scripts.
 *
 * - **First part**: what `src/app/antd-styles.css` imports (the whole stylesheet in the dev server and the tests);
 *   in a build this plugin replaces it with antd's global rules (links, icons, motion, theme variables) and the
 *   rules of {@link ANTD_FIRST_STYLES}, in antd's order. The build fails when the first screens' modules (the
 *   entry and the first pages' route chunks with their static imports) use an antd component whose rules are not
 *   in it ({@link antdStylesPlugin}), so a first screen is never drawn without its styles.
 * - **Rest**: the other components' rules, followed by the app's own stylesheet again (`src/app/global.css`), so
 *   that the app's overrides still come after antd's rules in the page, as when antd's stylesheet was one file;
 *   a file of the build (`assets/antd-rest-<hash>.css`) that every dynamic import of a component of the rest
 *   waits for ({@link antdStylesPlugin}, through Vite's `modulePreload.resolveDependencies`: Vite's preload
 *   helper adds it as a stylesheet and resolves the import once it has loaded), so no other screen, dialog or
 *   lazily loaded control is drawn before its styles. `src/shared/antd-rest-styles.ts` fetches it into the HTTP
 *   cache once the first page has loaded, without applying it (the build defines its name for the app).
 */
import { createHash } from 'node:crypto';
import fs from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import postcss from 'postcss';
import type { Plugin } from 'vite';

/** The app's module that imports antd's styles (the first part in a build). */
const ANTD_STYLES_MODULE = '/src/app/antd-styles.css';

/** The app's own stylesheet, repeated after antd's rest so that its overrides keep their place (see above). */
const APP_STYLES = path.join(path.dirname(fileURLToPath(import.meta.url)), 'src/app/global.css');

/**
 * The components whose rules are in the first part, by the first word of their class after `ant-` (`.ant-btn…`
 * → `btn`, `.ant-input-number…` → `input`): the components the sign-in page and the signed-in first screens
 * (the shell, the dashboard, Discover events, news) draw. `ribbon` is Badge's ribbon, `wave` the click wave of
 * buttons, `otp` Input's one-time-code field (Input's own module loads it), `select` and `picker` the
 * placeholders of `shared/components/LazyControls.tsx` (drawn in antd's classes before the real control loads),
 * `zoom`/`move`/`fade`/`slide` the motion classes of popups, `css` the theme's variables. Rules
 * without an `ant-` class (links, icons, keyframes) are global: always in the first part.
 */
export const ANTD_FIRST_STYLES: readonly string[] = [
  'alert',
  'app',
  'avatar',
  'badge',
  'btn',
  'card',
  'checkbox',
  'col',
  'css',
  'divider',
  'dropdown',
  'empty',
  'fade',
  'form',
  'input',
  'layout',
  'menu',
  'otp',
  'picker',
  'move',
  'popover',
  'progress',
  'ribbon',
  'row',
  'select',
  'skeleton',
  'slide',
  'space',
  'spin',
  'tabs',
  'tag',
  'tooltip',
  'typography',
  'wave',
  'zoom',
];

/**
 * The first word after `ant-` of the classes of each antd module folder whose styles differ from its name
 * (`antd/es/<folder>/style/…`); `[]` for folders with no rules of their own. Other folders: their own name.
 */
const CLASS_WORDS_OF_FOLDER: Record<string, readonly string[]> = {
  button: ['btn'],
  'float-button': ['float'],
  'date-picker': ['picker'],
  'time-picker': ['picker'],
  'color-picker': ['color'],
  'input-number': ['input'],
  'tree-select': ['tree', 'select'],
  'auto-complete': ['select'],
  'qr-code': ['qrcode'],
  grid: ['row', 'col'],
  badge: ['badge', 'ribbon'],
  _util: ['wave'],
  style: ['fade', 'move', 'slide', 'zoom'],
  'config-provider': [],
  theme: [],
  locale: [],
};

/**
 * Style modules of a folder whose rules carry another class word than the folder's (`antd/es/<folder>/style/<file>`):
 * Input's one-time-code field (`.ant-otp`) and Badge's ribbon (`.ant-ribbon`).
 */
const CLASS_WORDS_OF_STYLE_FILE: Record<string, readonly string[]> = {
  'input/otp': ['otp'],
  'badge/ribbon': ['ribbon'],
};

/** The class word a top-level rule of antd's stylesheet belongs to, or undefined for a global rule. */
function classWordOf(node: postcss.ChildNode): string | undefined {
  if (node.type === 'atrule' && node.name === 'keyframes') return undefined;
  const selector =
    node.type === 'rule'
      ? node.selector
      : node.type === 'atrule'
        ? `${node.params} ${node.first?.type === 'rule' ? node.first.selector : ''}`
        : '';
  return /\.ant-([a-z]+)/.exec(selector)?.[1];
}

/** antd's stylesheet split by {@link splitAntdStyles}: `first` and `rest` as CSS text, and every class word. */
export interface AntdStyleParts {
  first: string;
  rest: string;
  words: ReadonlySet<string>;
}

/**
 * Splits antd's stylesheet `css` into the global rules and those of the class words `firstWords` (`first`) and
 * the other rules (`rest`), each in the stylesheet's order; every rule lands in exactly one part. Throws when a
 * word of `firstWords` has no rule (a misspelt or removed component).
 */
export function splitAntdStyles(css: string, firstWords: readonly string[]): AntdStyleParts {
  const first: string[] = [];
  const rest: string[] = [];
  const words = new Set<string>();
  postcss.parse(css).each((node) => {
    const word = classWordOf(node);
    if (word !== undefined) words.add(word);
    (word === undefined || firstWords.includes(word) ? first : rest).push(node.toString());
  });
  const missing = firstWords.filter((word) => !words.has(word));
  if (missing.length > 0) throw new Error(`antd has no styles for ${missing.join(', ')}`);
  return { first: first.join('\n'), rest: rest.join('\n'), words };
}

/**
 * The class words of the antd components a set of bundled modules uses: the folders of their style modules
 * (`…/antd/es/<folder>/style/…`, and the wave's `…/antd/es/_util/wave/style…`) through
 * {@link CLASS_WORDS_OF_STYLE_FILE} and {@link CLASS_WORDS_OF_FOLDER}, else the folder's first word
 * (`border-beam` → `border`).
 */
export function antdClassWordsOf(moduleIds: Iterable<string>): Set<string> {
  const words = new Set<string>();
  for (const id of moduleIds) {
    const match = /[\\/]antd[\\/]es[\\/]([^\\/]+)[\\/](?:.*[\\/])?style(?:[\\/]([\w-]+))?[\\/.]/.exec(id);
    if (!match) continue;
    const [, folder = '', file] = match;
    const byFile = CLASS_WORDS_OF_STYLE_FILE[`${folder}/${file}`];
    for (const word of byFile ?? CLASS_WORDS_OF_FOLDER[folder] ?? [folder.split('-')[0]!]) words.add(word);
  }
  return words;
}

/**
 * The class words of antd classes an app module draws itself (`className="ant-upload-text"`, LazyControls'
 * placeholders in antd's Select and RangePicker classes): `ant-<word>` not preceded by a dot (a selector the
 * module queries, not draws), comments left out; `ant-design` (the icons' package) is not a class.
 */
export function antdClassWordsInSource(source: string): Set<string> {
  const code = source.replace(/\/\*[\s\S]*?\*\//g, '').replace(/(^|[^:])\/\/[^\n]*/g, '$1');
  const words = new Set<string>();
  for (const match of code.matchAll(/(?<![.\w-])ant-([a-z]+)/g))
    if (match[1] !== 'design') words.add(match[1]!);
  return words;
}

/** The file name of antd's rest in the build, from its content. */
function restFileName(source: string): string {
  return `assets/antd-rest-${createHash('sha256').update(source).digest('base64url').slice(0, 8)}.css`;
}

/** The app's own source modules (checked for antd classes they draw themselves). */
const APP_SOURCE = /[\\/]apps[\\/]web[\\/]src[\\/][^?]*\.tsx?$/;

/**
 * The build's two parts of antd's stylesheet (see the file's comment). `firstScreenModules`: the route modules of
 * the first screens (module ids end with these; vite.config.ts FIRST_PAGE_ROUTES). `plugin` replaces the first
 * part, emits the rest, and fails the build when the first screens (the entry and those route chunks with their
 * static imports) use a component outside {@link ANTD_FIRST_STYLES}; `resolveDependencies` goes to
 * `build.modulePreload`: a dynamic import waits for the rest when the chunks it loads hold the style module of a
 * component of the rest (an antd component always imports its style module, so it cannot draw before its
 * chunk, and so its rules, have loaded). Imports of code that draws no antd component of the rest (the first
 * screens' routes, focus handling, the live stream, zod) do not wait. The rest's file name is the app's
 * `__PORTAL_ANTD_REST_FILE__` (src/shared/antd-rest-styles.ts fetches it into the cache after the first page).
 */
export function antdStylesPlugin(firstScreenModules: readonly string[]): {
  plugin: Plugin;
  resolveDependencies: (file: string, deps: string[], context: { hostType: 'html' | 'js' }) => string[];
} {
  const css = fs.readFileSync(createRequire(import.meta.url).resolve('antd/dist/antd.css'), 'utf8');
  const parts = splitAntdStyles(css, ANTD_FIRST_STYLES);
  const restSource = `${parts.rest}\n${fs.readFileSync(APP_STYLES, 'utf8')}`;
  const restFile = restFileName(restSource);
  const isRestWord = (word: string) => parts.words.has(word) && !ANTD_FIRST_STYLES.includes(word);
  /** Chunks that hold the style module of a component of the rest; undefined until read. */
  let waiting: Set<string> | undefined;
  const plugin: Plugin = {
    name: 'portal-antd-styles',
    apply: 'build',
    config: () => ({ define: { __PORTAL_ANTD_REST_FILE__: JSON.stringify(restFile) } }),
    load(id) {
      return id.endsWith(ANTD_STYLES_MODULE) ? parts.first : null;
    },
    generateBundle(_options, bundle) {
      const chunks = Object.values(bundle).filter((out) => out.type === 'chunk');
      const byFile = new Map(chunks.map((chunk) => [chunk.fileName, chunk]));
      const fileOf = (module: string) => {
        const chunk = chunks.find((c) => c.facadeModuleId?.endsWith(module));
        if (!chunk) return this.error(`${module} is not a chunk (renamed?)`);
        return chunk.fileName;
      };
      const entry = chunks.find((chunk) => chunk.isEntry);
      if (!entry) return this.error('no entry chunk');
      // The first screens' static closure: what they draw with before anything waits for the rest.
      const seen = new Set<string>();
      const visit = (file: string) => {
        if (seen.has(file)) return;
        seen.add(file);
        for (const next of byFile.get(file)?.imports ?? []) visit(next);
      };
      [entry.fileName, ...firstScreenModules.map(fileOf)].forEach(visit);
      const firstModules = [...seen].flatMap((file) => byFile.get(file)?.moduleIds ?? []);
      const used = antdClassWordsOf(firstModules);
      for (const id of firstModules.filter((m) => APP_SOURCE.test(m)))
        for (const word of antdClassWordsInSource(fs.readFileSync(id, 'utf8'))) used.add(word);
      const outside = [...used].filter(isRestWord);
      if (outside.length > 0)
        this.error(
          `the first screens use antd styles that are not in the first part: ${outside.join(', ')} ` +
            '(add them to ANTD_FIRST_STYLES in apps/web/vite-antd-styles.ts)',
        );
      waiting = new Set(
        chunks
          .filter((chunk) => [...antdClassWordsOf(chunk.moduleIds)].some(isRestWord))
          .map((chunk) => chunk.fileName),
      );
      this.emitFile({ type: 'asset', fileName: restFile, source: restSource });
    },
  };
  return {
    plugin,
    // Called by Vite's import analysis, a later plugin's generateBundle, for every dynamic import.
    resolveDependencies: (file, deps, { hostType }) => {
      if (!waiting) throw new Error('antd styles: dependencies asked before the bundle was read');
      const loaded = [file, ...deps];
      return hostType === 'js' && loaded.some((chunk) => waiting?.has(chunk)) ? [...deps, restFile] : deps;
    },
  };
}
