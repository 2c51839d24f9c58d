/** API tests of the FAQ — spec 001 §5 FAQ form, §7 FAQ calls (generalFaq), sanitising, tenant isolation. */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { FAQ_MESSAGES, type TFaqItem } from '@portal/contracts';
import { buildTestApp } from '../../../test/helper';
import { buildUser, signIn } from '../../../test/factories/users';
import { faqItems } from '../../db/schema/index';

let app: FastifyInstance;
let managerH: Record<string, string>;
let memberH: Record<string, string>;
let psaH: Record<string, string>;

beforeAll(async () => {
  app = await buildTestApp();
  await buildUser(app, { email: 'f-manager@example.com', role: 3, permissions: { generalFaq: true } });
  await buildUser(app, { email: 'f-member@example.com' });
  await buildUser(app, { email: 'f-psa@example.com', tenantId: 'psa', role: 1 });
  managerH = (await signIn(app, 'f-manager@example.com')).headers;
  memberH = (await signIn(app, 'f-member@example.com')).headers;
  psaH = (await signIn(app, 'f-psa@example.com', 'psa')).headers;
});
afterAll(async () => app.close());

const count = async () => (await app.database.db.select().from(faqItems)).length;

describe('FAQ', () => {
  let item: TFaqItem;

  it('a member cannot create or list admin FAQ (403)', async () => {
    const res = await app.inject({
      method: 'POST',
      url: '/api/v1/admin/faq',
      headers: memberH,
      payload: { faQs: [{ name: 'Q', description: 'A' }] },
    });
    expect(res.statusCode).toBe(403);
    expect((await app.inject({ method: 'GET', url: '/api/v1/admin/faq', headers: memberH })).statusCode).toBe(
      403,
    );
  });

  it('generalFaq creates items; answers are sanitised', async () => {
    const res = await app.inject({
      method: 'POST',
      url: '/api/v1/admin/faq',
      headers: managerH,
      payload: {
        faQs: [
          { name: 'How do I join?', description: '<p>Click <b>Join</b><script>alert(1)</script></p>' },
          { name: 'Second', description: '<p>Two</p>' },
        ],
      },
    });
    expect(res.statusCode).toBe(201);
    item = res.json().faQs[0];
    expect(item.description).not.toContain('script');
    expect(item.description).toContain('<b>Join</b>');
  });

  it.each([
    [{ name: '', description: 'A' }, FAQ_MESSAGES.questionRequired],
    [{ name: 'Q', description: '  ' }, FAQ_MESSAGES.answerRequired],
  ])('bad input %j → 400 %s, nothing stored', async (entry, message) => {
    const before = await count();
    const res = await app.inject({
      method: 'POST',
      url: '/api/v1/admin/faq',
      headers: managerH,
      payload: { faQs: [entry] },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe(message);
    expect(await count()).toBe(before);
  });

  it('members list items oldest first; edit, delete hides, restore shows', async () => {
    const list = await app.inject({
      method: 'GET',
      url: '/api/v1/faq?page=1&pageSize=1000',
      headers: memberH,
    });
    expect(list.json().faQs.map((f: TFaqItem) => f.name)).toEqual(['How do I join?', 'Second']);
    const edit = await app.inject({
      method: 'PUT',
      url: `/api/v1/admin/faq/${item.id}`,
      headers: managerH,
      payload: { name: 'How to join?', description: '<p>Use the button</p>' },
    });
    expect(edit.json()).toMatchObject({ name: 'How to join?', updatedByUserId: expect.any(String) });
    await app.inject({ method: 'DELETE', url: `/api/v1/admin/faq/${item.id}`, headers: managerH });
    const after = await app.inject({ method: 'GET', url: '/api/v1/faq', headers: memberH });
    expect(after.json()).toMatchObject({ totalItemCount: 1 });
    const admin = await app.inject({ method: 'GET', url: '/api/v1/admin/faq', headers: managerH });
    expect(admin.json().faQs.find((f: TFaqItem) => f.id === item.id).isDeleted).toBe(true);
    await app.inject({ method: 'PUT', url: `/api/v1/admin/faq/${item.id}/restore`, headers: managerH });
    expect(
      (await app.inject({ method: 'GET', url: '/api/v1/faq', headers: memberH })).json().totalItemCount,
    ).toBe(2);
  });

  it('tenant isolation: another tenant sees none and cannot edit (404)', async () => {
    expect(
      (await app.inject({ method: 'GET', url: '/api/v1/faq', headers: psaH })).json().totalItemCount,
    ).toBe(0);
    const res = await app.inject({ method: 'DELETE', url: `/api/v1/admin/faq/${item.id}`, headers: psaH });
    expect(res.statusCode).toBe(404);
  });
});
