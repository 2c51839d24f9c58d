/**
 * Segment routes — spec 000 §7 "Account and profile" and 002 §7 "Interests and preferences", paths as the
 * spec writes them: `GET /api/segment/all`, `GET api/segment/interests`, `GET/POST/DELETE
 * api/user/segment/interests`, `GET /api/user/segment/commprefs`, `GET /api/user/segment/{segmentType}`
 * (areaofpractices, fundingscheme) and `GET/POST/DELETE api/user/segment/{id}`. Signed-in members; every
 * change touches only the caller's own segments.
 */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  ZSegmentAllQuery,
  ZSegmentIdsBody,
  ZSegmentList,
  ZSegmentMap,
  ZUserSegment,
  ZUserSegmentKeyParams,
  intIdParams,
  segmentIdsOf,
} from '@portal/contracts';
import { requestContext } from '../../plugins/auth';
import * as segments from './segments.service';
import { routeDoc } from '../../lib/route-doc';

const doc = routeDoc('segments');

const routes: FastifyPluginAsyncZod = async (app) => {
  app.addHook('preHandler', app.authenticate);

  app.get(
    '/api/segment/all',
    doc('Every segment a member can choose (or one type), id → name', {
      querystring: ZSegmentAllQuery,
      response: ZSegmentMap,
    }),
    async (request) => segments.allSegments(requestContext(request), request.query.type),
  );

  app.get(
    '/api/segment/interests',
    doc('The tenant’s interests, id → name', { response: ZSegmentMap }),
    async (request) => segments.interestSegments(requestContext(request)),
  );

  app.get(
    '/api/user/segment/interests',
    doc('The member’s interests', { response: ZSegmentList }),
    async (request) => segments.memberSegmentsOf(requestContext(request), 'interest'),
  );

  app.post(
    '/api/user/segment/interests',
    doc('Add interests (segmentId or segmentIds)', { body: ZSegmentIdsBody, response: ZSegmentList }),
    async (request) => segments.addInterests(requestContext(request), segmentIdsOf(request.body)),
  );

  app.delete(
    '/api/user/segment/interests',
    doc('Remove interests (segmentId or segmentIds)', { body: ZSegmentIdsBody, response: ZSegmentList }),
    async (request) => segments.removeInterests(requestContext(request), segmentIdsOf(request.body)),
  );

  app.get(
    '/api/user/segment/commprefs',
    doc('The member’s communication preferences', { response: ZSegmentList }),
    async (request) => segments.memberSegmentsOf(requestContext(request), 'commpref'),
  );

  app.get(
    '/api/user/segment/:key',
    doc('The member’s segments of a type (areaofpractices, fundingscheme), or one segment by id', {
      params: ZUserSegmentKeyParams,
      response: { 200: z.union([ZSegmentList, ZUserSegment]) },
    }),
    async (request) => {
      const { key } = request.params;
      const ctx = requestContext(request);
      if (typeof key === 'number') return segments.memberSegment(ctx, key);
      return segments.memberSegmentsOf(
        ctx,
        key === 'interests' ? 'interest' : key === 'commprefs' ? 'commpref' : key,
      );
    },
  );

  for (const [method, add] of [
    ['POST', true],
    ['DELETE', false],
  ] as const)
    app.route({
      method,
      url: '/api/user/segment/:id',
      ...doc(`${add ? 'Add' : 'Remove'} one segment (interest, preference, practice area, funding scheme)`, {
        params: intIdParams('id'),
        response: ZSegmentList,
      }),
      handler: async (request) => segments.toggleSegment(requestContext(request), request.params.id, add),
    });
};
export default routes;
