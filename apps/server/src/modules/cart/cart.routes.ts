/**
 * Cart routes — spec 002 §7 Cart (new, get, latest, additem, updateitem, removeItem, checkout) for the signed-in
 * member, and the hosted checkout page of the built-in test provider (`/checkout/{sessionId}`, server-rendered,
 * tenant-branded, AUD with GST, Pay / Decline), which then returns the member to the portal.
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
import { context } from '../../plugins/auth';
import { requireScope } from '../../plugins/tenant';
import { assertSelf, requireEventsAccess } from '../events/events.service';
import { checkout, getCart, latestCart, newCart, putItem, removeItem } from './cart.service';
import { checkoutPage, finishCheckout } from './checkout.service';
import { TestPaymentProvider, type PaymentProvider } from './payment/provider';
import { routeDoc } from '../../lib/route-doc';

const routes: FastifyPluginAsyncZod<{ provider?: PaymentProvider }> = async (app, opts) => {
  const provider = opts.provider ?? new TestPaymentProvider();
  const doc = routeDoc('cart');

  await app.register(async (member) => {
    const typed = member.withTypeProvider<ZodTypeProvider>();
    typed.addHook('preHandler', app.authenticate);
    typed.addHook('preHandler', async (request) =>
      requireEventsAccess(request.tenant!, context(request).actor),
    );

    typed.post(
      '/api/cart/new',
      doc('A new cart (one per checkout attempt)', {
        querystring: ZCartUserQuery,
        response: ZNewCartResponse,
      }),
      async (request) => {
        const ctx = context(request);
        assertSelf(request.query.userId, ctx.actor.id);
        return newCart(ctx);
      },
    );

    typed.get(
      '/api/cart/latest',
      doc('The newest open cart', { querystring: ZCartUserQuery, response: ZLatestCartResponse }),
      async (request) => {
        const ctx = context(request);
        assertSelf(request.query.userId, ctx.actor.id);
        return latestCart(ctx);
      },
    );

    typed.get(
      '/api/cart/:cartId',
      doc('A cart of the member', { params: ZCartIdParams, response: ZCart }),
      async (request) => {
        return getCart(context(request), request.params.cartId);
      },
    );

    typed.post(
      '/api/cart/additem',
      doc('Add tickets of a price to the cart', { body: ZCartItemBody, response: ZCart }),
      async (request) => {
        return putItem(context(request), request.body, 'add');
      },
    );

    typed.post(
      '/api/cart/updateitem',
      doc('Set the quantity of a cart line', { body: ZCartItemBody, response: ZCart }),
      async (request) => {
        return putItem(context(request), request.body, 'set');
      },
    );

    typed.post(
      '/api/cart/removeItem',
      doc('Remove a cart line', { body: ZCartRemoveBody, response: ZCart }),
      async (request) => {
        return removeItem(context(request), request.body.cartItemId);
      },
    );

    typed.post(
      '/api/cart/checkout',
      doc('Request the hosted checkout of a cart → checkoutUrl', {
        body: ZCheckoutBody,
        response: ZCheckoutResponse,
      }),
      async (request) => {
        const ctx = context(request);
        assertSelf(request.body.userId, ctx.actor.id);
        return checkout(ctx, request.body.cartId, provider);
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

  app.get(
    '/checkout/:sessionId',
    { schema: { hide: true, params: ZCheckoutSessionParams } },
    async (request, reply) => {
      const page = await checkoutPage(requireScope(request), request.tenant!, request.params.sessionId);
      return reply
        .status(page.status)
        .header('cache-control', 'no-store')
        .type('text/html; charset=utf-8')
        .send(page.html);
    },
  );

  for (const outcome of ['pay', 'decline'] as const)
    app.post(
      `/checkout/:sessionId/${outcome}`,
      { schema: { hide: true, params: ZCheckoutSessionParams } },
      async (request, reply) => {
        const scope = requireScope(request);
        const done = await finishCheckout(
          scope,
          request.tenant!,
          request.params.sessionId,
          outcome,
          provider,
        );
        if ('redirect' in done) return reply.redirect(done.redirect, 303);
        return reply.status(404).type('text/html; charset=utf-8').send(done.missing);
      },
    );
};
export default routes;
