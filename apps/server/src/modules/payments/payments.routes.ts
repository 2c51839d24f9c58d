/**
 * Payments routes (issue 34, docs/payments.md): `POST /api/payments/stripe/webhook`, the Stripe webhook
 * endpoint of each tenant (tenant from the host, like every route). The raw body is kept for the signature
 * (a JSON parser of this route's own plugin only) and verified with the tenant's signing secret: a missing or
 * bad signature answers 400 and changes nothing; a verified event is processed once per event id.
 */
import type { FastifyPluginAsync } from 'fastify';
import { AppError } from '../../lib/app-error';
import { requireScope } from '../../plugins/tenant';
import { settleCartCheckout } from '../cart/cart.service';
import { withTransaction } from '../../db/tenant-scope';
import { recordProviderRefund } from '../invoices/invoices.service';
import { settleInvoiceCheckout } from '../memberships/memberships.service';
import { claimProviderEvent } from './payments.service';
import { handleStripeEvent, verifyStripeEvent } from './stripe-webhook';

/** Largest webhook delivery accepted (Stripe's events are a few kilobytes). */
const WEBHOOK_BODY_LIMIT = 512 * 1024;

const routes: FastifyPluginAsync = async (app) => {
  await app.register(async (webhook) => {
    // This plugin's own JSON parser keeps the bytes Stripe signed; every other route parses JSON as usual.
    webhook.addContentTypeParser(
      'application/json',
      { parseAs: 'buffer', bodyLimit: WEBHOOK_BODY_LIMIT },
      (_request, body, done) => done(null, body),
    );
    webhook.post('/api/payments/stripe/webhook', { schema: { hide: true } }, async (request) => {
      const scope = requireScope(request);
      const stripe = app.payments.stripe(scope.tenantId);
      if (!stripe) throw new AppError('NOT_FOUND', 'Not found');
      const signature = request.headers['stripe-signature'];
      const event = Buffer.isBuffer(request.body)
        ? verifyStripeEvent(stripe, request.body, typeof signature === 'string' ? signature : undefined)
        : null;
      if (!event) throw new AppError('BAD_REQUEST', 'Invalid signature');
      const { provider } = stripe;
      // The part of the request context the settling services need (a webhook has no signed-in member).
      const ctx = { scope };
      const result = await handleStripeEvent(scope, event, {
        cart: (id, sessionId, outcome, ref) =>
          settleCartCheckout(ctx, id, outcome, provider, { event: ref, providerSessionId: sessionId }),
        invoice: (id, sessionId, outcome, ref) =>
          settleInvoiceCheckout(ctx, id, outcome, provider, { event: ref, providerSessionId: sessionId }),
        refund: (ref, refund) =>
          withTransaction(scope, (tx) => recordProviderRefund({ scope: tx }, ref, refund)),
        acknowledge: (ref) => withTransaction(scope, (tx) => claimProviderEvent({ scope: tx }, ref)),
      });
      request.log.info({ stripeEvent: event.id, type: event.type, result }, 'stripe webhook');
      return { received: true };
    });
  });
};
export default routes;
