/**
 * Invoices — spec 002 §7 Membership and invoices: `POST /api/user/invoices?page&pageSize` (list with date range,
 * sort and paging), `GET /api/invoice/{id}` (`{ data }`), `GET /api/invoice/{id}/printview` (`{ previewUrl }`:
 * a signed 10-minute URL of the inline PDF) and `GET /api/invoice/{id}/download` (PDF named by invoice number).
 */
import type { FastifyPluginAsyncZod, ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  ZInvoiceIdParams,
  ZInvoiceResponse,
  ZInvoicesBody,
  ZInvoicesQuery,
  ZInvoicesResponse,
  ZPrintviewResponse,
} from '@portal/contracts';
import { ZSignedQueryParams } from '../../lib/signed-url';
import { requestContext } from '../../plugins/auth';
import { requireScope } from '../../plugins/tenant';
import { getInvoice, invoiceFile, listInvoices, previewFile, previewUrl } from './member-invoices';
import { routeDoc } from '../../lib/route-doc';
import { sendFile } from '../../plugins/send-file';

const routes: FastifyPluginAsyncZod = async (app) => {
  const doc = routeDoc('invoices');

  await app.register(async (member) => {
    const typed = member.withTypeProvider<ZodTypeProvider>();
    typed.addHook('preHandler', app.authenticate);

    typed.post(
      '/api/user/invoices',
      doc("The member's invoices (002 §7)", {
        querystring: ZInvoicesQuery,
        body: ZInvoicesBody,
        response: ZInvoicesResponse,
      }),
      async (request) => listInvoices(requestContext(request), request.query, request.body),
    );

    typed.get(
      '/api/invoice/:id',
      doc('An invoice of the member', { params: ZInvoiceIdParams, response: ZInvoiceResponse }),
      async (request) => getInvoice(requestContext(request), request.params.id),
    );

    typed.get(
      '/api/invoice/:id/printview',
      doc('Signed preview URL of the invoice PDF', {
        params: ZInvoiceIdParams,
        response: ZPrintviewResponse,
      }),
      async (request) => previewUrl(requestContext(request), request.params.id),
    );

    typed.get(
      '/api/invoice/:id/download',
      doc('The invoice as a PDF attachment', { params: ZInvoiceIdParams, file: ['application/pdf'] }),
      async (request, reply) => {
        const file = await invoiceFile(requestContext(request), request.tenant!, request.params.id);
        return sendFile(
          reply,
          { type: 'application/pdf', fileName: file.fileName, body: file.pdf },
          'attachment',
        );
      },
    );
  });

  app.get(
    '/api/invoice/:id/preview',
    doc('Inline invoice PDF behind a signed URL (from printview)', {
      params: ZInvoiceIdParams,
      querystring: ZSignedQueryParams,
      access: 'signed',
      file: ['application/pdf'],
    }),
    async (request, reply) => {
      const scope = requireScope(request);
      const file = await previewFile(
        scope,
        request.tenant!,
        app.tokens.hmac,
        request.params.id,
        request.query,
      );
      return sendFile(reply, { type: 'application/pdf', fileName: file.fileName, body: file.pdf }, 'inline');
    },
  );
};
export default routes;
