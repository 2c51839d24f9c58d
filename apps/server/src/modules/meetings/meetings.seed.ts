/**
 * Meetings, asset folders, FAQ and notifications demo data (issue 3 "Seed", issue 6 notifications): per
 * tenant, meetings past and upcoming of each visibility (Public published to the dashboard, Community with
 * an RSVP deadline, Private with invitations) with RSVPs of the demo accounts; folders with files and links
 * in the first communities; FAQ items (per tenant: `themes/faq.ts`); and a mixed inbox of notifications (every rendered type) for the
 * member, moderator and admin demo accounts. Rows are built in memory and bulk inserted (well under a
 * second per tenant). Demo files (a few bytes each) are written under `DATA_DIR/files/{tenant}/seed/`.
 */
import fsp from 'node:fs/promises';
import path from 'node:path';
import { and, asc, eq, inArray } from 'drizzle-orm';
import { ActivityType } from '@portal/contracts';
import {
  assetFolders,
  assetItems,
  communities,
  communityMembers,
  faqItems,
  meetingAssets,
  meetingUsers,
  meetings,
  notifications,
  postComments,
  posts,
} from '../../db/schema/index';
import { inTenant } from '../../db/tenant-scope';
import type { SeedRun } from '../../seed/seed-run';
import { faqOf } from '../../seed/themes/faq';
import { themeOf } from '../../seed/themes/index';
import { renderDemoPdf } from '../../lib/demo-pdf';

const DAY = 86_400_000;

/** Seeds meetings, folders and items, FAQ and demo notifications for one tenant. */
export async function seedMeetingsAssetsFaq(ctx: SeedRun): Promise<void> {
  const { scope, demo, faker } = ctx;
  const tenantId = scope.tenantId;
  const db = scope.db;
  const theme = themeOf(tenantId).meeting;
  // Demo files: PDFs are real one-page documents, the others short text.
  const FILES = await Promise.all(
    theme.files.map(async (f) => ({
      name: f.name,
      file: f.file,
      body: f.file.endsWith('.pdf')
        ? await renderDemoPdf(f.name.replace(/\.pdf$/, ''), f.lines)
        : `${f.lines.join('\n')}\n`,
    })),
  );
  const { folders: FOLDERS, links: LINKS } = theme;

  const list = await db
    .select({ id: communities.id, name: communities.name })
    .from(communities)
    .where(inTenant(scope, communities, eq(communities.isDeleted, false), eq(communities.isArchived, false)))
    .orderBy(asc(communities.name))
    .limit(10);
  if (list.length === 0) return;
  const ids = list.map((c) => c.id);
  const members = await db
    .select({ communityId: communityMembers.communityId, userId: communityMembers.userId })
    .from(communityMembers)
    .where(
      inTenant(
        scope,
        communityMembers,
        inArray(communityMembers.communityId, ids),
        eq(communityMembers.status, 'Joined'),
      ),
    );
  const membersOf = new Map<string, string[]>();
  for (const m of members) membersOf.set(m.communityId, [...(membersOf.get(m.communityId) ?? []), m.userId]);
  // Demo files.
  const root = path.resolve(process.env.DATA_DIR ?? './data', 'files', tenantId, 'seed');
  await fsp.mkdir(root, { recursive: true }).catch(() => undefined);
  await Promise.all(FILES.map((f) => fsp.writeFile(path.join(root, f.file), f.body).catch(() => undefined)));
  const fileKey = (f: (typeof FILES)[number]) => `${tenantId}/seed/${f.file}`;

  // Meetings: per community one past and one upcoming Public, Community and Private meeting.
  const now = Date.now();
  const at = (days: number, hour: number) => {
    const d = new Date(now + days * DAY);
    d.setUTCHours(hour, 0, 0, 0);
    return d;
  };
  type MeetingInsert = typeof meetings.$inferInsert;
  const rows: MeetingInsert[] = [];
  const topics = theme.topics;
  list.forEach((c, i) => {
    const plan: [number, number, 1 | 2 | 3, boolean][] = [
      [-(i + 3), 1, false],
      [i + 1, 1, true],
      [i + 2, 2, false],
      [-(i + 6), 2, false],
      [i + 4, 3, false],
      [-(i + 9), 3, false],
    ].map(([d, v, dash]) => [
      d as number,
      [22, 23, 0, 1][(i + Math.abs(d as number)) % 4]!,
      v as 1 | 2 | 3,
      dash as boolean,
    ]);
    for (const [days, hour, visible, toDashBoard] of plan) {
      const start = at(days, hour);
      const duration = [30, 45, 60, 90][(i + hour) % 4]!;
      rows.push({
        tenantId,
        communityId: c.id,
        name: `${topics[(i + hour) % topics.length]}: ${c.name}`,
        description: theme.descriptions[(i + hour + visible) % theme.descriptions.length]!,
        meetingLink: `https://meet.example.com/${tenantId}-${i}-${hour}-${visible}`,
        meetingCode: `${faker.number.int({ min: 100, max: 999 })} ${faker.number.int({ min: 100, max: 999 })} ${faker.number.int({ min: 1000, max: 9999 })}`,
        meetingPassword: visible === 3 ? faker.string.alphanumeric(8) : null,
        startDate: start,
        duration,
        endDate: new Date(start.getTime() + duration * 60_000),
        rsvpDate: visible === 2 && days > 0 ? new Date(start.getTime() - DAY) : null,
        visible,
        sendNotification: days > 0,
        notifiedAt: days > 0 ? new Date(now - DAY) : null,
        toDashBoard,
        createdByUserId: demo.moderator,
      });
    }
  });
  const created = await db.insert(meetings).values(rows).returning({
    id: meetings.id,
    communityId: meetings.communityId,
    visible: meetings.visible,
    startDate: meetings.startDate,
  });
  const answers: (typeof meetingUsers.$inferInsert)[] = [];
  const seen = new Set<string>();
  const answer = (meetingId: string, userId: string, status: number, invited = false) => {
    const key = `${meetingId}:${userId}`;
    if (seen.has(key)) return;
    seen.add(key);
    answers.push({ tenantId, meetingId, userId, status, invited });
  };
  for (const m of created) {
    if (m.visible === 3) {
      answer(m.id, demo.member, m.startDate.getTime() < now ? 1 : 0, true);
      for (const u of (membersOf.get(m.communityId) ?? []).slice(0, 4)) answer(m.id, u, 0, true);
    } else {
      for (const [j, u] of (membersOf.get(m.communityId) ?? []).slice(0, 6).entries())
        answer(m.id, u, (j % 3) as 0 | 1 | 2);
    }
  }
  const upcomingPublic = created.filter((m) => m.visible === 1 && m.startDate.getTime() > now).slice(0, 3);
  for (const m of upcomingPublic) answer(m.id, demo.member, 1);
  if (answers.length) await db.insert(meetingUsers).values(answers).onConflictDoNothing();
  await db.insert(meetingAssets).values(
    upcomingPublic.map((m) => ({
      tenantId,
      meetingId: m.id,
      fileName: FILES[3]!.name,
      key: fileKey(FILES[3]!),
      size: FILES[3]!.body.length,
    })),
  );

  // Folders with files and links in the first 8 communities.
  const folderRows = list.slice(0, 8).flatMap((c) =>
    FOLDERS.map((f, order) => ({
      tenantId,
      communityId: c.id,
      name: f.name,
      description: f.description,
      order: order + 1,
      createdByUserId: demo.admin,
    })),
  );
  const folders = await db
    .insert(assetFolders)
    .values(folderRows)
    .returning({ id: assetFolders.id, communityId: assetFolders.communityId, name: assetFolders.name });
  const items: (typeof assetItems.$inferInsert)[] = [];
  for (const f of folders) {
    const base = { tenantId, communityId: f.communityId, folderId: f.id, createdByUserId: demo.admin };
    if (f.name === 'Useful links')
      LINKS.forEach((l, i) =>
        items.push({
          ...base,
          name: l.name,
          description: 'Recommended by our members',
          type: 'link',
          link: l.link,
          order: i + 1,
        }),
      );
    else
      FILES.slice(f.name === 'Guidelines' ? 0 : 1, f.name === 'Guidelines' ? 2 : 4).forEach((file, i) =>
        items.push({
          ...base,
          name: file.name.replace(/\.[a-z]+$/, ''),
          description: faker.helpers.arrayElement(theme.itemDescriptions),
          type: file.file.endsWith('.pdf') ? 'pdf' : 'file',
          key: fileKey(file),
          fileName: file.name,
          size: file.body.length,
          order: i + 1,
        }),
      );
  }
  const insertedItems = await db
    .insert(assetItems)
    .values(items)
    .returning({ id: assetItems.id, communityId: assetItems.communityId });

  // FAQ, in the tenant's own words.
  const FAQ = faqOf(tenantId);
  await db.insert(faqItems).values(
    FAQ.map(([name, description], i) => ({
      tenantId,
      name,
      description,
      createdByUserId: demo.admin,
      createdAt: new Date(now - (FAQ.length - i) * 60_000),
    })),
  );

  // Notifications for the demo accounts, pointing at real rows.
  const joined = members.filter((m) => m.userId === demo.member).map((m) => m.communityId);
  const home = joined[0] ?? ids[0]!;
  const [memberPost] = await db
    .select({ id: posts.id, communityId: posts.communityId })
    .from(posts)
    .where(inTenant(scope, posts, eq(posts.createdByUserId, demo.member)))
    .limit(1);
  const somePosts = await db
    .select({ id: posts.id, communityId: posts.communityId, authorId: posts.createdByUserId })
    .from(posts)
    .where(
      inTenant(scope, posts, inArray(posts.communityId, joined.length ? joined : ids), eq(posts.status, 1)),
    )
    .limit(5);
  const target = memberPost ?? somePosts[0];
  const [comment] = target
    ? await db
        .select({ id: postComments.id, authorId: postComments.createdByUserId })
        .from(postComments)
        .where(and(eq(postComments.tenantId, tenantId), eq(postComments.postId, target.id)))
        .limit(1)
    : [];
  const someone = ctx.userIds.find((u) => !Object.values(demo).includes(u)) ?? demo.admin;
  const meetingFor = created.find((m) => m.visible === 1 && m.startDate.getTime() > now);
  const assetFor = insertedItems[0];
  type N = typeof notifications.$inferInsert;
  const inbox: N[] = [];
  const push = (
    recipientId: string,
    activityType: number,
    minutesAgo: number,
    extra: Partial<N>,
    read = false,
  ) =>
    inbox.push({
      tenantId,
      recipientId,
      activityType,
      initiatorUserId: someone,
      communityId: home,
      createdAt: new Date(now - minutesAgo * 60_000),
      readAt: read ? new Date(now - (minutesAgo - 1) * 60_000) : null,
      ...extra,
    });
  push(demo.member, ActivityType.NewOpenCommunity, 5, { communityId: ids[ids.length - 1] });
  if (target) {
    push(demo.member, ActivityType.PostCommented, 12, {
      communityId: target.communityId,
      postId: target.id,
      commentId: comment?.id ?? null,
    });
    push(demo.member, ActivityType.PostInYourGroupCommented, 40, {
      communityId: target.communityId,
      postId: target.id,
      commentId: comment?.id ?? null,
    });
    push(
      demo.member,
      ActivityType.PostApproved,
      300,
      { communityId: target.communityId, postId: target.id, initiatorUserId: demo.moderator },
      true,
    );
    push(
      demo.member,
      ActivityType.PostShared,
      1500,
      { communityId: target.communityId, postId: target.id },
      true,
    );
    push(demo.moderator, ActivityType.ActionRequestToPost, 20, {
      communityId: target.communityId,
      postId: target.id,
      initiatorUserId: demo.member,
    });
    push(demo.admin, ActivityType.ActionRequestToPost, 20, {
      communityId: target.communityId,
      postId: target.id,
      initiatorUserId: demo.member,
    });
    if (comment)
      push(demo.moderator, ActivityType.ActionRequestToComment, 60, {
        communityId: target.communityId,
        postId: target.id,
        commentId: comment.id,
      });
  }
  for (const [k, p] of somePosts.entries()) {
    push(
      demo.member,
      ActivityType.NewPost,
      90 + k * 180,
      { communityId: p.communityId, postId: p.id, initiatorUserId: p.authorId },
      k > 1,
    );
    if (k < 2)
      push(
        demo.member,
        ActivityType.PostUpdated,
        200 + k * 400,
        { communityId: p.communityId, postId: p.id, initiatorUserId: p.authorId },
        true,
      );
  }
  if (meetingFor)
    push(demo.member, ActivityType.NewMeeting, 30, {
      communityId: meetingFor.communityId,
      meetingId: meetingFor.id,
      initiatorUserId: demo.moderator,
    });
  if (assetFor)
    push(demo.member, ActivityType.NewAsset, 600, {
      communityId: assetFor.communityId,
      assetId: assetFor.id,
      initiatorUserId: demo.admin,
    });
  push(
    demo.member,
    ActivityType.MemberAdded,
    3000,
    { memberUserId: demo.member, initiatorUserId: demo.admin },
    true,
  );
  push(
    demo.member,
    ActivityType.MemberRemoved,
    5000,
    { communityId: ids[1] ?? home, memberUserId: demo.member, initiatorUserId: demo.admin },
    true,
  );
  push(demo.moderator, ActivityType.MemberAwaitingApproval, 45, {
    memberUserId: demo.member,
    initiatorUserId: demo.member,
  });
  push(demo.admin, ActivityType.MemberAwaitingApproval, 45, {
    memberUserId: demo.member,
    initiatorUserId: demo.member,
  });
  await db.insert(notifications).values(inbox);
}
