/**
 * Hosted pages of membership payments (issue 13; issue 34): the signed pay link of a Pending invoice
 * (`GET /api/invoice/{id}/pay` → 303 to its checkout link), the checkout link `/checkout/invoice/{id}` (the
 * test provider's page with Pay / Decline, or a 303 to Stripe's page while open, or the checkout's state),
 * the provider's return and cancel URLs (`…/return`, `…/cancel`: settled from what the provider answers
 * server-side), and the Auto Rollover consent page (test provider). The unguessable checkout id is the
 * capability of each page, so an applicant who is not signed in can try again from the same link.
 */
import type { FastifyPluginAsync, FastifyReply } from 'fastify';
import { z } from 'zod';
import { AppError } from '../../lib/app-error';
import { requireScope } from '../../plugins/tenant';
import { findUserInvoiceById, verifyPaymentQuery } from '../invoices/invoices.service';
import { completeConsentCheckout } from './consent-checkout';
import {
  completeInvoiceCheckout,
  invoiceReturnUrl,
  openInvoiceCheckout,
  returnFromInvoiceProvider,
} from './invoice-checkout';
import { assertSignedMember } from '../../lib/policy';
import {
  renderConsentPage,
  renderInvoiceCheckout,
  renderMissingPage,
  renderPaymentsNotSetUp,
  type InvoiceCheckoutState,
} from './membership-pages';
import { findCheckout, findMemberUser, findUserMembership } from './memberships.repository';

const ZSession = z.object({ sessionId: z.string().min(10).max(100) });
const ZInvoiceId = z.object({ id: z.string().uuid() });

/** Registers the hosted pages; each uses the tenant's provider of `app.payments`. */
export const hostedPages: FastifyPluginAsync = async (app) => {
  // The pages' buttons are plain HTML form posts; their (empty) bodies are ignored.
  app.addContentTypeParser(
    'application/x-www-form-urlencoded',
    { parseAs: 'string', bodyLimit: 1024 },
    (_req, _body, done) => done(null, {}),
  );
  const html = (reply: FastifyReply, status: number, body: string) =>
    reply.status(status).header('cache-control', 'no-store').type('text/html; charset=utf-8').send(body);
  const redirect = (reply: FastifyReply, url: string) =>
    reply.header('cache-control', 'no-store').redirect(url, 303);

  app.get('/api/invoice/:id/pay', { schema: { hide: true } }, async (request, reply) => {
    const scope = requireScope(request);
    const { id } = ZInvoiceId.parse(request.params);
    const userId = verifyPaymentQuery(app.tokens.hmac, scope.tenantId, id, request.query);
    assertSignedMember(userId);
    const invoice = await findUserInvoiceById({ scope }, userId, id);
    if (!invoice) throw new AppError('NOT_FOUND', 'Not found');
    if (invoice.status !== 'Pending') return redirect(reply, `/settings/invoice/${id}?payment=already-paid`);
    const provider = app.payments.of(scope.tenantId);
    if (!provider) return html(reply, 409, renderPaymentsNotSetUp(request.tenant!));
    const membership = invoice.membershipId
      ? await findUserMembership(scope, userId, invoice.membershipId)
      : null;
    // An applicant who has never signed in returns to the first-time login; anyone else to the invoice.
    const user = await findMemberUser(scope, userId);
    const origin = membership?.memberStatus === 'Pending' && user?.isFirstLogin ? 'join' : 'invoice';
    return redirect(reply, await openInvoiceCheckout(scope, invoice, provider, origin));
  });

  app.get('/checkout/invoice/:sessionId', { schema: { hide: true } }, async (request, reply) => {
    const scope = requireScope(request);
    const { sessionId } = ZSession.parse(request.params);
    const checkout = await findCheckout(scope, sessionId);
    const invoice =
      checkout?.purpose === 'invoice' && checkout.invoiceId
        ? await findUserInvoiceById({ scope }, checkout.userId, checkout.invoiceId)
        : null;
    if (!checkout || !invoice) return html(reply, 404, renderMissingPage(request.tenant!));
    const provider = app.payments.of(scope.tenantId);
    const sameProvider = provider?.name === checkout.provider;
    const expired = !!checkout.expiresAt && checkout.expiresAt <= new Date();
    const live = checkout.status === 'Pending' && invoice.status === 'Pending' && !expired && sameProvider;
    if (live && !provider?.testCard && checkout.url) return redirect(reply, checkout.url);
    const state: InvoiceCheckoutState =
      invoice.status !== 'Pending'
        ? 'paid'
        : checkout.status === 'Processing'
          ? 'processing'
          : !sameProvider
            ? 'unavailable'
            : live
              ? 'payable'
              : 'expired';
    return html(
      reply,
      200,
      renderInvoiceCheckout(request.tenant!, sessionId, invoice, {
        state,
        origin: checkout.origin,
        testMode: checkout.provider === 'test',
      }),
    );
  });

  for (const outcome of ['pay', 'decline'] as const)
    app.post(
      `/checkout/invoice/:sessionId/${outcome}`,
      { schema: { hide: true } },
      async (request, reply) => {
        const scope = requireScope(request);
        const { sessionId } = ZSession.parse(request.params);
        const provider = app.payments.of(scope.tenantId);
        const done = provider ? await completeInvoiceCheckout(scope, sessionId, outcome, provider) : null;
        if (!done) return html(reply, 404, renderMissingPage(request.tenant!));
        return redirect(reply, invoiceReturnUrl(done));
      },
    );

  // The provider's success and cancel URLs: what happened is asked of the provider, never read from the URL.
  for (const how of ['return', 'cancel'] as const)
    app.get(`/checkout/invoice/:sessionId/${how}`, { schema: { hide: true } }, async (request, reply) => {
      const scope = requireScope(request);
      const { sessionId } = ZSession.parse(request.params);
      const provider = app.payments.of(scope.tenantId);
      const done = provider ? await returnFromInvoiceProvider(scope, sessionId, how, provider) : null;
      if (!done) return html(reply, 404, renderMissingPage(request.tenant!));
      return redirect(reply, invoiceReturnUrl(done));
    });

  app.get('/checkout/consent/:sessionId', { schema: { hide: true } }, async (request, reply) => {
    const scope = requireScope(request);
    const { sessionId } = ZSession.parse(request.params);
    const checkout = await findCheckout(scope, sessionId);
    const membership =
      checkout?.purpose === 'consent'
        ? await findUserMembership(scope, checkout.userId, checkout.membershipId)
        : null;
    if (!checkout || !membership) return html(reply, 404, renderMissingPage(request.tenant!));
    return html(
      reply,
      200,
      renderConsentPage(request.tenant!, sessionId, membership, checkout.status === 'Pending'),
    );
  });

  for (const action of ['save', 'off'] as const)
    app.post(`/checkout/consent/:sessionId/${action}`, { schema: { hide: true } }, async (request, reply) => {
      const scope = requireScope(request);
      const { sessionId } = ZSession.parse(request.params);
      const url = await completeConsentCheckout(scope, sessionId, action, app.payments.of(scope.tenantId));
      if (!url) return html(reply, 404, renderMissingPage(request.tenant!));
      return reply.redirect(url, 303);
    });
};
