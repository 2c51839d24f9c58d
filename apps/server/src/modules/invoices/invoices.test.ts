/**
 * Invoice routes (spec 002 §7 Membership and invoices): 401 anonymous; a member lists and reads their own
 * invoice, downloads it as a PDF and previews it through a signed URL; another member gets 404.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { buildTestApp, hostOf } from '../../../test/helper';
import { buildUser, signIn } from '../../../test/factories/users';
import { tenantScope } from '../../db/tenant-scope';
import { createPaidInvoice } from './invoices.service';

let app: FastifyInstance;
let headers: Record<string, string>;
let otherHeaders: Record<string, string>;
let invoiceId: string;

beforeAll(async () => {
  app = await buildTestApp();
  const owner = await buildUser(app, { firstName: 'Ivy', lastName: 'Ng' });
  headers = (await signIn(app, owner.email)).headers;
  otherHeaders = (await signIn(app, (await buildUser(app)).email)).headers;
  const scope = tenantScope(app.database.db, 'ota');
  invoiceId = await scope.db.transaction(async (tx) =>
    createPaidInvoice(
      tenantScope(tx as unknown as typeof app.database.db, 'ota'),
      {
        userId: owner.id,
        invoiceDate: '2026-03-01',
        dueDate: '2026-03-01',
        description: 'Event registration: Test',
        status: 'Paid',
        totalIncGstCents: 11000,
        totalExcGstCents: 10000,
        gstCents: 1000,
        paidCents: 11000,
        userFullName: 'Ivy Ng',
        memberNum: null,
        lineItems: [{ itemName: 'Test — Member', quantity: 1, unitCents: 11000, totalCents: 11000 }],
      },
      { provider: 'test', reference: 'test-ref' },
    ),
  );
});
afterAll(async () => app.close());

describe('invoices', () => {
  it('answers 401 without a token', async () => {
    const res = await app.inject({
      method: 'POST',
      url: '/api/user/invoices',
      headers: { host: hostOf('ota') },
      payload: {},
    });
    expect(res.statusCode).toBe(401);
  });

  it('lists and reads the member’s invoice in dollars, numbered from the sequence', async () => {
    const list = await app.inject({ method: 'POST', url: '/api/user/invoices', headers, payload: {} });
    expect(list.json().invoices.map((i: { id: string }) => i.id)).toEqual([invoiceId]);
    const one = (await app.inject({ method: 'GET', url: `/api/invoice/${invoiceId}`, headers })).json().data;
    expect(one).toMatchObject({ totalAmountIncGst: 110, totalGst: 10, balanceDue: 0, status: 'Paid' });
    expect(one.invoiceNum).toMatch(/^INV-\d{6}$/);
    expect(
      (await app.inject({ method: 'GET', url: `/api/invoice/${invoiceId}`, headers: otherHeaders }))
        .statusCode,
    ).toBe(404);
  });

  it('downloads the PDF and previews it through a signed URL', async () => {
    const pdf = await app.inject({ method: 'GET', url: `/api/invoice/${invoiceId}/download`, headers });
    expect(pdf.statusCode).toBe(200);
    expect(pdf.headers['content-type']).toBe('application/pdf');
    expect(pdf.headers['content-disposition']).toBe('attachment; filename="invoice-2026-03-01.pdf"');
    expect(pdf.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
    const { previewUrl } = (
      await app.inject({ method: 'GET', url: `/api/invoice/${invoiceId}/printview`, headers })
    ).json();
    const preview = await app.inject({ method: 'GET', url: previewUrl, headers: { host: hostOf('ota') } });
    expect(preview.statusCode).toBe(200);
    expect(preview.headers['content-disposition']).toContain('inline');
    const forged = await app.inject({
      method: 'GET',
      url: previewUrl.replace(/sig=[^&]+/, 'sig=forged'),
      headers: { host: hostOf('ota') },
    });
    expect(forged.statusCode).toBe(403);
  });
});
