/**
 * The only reader of `process.env` (../../../shared/DESIGN.md "Runtime settings", STYLE.md "Config").
 * Every variable is validated with zod at start; all problems are listed at once.
 */
import { isIP } from 'node:net';
import path from 'node:path';
import addressparser from 'nodemailer/lib/addressparser/index.js';
import { z } from 'zod';
import { TENANT_IDS } from '@portal/contracts';

const tenantId = z.enum(TENANT_IDS);

/** True when `value` is exactly one mailbox, `Name <address@domain>` or `address@domain` (nodemailer's parser). */
function isOneMailbox(value: string): boolean {
  const list = addressparser(value, { flatten: true });
  return list.length === 1 && /^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(list[0]!.address);
}

/** An optional mail address variable (empty = unset); anything but one mailbox is an issue naming `name`. */
const mailbox = (name: string) =>
  z
    .string()
    .trim()
    .refine(isOneMailbox, `${name} must be one address, e.g. "Association <no-reply@example.org>"`)
    .optional()
    .or(z.literal('').transform(() => undefined));

/**
 * A comma-separated `tenant=value` list (`ota=stripe,psa=test`) as a map, each value checked by `value`;
 * every bad pair is one issue naming the variable.
 */
function tenantMap<T>(name: string, value: z.ZodType<T>, shape: string) {
  return z
    .string()
    .default('')
    .transform((text, ctx) => {
      const map = new Map<(typeof TENANT_IDS)[number], T>();
      for (const pair of text
        .split(',')
        .map((p) => p.trim())
        .filter(Boolean)) {
        const at = pair.indexOf('=');
        const tenant = tenantId.safeParse(pair.slice(0, at).trim().toLowerCase());
        const parsed = value.safeParse(pair.slice(at + 1).trim());
        if (at < 1 || !tenant.success || !parsed.success) {
          ctx.addIssue({
            code: 'custom',
            message: `${name}: "${pair.replace(/=.*/, '=…')}" is not ${shape} with a known tenant`,
          });
          continue;
        }
        map.set(tenant.data, parsed.data);
      }
      return map;
    });
}

/** The payment providers a tenant can use (docs/payments.md): Stripe, or the built-in test provider. */
export const PAYMENT_PROVIDER_NAMES = ['stripe', 'test', 'none'] as const;

const ZEnv = z.object({
  /**
   * `development`, `test` or `production` (default: production, so a plain `npm start` is safe — issue 10 §2).
   * Tests and `npm run dev` set it themselves.
   */
  NODE_ENV: z.enum(['development', 'test', 'production']).default('production'),
  /**
   * `open` serves the unauthenticated development mailbox (`/dev/mailbox`, `/dev/mailbox.json`) — every
   * member's codes and reset links to anyone — for local demos and the e2e suite; `off` (default) does not.
   * Refused together with `NODE_ENV=production` (issue 10 §2). Staff read mail at the admin "Sent mail" screen.
   */
  DEV_MAILBOX: z.enum(['off', 'open']).default('off'),
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
  /** PostgreSQL connections per process (default 10); two replicas use twice as many. */
  DATABASE_POOL_SIZE: z.coerce.number().int().min(1).max(500).default(10),
  /**
   * S3-compatible object storage for uploaded files and image variants (docs/scaling.md), chosen when
   * `S3_BUCKET` is set; otherwise files stay under DATA_DIR/files. `S3_ENDPOINT` for non-AWS servers
   * (MinIO, Ceph, Garage…), `S3_FORCE_PATH_STYLE=true` for servers without virtual-host buckets.
   */
  S3_BUCKET: z
    .string()
    .min(1)
    .optional()
    .or(z.literal('').transform(() => undefined)),
  S3_ENDPOINT: z
    .url()
    .optional()
    .or(z.literal('').transform(() => undefined)),
  S3_REGION: z.string().min(1).default('us-east-1'),
  S3_ACCESS_KEY_ID: z.string().optional(),
  S3_SECRET_ACCESS_KEY: z.string().optional(),
  S3_FORCE_PATH_STYLE: z
    .enum(['true', 'false'])
    .default('false')
    .transform((v) => v === 'true'),
  /**
   * How long one tenant's insights answer is reused, in ms (issue 39 point 4, modules/insights/insights.cache.ts;
   * default 60000; 0 = computed on every request).
   */
  INSIGHTS_CACHE_MS: z.coerce.number().int().min(0).max(3_600_000).default(60_000),
  /** Milliseconds a SIGTERM/SIGINT waits for in-flight requests before the process exits anyway (default 10000). */
  SHUTDOWN_GRACE_MS: z.coerce.number().int().min(0).max(600_000).default(10_000),
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
  /**
   * How often each replica's scheduler ticks, in ms (issue 38, plugins/scheduler.ts; the digest job). Default:
   * 60000 in production, 0 (no timer) in development and test, where tests call a tick directly.
   */
  SCHEDULER_TICK_MS: z.coerce.number().int().min(0).max(86_400_000).optional(),
  /**
   * Mail senders per tenant (issue 35 B, plugins/mail-envelope.ts). `MAIL_FROM_<TENANT>` is that tenant's From
   * (`MAIL_FROM_OTA="Occupational Therapy Association <no-reply@ota.org.au>"`); a tenant without one sends from
   * the address of `MAIL_FROM` under its full name, else from `no-reply@{tenant}.portal.example` (demo).
   * `MAIL_REPLY_TO_<TENANT>`, else `MAIL_REPLY_TO`, else `help@{tenant}.portal.example` is its Reply-To.
   */
  MAIL_FROM: mailbox('MAIL_FROM'),
  MAIL_REPLY_TO: mailbox('MAIL_REPLY_TO'),
  MAIL_FROM_OTA: mailbox('MAIL_FROM_OTA'),
  MAIL_FROM_PSA: mailbox('MAIL_FROM_PSA'),
  MAIL_FROM_LCA: mailbox('MAIL_FROM_LCA'),
  MAIL_FROM_ACTLS: mailbox('MAIL_FROM_ACTLS'),
  MAIL_REPLY_TO_OTA: mailbox('MAIL_REPLY_TO_OTA'),
  MAIL_REPLY_TO_PSA: mailbox('MAIL_REPLY_TO_PSA'),
  MAIL_REPLY_TO_LCA: mailbox('MAIL_REPLY_TO_LCA'),
  MAIL_REPLY_TO_ACTLS: mailbox('MAIL_REPLY_TO_ACTLS'),
  /**
   * Canonical origin of each tenant for e-mailed links (issue 10 §4), comma separated:
   * `ota=https://members.ota.org.au,psa=https://portal.psa.gov.au`. A tenant not listed gets `https://` + its
   * first `TENANT_HOSTS` name, else `http://{tenant}.localhost:{PORT}`. Links never use the request's Host.
   */
  TENANT_ORIGINS: z
    .string()
    .default('')
    .transform((value, ctx) => {
      const map = new Map<(typeof TENANT_IDS)[number], string>();
      for (const pair of value
        .split(',')
        .map((p) => p.trim())
        .filter(Boolean)) {
        const at = pair.indexOf('=');
        const tenant = tenantId.safeParse(pair.slice(0, at).trim().toLowerCase());
        const origin = z.url({ protocol: /^https?$/ }).safeParse(pair.slice(at + 1).trim());
        if (at < 1 || !tenant.success || !origin.success) {
          ctx.addIssue({
            code: 'custom',
            message: `TENANT_ORIGINS: "${pair}" is not tenant=http(s)://origin with a known tenant`,
          });
          continue;
        }
        map.set(tenant.data, new URL(origin.data).origin);
      }
      return map;
    }),
  /**
   * Payment provider of each tenant (issue 34, docs/payments.md): `ota=stripe,psa=test,lca=none`. Unset: the
   * built-in test provider for every tenant when the server seeds demo data (`SEED_ON_START=true`, the
   * `npm start` demo), otherwise none. When set, a tenant not listed has none: its checkouts answer 409
   * 'Payments are not set up for this association yet.'
   */
  PAYMENT_PROVIDERS: tenantMap(
    'PAYMENT_PROVIDERS',
    z.enum(PAYMENT_PROVIDER_NAMES),
    'tenant=stripe|test|none',
  ),
  /** Stripe secret API key of each tenant (its own Stripe account): `ota=sk_live_…,psa=sk_test_…`. */
  STRIPE_SECRET_KEYS: tenantMap(
    'STRIPE_SECRET_KEYS',
    z.string().regex(/^(sk|rk)_(test|live)_\w+$/),
    'tenant=sk_…',
  ),
  /** Signing secret of each tenant's Stripe webhook endpoint: `ota=whsec_…` (docs/payments.md). */
  STRIPE_WEBHOOK_SECRETS: tenantMap(
    'STRIPE_WEBHOOK_SECRETS',
    z.string().regex(/^whsec_\w+$/),
    'tenant=whsec_…',
  ),
  /**
   * Base URL of the Stripe API, for a local Stripe-compatible server in tests and development
   * (`http://127.0.0.1:12111`); unset: Stripe itself.
   */
  STRIPE_API_BASE: z
    .url({ protocol: /^https?$/ })
    .optional()
    .or(z.literal('').transform(() => undefined)),
  /**
   * Proxies whose `X-Forwarded-For` / `-Proto` are believed (issue 10 §5): comma-separated addresses, CIDRs or
   * `loopback`, `linklocal`, `uniquelocal`. Empty (default): none, the client address is the socket's.
   */
  TRUST_PROXY: z
    .string()
    .default('')
    .transform((value, ctx) => {
      const list = value
        .split(',')
        .map((p) => p.trim())
        .filter(Boolean);
      for (const entry of list) {
        const [address, bits, extra] = entry.split('/');
        const family = isIP(address ?? '');
        const keyword = ['loopback', 'linklocal', 'uniquelocal'].includes(entry);
        const maxBits = family === 6 ? 128 : 32;
        const okBits = bits === undefined || (/^\d{1,3}$/.test(bits) && Number(bits) <= maxBits);
        if (!keyword && (!family || !okBits || extra !== undefined))
          ctx.addIssue({
            code: 'custom',
            message: `TRUST_PROXY: "${entry}" is not an address, CIDR or keyword`,
          });
      }
      return list;
    }),
  /**
   * Benchmark only (`npm run bench`, docs/benchmarks.md): count each request's SQL statements and answer the
   * count in the `x-sql-count` header. Default false; nothing is counted or sent unless set.
   */
  BENCH_COUNT_SQL: z
    .enum(['true', 'false'])
    .default('false')
    .transform((v) => v === 'true'),
  /**
   * The 10 s in-process cache of content `meta` counts (`filter_count`, `total_count`; modules/content/query.ts,
   * docs/api-content.md). Default true; `false` counts every request in the database — the switch of
   * `npm run bench:directus`, which compares the news list against Directus with the cache off (issue 37).
   */
  CONTENT_COUNT_CACHE: z
    .enum(['true', 'false'])
    .default('true')
    .transform((v) => v === 'true'),
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

/**
 * Combinations refused at start: the open dev mailbox in production (issue 10 §2); a tenant given Stripe
 * without its secret key or webhook signing secret (issue 34).
 */
const ZCheckedEnv = ZEnv.superRefine((env, ctx) => {
  for (const [tenant, provider] of env.PAYMENT_PROVIDERS) {
    if (provider !== 'stripe') continue;
    for (const [name, map] of [
      ['STRIPE_SECRET_KEYS', env.STRIPE_SECRET_KEYS],
      ['STRIPE_WEBHOOK_SECRETS', env.STRIPE_WEBHOOK_SECRETS],
    ] as const)
      if (!map.has(tenant))
        ctx.addIssue({
          code: 'custom',
          path: [name],
          message: `${name}: PAYMENT_PROVIDERS gives ${tenant} Stripe, but ${name} has no entry for ${tenant}`,
        });
  }
  if (env.DEV_MAILBOX === 'open' && env.NODE_ENV === 'production')
    ctx.addIssue({
      code: 'custom',
      path: ['DEV_MAILBOX'],
      message:
        "DEV_MAILBOX=open shows every member's codes and reset links to anyone; it is refused with NODE_ENV=production (set NODE_ENV=development for a local demo)",
    });
});

export type Env = z.infer<typeof ZEnv>;

/**
 * Parses and validates an environment.
 * @throws Error listing every invalid variable (one per line) — the server refuses to start.
 */
export function loadEnv(source: Record<string, string | undefined> = process.env): Env {
  const result = ZCheckedEnv.safeParse(source);
  if (!result.success) {
    const lines = result.error.issues.map((i) => `  ${i.path.join('.') || '(env)'}: ${i.message}`);
    throw new Error(`Invalid configuration:\n${lines.join('\n')}`);
  }
  return { ...result.data, DATA_DIR: path.resolve(result.data.DATA_DIR) };
}
