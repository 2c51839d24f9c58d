/**
 * zod without `eval` (issue 10 §12): zod 4 compiles object parsers with `new Function` when it can, and
 * probes for it with `Function('')` on the first parse, which the portal's CSP (no 'unsafe-eval') reports
 * on every page. Jitless mode parses the same way without generated code. Imported first by the contracts
 * index, so it runs before any schema parses, in the browser and on the server alike.
 */
import { z } from 'zod';

z.config({ jitless: true });
