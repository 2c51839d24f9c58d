/**
 * Courses routes — spec 002 §7 Courses and CPD: `POST /api/user/enrolment/list` (userId, status) and
 * `POST /api/user/enrolment/unenrol` (userId, courseId, courseCode); ours (issue 15): `GET /api/courses` (the
 * tenant's catalogue), `POST /api/user/enrolment/enrol`, `POST /api/admin/enrolment/{id}/complete`.
 * Signed-in only; the cpd module must be on (403 for lca).
 */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  ZCoursesQuery,
  ZCoursesResponse,
  ZEnrolBody,
  ZEnrolmentIdParams,
  ZEnrolmentListBody,
  ZEnrolmentListResponse,
  ZEnrolResponse,
  ZUnenrolBody,
  ZUnenrolResponse,
  orEmpty,
} from '@portal/contracts';
import { routeDoc } from '../../lib/route-doc';
import { requestContext } from '../../plugins/auth';
import { adminCompleteEnrolment, enrol, listCourses, listEnrolments, unenrol } from './courses.service';

const doc = routeDoc('courses');

const routes: FastifyPluginAsyncZod = async (app) => {
  app.addHook('preHandler', app.authenticate);

  app.get(
    '/api/courses',
    doc("The tenant's course catalogue with the member's enrolment status", {
      querystring: ZCoursesQuery,
      response: ZCoursesResponse,
    }),
    async (request) => listCourses(requestContext(request), request.query),
  );

  app.post(
    '/api/user/enrolment/list',
    doc("The member's enrolments of a status (002 §7)", {
      body: orEmpty(ZEnrolmentListBody),
      response: ZEnrolmentListResponse,
    }),
    async (request) => listEnrolments(requestContext(request), request.body),
  );

  app.post(
    '/api/user/enrolment/enrol',
    doc('Enrol the member in a course', { body: ZEnrolBody, response: { 201: ZEnrolResponse } }),
    async (request, reply) => reply.status(201).send(await enrol(requestContext(request), request.body)),
  );

  app.post(
    '/api/user/enrolment/unenrol',
    doc('Leave an Active enrolment (002 §7)', { body: ZUnenrolBody, response: ZUnenrolResponse }),
    async (request) => unenrol(requestContext(request), request.body),
  );

  app.post(
    '/api/admin/enrolment/:id/complete',
    doc("Mark a member's course completed; credits its CPD hours once (event administrators)", {
      params: ZEnrolmentIdParams,
      response: ZEnrolResponse,
    }),
    async (request) => adminCompleteEnrolment(requestContext(request), request.params.id),
  );
};

export default routes;
