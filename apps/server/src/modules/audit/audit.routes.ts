/**
 * Audit log routes (issue 39 point 3, docs/audit-log.md): `GET /api/admin/audit` (filters, newest first,
 * paged), `GET|PUT /api/admin/audit/settings` (retention in days) — global Admins; `POST
 * /api/v1/auth/impersonation/end` (an impersonated session records its end). Registers the daily purge job
 * `audit-purge` with the scheduler.
 */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ZAuditPage, ZAuditQuery, ZAuditSettings, ZImpersonationEnded } from '@portal/contracts';
import { requestContext } from '../../plugins/auth';
import { routeDoc } from '../../lib/route-doc';
import {
  auditSettings,
  endImpersonation,
  listAudit,
  purgeAllTenants,
  updateAuditSettings,
} from './audit.service';

/** The purge runs once a day; the scheduler ticks every minute, so a round checks when the last one ran. */
const PURGE_EVERY_MS = 24 * 60 * 60 * 1000;

const routes: FastifyPluginAsyncZod = async (app) => {
  const doc = routeDoc('audit');
  let lastPurge = 0;
  app.scheduler.every('audit-purge', async (now) => {
    if (now.getTime() - lastPurge < PURGE_EVERY_MS) return { skipped: true };
    lastPurge = now.getTime();
    return purgeAllTenants((id) => app.scopeOf(id));
  });
  app.addHook('preHandler', app.authenticate);

  app.get(
    '/api/admin/audit',
    doc('The audit log of staff writes, filtered, newest first (global Admins; issue 39)', {
      querystring: ZAuditQuery,
      response: ZAuditPage,
    }),
    async (request) => listAudit(requestContext(request), request.query),
  );

  app.get(
    '/api/admin/audit/settings',
    doc("The audit log's retention in days (global Admins; issue 39)", { response: ZAuditSettings }),
    async (request) => auditSettings(requestContext(request)),
  );

  app.put(
    '/api/admin/audit/settings',
    doc("Sets the audit log's retention in days (global Admins; issue 39)", {
      body: ZAuditSettings,
      response: ZAuditSettings,
    }),
    async (request) => updateAuditSettings(requestContext(request), request.body),
  );

  app.post(
    '/api/v1/auth/impersonation/end',
    doc('Records the end of an impersonation (the impersonated session; issue 39)', {
      response: ZImpersonationEnded,
    }),
    async (request) => endImpersonation(requestContext(request)),
  );
};
export default routes;
