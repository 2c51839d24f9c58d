/**
 * Cart routes — spec 002 §7 Cart (new, get, latest, additem, updateitem, removeItem, checkout) for the signed-in
 * member, and the hosted checkout page of the built-in test provider (`/checkout/{sessionId}`, server-rendered,
 * tenant-branded, AUD with GST, Pay / Decline), which then returns the member to the portal.
 */
import type { FastifyPluginAsyncZod, ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  ZCart,
  ZCartItemBody,
  ZCartRemoveBody,
  ZCartUserQuery,
  ZCheckoutBody,
  ZCheckoutResponse,
  ZLatestCartResponse,
  ZNewCartResponse,
} from '@portal/contracts';
import { context } from '../../plugins/auth';
import { requireScope } from '../../plugins/tenant';
import {
  checkout,
  checkoutView,
  completeCheckout,
  getCart,
  latestCart,
  newCart,
  putItem,
  removeItem,
} from './cart.service';
import { assertSelf, requireEventsAccess } from './events.routes';
import { renderCheckoutPage, renderMissingCheckout } from './checkout-page';
import { TestPaymentProvider, type PaymentProvider } from './payment/provider';

/** Portal route the member returns to after the hosted checkout (docs/api-events.md). */
export function returnUrl(outcome: NonNullable<Awaited<ReturnType<typeof completeCheckout>>>): string {
  const base = outcome.eventId ? `/events/${outcome.eventId}` : '/events';
  switch (outcome.result) {
    case 'success':
      return `${base}?checkout=success&invoiceId=${outcome.invoiceId}`;
    case 'already-paid':
      return `${base}?checkout=already-paid${outcome.invoiceId ? `&invoiceId=${outcome.invoiceId}` : ''}`;
    case 'declined':
      return `${base}?checkout=declined&cartId=${outcome.cartId}`;
    case 'failed':
      return `${base}?checkout=failed&cartId=${outcome.cartId}`;
  }
}

const routes: FastifyPluginAsyncZod<{ provider?: PaymentProvider }> = async (app, opts) => {
  const provider = opts.provider ?? new TestPaymentProvider();
  const tags = ['cart'];

  await app.register(async (member) => {
    const typed = member.withTypeProvider<ZodTypeProvider>();
    typed.addHook('preHandler', app.authenticate);
    typed.addHook('preHandler', async (request) => requireEventsAccess(request));

    typed.post(
      '/api/cart/new',
      {
        schema: {
          tags,
          summary: 'A new cart (one per checkout attempt)',
          querystring: ZCartUserQuery,
          response: { 200: ZNewCartResponse },
        },
      },
      async (request) => {
        const { scope, actor } = context(request);
        assertSelf(request.query.userId, actor.id);
        return { cartId: await newCart(scope, actor.id) };
      },
    );

    typed.get(
      '/api/cart/latest',
      {
        schema: {
          tags,
          summary: 'The newest open cart',
          querystring: ZCartUserQuery,
          response: { 200: ZLatestCartResponse },
        },
      },
      async (request) => {
        const { scope, actor } = context(request);
        assertSelf(request.query.userId, actor.id);
        return (await latestCart(scope, actor.id)) ?? { cartId: null, cartItems: [] as [] };
      },
    );

    typed.get(
      '/api/cart/:cartId',
      {
        schema: {
          tags,
          summary: 'A cart of the member',
          params: z.object({ cartId: z.string().uuid() }),
          response: { 200: ZCart },
        },
      },
      async (request) => {
        const { scope, actor } = context(request);
        return getCart(scope, actor.id, request.params.cartId);
      },
    );

    typed.post(
      '/api/cart/additem',
      {
        schema: {
          tags,
          summary: 'Add tickets of a price to the cart',
          body: ZCartItemBody,
          response: { 200: ZCart },
        },
      },
      async (request) => {
        const { scope, actor } = context(request);
        return putItem(scope, actor.id, request.body, 'add');
      },
    );

    typed.post(
      '/api/cart/updateitem',
      {
        schema: {
          tags,
          summary: 'Set the quantity of a cart line',
          body: ZCartItemBody,
          response: { 200: ZCart },
        },
      },
      async (request) => {
        const { scope, actor } = context(request);
        return putItem(scope, actor.id, request.body, 'set');
      },
    );

    typed.post(
      '/api/cart/removeItem',
      { schema: { tags, summary: 'Remove a cart line', body: ZCartRemoveBody, response: { 200: ZCart } } },
      async (request) => {
        const { scope, actor } = context(request);
        return removeItem(scope, actor.id, request.body.cartItemId);
      },
    );

    typed.post(
      '/api/cart/checkout',
      {
        schema: {
          tags,
          summary: 'Request the hosted checkout of a cart → checkoutUrl',
          body: ZCheckoutBody,
          response: { 200: ZCheckoutResponse },
        },
      },
      async (request) => {
        const { scope, actor } = context(request);
        assertSelf(request.body.userId, actor.id);
        return checkout(scope, actor.id, request.body.cartId, provider);
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
  const sessionParams = z.object({
    sessionId: z
      .string()
      .min(10)
      .max(100)
      .regex(/^[\w-]+$/),
  });

  app.get(
    '/checkout/:sessionId',
    { schema: { hide: true, params: sessionParams } },
    async (request, reply) => {
      const scope = requireScope(request);
      const view = await checkoutView(scope, request.params.sessionId);
      reply.header('cache-control', 'no-store').type('text/html; charset=utf-8');
      if (!view) return reply.status(404).send(renderMissingCheckout(request.tenant!));
      return renderCheckoutPage(request.tenant!, view);
    },
  );

  for (const outcome of ['pay', 'decline'] as const)
    app.post(
      `/checkout/:sessionId/${outcome}`,
      { schema: { hide: true, params: sessionParams } },
      async (request, reply) => {
        const scope = requireScope(request);
        const result = await completeCheckout(scope, request.params.sessionId, outcome, provider);
        if (!result)
          return reply
            .status(404)
            .type('text/html; charset=utf-8')
            .send(renderMissingCheckout(request.tenant!));
        return reply.redirect(returnUrl(result), 303);
      },
    );
};
export default routes;
