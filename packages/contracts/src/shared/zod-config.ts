/**
 * zod without `eval` (issue 10 §12): zod 4 compiles object parsers with `new Function` when it can, and
 * probes for it with `Function('')` on the first parse, which the portal's CSP (no 'unsafe-eval') reports
 * on every page. Jitless mode parses the same way without generated code. Imported first by the contracts
 * index and by the web entry, so it runs before any schema parses, in the browser and on the server alike.
 *
 * Sets the flag without importing zod (issue 37 point 5): zod 4 keeps its configuration (`z.config()`) in one
 * object on `globalThis.__zod_globalConfig`, shared by every copy of zod in the realm, and adopts the object
 * already there when it loads (zod/v4/core/core.js). `z.config({ jitless: true })` here made the web entry, and
 * so the sign-in page, download zod's core (about 3 kB gzip) for this one flag; the page loads zod only when
 * its form first validates. zod-config.test.ts checks that zod reads the flag whether it loads before or after.
 */
const realm = globalThis as { __zod_globalConfig?: { jitless?: boolean } };
(realm.__zod_globalConfig ??= {}).jitless = true;

export {};
