/**
 * Membership requirements routes (issue 14; spec 001 §7 "PUT api/v1/admin/community/{id}/terms",
 * "question", "question-answers?memberId", "getlist-with-answers"). Signed-in callers; the service checks §6.
 */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  ZAdminMembersBody,
  ZAdminQuestionsResponse,
  ZAdminTerms,
  ZCommunityIdParams,
  ZMember,
  ZQuestionAnswersQuery,
  ZQuestionAnswersResponse,
  ZQuestionInput,
  ZQuestionParams,
  ZQuestionsBody,
  ZTermsBody,
} from '@portal/contracts';
import { z } from 'zod';
import { requestContext } from '../../plugins/auth';
import { routeDoc } from '../../lib/route-doc';
import * as service from './community-requirements.service';

/** The membership-requirements routes. */
const routes: FastifyPluginAsyncZod = async (app) => {
  const doc = routeDoc('community membership requirements');
  app.addHook('preHandler', app.authenticate);

  app.get(
    '/api/v1/admin/community/:id/terms',
    doc('Terms, the require-agreement switch and every saved version (admins)', {
      params: ZCommunityIdParams,
      response: ZAdminTerms,
    }),
    async (request) => service.getTerms(requestContext(request), request.params.id),
  );
  app.put(
    '/api/v1/admin/community/:id/terms',
    doc("Save terms and switch at once, kept as a version ('Content cannot be empty.')", {
      params: ZCommunityIdParams,
      body: ZTermsBody,
      response: ZAdminTerms,
    }),
    async (request) => service.saveTerms(requestContext(request), request.params.id, request.body),
  );

  app.get(
    '/api/v1/admin/community/:id/question',
    doc('Join questions (admins)', { params: ZCommunityIdParams, response: ZAdminQuestionsResponse }),
    async (request) => service.listQuestions(requestContext(request), request.params.id),
  );
  app.post(
    '/api/v1/admin/community/:id/question',
    doc('Add join questions (private and visible communities)', {
      params: ZCommunityIdParams,
      body: ZQuestionsBody,
      response: ZAdminQuestionsResponse,
    }),
    async (request) =>
      service.addQuestions(requestContext(request), request.params.id, request.body.communityQuestions),
  );
  app.put(
    '/api/v1/admin/community/:id/question/:qid',
    doc('Edit a join question', {
      params: ZQuestionParams,
      body: ZQuestionInput,
      response: ZAdminQuestionsResponse,
    }),
    async (request) =>
      service.updateQuestion(requestContext(request), request.params.id, request.params.qid, request.body),
  );
  app.delete(
    '/api/v1/admin/community/:id/question/:qid',
    doc('Delete a join question and its answers', {
      params: ZQuestionParams,
      response: ZAdminQuestionsResponse,
    }),
    async (request) => service.deleteQuestion(requestContext(request), request.params.id, request.params.qid),
  );

  app.get(
    '/api/v1/admin/community/:id/question-answers',
    doc("A member's answers to the join questions", {
      params: ZCommunityIdParams,
      querystring: ZQuestionAnswersQuery,
      response: ZQuestionAnswersResponse,
    }),
    async (request) =>
      service.questionAnswers(requestContext(request), request.params.id, request.query.memberId),
  );
  app.post(
    '/api/v1/admin/community/:id/getlist-with-answers',
    doc('Admin members table with each member’s answers', {
      params: ZCommunityIdParams,
      body: ZAdminMembersBody,
      response: z.object({
        members: z.array(ZMember.extend({ questionAnswers: ZQuestionAnswersResponse.shape.questionAnswers })),
        totalItemCount: z.number().int(),
      }),
    }),
    async (request) => service.membersWithAnswers(requestContext(request), request.params.id, request.body),
  );
};

export default routes;
