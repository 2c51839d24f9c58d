/**
 * Theme routes (issue 42 point 1, docs/api-settings.md): `GET|PUT /api/user/theme` — the signed-in member's
 * own theme choice (`{ theme: 'system' | 'light' | 'dark' | 'high-contrast' }`); any other value or key is a
 * 400. Registered by `settings.routes.ts`, behind its sign-in hook.
 */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ZThemeSettings } from '@portal/contracts';
import { requestContext } from '../../plugins/auth';
import { routeDoc } from '../../lib/route-doc';
import { themeOf, updateTheme } from './theme.service';

const doc = routeDoc('settings');

const routes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/user/theme',
    doc("The member's theme: system (follows the device), light, dark or high-contrast (issue 42)", {
      response: ZThemeSettings,
    }),
    async (request) => themeOf(requestContext(request)),
  );

  app.put(
    '/api/user/theme',
    doc("Sets the member's theme, kept for every device they sign in on (issue 42)", {
      body: ZThemeSettings,
      response: ZThemeSettings,
    }),
    async (request) => updateTheme(requestContext(request), request.body),
  );
};
export default routes;
