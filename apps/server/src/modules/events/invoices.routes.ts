/**
 * Invoices — spec 002 §7 Membership and invoices: `POST /api/user/invoices?page&pageSize` (list with date range,
 * sort and paging), `GET /api/invoice/{id}` (`{ data }`), `GET /api/invoice/{id}/printview` (`{ previewUrl }`:
 * a signed 10-minute URL of the inline PDF) and `GET /api/invoice/{id}/download` (PDF named by invoice date).
 */
import type { FastifyPluginAsyncZod, ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { asc, count, desc, eq, gte, lte, type SQL } from 'drizzle-orm';
import {
  EVENT_MESSAGES,
  ZInvoiceResponse,
  ZInvoicesBody,
  ZInvoicesQuery,
  ZInvoicesResponse,
  ZPrintviewResponse,
  type TInvoice,
} from '@portal/contracts';
import { invoices } from '../../db/schema/index';
import { inTenant, type TenantScope } from '../../db/tenant-scope';
import { AppError } from '../../lib/app-error';
import { ZSignedQueryParams, signQuery, verifySignedQuery } from '../../lib/signed-url';
import { context } from '../../plugins/auth';
import { requireScope } from '../../plugins/tenant';
import { toDollars } from './money';
import { invoicePdf } from './invoice-pdf';

type InvoiceRow = typeof invoices.$inferSelect;

/** Invoice (002 §3) in dollars. `netTotalAmount` = inclusive total less refunds. */
export function presentInvoice(row: InvoiceRow): TInvoice {
  return {
    id: row.id,
    invoiceNum: row.invoiceNum,
    invoiceDate: row.invoiceDate,
    dueDate: row.dueDate,
    description: row.description,
    status: row.status,
    balanceDue: toDollars(Math.max(0, row.totalIncGstCents - row.paidCents)),
    paymentUrl: null,
    totalAmountIncGst: toDollars(row.totalIncGstCents),
    totalAmountExcGst: toDollars(row.totalExcGstCents),
    totalGst: toDollars(row.gstCents),
    netTotalAmount: toDollars(row.totalIncGstCents - row.refundedCents),
    totalAmountPaid: toDollars(row.paidCents),
    membershipStartDate: null,
    membershipEndDate: null,
    userFullName: row.userFullName,
    memberNum: row.memberNum,
    lineItems: row.lineItems.map((line) => ({
      itemName: line.itemName,
      quantity: line.quantity,
      unitPrice: toDollars(line.unitCents),
      totalPrice: toDollars(line.totalCents),
    })),
  };
}

async function findInvoice(scope: TenantScope, userId: string, id: string): Promise<InvoiceRow> {
  const [row] = await scope.db
    .select()
    .from(invoices)
    .where(inTenant(scope, invoices, eq(invoices.id, id), eq(invoices.userId, userId)));
  if (!row) throw new AppError('NOT_FOUND', EVENT_MESSAGES.notFound);
  return row;
}

const PREVIEW_TTL_MS = 10 * 60 * 1000;
const idParams = z.object({ id: z.string().uuid() });

const routes: FastifyPluginAsyncZod = async (app) => {
  const tags = ['invoices'];
  const target = (tenantId: string, id: string) => ({ purpose: 'invoice-preview', tenantId, resource: id });

  await app.register(async (member) => {
    const typed = member.withTypeProvider<ZodTypeProvider>();
    typed.addHook('preHandler', app.authenticate);

    typed.post(
      '/api/user/invoices',
      {
        schema: {
          tags,
          summary: "The member's invoices (002 §7)",
          querystring: ZInvoicesQuery,
          body: ZInvoicesBody,
          response: { 200: ZInvoicesResponse },
        },
      },
      async (request) => {
        const { scope, actor } = context(request);
        const page = request.query.page ?? request.body.page;
        const size = request.query.pageSize ?? request.body.size;
        const { invoiceDateFrom, invoiceDateTo, sortOrder, sortField } = request.body;
        const conditions: SQL[] = [eq(invoices.userId, actor.id)];
        if (invoiceDateFrom) conditions.push(gte(invoices.invoiceDate, invoiceDateFrom.slice(0, 10)));
        if (invoiceDateTo) conditions.push(lte(invoices.invoiceDate, invoiceDateTo.slice(0, 10)));
        const where = inTenant(scope, invoices, ...conditions);
        const column = {
          invoiceDate: invoices.invoiceDate,
          invoiceNum: invoices.invoiceNum,
          totalAmountIncGst: invoices.totalIncGstCents,
          status: invoices.status,
        }[sortField];
        const direction = sortOrder === 'asc' ? asc : desc;
        const [[total], rows] = await Promise.all([
          scope.db.select({ value: count() }).from(invoices).where(where),
          scope.db
            .select()
            .from(invoices)
            .where(where)
            .orderBy(direction(column), direction(invoices.seq))
            .limit(size)
            .offset((page - 1) * size),
        ]);
        return { invoices: rows.map(presentInvoice), page, size, totalItems: total?.value ?? 0 };
      },
    );

    typed.get(
      '/api/invoice/:id',
      {
        schema: {
          tags,
          summary: 'An invoice of the member',
          params: idParams,
          response: { 200: ZInvoiceResponse },
        },
      },
      async (request) => {
        const { scope, actor } = context(request);
        return { data: presentInvoice(await findInvoice(scope, actor.id, request.params.id)) };
      },
    );

    typed.get(
      '/api/invoice/:id/printview',
      {
        schema: {
          tags,
          summary: 'Signed preview URL of the invoice PDF',
          params: idParams,
          response: { 200: ZPrintviewResponse },
        },
      },
      async (request) => {
        const { scope, actor } = context(request);
        const row = await findInvoice(scope, actor.id, request.params.id);
        const query = signQuery(app.tokens.hmac, target(scope.tenantId, row.id), actor.id, PREVIEW_TTL_MS);
        return { previewUrl: `/api/invoice/${row.id}/preview?${query}` };
      },
    );

    typed.get(
      '/api/invoice/:id/download',
      { schema: { tags, summary: 'The invoice as a PDF attachment', params: idParams } },
      async (request, reply) => {
        const { scope, actor } = context(request);
        const row = await findInvoice(scope, actor.id, request.params.id);
        const pdf = await invoicePdf(request.tenant!, presentInvoice(row));
        return reply
          .type('application/pdf')
          .header('content-disposition', `attachment; filename="invoice-${row.invoiceDate}.pdf"`)
          .send(pdf);
      },
    );
  });

  app.get(
    '/api/invoice/:id/preview',
    {
      schema: {
        tags,
        summary: 'Inline invoice PDF behind a signed URL (from printview)',
        params: idParams,
        querystring: ZSignedQueryParams,
      },
    },
    async (request, reply) => {
      const scope = requireScope(request);
      const u = verifySignedQuery(app.tokens.hmac, target(scope.tenantId, request.params.id), request.query);
      if (!u) throw new AppError('FORBIDDEN', 'Forbidden');
      const row = await findInvoice(scope, u, request.params.id);
      const pdf = await invoicePdf(request.tenant!, presentInvoice(row));
      return reply
        .type('application/pdf')
        .header('content-disposition', `inline; filename="invoice-${row.invoiceDate}.pdf"`)
        .header('cache-control', 'private, no-store')
        .send(pdf);
    },
  );
};
export default routes;
