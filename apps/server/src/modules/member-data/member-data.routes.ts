/**
 * Members' own data routes (issue 39 point 5; docs/members-data.md): the member's `GET
 * /api/v1/account/data-export` (a ZIP) and `GET/POST /api/v1/account/closure`; the administrators'
 * `GET /api/v1/admin/account-closures` and `POST …/{id}/approve|decline`.
 */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  ZAccountClosure,
  ZAccountClosureIdParams,
  ZAccountClosureResponse,
  ZAdminAccountClosureList,
} from '@portal/contracts';
import { requestContext } from '../../plugins/auth';
import { routeDoc } from '../../lib/route-doc';
import { sendFile } from '../../plugins/send-file';
import {
  approveClosure,
  declineClosure,
  listClosures,
  myClosure,
  requestClosure,
  requestDataExport,
} from './member-data.service';

const routes: FastifyPluginAsyncZod = async (app) => {
  const doc = routeDoc('account');
  const admin = routeDoc('admin');
  app.addHook('preHandler', app.authenticate);

  app.get(
    '/api/v1/account/data-export',
    doc('Download my data: a ZIP of everything held about the signed-in member (one per 10 minutes)', {
      file: ['application/zip'],
    }),
    async (request, reply) => {
      const file = await requestDataExport(requestContext(request));
      return sendFile(
        reply,
        { type: 'application/zip', fileName: file.fileName, body: file.body },
        'attachment',
      );
    },
  );

  app.get(
    '/api/v1/account/closure',
    doc("The member's latest account closure request", { response: ZAccountClosureResponse }),
    async (request) => myClosure(requestContext(request)),
  );

  app.post(
    '/api/v1/account/closure',
    doc('Ask to close my account (staff approve)', { response: ZAccountClosure }),
    async (request) => requestClosure(requestContext(request)),
  );

  app.get(
    '/api/v1/admin/account-closures',
    admin('Pending account closure requests (tenant administrators)', { response: ZAdminAccountClosureList }),
    async (request) => listClosures(requestContext(request)),
  );

  app.post(
    '/api/v1/admin/account-closures/:id/approve',
    admin('Approve a closure request: the account is anonymised and closed', {
      params: ZAccountClosureIdParams,
      response: ZAccountClosure,
    }),
    async (request) => approveClosure(requestContext(request), request.params.id),
  );

  app.post(
    '/api/v1/admin/account-closures/:id/decline',
    admin('Decline a closure request', { params: ZAccountClosureIdParams, response: ZAccountClosure }),
    async (request) => declineClosure(requestContext(request), request.params.id),
  );
};
export default routes;
