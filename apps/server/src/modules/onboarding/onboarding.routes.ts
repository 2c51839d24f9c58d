/**
 * First-time form and address lists — spec 000 §7 "First-time form": `GET /api/user/form/first-time`,
 * `/field-options` (read by the web app without the camelCase transform), `/final-step-redirect-link`
 * (type, redirectUrl), `GET /api/address/countries` and `/api/address/states` (id-to-name maps); and
 * (issue 18) `PUT /api/user/form/first-time`, which saves one welcome step.
 */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  ZFinalStepRedirectLink,
  ZFirstTimeFieldOptions,
  ZFirstTimeFormValues,
  ZFirstTimeStepBody,
  ZIdNameMap,
  ZStatesQuery,
} from '@portal/contracts';
import { requestContext } from '../../plugins/auth';
import { finalStepRedirectLink } from '../memberships/memberships.service';
import { COUNTRIES } from './onboarding.options';
import { fieldOptionsFor, firstTimeFormValues, saveFirstTimeStep, statesOf } from './onboarding.service';
import { routeDoc } from '../../lib/route-doc';

const routes: FastifyPluginAsyncZod = async (app) => {
  const doc = routeDoc('onboarding');
  app.addHook('preHandler', app.authenticate);

  app.get(
    '/api/user/form/first-time',
    doc('First-time form values', { response: ZFirstTimeFormValues }),
    async (request) => firstTimeFormValues(requestContext(request)),
  );

  app.put(
    '/api/user/form/first-time',
    doc(
      'Save one welcome step (details, password while first login, communication, profile, expertise) → form values; 400 bad input, 403 password after the first login',
      { body: ZFirstTimeStepBody, response: ZFirstTimeFormValues },
    ),
    async (request) => saveFirstTimeStep(requestContext(request), request.body),
  );

  app.get(
    '/api/user/form/first-time/field-options',
    doc('Dropdown lists and expertise groups of the first-time form (law society lists: law tenants only)', {
      response: ZFirstTimeFieldOptions,
    }),
    async (request) => fieldOptionsFor(requestContext(request)),
  );

  app.get(
    '/api/user/form/first-time/final-step-redirect-link',
    doc(
      "Outcome type (Auto Rollover | Life Member | Renew Membership | Pay First Invoice) from the member's membership",
      { response: ZFinalStepRedirectLink },
    ),
    async (request) => {
      const ctx = requestContext(request);
      return finalStepRedirectLink(ctx, ctx.actor.id);
    },
  );

  app.get(
    '/api/address/countries',
    doc('Countries, id-to-name', { response: ZIdNameMap }),
    async () => COUNTRIES,
  );

  app.get(
    '/api/address/states',
    doc('States, id-to-name (optionally of one country)', {
      querystring: ZStatesQuery,
      response: ZIdNameMap,
    }),
    async (request) => statesOf(request.query.countryId),
  );
};
export default routes;
