/**
 * `buildApp(options)`: registers every plugin and module and never listens (STYLE.md "App factory").
 * `server.ts` starts it; tests build it the same way and use `app.inject`.
 */
import zlib from 'node:zlib';
import crypto from 'node:crypto';
import { STATUS_CODES } from 'node:http';
import Fastify, { type FastifyInstance } from 'fastify';
import helmet from 'helmet';
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import { serializerCompiler, validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Env } from './config/env';
import type { Database } from './db/client';
import { countSqlPerRequest } from './db/sql-count';
import { registerErrorHandler } from './plugins/errors';
import { transformDocument, transformRoute } from './lib/openapi';
import dbPlugin from './plugins/db';
import tenantPlugin from './plugins/tenant';
import authPlugin from './plugins/auth';
import rateLimitPlugin from './plugins/rate-limit';
import mailPlugin from './plugins/mail';
import webPlugin, { BOOT_LOADER_CSP_SOURCE, findWebDist, readFirstRequestsScript } from './plugins/web';
import compress from '@fastify/compress';
import storagePlugin from './plugins/storage';
import multipart from '@fastify/multipart';
import inputGuardPlugin from './plugins/input-guard';
import cacheControlPlugin from './plugins/cache-control';
import lifecyclePlugin from './plugins/lifecycle';
import schedulerPlugin from './plugins/scheduler';
import auditPlugin from './plugins/audit';
import communityEventsPlugin, { type OutboxPluginOptions } from './plugins/event-bus';
import healthRoutes from './modules/health/health.routes';
import tenantRoutes from './modules/tenants/tenants.routes';
import authRoutes from './modules/auth/auth.routes';
import accountRoutes from './modules/account/account.routes';
import adminUsersRoutes from './modules/admin/admin.routes';
import engagementRoutes from './modules/engagement/engagement.routes';
import mailboxRoutes from './modules/mailbox/mailbox.routes';
import sentMailRoutes from './modules/mailbox/sent-mail.routes';
import eventsRoutes from './modules/events/events.routes';
import ticketsRoutes from './modules/tickets/tickets.routes';
import cartRoutes from './modules/cart/cart.routes';
import invoicesRoutes from './modules/invoices/invoices.routes';
import adminEventsRoutes from './modules/events/admin-events.routes';
import waitlistRoutes from './modules/waitlist/waitlist.routes';
import contentRoutes from './modules/content/content.routes';
import communityRoutes, { communityFilesRoutes } from './modules/communities/communities.routes';
import communityAdminRoutes from './modules/community-admin/community-admin.routes';
import moderationRoutes from './modules/moderation/moderation.routes';
import blacklistRoutes from './modules/blacklist/blacklist.routes';
import requirementsRoutes from './modules/community-requirements/community-requirements.routes';
import cpdRoutes from './modules/cpd/cpd.routes';
import searchRoutes from './modules/search/search.routes';
import coursesRoutes from './modules/courses/courses.routes';
import attendanceRoutes from './modules/attendance/attendance.routes';
import postRoutes from './modules/posts/posts.routes';
import commentRoutes from './modules/comments/comments.routes';
import meetingRoutes from './modules/meetings/meetings.routes';
import assetRoutes from './modules/assets/assets.routes';
import faqRoutes from './modules/faq/faq.routes';
import notificationRoutes from './modules/notifications/notifications.routes';
import liveRoutes from './modules/live/live.routes';
import onboardingRoutes from './modules/onboarding/onboarding.routes';
import orgRoutes from './modules/org/org.routes';
import announcementsRoutes from './modules/announcements/announcements.routes';
import categoriesRoutes from './modules/categories/categories.routes';
import postTagsRoutes from './modules/post-tags/post-tags.routes';
import managersRoutes from './modules/managers/managers.routes';
import globalTermsRoutes from './modules/global-terms/global-terms.routes';
import serverValuesRoutes from './modules/server-values/server-values.routes';
import settingsRoutes from './modules/settings/settings.routes';
import segmentsRoutes from './modules/segments/segments.routes';
import importExportRoutes from './modules/import-export/import-export.routes';
import memberDataRoutes from './modules/member-data/member-data.routes';
import insightsRoutes from './modules/insights/insights.routes';
import membershipsRoutes from './modules/memberships/memberships.routes';
import paymentsRoutes from './modules/payments/payments.routes';
import calendarRoutes, { calendarFeedRoutes } from './modules/calendar/calendar.routes';
import digestRoutes from './modules/digest/digest.routes';
import auditRoutes from './modules/audit/audit.routes';
import { buildPaymentProviders } from './modules/payments/payments.service';
import { RequestLogController, redactingLoggerOptions } from './plugins/log-redaction';

export interface BuildAppOptions {
  env: Env;
  /** An open, migrated database. The app closes it on `app.close()` when `ownsDatabase` is true. */
  database: Database;
  ownsDatabase?: boolean;
  /** Serve apps/web/dist (default true). */
  serveWeb?: boolean;
  /** pino logger options (e.g. a `stream`), or false for none (tests); secrets are always redacted. */
  logger?: boolean | object;
  /** The outbox worker's timings (tests shorten the back-off); defaults in `db/outbox-worker.ts`. */
  outbox?: OutboxPluginOptions;
}

/** Builds the Fastify app with every route of the portal. */
export async function buildApp(options: BuildAppOptions): Promise<FastifyInstance> {
  const { env } = options;
  const app = Fastify({
    // Secrets never reach the log (issue 10 §9): redacted URLs, censored credential headers.
    logger:
      options.logger === false
        ? false
        : {
            level: env.LOG_LEVEL,
            ...(typeof options.logger === 'object' ? options.logger : {}),
            ...redactingLoggerOptions,
          },
    genReqId: (req) => {
      const given = req.headers['x-request-id'];
      return typeof given === 'string' && /^[\w-]{8,64}$/.test(given) ? given : crypto.randomUUID();
    },
    // Forwarded headers count only from configured proxies (issue 10 §5); none by default.
    trustProxy: env.TRUST_PROXY.length ? env.TRUST_PROXY : false,
    bodyLimit: 1024 * 1024,
    // One flat log line per request instead of Fastify's two serialised ones (issue 17, docs/benchmarks.md).
    logController: new RequestLogController(),
  }).withTypeProvider<ZodTypeProvider>();

  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  registerErrorHandler(app);
  // Callback-style onSend hooks (here and in cache-control, lifecycle, auth): an `async` hook costs every answer a
  // promise and a microtask turn (issue 37, docs/benchmarks.md stop 59).
  app.addHook('onSend', (request, reply, payload, done) => {
    reply.header('x-request-id', request.id);
    done(null, payload);
  });
  if (env.BENCH_COUNT_SQL) countSqlPerRequest(app);

  // Security headers from helmet's middleware, built once: @fastify/helmet built it again on every request
  // (CSP directives parsed each time, ~2 % of a short request's CPU; issue 17, docs/benchmarks.md).
  // The signed-in first pages' inline first-requests script (plugins/web.ts), allowed by its hash as read now.
  const firstRequests = options.serveWeb !== false ? readFirstRequestsScript(findWebDist(env)) : null;
  const securityHeaders = helmet({
    // The SPA inlines its tenant config as JSON (not script) and antd injects styles at run time.
    contentSecurityPolicy: {
      directives: {
        defaultSrc: ["'self'"],
        // The inline scripts, by hash: index.html's boot loader and the first pages' first-requests script
        // (plugins/web.ts).
        scriptSrc: ["'self'", BOOT_LOADER_CSP_SOURCE, ...(firstRequests ? [firstRequests.cspSource] : [])],
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", 'data:', 'blob:', 'https:'],
        frameSrc: ["'self'", 'https:'],
        connectSrc: ["'self'"],
        upgradeInsecureRequests: null,
      },
    },
  });
  app.addHook('onRequest', (request, reply, done) =>
    securityHeaders(request.raw, reply.raw, (error) => done(error as Error | undefined)),
  );
  // Answers compressed for browsers that accept it (issue 37 point 5): the API sent its JSON as it is, so a
  // phone's first Discover downloaded a 37 kB event list (3 kB as gzip) alongside the app's script. Brotli at
  // quality 4 and gzip at 6 cost well under a millisecond for a page of JSON; under 1 kB nothing is gained.
  // The built assets are precompressed (plugins/web.ts) and images are not compressible types; the live stream
  // opts out (live.routes.ts). No BREACH exposure: sessions travel in the Authorization header, which a
  // cross-site page cannot make the browser send, so no attacker-chosen input shares an answer with a secret
  // of the victim's.
  await app.register(compress, {
    global: true,
    threshold: 1024,
    encodings: ['br', 'gzip'],
    brotliOptions: { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 4 } },
    zlibOptions: { level: 6 },
  });
  await app.register(swagger, {
    openapi: {
      info: {
        title: 'Member portal API',
        version: '0.1.0',
        description: 'Community API (/api/v1), general API (/api) — spec 000 §7',
      },
      components: { securitySchemes: { bearer: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT' } } },
      security: [{ bearer: [] }],
    },
    // zod → JSON Schema, then the doc-only parts of routeDoc; the whole document finished for generators and
    // validators (operation ids, 4xx, servers, nullable enums — lib/openapi.ts, issue 40). Schemas with a
    // component id (`.meta({ id })`, the recursive ones) are emitted under components.schemas.
    transform: transformRoute,
    transformObject: transformDocument,
  });
  await app.register(swaggerUi, { routePrefix: '/api/docs' });

  // NUL bytes and lone surrogates in any query, params or JSON body text answer 400 (issue 10 §8).
  await app.register(inputGuardPlugin);
  // `Cache-Control: no-store` on every API answer, errors included (issue 35 point 3).
  await app.register(cacheControlPlugin);
  await app.register(lifecyclePlugin);
  await app.register(dbPlugin, { database: options.database });
  await app.register(tenantPlugin, { env });
  await app.register(authPlugin, { env });
  await app.register(rateLimitPlugin, { env });
  await app.register(communityEventsPlugin, { outbox: options.outbox });
  await app.register(mailPlugin, { env });
  await app.register(storagePlugin, { env });
  await app.register(schedulerPlugin, { env });
  // Every successful staff write leaves an audit record (issue 39 point 3, docs/audit-log.md).
  await app.register(auditPlugin);
  // The payment provider of each tenant (issue 34): Stripe, the test provider, or none.
  app.decorate('payments', buildPaymentProviders(env));
  // Per-file size limits are checked by each upload route; this is the hard ceiling (10 MB, 10 files).
  await app.register(multipart, { limits: { fileSize: 10 * 1024 * 1024, files: 10, fields: 50 } });

  await app.register(healthRoutes);
  await app.register(tenantRoutes);
  await app.register(authRoutes, { env });
  await app.register(accountRoutes);
  await app.register(adminUsersRoutes);
  await app.register(engagementRoutes);
  await app.register(eventsRoutes);
  await app.register(ticketsRoutes);
  await app.register(cartRoutes);
  await app.register(invoicesRoutes);
  await app.register(membershipsRoutes, { env });
  await app.register(paymentsRoutes);
  await app.register(adminEventsRoutes);
  await app.register(waitlistRoutes);
  await app.register(contentRoutes, { env });
  await app.register(communityRoutes);
  await app.register(communityAdminRoutes);
  await app.register(moderationRoutes);
  await app.register(blacklistRoutes);
  await app.register(requirementsRoutes);
  await app.register(cpdRoutes, { env });
  await app.register(searchRoutes);
  await app.register(coursesRoutes);
  await app.register(attendanceRoutes);
  await app.register(communityFilesRoutes);
  await app.register(postRoutes);
  await app.register(commentRoutes);
  await app.register(meetingRoutes);
  await app.register(assetRoutes);
  await app.register(faqRoutes);
  await app.register(notificationRoutes);
  await app.register(liveRoutes);
  await app.register(onboardingRoutes);
  await app.register(orgRoutes);
  await app.register(announcementsRoutes);
  await app.register(categoriesRoutes);
  await app.register(postTagsRoutes);
  await app.register(managersRoutes);
  await app.register(globalTermsRoutes);
  await app.register(serverValuesRoutes);
  await app.register(settingsRoutes, { env });
  await app.register(segmentsRoutes);
  await app.register(calendarRoutes);
  await app.register(calendarFeedRoutes);
  await app.register(importExportRoutes);
  await app.register(memberDataRoutes);
  await app.register(insightsRoutes, { env });
  await app.register(digestRoutes);
  await app.register(auditRoutes);
  // The unauthenticated dev mailbox only on explicit opt-in, never in production (issue 10 §2).
  if (env.DEV_MAILBOX === 'open' && env.NODE_ENV !== 'production') await app.register(mailboxRoutes);
  await app.register(sentMailRoutes);

  if (options.serveWeb !== false) await app.register(webPlugin, { env, firstRequests });
  else
    app.setNotFoundHandler((request, reply) =>
      reply.status(404).send({
        statusCode: 404,
        error: STATUS_CODES[404],
        message: `Route ${request.method}:${request.url} not found`,
      }),
    );

  if (options.ownsDatabase) app.addHook('onClose', async () => options.database.close());
  return app;
}
