/**
 * The built web app is a production build (issue 18 "Production build and speed"): `npm run build` (and
 * `npm start`, through scripts/build.mjs) builds with NODE_ENV=production whatever the shell's NODE_ENV, so
 * no chunk holds React's development runtime; the build stamp records the inputs it was built from, so
 * `npm start` skips a build of an unchanged tree. The e2e run always follows `npm run build`.
 */
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';
import { expect, test } from '@playwright/test';
import { origin, profile, signInAs } from './support';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const assets = path.join(root, 'apps', 'web', 'dist', 'assets');

test('the built bundle holds no development runtime', () => {
  const scripts = fs.readdirSync(assets).filter((name) => name.endsWith('.js'));
  expect(scripts.length).toBeGreaterThan(0);
  expect(scripts.filter((name) => name.includes('jsx-dev-runtime'))).toEqual([]);
  const withDevRuntime = scripts.filter((name) => {
    const text = fs.readFileSync(path.join(assets, name), 'utf8');
    // React Router's package exports only its development build (vite.config.ts takes the production one).
    return (
      text.includes('jsx-dev-runtime') || text.includes('jsxDEV') || text.includes('You rendered descendant')
    );
  });
  expect(withDevRuntime).toEqual([]);
});

/**
 * The script files a first visit to a page loads (Vite's manifest, dist/.vite/manifest.json): the entry and the
 * given route modules (layouts, guards, page) with their static imports, each once.
 */
function initialScripts(routeModules: string[]): string[] {
  type Chunk = { file: string; imports?: string[]; isEntry?: boolean };
  const manifest = JSON.parse(
    fs.readFileSync(path.join(root, 'apps', 'web', 'dist', '.vite', 'manifest.json'), 'utf8'),
  ) as Record<string, Chunk>;
  const files = new Set<string>();
  const visit = (key: string) => {
    const chunk = manifest[key];
    if (!chunk || files.has(chunk.file)) return;
    files.add(chunk.file);
    for (const imported of chunk.imports ?? []) visit(imported);
  };
  const entry = Object.keys(manifest).find((key) => manifest[key]?.isEntry);
  for (const key of [entry ?? '', ...routeModules]) {
    expect(manifest[key], key).toBeDefined();
    visit(key);
  }
  return [...files].filter((file) => file.endsWith('.js'));
}

test('a signed-in first page of a first visit needs at most 14 script files (vite.config.ts chunk groups)', () => {
  // Issue 18: an HTTP/1.1 origin gets six connections; with rolldown's default split the dashboard needed
  // 110 files and a first visit queued its account request behind 80 of them. Issue 37 point 5: the first
  // pages' app modules in one chunk and their libraries in another (21 / 25 / 28 files → 11 / 13 / 12).
  const signedIn = ['src/shell/guards/RequireAuth.tsx', 'src/shell/layouts/MainLayout.tsx'];
  const guarded = [...signedIn, 'src/shell/guards/FeatureGuard.tsx'];
  for (const [name, routeModules] of [
    ['dashboard', [...signedIn, 'src/app/pages/HomeRoutePage.tsx']],
    [
      'discover events',
      [...guarded, 'src/app/pages/EventsLayoutRoute.tsx', 'src/features/events/pages/DiscoverPage.tsx'],
    ],
    ['news', [...guarded, 'src/features/content/pages/NewsListPage.tsx']],
  ] as const)
    expect(initialScripts([...routeModules]).length, name).toBeLessThanOrEqual(14);
});

test("a signed-in first page's JavaScript stays within its size and loads no shared UI chunk", () => {
  // Issue 37 point 5: the libraries of the signed-in shell and first pages are a chunk group of their own
  // (vite.config.ts `signed-in`), so a first page does not load the shared UI chunk (tables, trees, date pickers
  // of other screens: 134 kB gzip); antd's Result, Pagination and the search box's sanitiser load when first
  // shown, and so do Select, RangePicker, the drawers and the back-to-top button (LazyControls, LazyDrawer); the
  // first pages build no zod schema, so they load no zod chunk (the values they show live in zod-free contracts
  // modules, events' in event-texts.ts). Limits: the issue's 350 kB gzip. Each first page also loads the other
  // two's modules (~2–3 kB gzip more than the 5 Dec evening's 342 / 346 / 344) since they share two chunks
  // instead of 10–16 files of their own (the test above). 340 since stop 59 (below); lower it as they shrink.
  const signedIn = ['src/shell/guards/RequireAuth.tsx', 'src/shell/layouts/MainLayout.tsx'];
  const guarded = [...signedIn, 'src/shell/guards/FeatureGuard.tsx'];
  const pages: [string, string[], number, boolean][] = [
    ['dashboard', [...signedIn, 'src/app/pages/HomeRoutePage.tsx'], 340, true],
    [
      'discover events',
      [...guarded, 'src/app/pages/EventsLayoutRoute.tsx', 'src/features/events/pages/DiscoverPage.tsx'],
      340,
      true,
    ],
    ['news', [...guarded, 'src/features/content/pages/NewsListPage.tsx'], 340, true],
  ];
  for (const [name, routeModules, limit, zodFree] of pages) {
    const scripts = initialScripts(routeModules);
    expect(
      scripts.filter((file) => /\/ui-common-/.test(file)),
      name,
    ).toEqual([]);
    if (zodFree)
      expect(
        scripts.filter((file) => /\/zod-[^/]*\.js$/.test(file)),
        name,
      ).toEqual([]);
    const bytes = scripts.reduce(
      (n, file) =>
        n + gzipSync(fs.readFileSync(path.join(root, 'apps', 'web', 'dist', file)), { level: 9 }).length,
      0,
    );
    expect(bytes / 1024, name).toBeLessThanOrEqual(limit);
    // 6 Dec, stop 59: antd's inputs take the form context without the form library and its validator
    // (vite.config.ts antdFormContextWithoutForm): 347 → 335 kB gzip. async-validator's message marks it.
    const texts = scripts.map((file) =>
      fs.readFileSync(path.join(root, 'apps', 'web', 'dist', file), 'utf8'),
    );
    expect(
      texts.filter((text) => text.includes('is not a valid %s')),
      name,
    ).toEqual([]);
  }
});

test('the sign-in page of a first visit loads neither shared chunk (vite.config.ts sign-in group)', () => {
  // Issue 17 (initial JS): the sign-in page's modules are one chunk of their own; before, its antd form
  // components sat in the shared UI chunk and the page downloaded all of it (409 kB gzip in all, now about 303).
  const scripts = initialScripts([
    'src/shell/layouts/LoginLayout.tsx',
    'src/features/auth/pages/SignInPage.tsx',
  ]);
  expect(scripts.some((file) => /\/sign-in-[^/]*\.js$/.test(file))).toBe(true);
  expect(scripts.filter((file) => /\/(ui|app)-common-/.test(file))).toEqual([]);
  // Issue 37 point 5: the form loads its schema (and zod) when first focused or checked (SignInForm.tsx), and
  // the entry holds no antd App, Modal or notification (shared/app-feedback.tsx). 262 kB gzip on 5 Dec
  // evening (309 before); lower the limit as the page shrinks, never raise it.
  expect(scripts.filter((file) => /\/zod-[^/]*\.js$/.test(file))).toEqual([]);
  const bytes = scripts.reduce(
    (n, file) =>
      n + gzipSync(fs.readFileSync(path.join(root, 'apps', 'web', 'dist', file)), { level: 9 }).length,
    0,
  );
  // 6 Dec: the account screens draw their title and paragraphs without antd's Typography (AuthText.tsx), whose
  // base brings Tooltip and the copy and edit code (its `copyable` prop): 263 → 256 kB gzip.
  expect(
    scripts.filter((file) =>
      fs.readFileSync(path.join(root, 'apps', 'web', 'dist', file), 'utf8').includes('copyable'),
    ),
  ).toEqual([]);
  // Issue 37 point 5, 5 Dec late night: zod's core left the entry (zod-config.ts sets jitless without importing
  // zod; `captureStackTrace` is in its core) and antd's Button token takes `isBright` without the colour
  // picker's Collapse (vite.config.ts antdIsBrightWithoutCollapse; `expandIconPosition` is Collapse's prop):
  // 256 → 250 kB gzip (249.2 measured).
  const texts = scripts.map((file) => fs.readFileSync(path.join(root, 'apps', 'web', 'dist', file), 'utf8'));
  expect(texts.filter((text) => text.includes('captureStackTrace')).length).toBe(0);
  expect(texts.filter((text) => text.includes('expandIconPosition')).length).toBe(0);
  expect(bytes / 1024).toBeLessThanOrEqual(250);
});

test('a signed-in first page loads no sign-in code (vite.config.ts sign-in and forms groups)', () => {
  // Issue 37 point 5: the dashboard loaded the whole sign-in chunk group (67 kB gzip) because it also held the
  // libraries both kinds of page use (antd's form and typography, zod); those are now the `forms` group and
  // the `sign-in` group holds only the account screens' own code.
  type Chunk = { file: string; imports?: string[] };
  const manifest = JSON.parse(
    fs.readFileSync(path.join(root, 'apps', 'web', 'dist', '.vite', 'manifest.json'), 'utf8'),
  ) as Record<string, Chunk>;
  const signInCode = Object.entries(manifest)
    .filter(
      ([key, chunk]) =>
        /\/sign-in-[^/]*\.js$/.test(chunk.file) ||
        key.startsWith('src/features/auth/') ||
        key === 'src/shell/layouts/LoginLayout.tsx',
    )
    .map(([, chunk]) => chunk.file);
  expect(signInCode.some((file) => /\/sign-in-[^/]*\.js$/.test(file))).toBe(true);
  const signedIn = ['src/shell/guards/RequireAuth.tsx', 'src/shell/layouts/MainLayout.tsx'];
  for (const page of [
    'src/app/pages/HomeRoutePage.tsx',
    'src/features/events/pages/DiscoverPage.tsx',
    'src/features/content/pages/NewsListPage.tsx',
  ]) {
    const scripts = initialScripts([...signedIn, 'src/shell/guards/FeatureGuard.tsx', page]);
    expect(
      scripts.filter((file) => signInCode.includes(file)),
      page,
    ).toEqual([]);
  }
});

test('the dashboard loads the notifications centre and the guided tour only when they open', () => {
  // Issue 37 point 5: both are lazy chunks of their own (NotificationsBell.tsx, HomePage.tsx), not part of
  // the dashboard's first JavaScript (antd's Tabs, Switch and Tour with them).
  const scripts = initialScripts([
    'src/shell/guards/RequireAuth.tsx',
    'src/shell/layouts/MainLayout.tsx',
    'src/app/pages/HomeRoutePage.tsx',
  ]);
  const lazyOnes = initialScripts([
    'src/features/notifications/components/NotificationsPanel.tsx',
    'src/features/dashboard/components/GuidedTour.tsx',
  ]).filter((file) => /\/(NotificationsPanel|GuidedTour)-[^/]*\.js$/.test(file));
  expect(lazyOnes).toHaveLength(2);
  expect(scripts.filter((file) => lazyOnes.includes(file))).toEqual([]);
});

test('the entry and the shared app chunk hold only the contracts modules they use (no barrel at start)', () => {
  // Issue 18: main.tsx and the modules it imports statically take the contracts they need by path
  // ('@portal/contracts/shared/messages'); one import of the '@portal/contracts' barrel from that graph put
  // every module's zod schemas into the entry, built at every start. And the barrel is side-effect free in the
  // web build, or every module it re-exports lands in the shared app chunk (vite.config.ts), also built at
  // every start. Meetings' form messages are one such module: only the meeting screens load them.
  const manifest = JSON.parse(
    fs.readFileSync(path.join(root, 'apps', 'web', 'dist', '.vite', 'manifest.json'), 'utf8'),
  ) as Record<string, { file: string; isEntry?: boolean }>;
  const entry = Object.values(manifest).find((chunk) => chunk.isEntry);
  expect(entry).toBeDefined();
  const read = (file: string) => fs.readFileSync(path.join(root, 'apps', 'web', 'dist', file), 'utf8');
  const entryText = read(entry?.file ?? '');
  expect(entryText).toContain('VITE_APP_PROJECT_NAME not set');
  expect(entryText).not.toContain('Please enter a Meeting title');
  // Issue 17: the entry builds no zod schema at start (the plain values it needs, such as roles, permission
  // flags, admin paths and the token key, live in zod-free contracts modules); zod's object type stays out.
  expect(entryText).not.toContain('ZodObject');
  // Issue 37 point 5: antd's App with message, notification and Modal (and the form context Modal's
  // ContextIsolator brings: rc-form, async-validator) loads on the first toast or dialog
  // (shared/app-feedback.tsx), not with the entry. Markers: Modal's `okCancel` and `autoFocusButton`,
  // notification's `pauseOnHover`, rc-form's `getFieldsValue`.
  for (const marker of ['okCancel', 'autoFocusButton', 'pauseOnHover', 'getFieldsValue'])
    expect(entryText, marker).not.toContain(marker);
  const shared = fs.readdirSync(assets).filter((name) => /^app-common-.*\.js$/.test(name));
  expect(shared).toHaveLength(1);
  expect(read(`assets/${shared[0]}`)).not.toContain('Please enter a Meeting title');
});

test('the build left stamps that let npm start skip an unchanged build', () => {
  for (const app of ['web', 'server']) {
    const stamp = path.join(root, 'apps', app, 'dist', '.build-stamp');
    expect(fs.readFileSync(stamp, 'utf8').trim()).toMatch(/^[0-9a-f]{64}$/);
  }
});

test("antd's styles come from the built stylesheet, in the tenant's colours (zero runtime)", async ({
  page,
}) => {
  // Issue 18 (first meaningful paint): antd generates no component CSS at run time; the static antd.css reads
  // the tenant's colours from the CSS variables the theme sets, so a primary button is the tenant's primary.
  await page.goto('/account/sign-in');
  const button = page.getByRole('button', { name: /sign in/i });
  await expect(button).toBeVisible();
  const stylesheets = await page.evaluate(
    () => Array.from(document.styleSheets).filter((sheet) => sheet.href?.includes('/assets/')).length,
  );
  expect(stylesheets).toBeGreaterThan(0);
  // Run-time <style> elements set only CSS variables (the tenant's tokens), no component declarations.
  const runtimeDeclarations = await page.evaluate(() =>
    Array.from(document.querySelectorAll('style')).flatMap((style) =>
      Array.from(style.sheet?.cssRules ?? []).flatMap((rule) =>
        rule instanceof CSSStyleRule ? Array.from(rule.style).filter((name) => !name.startsWith('--')) : [],
      ),
    ),
  );
  expect(runtimeDeclarations).toEqual([]);
  await page.getByLabel('Email').fill('member@ota.example');
  await page.getByLabel('Password').fill('not checked here');
  const primary = profile('ota').theme.primaryColor;
  const [r, g, b] = [1, 3, 5].map((i) => parseInt(primary.slice(i, i + 2), 16));
  await expect(button).toHaveCSS('background-color', `rgb(${r}, ${g}, ${b})`);
});

test('the entry stylesheet does not block the boot screen, and the app draws only once it applies', async ({
  page,
}) => {
  // Issue 37 point 5 (plugins/web.ts deferEntryStyles, shared/deferred-styles.ts): the page names its entry
  // stylesheet as a preload, not a render-blocking stylesheet; the app turns it into the stylesheet and renders
  // after it has loaded, so the first thing it draws is already styled.
  const response = await page.goto('/account/sign-in');
  const html = (await response?.text()) ?? '';
  expect(html).not.toMatch(/<link rel="stylesheet"/);
  // The app's script, stylesheet and preloads load after the first paint (plugins/web.ts deferAppLoading): none
  // in <head>; the boot loader adds them (allowed by the CSP's hash, or the app below would never draw).
  expect(html.slice(0, html.indexOf('</head>'))).not.toMatch(
    /<script type="module"|modulepreload|rel="preload"/,
  );
  expect(html).toContain(
    '<template id="portal-deferred"><script type="module" crossorigin src="/assets/index-',
  );
  expect(html).toMatch(
    /<link rel="preload" as="style" crossorigin href="\/assets\/index-[\w-]+\.css" data-portal-styles>/,
  );
  await expect(page.getByRole('button', { name: /sign in/i })).toBeVisible();
  const applied = await page.evaluate(() => ({
    sheets: Array.from(document.styleSheets).filter((sheet) => sheet.href?.includes('/assets/index-')).length,
    preloadsLeft: document.querySelectorAll('link[data-portal-styles]').length,
  }));
  expect(applied).toEqual({ sheets: 1, preloadsLeft: 0 });
});

test("antd's styles: the first screens' components with the entry, the rest before anything else draws (vite-antd-styles.ts)", async ({
  page,
}) => {
  // Issue 37 point 5: the entry's stylesheet holds the rules of the components the first screens draw; the others
  // are a stylesheet that every other dynamic import waits for, followed by the app's own rules again so that
  // its overrides still come after antd's. Here that stylesheet is held back: news draws its list without it,
  // and a news item's page (a route outside the first screens) opens only once it has loaded.
  let release = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  const restRequests: string[] = [];
  await page.route('**/assets/antd-rest-*.css', async (route) => {
    restRequests.push(route.request().url());
    await held;
    await route.continue();
  });
  await signInAs(page, 'ota', 'member');
  await page.goto(`${origin('ota')}/news`);
  const list = page.getByRole('list', { name: 'News items' });
  await expect(list.getByRole('listitem').first()).toBeVisible();
  const entrySheet = await page.evaluate(() =>
    Array.from(document.styleSheets).some(
      (sheet) =>
        sheet.href?.includes('/assets/index-') &&
        Array.from(sheet.cssRules).some((rule) => rule.cssText.startsWith('.ant-card {')),
    ),
  );
  expect(entrySheet).toBe(true);
  const item = list.getByRole('link').first();
  const title = (await item.textContent()) ?? '';
  await item.click();
  await expect.poll(() => restRequests.length).toBeGreaterThan(0);
  await page.waitForTimeout(500);
  await expect(page).toHaveURL(`${origin('ota')}/news`);
  release();
  await expect(page).toHaveURL(/\/news\/details\/[^/]+$/);
  expect(title.length).toBeGreaterThan(0);
  // The rest sheet comes after the entry's (a route's own stylesheet may follow) and ends with the app's rules
  // (global.css) after antd's, so the app's overrides keep their place.
  const order = await page.evaluate(() => {
    const sheets = Array.from(document.styleSheets).filter((sheet) => sheet.href?.includes('/assets/'));
    const at = (pattern: RegExp) => sheets.findIndex((sheet) => pattern.test(sheet.href ?? ''));
    const rest = sheets[at(/\/assets\/antd-rest-[\w-]+\.css$/)];
    const texts = Array.from(rest?.cssRules ?? [], (rule) => rule.cssText);
    return {
      entry: at(/\/assets\/index-[\w-]+\.css$/),
      rest: at(/\/assets\/antd-rest-[\w-]+\.css$/),
      pagination: texts.findIndex((text) => text.startsWith('.ant-pagination {')),
      appOverride: texts.findIndex((text) => text.startsWith('.ant-breadcrumb-link > a {')),
    };
  });
  expect(order.entry).toBeGreaterThanOrEqual(0);
  expect(order.rest).toBeGreaterThan(order.entry);
  expect(order.pagination).toBeGreaterThanOrEqual(0);
  expect(order.appOverride).toBeGreaterThan(order.pagination);
});

test("the first screens' plain typography keeps antd's typography styles (shared/components/PlainTypography.tsx)", async ({
  page,
}) => {
  // Issue 37 point 5: news draws its headings without antd's Typography, so nothing registers antd's typography
  // variables on the page; the headings keep antd's title margins (0.5em below) and weight all the same.
  await signInAs(page, 'ota', 'member');
  await page.goto(`${origin('ota')}/news`);
  const heading = page.getByRole('heading', { name: 'News library' });
  await expect(heading).toBeVisible();
  const style = await heading.evaluate((element) => {
    const computed = getComputedStyle(element);
    return {
      className: element.className,
      marginBottom: computed.marginBottom,
      fontWeight: computed.fontWeight,
    };
  });
  expect(style.className).toMatch(/^ant-typography css-var-/);
  expect(style).toMatchObject({ marginBottom: '8px', fontWeight: '600' });
});

test("index.html's preloads are each first page's route chunks beyond the entry (vite.config.ts firstPagePreloads)", () => {
  // Issue 37 point 5: the server names these in index.html (plugins/web.ts preloadLinks), so a first visit fetches
  // the route chunks alongside the entry; they must be exactly what the router then imports for that URL.
  const preloads = JSON.parse(
    fs.readFileSync(path.join(root, 'apps', 'web', 'dist', '.vite', 'first-page-preloads.json'), 'utf8'),
  ) as { path: string; files: string[] }[];
  const entry = initialScripts([]);
  const shell = ['src/shell/guards/RequireAuth.tsx', 'src/shell/layouts/MainLayout.tsx'];
  const pages: [string, string[]][] = [
    ['/account/sign-in', ['src/shell/layouts/LoginLayout.tsx', 'src/features/auth/pages/SignInPage.tsx']],
    ['/', [...shell, 'src/app/pages/HomeRoutePage.tsx']],
    [
      '/events/discover/all',
      [
        ...shell,
        'src/shell/guards/FeatureGuard.tsx',
        'src/app/pages/EventsLayoutRoute.tsx',
        'src/features/events/pages/DiscoverPage.tsx',
      ],
    ],
    ['/news', [...shell, 'src/shell/guards/FeatureGuard.tsx', 'src/features/content/pages/NewsListPage.tsx']],
  ];
  for (const [url, modules] of pages) {
    const page = preloads.find((p) => new RegExp(p.path).test(url));
    expect(page, url).toBeDefined();
    expect(new Set(page?.files), url).toEqual(
      new Set(initialScripts(modules).filter((file) => !entry.includes(file))),
    );
  }
});

test("a signed-in first page's requests leave from the page itself, and the app sends none of them again", async ({
  page,
}) => {
  // Issue 37 point 5: the server inlines app/first-requests.ts into the news page; the app's clients take its
  // answers (api/early-requests.ts), so each request is sent once and the list shows as usual.
  await signInAs(page, 'ota', 'member');
  // The dashboard's own requests (its latest news, their images' signed URLs) end with its document.
  await page.goto('about:blank');
  const sent: string[] = [];
  page.on('request', (request) => {
    const url = new URL(request.url());
    if (url.pathname.startsWith('/api/')) sent.push(`${request.method()} ${url.pathname}${url.search}`);
  });
  await page.goto(`${origin('ota')}/news`);
  await expect(page.getByRole('list', { name: 'News items' }).getByRole('listitem').first()).toBeVisible();
  const html = await page.evaluate(() =>
    Array.from(document.querySelectorAll('script:not([src])'), (script) => script.textContent ?? ''),
  );
  expect(html.some((code) => code.includes('portalFirstRequests'))).toBe(true);
  const list = sent.filter((request) => request.startsWith('GET /api/content/items/news?'));
  expect(list).toHaveLength(1);
  expect(sent.filter((request) => request === 'GET /api/v1/account')).toHaveLength(1);
  expect(sent.filter((request) => request.endsWith('/signed-url')).length).toBeGreaterThan(0);
  expect(new Set(sent.filter((request) => request.endsWith('/signed-url'))).size).toBe(
    sent.filter((request) => request.endsWith('/signed-url')).length,
  );
  // The first request of the page is its own list's, sent before any script of the app has run.
  expect(sent.indexOf(list[0]!)).toBeLessThan(sent.findIndex((request) => request.includes('/category')));
});
