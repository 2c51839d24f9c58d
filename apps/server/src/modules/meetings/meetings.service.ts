/**
 * Meetings — spec 001 §7 "Meetings", §3 Meeting, §4 Meeting (RSVP closing, one-way publish and notify,
 * visibility fixed after creation), §5 Meeting form, §6 (meetingAll: global flag OR community flag).
 * Visibility decides who sees a meeting: 1 Public every user of the tenant, 2 Community the community's
 * members, 3 Private the invited users (plus the creator and managers). Lists take a bounded number of
 * queries: the page (with the caller's flags as subqueries), the count, the participants and the assets
 * of the page.
 */
import { and, asc, desc, eq, gte, inArray, lte, or, sql, type SQL } from 'drizzle-orm';
import {
  isCommunityAdmin,
  MEETING_FILE_TYPES,
  MEETING_IMAGE_TYPES,
  MEETING_LIMITS,
  MEETING_MESSAGES,
  MeetingVisibility,
  RsvpStatus,
  rsvpClosedReason,
  type TCommunityMeetingsQuery,
  type TCreateMeetingFields,
  type TExploreMeetingsBody,
  type TMeeting,
  type TMeetingListItem,
  type TMeetingPreference,
  type TMeetingUser,
  type TRsvpStatus,
  type TUpdateMeetingFields,
} from '@portal/contracts';
import {
  communities,
  meetingAssets,
  meetingFavorites,
  meetingUsers,
  meetings,
  users,
} from '../../db/schema/index';
import { inTenant } from '../../db/tenant-scope';
import { AppError } from '../../lib/app-error';
import { loadCommunityAccess, type CommunityAccess } from '../communities/communities.service';
import type { CommunityContext } from '../communities/communities.service';
import { checkFiles, discardFiles, fileUrl, storeFiles, type IncomingFile } from '../../plugins/uploads';

type MeetingRow = typeof meetings.$inferSelect;

const iso = (d: Date) => d.toISOString();

/** Whether the caller manages every meeting of the tenant (admin, or the global meetingAll flag). */
function managesAll(ctx: CommunityContext): boolean {
  const flags = ctx.actor.permissions as Record<string, boolean | undefined>;
  return isCommunityAdmin(ctx.actor.role) || flags.meetingAll === true;
}

/** SQL: the caller has meetingAll in the meeting's community (global flag, admin, moderator, own flag). */
function canManageSql(ctx: CommunityContext): SQL {
  if (managesAll(ctx)) return sql`true`;
  return sql`exists(select 1 from community_members cm where cm.community_id = ${meetings.communityId}
    and cm.user_id = ${ctx.actor.id} and cm.status = 'Joined'
    and (cm.role = 'Moderator' or (cm.permissions ->> 'meetingAll') = 'true'))`;
}

/**
 * SQL: the caller may see the meeting (spec 001 §3 visible): Public → everyone of the tenant; Community →
 * Joined members of the community (auto-join communities: everyone); Private → invited users and the
 * creator; and every meeting to those with meetingAll in its community.
 */
function visibleSql(ctx: CommunityContext): SQL {
  if (managesAll(ctx)) return sql`true`;
  const me = ctx.actor.id;
  return sql`(${meetings.visible} = ${MeetingVisibility.Public}
    or (${meetings.visible} = ${MeetingVisibility.Community} and (${communities.isAutoJoin} or exists(
      select 1 from community_members cm where cm.community_id = ${meetings.communityId}
      and cm.user_id = ${me} and cm.status = 'Joined')))
    or (${meetings.visible} = ${MeetingVisibility.Private} and (${meetings.createdByUserId} = ${me} or exists(
      select 1 from meeting_users mu where mu.meeting_id = ${meetings.id} and mu.user_id = ${me} and mu.invited)))
    or ${canManageSql(ctx)})`;
}

/** Fields of a meeting page row: the meeting, its community, and the caller's flags. */
function rowFields(ctx: CommunityContext) {
  const me = ctx.actor.id;
  return {
    meeting: meetings,
    communityAlias: communities.alias,
    communityName: communities.name,
    communityImage: communities.imageUrl,
    isFavorite: sql<boolean>`exists(select 1 from meeting_favorites f where f.meeting_id = ${meetings.id} and f.user_id = ${me})`,
    myStatus: sql<
      number | null
    >`(select mu.status from meeting_users mu where mu.meeting_id = ${meetings.id} and mu.user_id = ${me})`,
    goingCount: sql<number>`(select count(*)::int from meeting_users mu where mu.meeting_id = ${meetings.id} and mu.status = ${RsvpStatus.Going})`,
    canManage: sql<boolean>`${canManageSql(ctx)}`,
  };
}
type Row = {
  meeting: MeetingRow;
  communityAlias: string;
  communityName: string;
  communityImage: string | null;
  isFavorite: boolean;
  myStatus: number | null;
  goingCount: number;
  canManage: boolean;
};

/** Participants and assets of the given meetings (2 queries), then the answer shapes. */
async function present(ctx: CommunityContext, rows: Row[]): Promise<TMeeting[]> {
  if (rows.length === 0) return [];
  const ids = rows.map((r) => r.meeting.id);
  const [people, files] = await Promise.all([
    ctx.scope.db
      .select({
        meetingId: meetingUsers.meetingId,
        userId: meetingUsers.userId,
        status: meetingUsers.status,
        invited: meetingUsers.invited,
        firstName: users.firstName,
        lastName: users.lastName,
        avatarUrl: users.avatarUrl,
        pronoun: users.pronoun,
      })
      .from(meetingUsers)
      .innerJoin(users, eq(users.id, meetingUsers.userId))
      .where(inTenant(ctx.scope, meetingUsers, inArray(meetingUsers.meetingId, ids)))
      .orderBy(asc(users.firstName), asc(users.lastName)),
    ctx.scope.db
      .select()
      .from(meetingAssets)
      .where(inTenant(ctx.scope, meetingAssets, inArray(meetingAssets.meetingId, ids)))
      .orderBy(asc(meetingAssets.createdAt)),
  ]);
  const usersOf = new Map<string, TMeetingUser[]>();
  for (const p of people) {
    const list = usersOf.get(p.meetingId) ?? [];
    list.push({
      id: p.userId,
      userId: p.userId,
      status: p.status as TRsvpStatus,
      invited: p.invited,
      firstName: p.firstName,
      lastName: p.lastName,
      avatarUrl: p.avatarUrl,
      pronoun: p.pronoun,
    });
    usersOf.set(p.meetingId, list);
  }
  const assetsOf = new Map<string, TMeeting['assets']>();
  for (const f of files) {
    const list = assetsOf.get(f.meetingId) ?? [];
    list.push({ id: f.id, fileName: f.fileName, path: fileUrl(f.key)! });
    assetsOf.set(f.meetingId, list);
  }
  return rows.map((r) => {
    const m = r.meeting;
    return {
      id: m.id,
      name: m.name,
      description: m.description,
      meetingLink: m.meetingLink,
      meetingId: m.meetingCode,
      meetingPassword: m.meetingPassword,
      startDate: iso(m.startDate),
      endDate: iso(m.endDate),
      duration: m.duration,
      rsvpDate: m.rsvpDate ? iso(m.rsvpDate) : null,
      visible: m.visible as TMeeting['visible'],
      imageUrl: fileUrl(m.imageKey),
      sendNotification: m.sendNotification,
      isNotified: m.notifiedAt !== null,
      toDashBoard: m.toDashBoard,
      communityId: m.communityId,
      community: {
        id: m.communityId,
        alias: r.communityAlias,
        name: r.communityName,
        imageUrl: fileUrl(r.communityImage),
      },
      users: usersOf.get(m.id) ?? [],
      goingCount: Number(r.goingCount),
      assets: assetsOf.get(m.id) ?? [],
      isFavorite: r.isFavorite,
      status: (r.myStatus ?? RsvpStatus.NoResponse) as TRsvpStatus,
      rsvpClosedReason: rsvpClosedReason({
        startDate: m.startDate,
        duration: m.duration,
        rsvpDate: m.rsvpDate,
      }),
      canManage: r.canManage,
      createdByUserId: m.createdByUserId,
      createdAt: iso(m.createdAt),
    };
  });
}

const asItems = (list: TMeeting[]): TMeetingListItem[] =>
  list.map((meet) => ({ meet, status: meet.status, isFavorite: meet.isFavorite }));

/** Upcoming (not ended) first by start ascending, then past by start descending. */
const upcomingFirst = [
  sql`case when ${meetings.endDate} > now() then 0 else 1 end`,
  sql`case when ${meetings.endDate} > now() then ${meetings.startDate} end asc`,
  desc(meetings.startDate),
  asc(meetings.id),
];

/** One page of meetings matching `where` (visible to the caller), with the total. */
async function page(
  ctx: CommunityContext,
  where: SQL,
  pageNo: number,
  pageSize: number,
  order: (SQL | ReturnType<typeof asc>)[] = upcomingFirst,
): Promise<{ meets: TMeetingListItem[]; totalItemCount: number }> {
  const base = inTenant(ctx.scope, meetings, eq(communities.isDeleted, false), where);
  const [rows, [count]] = await Promise.all([
    ctx.scope.db
      .select(rowFields(ctx))
      .from(meetings)
      .innerJoin(communities, eq(communities.id, meetings.communityId))
      .where(base)
      .orderBy(...order)
      .limit(pageSize)
      .offset((pageNo - 1) * pageSize),
    ctx.scope.db
      .select({ n: sql<number>`count(*)::int` })
      .from(meetings)
      .innerJoin(communities, eq(communities.id, meetings.communityId))
      .where(base),
  ]);
  return { meets: asItems(await present(ctx, rows as Row[])), totalItemCount: Number(count?.n ?? 0) };
}

function pastUpcoming(showPast?: boolean, showUpcoming?: boolean): SQL | undefined {
  if (showPast && !showUpcoming) return lte(meetings.endDate, sql`now()`);
  if (showUpcoming && !showPast) return sql`${meetings.endDate} > now()`;
  return undefined;
}

/**
 * `GET api/v1/community/{id}/meeting` — the community's meetings the caller may see (spec 001 §7).
 * With `admin` (`GET api/v1/admin/community/{id}/meeting`) the caller needs meetingAll and sees all.
 */
export async function listCommunityMeetings(
  ctx: CommunityContext,
  communityId: string,
  query: TCommunityMeetingsQuery,
  admin = false,
) {
  const access = await loadCommunityAccess(ctx.scope, ctx.actor, { id: communityId });
  if (admin) assertManage(access);
  const where = and(
    eq(meetings.communityId, communityId),
    admin ? undefined : visibleSql(ctx),
    pastUpcoming(query.showPast, query.showUpcoming),
  ) as SQL;
  return page(ctx, where, query.page, query.pageSize);
}

function assertManage(access: CommunityAccess): void {
  if (!access.permissions.meetingAll) throw new AppError('FORBIDDEN', MEETING_MESSAGES.forbidden);
}

/** Loads one meeting of the community visible to the caller. @throws 404 'Meeting not found'. */
async function loadRow(
  ctx: CommunityContext,
  communityId: string,
  meetingId: string,
  mustSee = true,
): Promise<Row> {
  const [row] = await ctx.scope.db
    .select(rowFields(ctx))
    .from(meetings)
    .innerJoin(communities, eq(communities.id, meetings.communityId))
    .where(
      inTenant(
        ctx.scope,
        meetings,
        eq(meetings.id, meetingId),
        eq(meetings.communityId, communityId),
        eq(communities.isDeleted, false),
        mustSee ? visibleSql(ctx) : undefined,
      ),
    )
    .limit(1);
  if (!row) throw new AppError('NOT_FOUND', MEETING_MESSAGES.notFound);
  return row as Row;
}

/** `GET api/v1/community/{id}/meeting/{mid}` — one meeting (404 when missing or not visible to the caller). */
export async function getMeeting(
  ctx: CommunityContext,
  communityId: string,
  meetingId: string,
): Promise<TMeeting> {
  const [meeting] = await present(ctx, [await loadRow(ctx, communityId, meetingId)]);
  return meeting!;
}

/** `POST api/v1/community/meeting` — explore meetings with filters (spec 001 §2 Explore meetings, §7). */
export async function exploreMeetings(ctx: CommunityContext, body: TExploreMeetingsBody) {
  const me = ctx.actor.id;
  const conditions: (SQL | undefined)[] = [visibleSql(ctx), pastUpcoming(body.showPast, body.showUpcoming)];
  if (body.communitiesIds?.length) conditions.push(inArray(meetings.communityId, body.communitiesIds));
  if (body.onlyFavorite)
    conditions.push(
      sql`exists(select 1 from meeting_favorites f where f.meeting_id = ${meetings.id} and f.user_id = ${me})`,
    );
  if (body.statuses?.length && body.statuses.length < 3) {
    const list = sql.join(
      body.statuses.map((s) => sql`${s}`),
      sql`, `,
    );
    conditions.push(
      sql`coalesce((select mu.status from meeting_users mu where mu.meeting_id = ${meetings.id} and mu.user_id = ${me}), 0) in (${list})`,
    );
  }
  if (body.startDate) conditions.push(gte(meetings.startDate, new Date(body.startDate)));
  if (body.endDate) conditions.push(lte(meetings.startDate, new Date(body.endDate)));
  if (body.keyword)
    conditions.push(sql`${meetings.name} ilike ${'%' + body.keyword.replace(/[%_\\]/g, '\\$&') + '%'}`);
  return page(ctx, and(...conditions) as SQL, body.page, body.pageSize);
}

/** `GET api/v1/community/meeting/preference` (spec 001 §3 Meeting preference). */
export async function meetingPreference(ctx: CommunityContext): Promise<TMeetingPreference> {
  const base = inTenant(ctx.scope, meetings, eq(communities.isDeleted, false), visibleSql(ctx));
  const [list, [totals]] = await Promise.all([
    ctx.scope.db
      .selectDistinct({
        id: communities.id,
        name: communities.name,
        alias: communities.alias,
        imageUrl: communities.imageUrl,
      })
      .from(meetings)
      .innerJoin(communities, eq(communities.id, meetings.communityId))
      .where(base)
      .orderBy(asc(communities.name), asc(communities.id)),
    ctx.scope.db
      .select({
        upcoming: sql<number>`count(*) filter (where ${meetings.endDate} > now())::int`,
        incoming: sql<number>`count(*) filter (where ${meetings.endDate} > now() and coalesce((select mu.status from meeting_users mu where mu.meeting_id = ${meetings.id} and mu.user_id = ${ctx.actor.id}), 0) = 0)::int`,
      })
      .from(meetings)
      .innerJoin(communities, eq(communities.id, meetings.communityId))
      .where(base),
  ]);
  return {
    communities: list.map((c) => ({ ...c, imageUrl: fileUrl(c.imageUrl) })),
    totalIncoming: Number(totals?.incoming ?? 0),
    totalUpcoming: Number(totals?.upcoming ?? 0),
  };
}

/**
 * `GET api/v1/dashboard/meetings` — upcoming meetings for the dashboard (000 §2): visible to the caller and
 * published to the dashboard, or the caller is invited or going; "Can't go" only with viewMeetsWithAllAnswers.
 */
export async function dashboardMeetings(
  ctx: CommunityContext,
  query: { page: number; pageSize: number; viewMeetsWithAllAnswers?: boolean },
) {
  const me = ctx.actor.id;
  const myStatus = sql`coalesce((select mu.status from meeting_users mu where mu.meeting_id = ${meetings.id} and mu.user_id = ${me}), 0)`;
  const where = and(
    visibleSql(ctx),
    sql`${meetings.endDate} > now()`,
    or(
      eq(meetings.toDashBoard, true),
      sql`exists(select 1 from meeting_users mu where mu.meeting_id = ${meetings.id} and mu.user_id = ${me} and (mu.invited or mu.status = ${RsvpStatus.Going}))`,
    ),
    query.viewMeetsWithAllAnswers ? undefined : sql`${myStatus} <> ${RsvpStatus.CantGo}`,
  ) as SQL;
  return page(ctx, where, query.page, query.pageSize, [asc(meetings.startDate), asc(meetings.id)]);
}

/**
 * `POST api/v1/community/{id}/meeting/{mid}` — RSVP (spec 001 §4): closed once the meeting has ended or
 * the RSVP deadline passed (400 with the tooltip text). Answers the caller's status and the going count.
 */
export async function rsvp(
  ctx: CommunityContext,
  communityId: string,
  meetingId: string,
  status: TRsvpStatus,
) {
  const row = await loadRow(ctx, communityId, meetingId);
  const closed = rsvpClosedReason({
    startDate: row.meeting.startDate,
    duration: row.meeting.duration,
    rsvpDate: row.meeting.rsvpDate,
  });
  if (closed)
    throw new AppError(
      'BAD_REQUEST',
      closed === 'ended' ? MEETING_MESSAGES.rsvpClosedEnded : MEETING_MESSAGES.rsvpClosedDeadline,
    );
  await ctx.scope.db
    .insert(meetingUsers)
    .values({ tenantId: ctx.scope.tenantId, meetingId, userId: ctx.actor.id, status })
    .onConflictDoUpdate({
      target: [meetingUsers.meetingId, meetingUsers.userId],
      set: { status, updatedAt: new Date() },
    });
  const [count] = await ctx.scope.db
    .select({ n: sql<number>`count(*)::int` })
    .from(meetingUsers)
    .where(
      inTenant(
        ctx.scope,
        meetingUsers,
        eq(meetingUsers.meetingId, meetingId),
        eq(meetingUsers.status, RsvpStatus.Going),
      ),
    );
  return { status, goingCount: Number(count?.n ?? 0) };
}

/** `POST .../meeting/{mid}/add-to-favorite` and `delete-from-favorite`. */
export async function setFavorite(
  ctx: CommunityContext,
  communityId: string,
  meetingId: string,
  on: boolean,
) {
  await loadRow(ctx, communityId, meetingId);
  if (on)
    await ctx.scope.db
      .insert(meetingFavorites)
      .values({ tenantId: ctx.scope.tenantId, meetingId, userId: ctx.actor.id })
      .onConflictDoNothing();
  else
    await ctx.scope.db
      .delete(meetingFavorites)
      .where(
        inTenant(
          ctx.scope,
          meetingFavorites,
          eq(meetingFavorites.meetingId, meetingId),
          eq(meetingFavorites.userId, ctx.actor.id),
        ),
      );
  return { isFavorite: on };
}

/** Keeps only ids of users of the tenant. */
async function tenantUserIds(ctx: CommunityContext, ids: string[]): Promise<string[]> {
  if (ids.length === 0) return [];
  const rows = await ctx.scope.db
    .select({ id: users.id })
    .from(users)
    .where(inTenant(ctx.scope, users, inArray(users.id, [...new Set(ids)])));
  return rows.map((r) => r.id);
}

async function checkMeetingFiles(
  files: IncomingFile[],
  existing = 0,
): Promise<{ image: IncomingFile | null; assets: IncomingFile[] }> {
  const image = files.find((f) => f.field === 'imageFile') ?? null;
  const assets = files.filter((f) => f.field !== 'imageFile');
  if (image)
    await checkFiles([image], {
      types: MEETING_IMAGE_TYPES,
      maxBytes: MEETING_LIMITS.fileMaxBytes,
      maxFiles: 1,
      field: 'imageFile',
    });
  if (existing + assets.length > MEETING_LIMITS.assetsMax)
    throw new AppError('BAD_REQUEST', MEETING_MESSAGES.tooManyAssets, {
      errors: { files: [MEETING_MESSAGES.tooManyAssets] },
    });
  await checkFiles(assets, {
    types: MEETING_FILE_TYPES,
    maxBytes: MEETING_LIMITS.fileMaxBytes,
    maxFiles: MEETING_LIMITS.assetsMax,
    field: 'files',
  });
  return { image, assets };
}

function emitCreated(ctx: CommunityContext, communityId: string, meetingId: string): void {
  ctx.events.emit('meeting.created', {
    tenantId: ctx.scope.tenantId,
    actorId: ctx.actor.id,
    communityId,
    meetingId,
  });
}

/**
 * `POST api/v1/admin/community/{id}/meeting` — creates a meeting with cover and assets (≤ 5). meetingAll.
 * With sendNotification the "new meeting" notification goes out (type 13, one-way).
 */
export async function createMeeting(
  ctx: CommunityContext,
  communityId: string,
  fields: TCreateMeetingFields,
  files: IncomingFile[],
): Promise<TMeeting> {
  const access = await loadCommunityAccess(ctx.scope, ctx.actor, { id: communityId });
  assertManage(access);
  const { image, assets } = await checkMeetingFiles(files);
  const invitees =
    fields.visible === MeetingVisibility.Private ? await tenantUserIds(ctx, fields.userIds ?? []) : [];
  const [storedImage] = image ? await storeFiles(ctx.storage, ctx.scope.tenantId, [image]) : [];
  const storedAssets = await storeFiles(ctx.storage, ctx.scope.tenantId, assets);
  const start = new Date(fields.startDate);
  let id: string;
  try {
    id = await ctx.scope.db.transaction(async (tx) => {
      const [created] = await tx
        .insert(meetings)
        .values({
          tenantId: ctx.scope.tenantId,
          communityId,
          name: fields.name,
          description: fields.description,
          meetingLink: fields.meetingLink,
          meetingCode: fields.meetingId || null,
          meetingPassword: fields.meetingPassword || null,
          startDate: start,
          duration: fields.duration,
          endDate: new Date(start.getTime() + fields.duration * 60_000),
          rsvpDate: fields.rsvpDate ? new Date(fields.rsvpDate) : null,
          visible: fields.visible,
          imageKey: storedImage?.key ?? null,
          sendNotification: fields.sendNotification,
          notifiedAt: fields.sendNotification ? new Date() : null,
          toDashBoard: fields.toDashBoard,
          createdByUserId: ctx.actor.id,
        })
        .returning({ id: meetings.id });
      const meetingId = created!.id;
      if (storedAssets.length)
        await tx.insert(meetingAssets).values(
          storedAssets.map((a) => ({
            id: a.id,
            tenantId: ctx.scope.tenantId,
            meetingId,
            fileName: a.name,
            key: a.key,
            size: a.size,
          })),
        );
      if (invitees.length)
        await tx
          .insert(meetingUsers)
          .values(
            invitees.map((userId) => ({ tenantId: ctx.scope.tenantId, meetingId, userId, invited: true })),
          );
      return meetingId;
    });
  } catch (error) {
    await discardFiles(
      ctx.storage,
      ctx.scope.tenantId,
      [storedImage?.key, ...storedAssets.map((a) => a.key)].filter(Boolean) as string[],
    );
    throw error;
  }
  if (fields.sendNotification) emitCreated(ctx, communityId, id);
  return getMeeting(ctx, communityId, id);
}

/**
 * `PUT api/v1/admin/community/{id}/meeting/{mid}` — edits a meeting (meetingAll). Visibility cannot change;
 * sendNotification=true notifies once; toDashBoard=true publishes once (not Private); deletedAssetIds and
 * new files apply the asset marks with at most 5 assets in all.
 */
export async function updateMeeting(
  ctx: CommunityContext,
  communityId: string,
  meetingId: string,
  fields: TUpdateMeetingFields,
  files: IncomingFile[],
): Promise<TMeeting> {
  const access = await loadCommunityAccess(ctx.scope, ctx.actor, { id: communityId });
  assertManage(access);
  const { meeting: m } = await loadRow(ctx, communityId, meetingId, false);
  const bad = (field: string, message: string) =>
    new AppError('BAD_REQUEST', message, { errors: { [field]: [message] } });
  if (fields.visible !== undefined && fields.visible !== m.visible)
    throw bad('visible', MEETING_MESSAGES.visibilityLocked);
  if (fields.sendNotification && m.notifiedAt)
    throw bad('sendNotification', MEETING_MESSAGES.alreadyNotified);
  if (fields.toDashBoard === true && m.toDashBoard)
    throw bad('toDashBoard', MEETING_MESSAGES.alreadyPublished);
  if (fields.toDashBoard === true && m.visible === MeetingVisibility.Private)
    throw bad('toDashBoard', MEETING_MESSAGES.privateNotPublishable);
  const start = fields.startDate ? new Date(fields.startDate) : m.startDate;
  const duration = fields.duration ?? m.duration;
  const rsvpDate =
    fields.rsvpDate === undefined ? m.rsvpDate : fields.rsvpDate ? new Date(fields.rsvpDate) : null;
  if (fields.startDate && start.getTime() !== m.startDate.getTime() && start.getTime() < Date.now() - 60_000)
    throw bad('startDate', MEETING_MESSAGES.timeInPast);
  if (rsvpDate && rsvpDate.getTime() > start.getTime())
    throw bad('rsvpDate', MEETING_MESSAGES.rsvpAfterStart);

  const existing = await ctx.scope.db
    .select({ id: meetingAssets.id, key: meetingAssets.key })
    .from(meetingAssets)
    .where(inTenant(ctx.scope, meetingAssets, eq(meetingAssets.meetingId, meetingId)));
  const deleted = existing.filter((a) => fields.deletedAssetIds?.includes(a.id));
  const { image, assets } = await checkMeetingFiles(files, existing.length - deleted.length);
  const [storedImage] = image ? await storeFiles(ctx.storage, ctx.scope.tenantId, [image]) : [];
  const storedAssets = await storeFiles(ctx.storage, ctx.scope.tenantId, assets);
  const notifyNow = fields.sendNotification === true;
  try {
    await ctx.scope.db.transaction(async (tx) => {
      await tx
        .update(meetings)
        .set({
          name: fields.name ?? m.name,
          description: fields.description ?? m.description,
          meetingLink: fields.meetingLink ?? m.meetingLink,
          meetingCode: fields.meetingId === undefined ? m.meetingCode : fields.meetingId || null,
          meetingPassword:
            fields.meetingPassword === undefined ? m.meetingPassword : fields.meetingPassword || null,
          startDate: start,
          duration,
          endDate: new Date(start.getTime() + duration * 60_000),
          rsvpDate,
          imageKey: storedImage ? storedImage.key : fields.removeImage ? null : m.imageKey,
          sendNotification: m.sendNotification || notifyNow,
          notifiedAt: m.notifiedAt ?? (notifyNow ? new Date() : null),
          toDashBoard: m.toDashBoard || fields.toDashBoard === true,
          updatedAt: new Date(),
        })
        .where(inTenant(ctx.scope, meetings, eq(meetings.id, meetingId)));
      if (deleted.length)
        await tx.delete(meetingAssets).where(
          inTenant(
            ctx.scope,
            meetingAssets,
            inArray(
              meetingAssets.id,
              deleted.map((d) => d.id),
            ),
          ),
        );
      if (storedAssets.length)
        await tx.insert(meetingAssets).values(
          storedAssets.map((a) => ({
            id: a.id,
            tenantId: ctx.scope.tenantId,
            meetingId,
            fileName: a.name,
            key: a.key,
            size: a.size,
          })),
        );
    });
  } catch (error) {
    await discardFiles(
      ctx.storage,
      ctx.scope.tenantId,
      [storedImage?.key, ...storedAssets.map((a) => a.key)].filter(Boolean) as string[],
    );
    throw error;
  }
  const dropped = [
    ...deleted.map((d) => d.key),
    ...(m.imageKey && (storedImage || fields.removeImage) ? [m.imageKey] : []),
  ];
  await discardFiles(ctx.storage, ctx.scope.tenantId, dropped);
  if (notifyNow) emitCreated(ctx, communityId, meetingId);
  return getMeeting(ctx, communityId, meetingId);
}

/** `DELETE api/v1/admin/community/{id}/meeting/{mid}` (meetingAll): the meeting, its answers and assets. */
export async function deleteMeeting(ctx: CommunityContext, communityId: string, meetingId: string) {
  const access = await loadCommunityAccess(ctx.scope, ctx.actor, { id: communityId });
  assertManage(access);
  const { meeting: m } = await loadRow(ctx, communityId, meetingId, false);
  const keys = await ctx.scope.db
    .select({ key: meetingAssets.key })
    .from(meetingAssets)
    .where(inTenant(ctx.scope, meetingAssets, eq(meetingAssets.meetingId, meetingId)));
  await ctx.scope.db.delete(meetings).where(inTenant(ctx.scope, meetings, eq(meetings.id, meetingId)));
  await discardFiles(ctx.storage, ctx.scope.tenantId, [
    ...keys.map((k) => k.key),
    ...(m.imageKey ? [m.imageKey] : []),
  ]);
  return { ok: true as const };
}

/**
 * `PUT .../meeting/{mid}/add-members` / `remove-members` (meetingAll; Private meetings — spec 001 §4
 * "Invite members is shown only for Private meetings"). Unknown or other-tenant ids are ignored.
 */
export async function setMembers(
  ctx: CommunityContext,
  communityId: string,
  meetingId: string,
  userIds: string[],
  add: boolean,
) {
  const access = await loadCommunityAccess(ctx.scope, ctx.actor, { id: communityId });
  assertManage(access);
  const { meeting: m } = await loadRow(ctx, communityId, meetingId, false);
  if (m.visible !== MeetingVisibility.Private)
    throw new AppError('BAD_REQUEST', MEETING_MESSAGES.invitesOnlyPrivate);
  const ids = await tenantUserIds(ctx, userIds);
  if (ids.length) {
    if (add)
      await ctx.scope.db
        .insert(meetingUsers)
        .values(ids.map((userId) => ({ tenantId: ctx.scope.tenantId, meetingId, userId, invited: true })))
        .onConflictDoUpdate({
          target: [meetingUsers.meetingId, meetingUsers.userId],
          set: { invited: true },
        });
    else
      await ctx.scope.db
        .delete(meetingUsers)
        .where(
          inTenant(
            ctx.scope,
            meetingUsers,
            eq(meetingUsers.meetingId, meetingId),
            inArray(meetingUsers.userId, ids),
          ),
        );
  }
  const meeting = await getMeeting(ctx, communityId, meetingId);
  return { users: meeting.users };
}

/** `GET api/v1/community/{id}/meeting/{mid}/asset` — the meeting's assets. */
export async function listAssets(ctx: CommunityContext, communityId: string, meetingId: string) {
  const meeting = await getMeeting(ctx, communityId, meetingId);
  return { assets: meeting.assets };
}

/** `POST api/v1/community/{id}/meeting/{mid}/asset` — adds asset files (meetingAll; ≤ 5 in all). */
export async function addAssets(
  ctx: CommunityContext,
  communityId: string,
  meetingId: string,
  files: IncomingFile[],
) {
  return updateMeeting(
    ctx,
    communityId,
    meetingId,
    {},
    files.map((f) => ({ ...f, field: 'files' })),
  ).then((m) => ({
    assets: m.assets,
  }));
}

/** `DELETE api/v1/community/{id}/meeting/{mid}/asset/{assetId}` (meetingAll). */
export async function deleteAsset(
  ctx: CommunityContext,
  communityId: string,
  meetingId: string,
  assetId: string,
) {
  const m = await updateMeeting(ctx, communityId, meetingId, { deletedAssetIds: [assetId] }, []);
  return { ok: true as const, assets: m.assets };
}

/** `GET api/v1/community/{id}/meeting/{mid}/asset/{assetId}` — the stored key and name of one asset. */
export async function assetFile(
  ctx: CommunityContext,
  communityId: string,
  meetingId: string,
  assetId: string,
) {
  await loadRow(ctx, communityId, meetingId);
  const [asset] = await ctx.scope.db
    .select()
    .from(meetingAssets)
    .where(
      inTenant(
        ctx.scope,
        meetingAssets,
        eq(meetingAssets.id, assetId),
        eq(meetingAssets.meetingId, meetingId),
      ),
    );
  if (!asset) throw new AppError('NOT_FOUND', MEETING_MESSAGES.notFound);
  return asset;
}
