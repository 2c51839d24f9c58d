/**
 * Authentication (spec 000 §7 clients, DESIGN.md): signed tokens (HS256 via jose) with the secret from
 * `AUTH_SECRET`, else a secret generated once and kept in `DATA_DIR/auth-secret`.
 * `app.authenticate` is a preHandler that sets `request.actor` or answers 401.
 */
import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { SignJWT, jwtVerify } from 'jose';
import { LRUCache } from 'lru-cache';
import type { TenantId, TenantProfile, TokenClaims } from '@portal/contracts';
import type { Env } from '../config/env';
import { AppError } from '../lib/app-error';
import { verifySignedQuery, type Hmac } from '../lib/signed-url';
import { requireScope } from './tenant';
import { findActorById, type Actor } from './actor';
import { ActorCache } from './actor-cache';
import { auditSourceOf } from './audit';
import type { AuditSource } from '../db/audit';
import type { TenantScope } from '../db/tenant-scope';
import type { CommunityEvents } from '../lib/event-bus';
import type { Mailer } from './mail';
import type { FileStorage } from './storage';

/** Session length: 12 hours, in seconds. */
export const SESSION_TTL_SECONDS = 12 * 60 * 60;

declare module 'fastify' {
  interface FastifyInstance {
    /** preHandler: requires a valid token of this tenant; sets request.actor and request.scope. */
    authenticate: (request: FastifyRequest) => Promise<void>;
    tokens: TokenService;
    /** Signed-in actors kept in memory, forgotten on every replica when they change (plugins/actor-cache.ts). */
    actors: ActorCache;
  }
  interface FastifyRequest {
    actor: Actor | null;
    /** Impersonating administrator's id, from the token. */
    impersonatorId: string | null;
  }
  interface FastifyContextConfig {
    /**
     * A route that writes nothing although its method is not GET (a query sent as a POST body, e.g.
     * `POST /api/event/list`): its answer keeps this replica's remembered actors (plugins/actor-cache.ts).
     */
    readsOnly?: boolean;
  }
}

export interface IssuedSession {
  token: string;
  accessToken: string;
  expiresAt: string;
}

export interface TokenService {
  /**
   * Issues the stored token (carrying `accessToken`) for a user of a tenant. `sessionVersion` is the
   * account's current `users.session_version` (default 0, a new account's).
   */
  issue(input: {
    userId: string;
    tenantId: string;
    name: string;
    impersonatorId?: string | null;
    sessionVersion?: number;
  }): Promise<IssuedSession>;
  /** Verifies either token; `exp` is required. @throws when invalid, expired or without `exp`. */
  verify(token: string): Promise<TokenClaims>;
  /** HMAC-SHA256 (hex) of a secret value (codes, reset tokens) keyed with the server secret. */
  hmac(value: string): string;
}

/** Reads AUTH_SECRET, or creates a 64-byte random secret in DATA_DIR (mode 0600) the first time. */
export function loadSecret(env: Pick<Env, 'AUTH_SECRET' | 'DATA_DIR'>): Uint8Array {
  if (env.AUTH_SECRET) return new TextEncoder().encode(env.AUTH_SECRET);
  const file = path.join(env.DATA_DIR, 'auth-secret');
  if (!fs.existsSync(file)) {
    fs.mkdirSync(env.DATA_DIR, { recursive: true });
    fs.writeFileSync(file, crypto.randomBytes(64).toString('base64url'), { mode: 0o600 });
  }
  return new TextEncoder().encode(fs.readFileSync(file, 'utf8').trim());
}

/**
 * Builds the token service for a secret. Verified tokens are remembered (up to 10,000, per process) with their
 * claims: a token's signature is valid or not once and for all under one secret, so only its expiry is checked
 * again on a hit (the session version is checked against the database on every request, by `authenticate`).
 * This spares every signed-in request the HMAC verification (issue 17, docs/benchmarks.md).
 */
export function createTokenService(secret: Uint8Array): TokenService {
  const verified = new LRUCache<string, TokenClaims>({ max: 10_000 });
  const sign = (claims: Record<string, unknown>, subject: string) =>
    new SignJWT(claims)
      .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
      .setSubject(subject)
      .setIssuedAt()
      .setExpirationTime(`${SESSION_TTL_SECONDS}s`)
      .sign(secret);
  return {
    async issue({ userId, tenantId, name, impersonatorId, sessionVersion = 0 }) {
      const imp = impersonatorId ? { impersonatorId } : {};
      const accessToken = await sign({ tid: tenantId, typ: 'access', sv: sessionVersion, ...imp }, userId);
      const token = await sign({ tid: tenantId, accessToken, name, sv: sessionVersion, ...imp }, userId);
      return {
        token,
        accessToken,
        expiresAt: new Date(Date.now() + SESSION_TTL_SECONDS * 1000).toISOString(),
      };
    },
    async verify(token) {
      const known = verified.get(token);
      // jose's rule: expired when `exp` <= now (seconds); the cached claims passed every other check.
      if (known) {
        if (known.exp! > Math.floor(Date.now() / 1000)) return known;
        verified.delete(token);
      }
      const { payload } = await jwtVerify(token, secret, { algorithms: ['HS256'], requiredClaims: ['exp'] });
      const claims = Object.freeze(payload) as unknown as TokenClaims;
      verified.set(token, claims);
      return claims;
    },
    hmac(value) {
      return crypto.createHmac('sha256', secret).update(value).digest('hex');
    },
  };
}

function bearer(request: FastifyRequest): string | null {
  const header = request.headers.authorization;
  if (!header) return null;
  const [scheme, value] = header.split(' ');
  return scheme?.toLowerCase() === 'bearer' && value ? value : null;
}

/** The actor of an authenticated request. @throws AppError UNAUTHORIZED when the route forgot `authenticate`. */
export function requireActor(request: FastifyRequest): Actor {
  if (!request.actor) throw new AppError('UNAUTHORIZED', 'Unauthorized');
  return request.actor;
}

/**
 * The one request context every service takes first (STYLE.md "Services take a context first", as Immich's
 * services take `auth` first). A service names the part it needs with `Pick<RequestContext, …>`; a caller
 * outside a request (a job, a webhook, a seed) builds that part itself. Built by {@link requestContext}
 * after `app.authenticate`; this is the only context type of the server.
 */
export interface RequestContext {
  /** Tenant id and the database handle, bound to this tenant. */
  scope: TenantScope;
  /** The tenant's profile (words, modules, brand) of this request. */
  tenant: TenantProfile;
  /** The signed-in member. */
  actor: Actor;
  /** The impersonating administrator's id, from the token; null when the member signed in themself. */
  impersonatorId: string | null;
  /** The tenant's configured public origin (`https://…`), never a request header (plugins/tenant.ts). */
  origin: string;
  storage: FileStorage;
  mail: Mailer;
  /** The domain-event bus carried by the outbox (`lib/event-bus.ts`). */
  bus: CommunityEvents;
  /** Signs links that a browser opens without headers (`lib/signed-url.ts`). */
  hmac: Hmac;
  /** Who writes and from where, for audit records written in a service's transaction (`db/audit.ts`). */
  audit: AuditSource;
}

/**
 * The context of an authenticated request. `origin` and `audit` are getters, worked out when a service first
 * reads them: most requests are reads that need neither, and the audit source (route action and target from the
 * route pattern) cost every signed-in read ~1 % of its Node CPU (issue 37, docs/benchmarks.md stop 59). Both are
 * the same values as before whenever read: the audit source is made once per request (`auditSourceOf`) from
 * the request, which no longer changes by then; the origin only depends on the tenant.
 * @throws AppError UNAUTHORIZED when the route forgot `authenticate`; AppError NOT_FOUND when no tenant resolved.
 */
export function requestContext(request: FastifyRequest): RequestContext {
  const app = request.server;
  const scope = requireScope(request);
  let origin: string | undefined;
  return {
    scope,
    tenant: request.tenant!,
    actor: requireActor(request),
    impersonatorId: request.impersonatorId,
    get origin() {
      return (origin ??= app.originOf(scope.tenantId as TenantId));
    },
    storage: app.storage,
    mail: app.mailer,
    bus: app.communityEvents,
    hmac: app.tokens.hmac,
    get audit() {
      return auditSourceOf(request);
    },
  };
}

/**
 * preHandler for what a browser fetches without headers (issue 10 §9): a bearer header authenticates as
 * usual; otherwise the query must be a signed URL (`lib/signed-url.ts`) for `purpose`, this tenant and the
 * resource `resourceOf(request)` names, and the request acts as the signed user.
 * @throws AppError UNAUTHORIZED for no header and no valid signature (expired, tampered, other resource,
 * purpose or tenant), or a user who no longer exists.
 */
export function bearerOrSigned(
  app: FastifyInstance,
  purpose: string,
  resourceOf: (request: FastifyRequest) => string,
) {
  return async (request: FastifyRequest) => {
    if (request.headers.authorization) return app.authenticate(request);
    const scope = requireScope(request);
    const target = { purpose, tenantId: scope.tenantId, resource: resourceOf(request) };
    const userId = verifySignedQuery(app.tokens.hmac, target, request.query);
    const actor = userId
      ? await app.actors.get(scope.tenantId, userId, () => findActorById(scope, userId))
      : null;
    if (!actor) throw new AppError('UNAUTHORIZED', 'Unauthorized');
    request.actor = actor;
  };
}

export default fp(
  async (app: FastifyInstance, opts: { env: Env }) => {
    const tokens = createTokenService(loadSecret(opts.env));
    app.decorate('tokens', tokens);
    const actors = new ActorCache();
    app.decorate('actors', actors);
    app.addHook('onReady', async () => actors.start(app.database));
    app.addHook('onClose', async () => actors.close());
    // A request that may have written: its caller's next request must not see an actor from before the write,
    // even before the write's notification arrives (plugins/actor-cache.ts).
    // A POST that only reads (route config `readsOnly`) keeps them: the event list is a POST.
    app.addHook('onSend', (request, _reply, payload, done) => {
      const reads = request.method === 'GET' || request.method === 'HEAD' || request.method === 'OPTIONS';
      if (!reads && request.routeOptions.config?.readsOnly !== true) actors.forgetAll();
      done(null, payload);
    });
    app.decorateRequest('actor', null);
    app.decorateRequest('impersonatorId', null);
    app.decorate('authenticate', async (request: FastifyRequest) => {
      const scope = requireScope(request);
      const token = bearer(request);
      if (!token) throw new AppError('UNAUTHORIZED', 'Unauthorized');
      let claims: TokenClaims;
      try {
        claims = await tokens.verify(token);
      } catch {
        throw new AppError('UNAUTHORIZED', 'Unauthorized');
      }
      // A token of another tenant is worthless here (tenant isolation).
      if (claims.tid !== scope.tenantId || !claims.sub) throw new AppError('UNAUTHORIZED', 'Unauthorized');
      const userId = claims.sub;
      const actor = await actors.get(scope.tenantId, userId, () => findActorById(scope, userId));
      // A reset, a password change or "sign out everywhere" bumped the version: older tokens are dead.
      if (!actor || claims.sv !== actor.sessionVersion || actor.closedAt)
        throw new AppError('UNAUTHORIZED', 'Unauthorized');
      request.actor = actor;
      request.impersonatorId = claims.impersonatorId ?? null;
    });
  },
  { name: 'auth', dependencies: ['tenant', 'db'] },
);
