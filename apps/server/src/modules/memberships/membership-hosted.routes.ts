/**
 * Hosted pages of membership payments (issue 13; test provider): the signed pay link of a Pending invoice
 * (`GET /api/invoice/{id}/pay` → 303 to its hosted checkout), the invoice checkout page with Pay / Decline,
 * and the Auto Rollover consent page. The unguessable session id is the capability of each page.
 */
import type { FastifyPluginAsync } from 'fastify';
import { z } from 'zod';
import { AppError } from '../../lib/app-error';
import { requireScope } from '../../plugins/tenant';
import type { PaymentProvider } from '../cart/cart.service';
import { findUserInvoiceById, verifyPaymentQuery } from '../invoices/invoices.service';
import {
  completeConsentCheckout,
  completeInvoiceCheckout,
  invoiceReturnUrl,
  openInvoiceCheckout,
} from './memberships.service';
import { renderConsentPage, renderInvoiceCheckout, renderMissingPage } from './membership-pages';
import { findCheckout, findUserMembership } from './memberships.repository';

const ZSession = z.object({ sessionId: z.string().min(10).max(100) });
const ZInvoiceId = z.object({ id: z.string().uuid() });

/** Registers the hosted pages; `provider` is the one the routes opened the sessions with. */
export const hostedPages: FastifyPluginAsync<{ provider: PaymentProvider }> = async (app, { provider }) => {
  // The pages' buttons are plain HTML form posts; their (empty) bodies are ignored.
  app.addContentTypeParser(
    'application/x-www-form-urlencoded',
    { parseAs: 'string', bodyLimit: 1024 },
    (_req, _body, done) => done(null, {}),
  );
  const html = (reply: import('fastify').FastifyReply, status: number, body: string) =>
    reply.status(status).header('cache-control', 'no-store').type('text/html; charset=utf-8').send(body);

  app.get('/api/invoice/:id/pay', { schema: { hide: true } }, async (request, reply) => {
    const scope = requireScope(request);
    const { id } = ZInvoiceId.parse(request.params);
    const userId = verifyPaymentQuery(app.tokens.hmac, scope.tenantId, id, request.query);
    if (!userId) throw new AppError('FORBIDDEN', 'Forbidden');
    const invoice = await findUserInvoiceById(scope, userId, id);
    if (!invoice) throw new AppError('NOT_FOUND', 'Not found');
    if (invoice.status !== 'Pending')
      return reply.redirect(`/settings/invoices?payment=already-paid&invoiceId=${id}`, 303);
    const membership = invoice.membershipId
      ? await findUserMembership(scope, userId, invoice.membershipId)
      : null;
    const origin = membership?.memberStatus === 'Pending' ? 'join' : 'invoice';
    return reply.redirect(await openInvoiceCheckout(scope, invoice, provider, origin), 303);
  });

  app.get('/checkout/invoice/:sessionId', { schema: { hide: true } }, async (request, reply) => {
    const scope = requireScope(request);
    const { sessionId } = ZSession.parse(request.params);
    const checkout = await findCheckout(scope, sessionId);
    const invoice =
      checkout?.purpose === 'invoice' && checkout.invoiceId
        ? await findUserInvoiceById(scope, checkout.userId, checkout.invoiceId)
        : null;
    if (!checkout || !invoice) return html(reply, 404, renderMissingPage(request.tenant!));
    const open = checkout.status === 'Pending' && invoice.status === 'Pending';
    return html(reply, 200, renderInvoiceCheckout(request.tenant!, sessionId, invoice, open));
  });

  for (const outcome of ['pay', 'decline'] as const)
    app.post(
      `/checkout/invoice/:sessionId/${outcome}`,
      { schema: { hide: true } },
      async (request, reply) => {
        const { sessionId } = ZSession.parse(request.params);
        const done = await completeInvoiceCheckout(requireScope(request), sessionId, outcome, provider);
        if (!done) return html(reply, 404, renderMissingPage(request.tenant!));
        return reply.redirect(invoiceReturnUrl(done), 303);
      },
    );

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
      const { sessionId } = ZSession.parse(request.params);
      const url = await completeConsentCheckout(requireScope(request), sessionId, action, provider);
      if (!url) return html(reply, 404, renderMissingPage(request.tenant!));
      return reply.redirect(url, 303);
    });
};
