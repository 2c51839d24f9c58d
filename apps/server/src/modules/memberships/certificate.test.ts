/**
 * The membership certificate download and preview (000 §7 `api/user/membership/{id}/download|printview`;
 * issue 34 §6): a PDF named by the member number, never cached, that prints a Vietnamese and Chinese name whole
 * in the embedded Noto faces, tagged, dates as '4 Dec 2026'; another member's certificate is 404.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { buildTestApp, hostOf } from '../../../test/helper';
import { buildUser, signIn } from '../../../test/factories/users';
import { expectPrintsRight, pdfText } from '../../../test/pdf-text';
import { memberships, users } from '../../db/schema/index';

let app: FastifyInstance;
let headers: Record<string, string>;
let otherHeaders: Record<string, string>;
let membershipId: number;

beforeAll(async () => {
  app = await buildTestApp();
  const member = await buildUser(app, { firstName: 'Zoë', lastName: 'Ngô-Nguyễn 李' });
  await app.database.db.update(users).set({ memberNum: 'OTA-104242' }).where(eq(users.id, member.id));
  const [row] = await app.database.db
    .insert(memberships)
    .values({
      tenantId: 'ota',
      userId: member.id,
      membershipName: 'Full member',
      memberStatus: 'Active',
      joinDate: '2020-07-01',
      renewedToDate: '2026-12-04',
    })
    .returning();
  membershipId = row!.id;
  headers = (await signIn(app, member.email)).headers;
  otherHeaders = (await signIn(app, (await buildUser(app)).email)).headers;
});
afterAll(async () => app.close());

describe('GET api/user/membership/{id}/download', () => {
  it('sends the certificate named by the member number, private and not stored, printing right', async () => {
    const res = await app.inject({ url: `/api/user/membership/${membershipId}/download`, headers });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/pdf');
    expect(res.headers['content-disposition']).toBe(
      'attachment; filename="membership-certificate-OTA-104242.pdf"',
    );
    expect(res.headers['cache-control']).toBe('private, no-store');
    await expectPrintsRight(res.rawPayload, 'Zoë Ngô-Nguyễn 李');
    const { lines } = await pdfText(res.rawPayload);
    expect(lines).toEqual(expect.arrayContaining(['Member number OTA-104242', 'Renewed to 4 Dec 2026']));
  });

  it('previews it inline behind the signed URL, also not stored', async () => {
    const { previewUrl } = (
      await app.inject({ url: `/api/user/membership/${membershipId}/printview`, headers })
    ).json();
    const res = await app.inject({ url: previewUrl, headers: { host: hostOf('ota') } });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-disposition']).toMatch(/^inline; filename="membership-certificate-/);
    expect(res.headers['cache-control']).toBe('private, no-store');
  });

  it("answers 404 for another member's certificate", async () => {
    const res = await app.inject({
      url: `/api/user/membership/${membershipId}/download`,
      headers: otherHeaders,
    });
    expect(res.statusCode).toBe(404);
  });
});
