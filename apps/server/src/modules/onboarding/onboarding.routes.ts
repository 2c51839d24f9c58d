/**
 * First-time form and address lists — spec 000 §7 "First-time form": `GET /api/user/form/first-time`,
 * `/field-options` (read by the web app without the camelCase transform), `/final-step-redirect-link`
 * (type, redirectUrl), `GET /api/address/countries` and `/api/address/states` (id-to-name maps).
 */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  ZFinalStepRedirectLink,
  ZFirstTimeFieldOptions,
  ZFirstTimeFormValues,
  ZIdNameMap,
  ZStatesQuery,
} from '@portal/contracts';
import { context } from '../../plugins/auth';
import { finalStepRedirectLink } from '../memberships/memberships.service';
import { COUNTRIES, FIELD_OPTIONS } from './onboarding.options';
import { firstTimeFormValues, statesOf } from './onboarding.service';

const routes: FastifyPluginAsyncZod = async (app) => {
  const tags = ['onboarding'];
  app.addHook('preHandler', app.authenticate);

  app.get(
    '/api/user/form/first-time',
    {
      schema: { tags, summary: 'First-time form values', response: { 200: ZFirstTimeFormValues } },
    },
    async (request) => {
      const { scope, actor } = context(request);
      return firstTimeFormValues(scope, actor);
    },
  );

  app.get(
    '/api/user/form/first-time/field-options',
    {
      schema: {
        tags,
        summary: 'Dropdown lists and expertise groups of the first-time form',
        response: { 200: ZFirstTimeFieldOptions },
      },
    },
    async () => FIELD_OPTIONS,
  );

  app.get(
    '/api/user/form/first-time/final-step-redirect-link',
    {
      schema: {
        tags,
        summary: "Outcome type (Auto Rollover | Life Member | Renew Membership) from the member's membership",
        response: { 200: ZFinalStepRedirectLink },
      },
    },
    async (request) => {
      const { scope, actor } = context(request);
      return finalStepRedirectLink(scope, actor.id);
    },
  );

  app.get(
    '/api/address/countries',
    { schema: { tags, summary: 'Countries, id-to-name', response: { 200: ZIdNameMap } } },
    async () => COUNTRIES,
  );

  app.get(
    '/api/address/states',
    {
      schema: {
        tags,
        summary: 'States, id-to-name (optionally of one country)',
        querystring: ZStatesQuery,
        response: { 200: ZIdNameMap },
      },
    },
    async (request) => statesOf(request.query.countryId),
  );
};
export default routes;
