/**
 * Administration of users (our side of spec 000 §2 `/admin/users`): paged search and impersonation.
 * `GET /api/v1/admin/users` needs admin access (spec 000 §6); impersonation needs the global Admin role.
 */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { and, asc, count, ilike, or } from 'drizzle-orm';
import {
  ZContactType,
  ZEndSessionsResponse,
  ZImpersonationResponse,
  ZUserRole,
  canEndSessions,
  hasAdminAccess,
} from '@portal/contracts';
import { users } from '../../db/schema/index';
import { inTenant } from '../../db/tenant-scope';
import { context } from '../../plugins/auth';
import { AppError } from '../../lib/app-error';
import { createImpersonation } from '../auth/auth.service';
import { endAllSessions } from '../account/account.service';

const ZAdminUser = z.object({
  id: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  email: z.string(),
  role: ZUserRole,
  contactTypes: z.array(ZContactType),
  memberNum: z.string().nullable(),
});
const ZAdminUsersQuery = z.object({
  keyword: z.string().trim().max(100).optional(),
  page: z.coerce.number().int().min(1).default(1),
  pageSize: z.coerce.number().int().min(1).max(100).default(20),
});

const routes: FastifyPluginAsyncZod = async (app) => {
  const tags = ['admin'];
  app.addHook('preHandler', app.authenticate);

  app.get(
    '/api/v1/admin/users',
    {
      schema: {
        tags,
        summary: 'Search users of this tenant (admin access)',
        querystring: ZAdminUsersQuery,
        response: { 200: z.object({ users: z.array(ZAdminUser), totalItemCount: z.number().int() }) },
      },
    },
    async (request) => {
      const { scope, actor } = context(request);
      if (!hasAdminAccess(actor)) throw new AppError('FORBIDDEN', 'Forbidden');
      const { keyword, page, pageSize } = request.query;
      const pattern = keyword ? `%${keyword.replace(/[%_\\]/g, (c) => `\\${c}`)}%` : null;
      const where = inTenant(
        scope,
        users,
        pattern
          ? or(
              ilike(users.firstName, pattern),
              ilike(users.lastName, pattern),
              ilike(users.email, pattern),
              ilike(users.memberNum, pattern),
            )
          : undefined,
      );
      const [rows, [total]] = await Promise.all([
        scope.db
          .select({
            id: users.id,
            firstName: users.firstName,
            lastName: users.lastName,
            email: users.email,
            role: users.role,
            contactTypes: users.contactTypes,
            memberNum: users.memberNum,
          })
          .from(users)
          .where(and(where))
          .orderBy(asc(users.firstName), asc(users.lastName), asc(users.id))
          .limit(pageSize)
          .offset((page - 1) * pageSize),
        scope.db.select({ value: count() }).from(users).where(where),
      ]);
      return {
        users: rows.map((r) => ({ ...r, role: r.role as 0 | 1 | 2 | 3 })),
        totalItemCount: Number(total?.value ?? 0),
      };
    },
  );

  app.post(
    '/api/v1/admin/users/:id/impersonation',
    {
      schema: {
        tags,
        summary: 'Create a single-use sign-in-as link for a user (global Admin)',
        params: z.object({ id: z.string().uuid() }),
        response: { 200: ZImpersonationResponse },
      },
    },
    async (request) => {
      const { scope, actor } = context(request);
      if (request.impersonatorId) throw new AppError('FORBIDDEN', 'Forbidden');
      return createImpersonation(scope, app.tokens, actor.id, request.params.id);
    },
  );

  app.post(
    '/api/v1/admin/users/:id/sign-out-everywhere',
    {
      schema: {
        tags,
        summary: 'End every session of a user of this tenant (global Admin; issue 10 §7)',
        params: z.object({ id: z.string().uuid() }),
        response: { 200: ZEndSessionsResponse },
      },
    },
    async (request) => {
      const { scope, actor } = context(request);
      if (!canEndSessions(actor) || request.impersonatorId) throw new AppError('FORBIDDEN', 'Forbidden');
      if (!(await endAllSessions(scope, request.params.id)))
        throw new AppError('NOT_FOUND', 'User not found');
      return { signedOut: true as const };
    },
  );
};
export default routes;
