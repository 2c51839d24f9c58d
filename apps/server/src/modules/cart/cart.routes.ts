/**
 * Cart routes — spec 002 §7 Cart (new, get, latest, additem, updateitem, removeItem, checkout) for the signed-in
 * member, and the portal side of the hosted checkout (issue 34): `/checkout/{id}` (the test provider's
 * server-rendered page with Pay / Decline, or a 303 to Stripe's page while open), and the provider's return
 * (`/checkout/{id}/return`) and cancel (`/checkout/{id}/cancel`) URLs, which settle only what the provider
 * answers server-side, then return the member to the portal.
 */
import type { FastifyPluginAsyncZod, ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  ZCart,
  ZCartIdParams,
  ZCartItemBody,
  ZCartRemoveBody,
  ZCartUserQuery,
  ZCheckoutBody,
  ZCheckoutResponse,
  ZCheckoutSessionParams,
  ZLatestCartResponse,
  ZNewCartResponse,
} from '@portal/contracts';
import type { FastifyReply } from 'fastify';
import { requestContext } from '../../plugins/auth';
import { requireScope } from '../../plugins/tenant';
import { assertSelf } from '../../lib/policy';
import { requireEventsAccess } from '../events/events.service';
import { requireProvider } from '../payments/payments.service';
import { checkout, getCart, latestCart, newCart, putItem, removeItem } from './cart.service';
import { checkoutPage, finishCheckout, returnFromProvider, returnUrl } from './checkout.service';
import { renderMissingCheckout } from './checkout-page';
import { routeDoc } from '../../lib/route-doc';

const routes: FastifyPluginAsyncZod = async (app) => {
  const doc = routeDoc('cart');

  await app.register(async (member) => {
    const typed = member.withTypeProvider<ZodTypeProvider>();
    typed.addHook('preHandler', app.authenticate);
    typed.addHook('preHandler', async (request) =>
      requireEventsAccess(request.tenant!, requestContext(request).actor),
    );

    typed.post(
      '/api/cart/new',
      doc('A new cart (one per checkout attempt)', {
        querystring: ZCartUserQuery,
        response: ZNewCartResponse,
      }),
      async (request) => {
        const ctx = requestContext(request);
        assertSelf(request.query.userId, ctx.actor.id);
        return newCart(ctx);
      },
    );

    typed.get(
      '/api/cart/latest',
      doc('The newest open cart', { querystring: ZCartUserQuery, response: ZLatestCartResponse }),
      async (request) => {
        const ctx = requestContext(request);
        assertSelf(request.query.userId, ctx.actor.id);
        return latestCart(ctx);
      },
    );

    typed.get(
      '/api/cart/:cartId',
      doc('A cart of the member', { params: ZCartIdParams, response: ZCart }),
      async (request) => {
        return getCart(requestContext(request), request.params.cartId);
      },
    );

    typed.post(
      '/api/cart/additem',
      doc('Add tickets of a price to the cart', { body: ZCartItemBody, response: ZCart }),
      async (request) => {
        return putItem(requestContext(request), request.body, 'add');
      },
    );

    typed.post(
      '/api/cart/updateitem',
      doc('Set the quantity of a cart line', { body: ZCartItemBody, response: ZCart }),
      async (request) => {
        return putItem(requestContext(request), request.body, 'set');
      },
    );

    typed.post(
      '/api/cart/removeItem',
      doc('Remove a cart line', { body: ZCartRemoveBody, response: ZCart }),
      async (request) => {
        return removeItem(requestContext(request), request.body.cartItemId);
      },
    );

    typed.post(
      '/api/cart/checkout',
      doc('Request the hosted checkout of a cart → checkoutUrl', {
        body: ZCheckoutBody,
        response: ZCheckoutResponse,
      }),
      async (request) => {
        const ctx = requestContext(request);
        assertSelf(request.body.userId, ctx.actor.id);
        return checkout(ctx, request.body.cartId, requireProvider(app.payments, ctx.scope.tenantId));
      },
    );
  });

  // Hosted checkout page (test provider). No bearer token: the unguessable session id is the capability.
  // Its Pay / Decline buttons are plain HTML form posts; their (empty) bodies are ignored.
  app.addContentTypeParser(
    'application/x-www-form-urlencoded',
    { parseAs: 'string', bodyLimit: 1024 },
    (_req, _body, done) => done(null, {}),
  );

  const html = (reply: FastifyReply, status: number, body: string) =>
    reply.status(status).header('cache-control', 'no-store').type('text/html; charset=utf-8').send(body);

  app.get(
    '/checkout/:sessionId',
    { schema: { hide: true, params: ZCheckoutSessionParams } },
    async (request, reply) => {
      const scope = requireScope(request);
      const page = await checkoutPage(
        { scope, tenant: request.tenant! },
        request.params.sessionId,
        app.payments.of(scope.tenantId),
      );
      if ('redirect' in page) return reply.header('cache-control', 'no-store').redirect(page.redirect, 303);
      return html(reply, page.status, page.html);
    },
  );

  for (const outcome of ['pay', 'decline'] as const)
    app.post(
      `/checkout/:sessionId/${outcome}`,
      { schema: { hide: true, params: ZCheckoutSessionParams } },
      async (request, reply) => {
        const scope = requireScope(request);
        const done = await finishCheckout(
          { scope, tenant: request.tenant! },
          request.params.sessionId,
          outcome,
          app.payments.of(scope.tenantId),
        );
        if ('redirect' in done) return reply.redirect(done.redirect, 303);
        return html(reply, 404, done.missing);
      },
    );

  // The provider's success and cancel URLs: what happened is asked of the provider, never read from the URL.
  for (const how of ['return', 'cancel'] as const)
    app.get(
      `/checkout/:sessionId/${how}`,
      { schema: { hide: true, params: ZCheckoutSessionParams } },
      async (request, reply) => {
        const scope = requireScope(request);
        const provider = app.payments.of(scope.tenantId);
        const done = provider
          ? await returnFromProvider({ scope }, request.params.sessionId, how, provider)
          : null;
        if (!done) return html(reply, 404, renderMissingCheckout(request.tenant!));
        return reply.header('cache-control', 'no-store').redirect(returnUrl(done), 303);
      },
    );
};
export default routes;
