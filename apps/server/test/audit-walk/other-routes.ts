/**
 * Walk entries of the staff routes outside communities (issue 39 point 3): events, check-in and waitlists,
 * content authoring, the member import, invoices and courses, announcements, FAQ, server values, managers,
 * account closures, sessions, deliveries and the audit retention. Each entry makes the state its call needs
 * (see `context.ts`) and names a call that must succeed.
 */
import sharp from 'sharp';
import { buildCourse, buildEnrolment, buildTicket } from '../factories/cpd';
import { buildEvent } from '../factories/events';
import { buildUser } from '../factories/users';
import { sample } from '../file-bytes';
import { mp, multipart } from '../multipart';
import { faqItems, invoices } from '../../src/db/schema/index';
import { dayFromNow, suffix, type WalkContext, type WalkEntry } from './context';

/** A valid body of the event form, 30 days ahead, one free price. */
const eventBody = () => ({
  title: `Walk workshop ${suffix()}`,
  shortDesc: 'Audited',
  startDateTime: `${dayFromNow(30)}T09:00`,
  startTimeZone: 'UTC',
  endDateTime: `${dayFromNow(30)}T17:00`,
  endTimeZone: 'UTC',
  ticketPrices: [{ name: 'Seat', amount: 0, capacity: 10 }],
  isPublished: true,
});

/** An event with a member's active ticket: `{ eventId, ticketId }`. */
async function withTicket(ctx: WalkContext) {
  const { event, prices } = await buildEvent(ctx.app);
  const user = await buildUser(ctx.app);
  const ticket = await buildTicket(ctx.app, { eventId: event.id, priceId: prices[0]!.id, userId: user.id });
  return { eventId: event.id, ticketId: ticket.id };
}

/** A full price with two members on its waitlist: the entries' ids in order. */
async function withWaitlist(ctx: WalkContext): Promise<number[]> {
  const { event, prices } = await buildEvent(ctx.app, { prices: [{ amountCents: 0, capacity: 1, sold: 1 }] });
  for (let i = 0; i < 2; i++)
    await ctx.call('POST', '/api/waitlist/join', { ticketPriceId: prices[0]!.id }, await ctx.person());
  const list = await ctx.call<{ prices: { entries: { id: number }[] }[] }>(
    'GET',
    `/api/admin/events/${event.id}/waitlist`,
  );
  return list.prices[0]!.entries.map((e) => e.id);
}

/** A draft news item made through the API: its id. */
async function withNews(ctx: WalkContext, state = 'draft'): Promise<string> {
  const made = await ctx.call('POST', '/api/content/manage/news', { name: `Walk news ${suffix()}`, state });
  return String(made.id);
}

/** A paid membership invoice of a fresh member. */
async function paidInvoice(ctx: WalkContext) {
  const user = await buildUser(ctx.app);
  const [row] = await ctx.app.database.db
    .insert(invoices)
    .values({
      tenantId: 'ota',
      userId: user.id,
      invoiceNum: `INV-WALK-${suffix()}`,
      invoiceDate: dayFromNow(-10),
      dueDate: dayFromNow(20),
      description: 'Membership',
      status: 'Paid',
      totalIncGstCents: 11000,
      totalExcGstCents: 10000,
      gstCents: 1000,
      paidCents: 11000,
      userFullName: 'Walk Member',
      lineItems: [{ itemName: 'Membership', quantity: 1, unitCents: 11000, totalCents: 11000 }],
      kind: 'membership',
    })
    .returning();
  return row!.id;
}

/** A member's pending account closure request: its id and the member's. */
async function closureRequest(ctx: WalkContext) {
  const member = await ctx.person();
  const request = await ctx.call<{ id: string }>('POST', '/api/v1/account/closure', undefined, member);
  return { id: request.id, userId: member.id };
}

/** An FAQ item of the tenant (a row, as the admin list shows it). */
async function faqItem(ctx: WalkContext): Promise<string> {
  const [row] = await ctx.app.database.db
    .insert(faqItems)
    .values({ tenantId: 'ota', name: `Q ${suffix()}`, description: '<p>A</p>' })
    .returning();
  return row!.id;
}

const announcement = () => ({
  title: 'Walk notice',
  description: 'Office closed',
  startDate: dayFromNow(0),
  endDate: dayFromNow(7),
  isActive: true,
});

/** A server value made through the API: its id. */
async function serverValue(ctx: WalkContext): Promise<string> {
  const made = await ctx.call('POST', '/api/v1/admin/server-values', { key: `walk.${suffix()}`, value: '1' });
  return String(made.id);
}

/** `METHOD /openapi/{path}` → entry, for the staff routes outside communities. */
export const OTHER_ROUTES = new Map<string, WalkEntry>([
  ['PUT /api/admin/audit/settings', async () => ({ payload: { retentionDays: 2557 } })],
  ['POST /api/admin/deliveries/retry', async () => ({})],
  [
    'POST /api/admin/enrolment/{id}/complete',
    async (ctx) => {
      const course = await buildCourse(ctx.app);
      const user = await buildUser(ctx.app);
      return { params: { id: (await buildEnrolment(ctx.app, { userId: user.id, courseId: course.id })).id } };
    },
  ],
  ['POST /api/admin/events', async () => ({ payload: eventBody() })],
  [
    'POST /api/admin/events/upload',
    async (ctx) => ({
      payload: multipart({}, [
        { field: 'file', name: 'banner.png', content: sample('png'), type: 'image/png' },
      ]),
      headers: mp(ctx.admin.headers),
    }),
  ],
  [
    'PUT /api/admin/events/{id}',
    async (ctx) => ({ params: { id: (await buildEvent(ctx.app)).event.id }, payload: eventBody() }),
  ],
  [
    'POST /api/admin/events/{id}/publish',
    async (ctx) => ({ params: { id: (await buildEvent(ctx.app, { isPublished: false })).event.id } }),
  ],
  [
    'POST /api/admin/events/{id}/unpublish',
    async (ctx) => ({ params: { id: (await buildEvent(ctx.app)).event.id } }),
  ],
  [
    'POST /api/admin/events/{id}/checkin',
    async (ctx) => {
      const { eventId, ticketId } = await withTicket(ctx);
      return { params: { id: eventId }, payload: { ticketId } };
    },
  ],
  [
    'DELETE /api/admin/events/{id}/checkin/{ticketId}',
    async (ctx) => {
      const { eventId, ticketId } = await withTicket(ctx);
      await ctx.call('POST', `/api/admin/events/${eventId}/checkin`, { ticketId });
      return { params: { id: eventId, ticketId } };
    },
  ],
  [
    'POST /api/admin/waitlist/{entryId}/move',
    async (ctx) => ({ params: { entryId: (await withWaitlist(ctx))[1]! }, payload: { direction: 'up' } }),
  ],
  [
    'DELETE /api/admin/waitlist/{entryId}',
    async (ctx) => ({ params: { entryId: (await withWaitlist(ctx))[0]! } }),
  ],
  [
    'POST /api/admin/import',
    async (ctx) => {
      const csv = `Email,First,Last\nwalk-${suffix()}@example.org,Walk,Import\n`;
      const columns = JSON.stringify({ email: 'Email', firstName: 'First', lastName: 'Last' });
      return {
        payload: multipart({ columns }, [{ field: 'file', name: 'members.csv', content: csv }]),
        headers: mp(ctx.admin.headers),
      };
    },
  ],
  [
    'POST /api/admin/import/mappings',
    async () => ({ payload: { name: `Walk mapping ${suffix()}`, columns: { email: 'E-mail address' } } }),
  ],
  ['POST /api/admin/invoices/{id}/refund', async (ctx) => ({ params: { id: await paidInvoice(ctx) } })],
  [
    'POST /api/content/manage/files',
    async (ctx) => {
      const png = await sharp({ create: { width: 20, height: 10, channels: 3, background: '#336699' } })
        .png()
        .toBuffer();
      return {
        payload: multipart({}, [{ field: 'file', name: 'photo.png', content: png, type: 'image/png' }]),
        headers: mp(ctx.admin.headers),
      };
    },
  ],
  [
    'POST /api/content/manage/taxonomy/{kind}',
    async () => ({ params: { kind: 'tag' }, payload: { label: `Walk tag ${suffix()}` } }),
  ],
  [
    'POST /api/content/manage/{collection}',
    async () => ({
      params: { collection: 'news' },
      payload: { name: `Walk news ${suffix()}`, state: 'draft' },
    }),
  ],
  [
    'PATCH /api/content/manage/{collection}/{id}',
    async (ctx) => ({
      params: { collection: 'news', id: await withNews(ctx) },
      payload: { name: 'Renamed news' },
    }),
  ],
  [
    'DELETE /api/content/manage/{collection}/{id}',
    async (ctx) => ({ params: { collection: 'news', id: await withNews(ctx) } }),
  ],
  [
    'POST /api/content/manage/{collection}/{id}/publish',
    async (ctx) => ({ params: { collection: 'news', id: await withNews(ctx) }, payload: {} }),
  ],
  [
    'POST /api/content/manage/{collection}/{id}/archive',
    async (ctx) => ({ params: { collection: 'news', id: await withNews(ctx, 'published') } }),
  ],
  [
    'POST /api/content/manage/{collection}/{id}/unpublish',
    async (ctx) => ({ params: { collection: 'news', id: await withNews(ctx, 'published') } }),
  ],
  [
    'POST /api/v1/admin/account-closures/{id}/approve',
    async (ctx) => {
      const { id, userId } = await closureRequest(ctx);
      // An in-transaction record (`member.account-closed`) names the closed account, not the request.
      return { params: { id }, target: userId };
    },
  ],
  [
    'POST /api/v1/admin/account-closures/{id}/decline',
    async (ctx) => ({ params: { id: (await closureRequest(ctx)).id } }),
  ],
  [
    'POST /api/v1/admin/account/admin',
    async (ctx) => ({ payload: { userEmail: (await ctx.person()).email, role: 3 } }),
  ],
  [
    'DELETE /api/v1/admin/account/admin',
    async (ctx) => {
      const manager = await buildUser(ctx.app, { role: 3 });
      return { query: `userEmail=${encodeURIComponent(manager.email)}` };
    },
  ],
  ['POST /api/v1/admin/announcements', async () => ({ payload: announcement() })],
  [
    'PUT /api/v1/admin/announcements/{id}',
    async (ctx) => ({
      params: { id: (await ctx.call('POST', '/api/v1/admin/announcements', announcement())).id },
      payload: { ...announcement(), title: 'Walk notice, again' },
    }),
  ],
  [
    'DELETE /api/v1/admin/announcements/{id}',
    async (ctx) => ({
      params: { id: (await ctx.call('POST', '/api/v1/admin/announcements', announcement())).id },
    }),
  ],
  [
    'POST /api/v1/admin/faq',
    async () => ({ payload: { faQs: [{ name: 'How?', description: '<p>So</p>' }] } }),
  ],
  [
    'PUT /api/v1/admin/faq/{id}',
    async (ctx) => ({
      params: { id: await faqItem(ctx) },
      payload: { name: 'How, then?', description: '<p>So</p>' },
    }),
  ],
  ['DELETE /api/v1/admin/faq/{id}', async (ctx) => ({ params: { id: await faqItem(ctx) } })],
  [
    'PUT /api/v1/admin/faq/{id}/restore',
    async (ctx) => {
      const id = await faqItem(ctx);
      await ctx.call('DELETE', `/api/v1/admin/faq/${id}`);
      return { params: { id } };
    },
  ],
  ['POST /api/v1/admin/server-values', async () => ({ payload: { key: `walk.${suffix()}`, value: 'on' } })],
  [
    'PUT /api/v1/admin/server-values/{id}',
    async (ctx) => ({ params: { id: await serverValue(ctx) }, payload: { value: 'off' } }),
  ],
  ['DELETE /api/v1/admin/server-values/{id}', async (ctx) => ({ params: { id: await serverValue(ctx) } })],
  [
    'POST /api/v1/admin/users/{id}/impersonation',
    async (ctx) => ({ params: { id: (await buildUser(ctx.app)).id } }),
  ],
  [
    'POST /api/v1/admin/users/{id}/sign-out-everywhere',
    async (ctx) => ({ params: { id: (await ctx.person()).id } }),
  ],
]);
