/**
 * Walk entries of the community staff routes (issue 39 point 3): community admin, members and blocks, join
 * questions and terms, moderation, meetings and their files, folders and assets, categories and post tags.
 * Each entry makes the state its call needs (see `context.ts`) and names a call that must succeed.
 */
import { PostStatus } from '@portal/contracts';
import { addMember, buildCategory, buildPost, buildTag } from '../factories/communities';
import { buildMeeting } from '../factories/meetings';
import { sample } from '../file-bytes';
import { mp, multipart } from '../multipart';
import { commentReports, postComments, postReports } from '../../src/db/schema/index';
import { minutesFromNow, suffix, type WalkContext, type WalkEntry } from './context';

const A = '/api/v1/admin/community';

/** A community with a joined member, and that member. */
async function withMember(ctx: WalkContext, status = 'Joined') {
  const community = await ctx.community();
  const user = await ctx.person();
  await addMember(ctx.app, community.id, user.id, { status });
  return { community, user };
}

/** The multipart form of the community form (create and edit), with an image. */
async function communityForm(ctx: WalkContext) {
  const leaf = await buildCategory(ctx.app, `Leaf ${suffix()}`);
  const fields = {
    name: `Walk community ${suffix()}`,
    shortDescription: 'Audited',
    alias: `walk-${suffix()}`,
    'categoryIds[]': [leaf.id],
    isPublic: 'true',
    isVisible: 'true',
  };
  const files = [{ field: 'imageFile', name: 'c.png', content: sample('png') }];
  return { payload: multipart(fields, files), headers: mp(ctx.admin.headers) };
}

/** A community with a folder made through the API, and the folder's id. */
async function withFolder(ctx: WalkContext) {
  const community = await ctx.community();
  const folder = await ctx.call('POST', `/api/v1/community/${community.id}/folder`, {
    name: `F ${suffix()}`,
  });
  return { community, folderId: String(folder.id) };
}

/** A folder with a link asset made through the API. */
async function withAsset(ctx: WalkContext) {
  const { community, folderId } = await withFolder(ctx);
  const link = { type: 'link', name: 'Site', description: 'Our site', link: 'https://example.org/page' };
  const asset = await ctx.call('POST', `/api/v1/community/${community.id}/folder/${folderId}/asset`, link);
  return { community, folderId, assetId: String(asset.id) };
}

/** A community with a Private meeting (visible 3) and a joined member invited to it. */
async function withMeeting(ctx: WalkContext) {
  const { community, user } = await withMember(ctx);
  const meeting = await buildMeeting(ctx.app, community.id, { invite: [user.id], visible: 3 });
  return { community, user, meeting };
}

/** A published post of a joined member with one comment. */
async function withComment(ctx: WalkContext) {
  const { community, user } = await withMember(ctx);
  const post = await buildPost(ctx.app, community.id, user.id);
  const [comment] = await ctx.app.database.db
    .insert(postComments)
    .values({ tenantId: 'ota', postId: post.id, body: '<p>Rude</p>', createdByUserId: user.id })
    .returning();
  return { community, user, post, comment: comment! };
}

const meetingBody = () => ({
  name: 'Quarterly catch-up',
  description: 'Agenda to follow',
  meetingLink: 'https://meet.example.com/q1',
  startDate: minutesFromNow(60 * 24),
  duration: 60,
  visible: 2,
});

/** `METHOD /openapi/{path}` → entry, for the community staff routes. */
export const COMMUNITY_ROUTES = new Map<string, WalkEntry>([
  [`POST ${A}`, async (ctx) => communityForm(ctx)],
  [
    `PUT ${A}/{id}`,
    async (ctx) => ({ params: { id: (await ctx.community()).id }, ...(await communityForm(ctx)) }),
  ],
  [`DELETE ${A}/{id}`, async (ctx) => ({ params: { id: (await ctx.community()).id } })],
  [
    `PUT ${A}/{id}/about`,
    async (ctx) => ({ params: { id: (await ctx.community()).id }, payload: { about: '<p>We are kind</p>' } }),
  ],
  [
    `PUT ${A}/{id}/terms`,
    async (ctx) => ({
      params: { id: (await ctx.community()).id },
      payload: { agreement: '<p>Be kind</p>', isRequireAgreement: true },
    }),
  ],
  [
    `POST ${A}/{id}/member`,
    async (ctx) => ({
      params: { id: (await ctx.community()).id },
      payload: { userIds: [(await ctx.person()).id] },
    }),
  ],
  [
    `PUT ${A}/{id}/member/{userId}`,
    async (ctx) => {
      const { community, user } = await withMember(ctx);
      return { params: { id: community.id, userId: user.id }, payload: { role: 'Moderator' } };
    },
  ],
  [
    `DELETE ${A}/{id}/member/{userId}`,
    async (ctx) => {
      const { community, user } = await withMember(ctx);
      return { params: { id: community.id, userId: user.id } };
    },
  ],
  [
    `POST ${A}/{id}/block`,
    async (ctx) => {
      const { community, user } = await withMember(ctx);
      return { params: { id: community.id }, payload: { reason: 'Spam', userIds: [user.id] } };
    },
  ],
  [
    `PUT ${A}/{id}/block/{userId}`,
    async (ctx) => {
      const { community, user } = await withMember(ctx);
      await ctx.call('POST', `${A}/${community.id}/block`, { reason: 'Spam', userIds: [user.id] });
      return { params: { id: community.id, userId: user.id }, payload: { reason: 'Spam, twice' } };
    },
  ],
  [
    `POST ${A}/{id}/unblock`,
    async (ctx) => {
      const { community, user } = await withMember(ctx);
      await ctx.call('POST', `${A}/${community.id}/block`, { reason: 'Spam', userIds: [user.id] });
      return { params: { id: community.id }, payload: { userIds: [user.id] } };
    },
  ],
  [
    `POST ${A}/{id}/question`,
    async (ctx) => ({
      params: { id: (await ctx.community({ isPublic: false, isVisible: true })).id },
      payload: { communityQuestions: [{ text: 'Why join?', isRequiredAssets: false }] },
    }),
  ],
  [
    `PUT ${A}/{id}/question/{qid}`,
    async (ctx) => {
      const { id, qid } = await withQuestion(ctx);
      return { params: { id, qid }, payload: { text: 'Why join us?', isRequiredAssets: false } };
    },
  ],
  [`DELETE ${A}/{id}/question/{qid}`, async (ctx) => ({ params: await withQuestion(ctx) })],
  [
    `POST ${A}/{cid}/post/{pid}/set-status`,
    async (ctx) => {
      const { community, user } = await withMember(ctx);
      const post = await buildPost(ctx.app, community.id, user.id, { status: PostStatus.WaitForApproval });
      return { params: { cid: community.id, pid: post.id }, payload: { status: PostStatus.Published } };
    },
  ],
  [
    `DELETE ${A}/{id}/post/report`,
    async (ctx) => {
      const { community, post } = await withComment(ctx);
      const reporter = await ctx.person();
      const [report] = await ctx.app.database.db
        .insert(postReports)
        .values({ tenantId: 'ota', postId: post.id, userId: reporter.id, reason: 'Off topic' })
        .returning();
      return { params: { id: community.id }, query: `ids=${report!.id}` };
    },
  ],
  [
    `DELETE ${A}/{id}/comment/report`,
    async (ctx) => {
      const { community, reportId } = await withCommentReport(ctx);
      return { params: { id: community.id }, query: `ids=${reportId}` };
    },
  ],
  [
    `POST ${A}/{id}/comment/{commentId}/report/approve`,
    async (ctx) => {
      const { community, comment } = await withCommentReport(ctx);
      return { params: { id: community.id, commentId: comment.id } };
    },
  ],
  [
    `POST ${A}/{id}/meeting`,
    async (ctx) => ({ params: { id: (await ctx.community()).id }, payload: meetingBody() }),
  ],
  [
    `PUT ${A}/{id}/meeting/{mid}`,
    async (ctx) => {
      const { community, meeting } = await withMeeting(ctx);
      return { params: { id: community.id, mid: meeting.id }, payload: { name: 'Renamed meeting' } };
    },
  ],
  [
    `DELETE ${A}/{id}/meeting/{mid}`,
    async (ctx) => {
      const { community, meeting } = await withMeeting(ctx);
      return { params: { id: community.id, mid: meeting.id } };
    },
  ],
  [
    `PUT ${A}/{id}/meeting/{mid}/add-members`,
    async (ctx) => {
      const { community, meeting } = await withMeeting(ctx);
      const other = await ctx.person();
      await addMember(ctx.app, community.id, other.id);
      return { params: { id: community.id, mid: meeting.id }, payload: { userIds: [other.id] } };
    },
  ],
  [
    `PUT ${A}/{id}/meeting/{mid}/remove-members`,
    async (ctx) => {
      const { community, meeting, user } = await withMeeting(ctx);
      return { params: { id: community.id, mid: meeting.id }, payload: { userIds: [user.id] } };
    },
  ],
  [
    'POST /api/v1/community/{id}/meeting/{mid}/asset',
    async (ctx) => {
      const { community, meeting } = await withMeeting(ctx);
      const files = [{ field: 'files', name: 'notes.txt', content: sample('txt') }];
      return {
        params: { id: community.id, mid: meeting.id },
        payload: multipart({}, files),
        headers: mp(ctx.admin.headers),
      };
    },
  ],
  [
    'DELETE /api/v1/community/{id}/meeting/{mid}/asset/{assetId}',
    async (ctx) => {
      const { community, meeting } = await withMeeting(ctx);
      const url = `/api/v1/community/${community.id}/meeting/${meeting.id}/asset`;
      const res = await ctx.app.inject({
        method: 'POST',
        url,
        headers: mp(ctx.admin.headers),
        payload: multipart({}, [{ field: 'files', name: 'notes.txt', content: sample('txt') }]),
      });
      const assetId = (res.json() as { assets: { id: string }[] }).assets[0]!.id;
      return { params: { id: community.id, mid: meeting.id, assetId } };
    },
  ],
  [
    'POST /api/v1/community/{id}/folder',
    async (ctx) => ({ params: { id: (await ctx.community()).id }, payload: { name: 'Minutes' } }),
  ],
  [
    'PUT /api/v1/community/{id}/folder/reorder',
    async (ctx) => {
      const { community, folderId } = await withFolder(ctx);
      await ctx.call('POST', `/api/v1/community/${community.id}/folder`, { name: 'Second' });
      return { params: { id: community.id }, payload: { id: folderId, newOrder: 2 } };
    },
  ],
  [
    'PUT /api/v1/community/{id}/folder/{folderId}',
    async (ctx) => {
      const { community, folderId } = await withFolder(ctx);
      return { params: { id: community.id, folderId }, payload: { name: 'Renamed folder' } };
    },
  ],
  [
    'DELETE /api/v1/community/{id}/folder/{folderId}',
    async (ctx) => {
      const { community, folderId } = await withFolder(ctx);
      return { params: { id: community.id, folderId } };
    },
  ],
  [
    'POST /api/v1/community/{id}/folder/{folderId}/asset',
    async (ctx) => {
      const { community, folderId } = await withFolder(ctx);
      const fields = { type: 'file', name: 'Guide', description: 'PDF guide' };
      const files = [{ field: 'file', name: 'guide.pdf', content: sample('pdf') }];
      return {
        params: { id: community.id, folderId },
        payload: multipart(fields, files),
        headers: mp(ctx.admin.headers),
      };
    },
  ],
  [
    'PUT /api/v1/community/{id}/folder/{folderId}/asset/{assetId}',
    async (ctx) => {
      const { community, folderId, assetId } = await withAsset(ctx);
      return { params: { id: community.id, folderId, assetId }, payload: { name: 'Renamed site' } };
    },
  ],
  [
    'PUT /api/v1/community/{id}/folder/{folderId}/asset/reorder',
    async (ctx) => {
      const { community, folderId, assetId } = await withAsset(ctx);
      const link = { type: 'link', name: 'Two', description: 'Second', link: 'https://example.org/two' };
      await ctx.call('POST', `/api/v1/community/${community.id}/folder/${folderId}/asset`, link);
      return { params: { id: community.id, folderId }, payload: { id: assetId, newOrder: 2 } };
    },
  ],
  [
    'DELETE /api/v1/community/{id}/folder/{folderId}/asset',
    async (ctx) => {
      const { community, folderId, assetId } = await withAsset(ctx);
      return { params: { id: community.id, folderId }, query: `id=${assetId}` };
    },
  ],
  [`POST ${A}/category`, async () => ({ payload: { name: `Category ${suffix()}`, color: 'blue' } })],
  [
    `PUT ${A}/category/{id}`,
    async (ctx) => ({
      params: { id: (await buildCategory(ctx.app, `C ${suffix()}`)).id },
      payload: { name: `Renamed ${suffix()}` },
    }),
  ],
  [
    `DELETE ${A}/category/{id}`,
    async (ctx) => ({ params: { id: (await buildCategory(ctx.app, `C ${suffix()}`)).id } }),
  ],
  [`PUT ${A}/global-tc`, async () => ({ payload: { content: '<p>Be kind everywhere</p>' } })],
  [`POST ${A}/post/tag`, async () => ({ payload: { name: `Tag ${suffix()}` } })],
  [
    `PUT ${A}/post/tag/{id}`,
    async (ctx) => ({
      params: { id: (await buildTag(ctx.app, `T ${suffix()}`)).id },
      payload: { name: `Renamed ${suffix()}` },
    }),
  ],
  [
    `DELETE ${A}/post/tag/{id}`,
    async (ctx) => ({ params: { id: (await buildTag(ctx.app, `T ${suffix()}`)).id } }),
  ],
]);

/** A private, visible community with a join question made through the API: `{ id, qid }`. */
async function withQuestion(ctx: WalkContext) {
  const community = await ctx.community({ isPublic: false, isVisible: true });
  const made = await ctx.call<{ communityQuestions: { id: string }[] }>(
    'POST',
    `${A}/${community.id}/question`,
    { communityQuestions: [{ text: 'Why join?' }] },
  );
  return { id: community.id, qid: made.communityQuestions[0]!.id };
}

/** A reported comment (open report of another member). */
async function withCommentReport(ctx: WalkContext) {
  const made = await withComment(ctx);
  const reporter = await ctx.person();
  const [report] = await ctx.app.database.db
    .insert(commentReports)
    .values({ tenantId: 'ota', commentId: made.comment.id, userId: reporter.id, reason: 'Rude' })
    .returning();
  return { ...made, reportId: report!.id };
}
