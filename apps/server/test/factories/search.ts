/**
 * The data of the search API tests (issue 16): news, resources, events, communities, posts, meetings and tags
 * of ota (plus one psa and one actls item), with the members whose visibility the tests compare.
 */
import type { FastifyInstance } from 'fastify';
import type { TenantId } from '@portal/contracts';
import { hostOf } from '../helper';
import { buildUser } from './users';
import { addMember, buildCommunity, buildPost, buildTag } from './communities';
import { buildEvent } from './events';
import {
  communityTagLinks,
  contentItems,
  contentTagMapping,
  contentTags,
  meetings,
  segments,
  userSegments,
} from '../../src/db/schema/index';

type Headers = Record<string, string>;

/** Bearer headers of a user. */
export async function headersFor(app: FastifyInstance, userId: string, tenantId: TenantId = 'ota') {
  const { token } = await app.tokens.issue({ userId, tenantId, name: 'Test' });
  return { host: hostOf(tenantId), authorization: `Bearer ${token}` } as Headers;
}

/** Inserts a news item or resource (active, visible to all unless told). */
export async function buildItem(
  app: FastifyInstance,
  input: Partial<typeof contentItems.$inferInsert> & { name: string },
) {
  const [row] = await app.database.db
    .insert(contentItems)
    .values({ tenantId: 'ota', kind: 'news', status: 'active', ...input })
    .returning();
  return row!;
}

/** Builds the whole fixture. */
export async function buildSearchFixture(app: FastifyInstance) {
  const db = app.database.db;
  const [segA, segB] = await db
    .insert(segments)
    .values([
      { tenantId: 'ota', name: 'Search A', type: 'interest' },
      { tenantId: 'ota', name: 'Search B', type: 'interest' },
    ])
    .returning();
  const member = await buildUser(app);
  const outsider = await buildUser(app);
  const blocked = await buildUser(app);
  const admin = await buildUser(app, { role: 1 });
  const psa = await buildUser(app, { tenantId: 'psa' });
  const actlsClient = await buildUser(app, { tenantId: 'actls', contactTypes: ['ClientUser'] });
  await db.insert(userSegments).values({ tenantId: 'ota', userId: member.id, segmentId: segA!.id });

  const hour = 3600_000;
  const titleNews = await buildItem(app, {
    name: 'Occupational therapy week',
    shortDescription: 'A week of events',
    content: '<p>Join us for talks.</p>',
    dateCreated: new Date(Date.now() - 5 * hour),
  });
  const bodyNews = await buildItem(app, {
    name: 'Annual report',
    shortDescription: 'Our year',
    content: '<p>Our <b>therapy</b> services grew &amp; the annual report explains why.</p>',
    dateCreated: new Date(Date.now() - hour),
  });
  const segBNews = await buildItem(app, { name: 'Therapy for segment B', segmentIds: [segB!.id] });
  const draftNews = await buildItem(app, { name: 'Therapy draft zanzibar', status: 'draft' });
  const futureNews = await buildItem(app, {
    name: 'Future therapy',
    publishStartDate: new Date(Date.now() + 48 * hour),
  });
  const xssNews = await buildItem(app, { name: '<script>alert(1)</script> xylophone therapy' });
  const segAResource = await buildItem(app, {
    kind: 'resource',
    name: 'Therapy toolkit',
    segmentIds: [segA!.id],
  });
  const psaNews = await buildItem(app, {
    tenantId: 'psa',
    status: 'published',
    name: 'Therapy in another tenant',
  });
  await buildItem(app, { tenantId: 'actls', status: 'published', name: 'Therapy at actls' });
  const [agedCare] = await db.insert(contentTags).values({ tenantId: 'ota', label: 'Aged care' }).returning();
  await db
    .insert(contentTagMapping)
    .values({ tenantId: 'ota', newsId: titleNews.id, targetId: agedCare!.id });

  const event = (await buildEvent(app, { title: 'Hand therapy masterclass', tagLabels: ['aged care '] }))
    .event;
  const hiddenEvent = (await buildEvent(app, { title: 'Secret therapy event', isPublished: false })).event;

  const open = await buildCommunity(app, { name: 'Therapy network', shortDescription: 'Open to all' });
  const closed = await buildCommunity(app, {
    name: 'Private therapy circle',
    isPublic: false,
    isVisible: false,
  });
  const communityTag = await buildTag(app, 'AGED CARE');
  await db
    .insert(communityTagLinks)
    .values({ tenantId: 'ota', communityId: open.id, tagId: communityTag.id });
  await addMember(app, closed.id, member.id);
  await addMember(app, open.id, blocked.id, { status: 'Blocked' });
  const openPost = await buildPost(app, open.id, admin.id, { title: 'Therapy tips', bodyText: 'practical' });
  const waitingPost = await buildPost(app, open.id, admin.id, { title: 'Therapy awaiting', status: 2 });
  const privatePost = await buildPost(app, closed.id, admin.id, {
    title: 'Private therapy notes',
    bodyText: 'members only',
  });
  const start = new Date(Date.now() + 24 * hour);
  const meeting = (name: string, communityId: string, visible: number) => ({
    tenantId: 'ota' as const,
    communityId,
    name,
    description: '<p>Online</p>',
    meetingLink: 'https://example.org/m',
    startDate: start,
    endDate: new Date(start.getTime() + hour),
    duration: 60,
    visible,
    createdByUserId: admin.id,
  });
  const [publicMeeting, privateMeeting] = await db
    .insert(meetings)
    .values([meeting('Therapy meetup', open.id, 1), meeting('Therapy board', open.id, 3)])
    .returning();

  return {
    /** The users' ids (for repository-level tests). */
    ids: { member: member.id, outsider: outsider.id, blocked: blocked.id, admin: admin.id },
    users: {
      member: await headersFor(app, member.id),
      outsider: await headersFor(app, outsider.id),
      blocked: await headersFor(app, blocked.id),
      admin: await headersFor(app, admin.id),
      psa: await headersFor(app, psa.id, 'psa'),
      actlsClient: await headersFor(app, actlsClient.id, 'actls'),
    },
    news: { titleNews, bodyNews, segBNews, draftNews, futureNews, xssNews, psaNews },
    segAResource,
    event,
    hiddenEvent,
    open,
    closed,
    posts: { openPost, waitingPost, privatePost },
    meetings: { publicMeeting: publicMeeting!, privateMeeting: privateMeeting! },
  };
}
