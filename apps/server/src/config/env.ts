/**
 * The only reader of `process.env` (../../../shared/DESIGN.md "Runtime settings", STYLE.md "Config").
 * Every variable is validated with zod at start; all problems are listed at once.
 */
import path from 'node:path';
import { z } from 'zod';
import { TENANT_IDS } from '@portal/contracts';

const tenantId = z.enum(TENANT_IDS);

const ZEnv = z.object({
  /** `development`, `test` or `production`; the dev mailbox is served outside production. */
  NODE_ENV: z.enum(['development', 'test', 'production']).default('development'),
  /** HTTP port (default 3000). */
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  /** Interface to listen on (default 0.0.0.0). */
  HOST: z.string().default('0.0.0.0'),
  /** Folder for PGlite files, uploaded files and the generated secret (default ./data). */
  DATA_DIR: z.string().default('./data'),
  /** PostgreSQL connection string; when set the server uses it instead of PGlite. */
  DATABASE_URL: z
    .string()
    .url()
    .optional()
    .or(z.literal('').transform(() => undefined)),
  /** Tenant used when the host name matches no tenant; empty means none (the web app then shows the fatal error). */
  DEFAULT_TENANT: z.union([tenantId, z.literal('')]).default('ota'),
  /** Extra host → tenant pairs, comma separated: `portal.example.org=ota,members.psa.org=psa`. */
  TENANT_HOSTS: z
    .string()
    .default('')
    .transform((value, ctx) => {
      const map = new Map<string, (typeof TENANT_IDS)[number]>();
      for (const pair of value
        .split(',')
        .map((p) => p.trim())
        .filter(Boolean)) {
        const [host, tenant] = pair.split('=').map((p) => p?.trim().toLowerCase());
        const parsed = tenantId.safeParse(tenant);
        if (!host || !parsed.success) {
          ctx.addIssue({
            code: 'custom',
            message: `TENANT_HOSTS: "${pair}" is not host=tenant with a known tenant`,
          });
          continue;
        }
        map.set(host, parsed.data);
      }
      return map;
    }),
  /** Secret for signing tokens (at least 32 characters); generated and kept in DATA_DIR when unset. */
  AUTH_SECRET: z.string().min(32, 'AUTH_SECRET must be at least 32 characters').optional(),
  /** SMTP server URL for outgoing mail (nodemailer); unset keeps mail in the outbox table. */
  SMTP_URL: z.string().url().optional(),
  /** Sender address of outgoing mail. */
  MAIL_FROM: z.string().default('Member Portal <no-reply@portal.example>'),
  /** Public base URL used in e-mailed links; unset uses the request's own origin. */
  PUBLIC_URL: z.string().url().optional(),
  /** Log level (pino). */
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  /** Seed demo data on first start when the database is empty (default true). */
  SEED_ON_START: z
    .enum(['true', 'false'])
    .default('true')
    .transform((v) => v === 'true'),
  /** Accounts per tenant created by the seed (default 200; larger for performance work). */
  SEED_USERS_PER_TENANT: z.coerce.number().int().min(10).max(100000).default(200),
  /** Folder of the built web app served at / (default apps/web/dist next to the server). */
  WEB_DIST_DIR: z.string().optional(),
  /** Rate limit: sign-in and code attempts per IP per 15 minutes (default 50). */
  RATE_LIMIT_IP: z.coerce.number().int().min(1).default(50),
  /** Rate limit: sign-in and code attempts per account per 15 minutes (default 10). */
  RATE_LIMIT_ACCOUNT: z.coerce.number().int().min(1).default(10),
});

export type Env = z.infer<typeof ZEnv>;

/**
 * Parses and validates an environment.
 * @throws Error listing every invalid variable (one per line) — the server refuses to start.
 */
export function loadEnv(source: Record<string, string | undefined> = process.env): Env {
  const result = ZEnv.safeParse(source);
  if (!result.success) {
    const lines = result.error.issues.map((i) => `  ${i.path.join('.') || '(env)'}: ${i.message}`);
    throw new Error(`Invalid configuration:\n${lines.join('\n')}`);
  }
  return { ...result.data, DATA_DIR: path.resolve(result.data.DATA_DIR) };
}
