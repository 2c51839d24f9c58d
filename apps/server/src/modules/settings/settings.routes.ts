/**
 * Account settings routes — spec 000 §7 "Account and profile" (paths exactly as the spec; the privacy and
 * e-mail confirmation paths are ours): change password, avatar, organisation, privacy, the external links,
 * and (registered from here) the account-details, contact-us and theme routes. Every route needs a signed-in member
 * and acts only on the member's own record. Validate → one service call → answer.
 */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  SETTINGS_MESSAGES,
  ZChangePasswordError,
  ZChangePasswordInput,
  ZChangePasswordResponse,
  ZPrivacySettings,
  ZProfileImageResponse,
  ZSettingsLink,
  ZUpdatePrivacyBody,
  ZUpdateUserOrganisationBody,
  ZUserOrganisation,
} from '@portal/contracts';
import type { Env } from '../../config/env';
import { requestAuthDeps } from '../../lib/auth-deps';
import { requestContext } from '../../plugins/auth';
import { requireMultipart } from '../../plugins/uploads';
import { uploadAvatar } from './avatar.service';
import enquiryRoutes from './enquiry.routes';
import profileRoutes from './profile.routes';
import themeRoutes from './theme.routes';
import {
  changePassword,
  commPrefsUrl,
  privacyOf,
  updateDetailsLink,
  updatePrivacy,
  updateWorkplace,
  workplaceOf,
} from './settings.service';
import { routeDoc } from '../../lib/route-doc';

const doc = routeDoc('settings');

const routes: FastifyPluginAsyncZod<{ env: Env }> = async (app, { env }) => {
  app.addHook('preHandler', app.authenticate);

  app.post(
    '/api/v1/account/change-password',
    doc(
      'Change password (spec 000 §5 rule); ends every other session, mails a notice; 400 answers ModelState',
      { body: ZChangePasswordInput, response: { 200: ZChangePasswordResponse, 400: ZChangePasswordError } },
    ),
    async (request, reply) => {
      const ctx = requestContext(request);
      const outcome = await changePassword(ctx, requestAuthDeps(request, ctx.scope, env), request.body);
      if (outcome.ok) return outcome.answer;
      return reply.code(400).send({
        statusCode: 400,
        error: 'Bad Request',
        message: SETTINGS_MESSAGES.modelStateInvalid,
        modelState: outcome.modelState,
      });
    },
  );

  app.post(
    '/api/user/profileimage',
    doc('Upload an avatar (multipart `avatar`; images under 5 MB; resized and re-encoded)', {
      consumes: ['multipart/form-data'],
      form: { files: { avatar: 'one' }, required: ['avatar'] },
      response: ZProfileImageResponse,
    }),
    async (request) => uploadAvatar(requestContext(request), (await requireMultipart(request)).files),
  );

  app.get(
    '/api/user/organisation',
    doc("The member's workplace", { response: ZUserOrganisation }),
    async (request) => workplaceOf(requestContext(request)),
  );

  app.put(
    '/api/user/organisation',
    doc("Save the member's workplace (organisation of the tenant, role, start date)", {
      body: ZUpdateUserOrganisationBody,
      response: ZUserOrganisation,
    }),
    async (request) => updateWorkplace(requestContext(request), request.body),
  );

  app.get(
    '/api/user/privacy',
    doc("The member's seven privacy choices", { response: ZPrivacySettings }),
    async (request) => privacyOf(requestContext(request)),
  );

  app.put(
    '/api/user/privacy',
    doc('Save privacy choices (everyone | members | connections | onlyMe per flag)', {
      body: ZUpdatePrivacyBody,
      response: ZPrivacySettings,
    }),
    async (request) => updatePrivacy(requestContext(request), request.body),
  );

  app.get(
    '/api/user/commprefsurl',
    doc('External communication-preferences page', { response: ZSettingsLink }),
    async (request) => commPrefsUrl(requestContext(request)),
  );

  app.get(
    '/api/user/updatedetailslink',
    doc('External "update my details" page', { response: ZSettingsLink }),
    async (request) => updateDetailsLink(requestContext(request)),
  );

  await app.register(profileRoutes, { env });
  await app.register(enquiryRoutes);
  await app.register(themeRoutes);
};
export default routes;
