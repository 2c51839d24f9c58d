/**
 * Invoice routes (spec 002 §7 Membership and invoices): 401 anonymous; a member lists and reads their own
 * invoice, downloads it as a PDF and previews it through a signed URL; another member gets 404. Issue 18: the
 * PDF is a tax invoice (words, ABN, GST per line and in total) in an embedded Unicode font, named by its number
 * and never cached (issue 34 §6), and each tenant
 * numbers its invoices in one gap-free sequence (a rolled-back transaction gives its number back).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { buildTestApp, hostOf } from '../../../test/helper';
import { buildUser, signIn } from '../../../test/factories/users';
import { tenantScope } from '../../db/tenant-scope';
import { pdfText } from '../../../test/pdf-text';
import { createPaidInvoice, issueInvoice } from './invoices.service';
import type { NewInvoice } from './invoices.repository';

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
      { scope: tenantScope(tx as unknown as typeof app.database.db, 'ota') },
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
        lineItems: [
          { itemName: 'Café évening — Member', quantity: 1, unitCents: 7700, totalCents: 7700 },
          { itemName: 'Dinner', quantity: 3, unitCents: 1100, totalCents: 3300 },
        ],
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
    expect(one.invoiceNum).toBe('INV-OTA-000001');
    expect(
      (await app.inject({ method: 'GET', url: `/api/invoice/${invoiceId}`, headers: otherHeaders }))
        .statusCode,
    ).toBe(404);
  });

  it('downloads the PDF and previews it through a signed URL', async () => {
    const pdf = await app.inject({ method: 'GET', url: `/api/invoice/${invoiceId}/download`, headers });
    expect(pdf.statusCode).toBe(200);
    expect(pdf.headers['content-type']).toBe('application/pdf');
    // Named by the invoice number (two invoices of one day no longer share a name), never cached (issue 34 §6).
    expect(pdf.headers['content-disposition']).toBe('attachment; filename="INV-OTA-000001.pdf"');
    expect(pdf.headers['cache-control']).toBe('private, no-store');
    expect(pdf.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
    const { text } = await pdfText(pdf.rawPayload);
    expect(text).toContain('Tax invoice');
    expect(text).toContain('ABN 61 551 945 266');
    expect(text).toContain('INV-OTA-000001');
    expect(text).toContain('Café évening — Member'); // accents and the em dash survive (embedded font)
    expect(text).toMatch(/Café évening — Member 1 \$77\.00 \$7\.00 \$77\.00/);
    expect(text).toMatch(/Dinner 3 \$11\.00 \$3\.00 \$33\.00/);
    expect(text).toMatch(/GST \(10%\) \$10\.00/);
    expect(text).toContain('Invoice date: 1 Mar 2026');
    expect(pdf.rawPayload.toString('latin1')).toMatch(/\/BaseFont \/[A-Z]{6}\+NotoSans-Regular/);
    const { previewUrl } = (
      await app.inject({ method: 'GET', url: `/api/invoice/${invoiceId}/printview`, headers })
    ).json();
    const preview = await app.inject({ method: 'GET', url: previewUrl, headers: { host: hostOf('ota') } });
    expect(preview.statusCode).toBe(200);
    expect(preview.headers['content-disposition']).toBe('inline; filename="INV-OTA-000001.pdf"');
    expect(preview.headers['cache-control']).toBe('private, no-store');
    const forged = await app.inject({
      method: 'GET',
      url: previewUrl.replace(/sig=[^&]+/, 'sig=forged'),
      headers: { host: hostOf('ota') },
    });
    expect(forged.statusCode).toBe(403);
  });
});

describe('invoice numbering', () => {
  const invoice = (userId: string): NewInvoice => ({
    userId,
    invoiceDate: '2026-03-02',
    dueDate: '2026-03-02',
    description: 'Numbering',
    status: 'Paid',
    totalIncGstCents: 1100,
    totalExcGstCents: 1000,
    gstCents: 100,
    paidCents: 1100,
    userFullName: 'N',
    memberNum: null,
    lineItems: [{ itemName: 'x', quantity: 1, unitCents: 1100, totalCents: 1100 }],
  });
  const issueIn = (tenant: 'ota' | 'psa', userId: string, fail = false) =>
    app.database.db.transaction(async (tx) => {
      const issued = await issueInvoice(
        { scope: tenantScope(tx as unknown as typeof app.database.db, tenant) },
        invoice(userId),
      );
      if (fail) throw new Error('payment failed');
      return issued.invoiceNum;
    });

  it('runs one gap-free sequence per tenant, a rolled-back invoice giving its number back', async () => {
    const ota = await buildUser(app);
    const psa = await buildUser(app, { tenantId: 'psa' });
    expect(await issueIn('ota', ota.id)).toBe('INV-OTA-000002');
    await expect(issueIn('ota', ota.id, true)).rejects.toThrow('payment failed');
    expect(await issueIn('ota', ota.id)).toBe('INV-OTA-000003');
    expect(await issueIn('psa', psa.id)).toBe('INV-PSA-000001');
    const [a, b] = await Promise.all([issueIn('ota', ota.id), issueIn('ota', ota.id)]);
    expect([a, b].sort()).toEqual(['INV-OTA-000004', 'INV-OTA-000005']);
  });
});
