/**
 * Attendance routes (issue 15 "CPD from attendance"; ours — the spec gives no check-in paths):
 * `GET /api/admin/events/{id}/attendance` (check-in list, name search), `POST /api/admin/events/{id}/checkin`
 * (ticket id or QR code), `DELETE /api/admin/events/{id}/checkin/{ticketId}` (un-check) for event
 * administrators (`canManageEvents`; 403 otherwise), and `GET /api/ticket/{id}/checkin-code` (the member's own
 * ticket's QR code value).
 */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  ZAttendanceListResponse,
  ZAttendanceParams,
  ZAttendanceQuery,
  ZCheckInBody,
  ZCheckInCodeResponse,
  ZCheckInResponse,
  ZTicketCodeParams,
  ZUncheckParams,
} from '@portal/contracts';
import { routeDoc } from '../../lib/route-doc';
import { requestContext } from '../../plugins/auth';
import { checkIn, listAttendance, ticketCheckInCode, uncheck } from './attendance.service';

const doc = routeDoc('attendance');

const routes: FastifyPluginAsyncZod = async (app) => {
  app.addHook('preHandler', app.authenticate);

  app.get(
    '/api/admin/events/:id/attendance',
    doc("An event's check-in list (active tickets by attendee name)", {
      params: ZAttendanceParams,
      querystring: ZAttendanceQuery,
      response: ZAttendanceListResponse,
    }),
    async (request) => listAttendance(requestContext(request), request.params.id, request.query),
  );

  app.post(
    '/api/admin/events/:id/checkin',
    doc('Check an attendee in by ticket id or QR code; credits CPD hours once for a CPD event', {
      params: ZAttendanceParams,
      body: ZCheckInBody,
      response: ZCheckInResponse,
    }),
    async (request) => checkIn(requestContext(request), request.params.id, request.body),
  );

  app.delete(
    '/api/admin/events/:id/checkin/:ticketId',
    doc('Un-check an attendee; removes the CPD credit', {
      params: ZUncheckParams,
      response: ZCheckInResponse,
    }),
    async (request) => uncheck(requestContext(request), request.params.id, request.params.ticketId),
  );

  app.get(
    '/api/ticket/:id/checkin-code',
    doc("The QR code value of the member's own ticket", {
      params: ZTicketCodeParams,
      response: ZCheckInCodeResponse,
    }),
    async (request) => ticketCheckInCode(requestContext(request), request.params.id),
  );
};

export default routes;
