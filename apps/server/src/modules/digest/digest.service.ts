/**
 * The digest e-mail (issue 38 point 2, docs/digest.md): the member's frequency (`GET|PUT /api/user/digest`),
 * one member's digest for a window (sections of digest.repository.ts, rendered by digest-template.ts), the
 * staff preview, the RFC 8058 one-click unsubscribe, and the job's round for one tenant
 * ({@link sendDueDigests}), which the scheduler (plugins/scheduler.ts) runs under the advisory lock
 * `job:digest`.
 */
import dayjs from 'dayjs';
import timezone from 'dayjs/plugin/timezone.js';
import utc from 'dayjs/plugin/utc.js';
import {
  canAccessModule,
  DIGEST_DEFAULT_FREQUENCY,
  DIGEST_EVENT_DAYS,
  DIGEST_MESSAGES,
  DIGEST_SEND_HOUR,
  DIGEST_TIME_ZONE,
  type TDigestFrequency,
  type TDigestPreview,
  type TDigestSettings,
} from '@portal/contracts';
import { AppError } from '../../lib/app-error';
import { withTransaction } from '../../db/tenant-scope';
import type { RequestContext } from '../../plugins/auth';
import { currentPeriods, sydneyToday } from '../cpd/cpd.service';
import { assertCanPreviewDigest } from './digest.policy';
import {
  claimPeriod,
  findDigestMember,
  findSubscription,
  memberSegments,
  membersDue,
  newContent,
  newPosts,
  newReplies,
  saveFrequency,
  upcomingEvents,
  type DigestMember,
  type DigestWindow,
} from './digest.repository';
import { formatEventStart, renderDigest, type DigestSection, type RenderedDigest } from './digest-template';
import { unsubscribeToken, verifyUnsubscribeToken } from './digest-token';

dayjs.extend(utc);
dayjs.extend(timezone);

/** What a digest needs outside a request too (the job builds it per tenant). */
export type DigestContext = Pick<RequestContext, 'scope' | 'tenant' | 'origin' | 'hmac' | 'mail'>;

/** A frequency that sends. */
type Sending = Exclude<TDigestFrequency, 'none'>;

/** The path of the one-click unsubscribe (RFC 8058), on the tenant's origin. */
export const UNSUBSCRIBE_PATH = '/api/digest/unsubscribe';
/** The settings page of the digest. */
export const DIGEST_SETTINGS_PATH = '/settings/digest';
/** Members handled per tenant and frequency in one tick (the next tick goes on). */
export const DIGEST_BATCH = 200;

const DAY_MS = 24 * 60 * 60 * 1000;

/** `GET /api/user/digest`: the member's frequency (the default when they never chose). */
export async function digestSettings(ctx: Pick<RequestContext, 'scope' | 'actor'>): Promise<TDigestSettings> {
  const row = await findSubscription(ctx.scope, ctx.actor.id);
  return { frequency: row?.frequency ?? DIGEST_DEFAULT_FREQUENCY };
}

/** `PUT /api/user/digest`: sets the member's frequency; answers it. */
export async function updateDigestSettings(
  ctx: Pick<RequestContext, 'scope' | 'actor'>,
  body: TDigestSettings,
): Promise<TDigestSettings> {
  await saveFrequency(ctx.scope, ctx.actor.id, body.frequency);
  return { frequency: body.frequency };
}

/**
 * The period a digest of `frequency` belongs to at `now`: the latest send time at or before `now` —
 * {@link DIGEST_SEND_HOUR}:00 in {@link DIGEST_TIME_ZONE} every day (daily) or every Monday (weekly). `key`
 * names it (`daily:2026-12-05`, `weekly:2026-11-30`: the local date of that send time).
 */
export function digestPeriod(frequency: Sending, now: Date): { key: string; startsAt: Date } {
  const local = dayjs(now).tz(DIGEST_TIME_ZONE);
  const back = frequency === 'daily' ? 0 : (local.day() + 6) % 7; // days since Monday
  const at = (days: number) =>
    dayjs.tz(
      `${local.subtract(days, 'day').format('YYYY-MM-DD')} ${String(DIGEST_SEND_HOUR).padStart(2, '0')}:00`,
      DIGEST_TIME_ZONE,
    );
  let start = at(back);
  if (start.valueOf() > now.valueOf()) start = at(back + (frequency === 'daily' ? 1 : 7));
  return { key: `${frequency}:${start.tz(DIGEST_TIME_ZONE).format('YYYY-MM-DD')}`, startsAt: start.toDate() };
}

/** The unsubscribe URL of a member's digest (absolute, on the tenant's configured origin). */
export function unsubscribeUrl(
  ctx: Pick<DigestContext, 'scope' | 'origin' | 'hmac'>,
  userId: string,
): string {
  const token = unsubscribeToken(ctx.hmac, ctx.scope.tenantId, userId);
  return `${ctx.origin}${UNSUBSCRIBE_PATH}?token=${encodeURIComponent(token)}`;
}

/** The RFC 8058 headers of a member's digest: the one-click URL and its POST body. */
export function listUnsubscribeHeaders(
  ctx: Pick<DigestContext, 'scope' | 'origin' | 'hmac'>,
  userId: string,
): Record<string, string> {
  return {
    'List-Unsubscribe': `<${unsubscribeUrl(ctx, userId)}>`,
    'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
  };
}

/** One member's digest and whether it has anything new (an empty digest is not sent). */
export interface ComposedDigest extends RenderedDigest {
  isEmpty: boolean;
}

/**
 * Gathers and renders `member`'s digest of `window` (new posts and replies in their communities, upcoming
 * events of the next {@link DIGEST_EVENT_DAYS} days for them — untargeted or of their segments, those of their
 * segments or interests first — new news and resources they may see — those of their
 * interests first — and their current CPD period). Eight statements, plus the CPD period's when the tenant's
 * cpd module admits the member (which creates the current period when missing, as opening CPD does).
 */
export async function composeDigest(
  ctx: DigestContext,
  member: DigestMember,
  frequency: Sending,
  window: DigestWindow,
): Promise<ComposedDigest> {
  const { scope, tenant, origin } = ctx;
  const segments = await memberSegments(scope, member.id);
  const audience = { segmentIds: segments.ids, interestIds: segments.interestIds };
  const eventsUntil = new Date(window.until.getTime() + DIGEST_EVENT_DAYS * DAY_MS);
  // One query after the other: the round composes inside a member's transaction (one connection), and pg
  // deprecates (pg@9 refuses) a query sent on a client that is still running one.
  const posts = await newPosts(scope, member.id, window);
  const replies = await newReplies(scope, member.id, window);
  const upcoming = await upcomingEvents(
    scope,
    { segmentIds: segments.ids, interestNames: segments.interests },
    window.until,
    eventsUntil,
  );
  const news = await newContent(scope, 'news', tenant.newsActiveKey, audience, window);
  const resources = await newContent(scope, 'resource', tenant.newsActiveKey, audience, window);
  const base = tenant.communityBasePath;
  const postUrl = (alias: string, id: string) =>
    `${origin}${base}/${encodeURIComponent(alias)}/posts/${encodeURIComponent(id)}`;
  const words = tenant.wording.communities;
  const sections: DigestSection[] = [
    {
      key: 'posts' as const,
      heading: `New posts in your ${words}`,
      total: posts.total,
      moreUrl: `${origin}${base}`,
      lines: posts.items.map((p) => ({
        title: p.title,
        url: postUrl(p.communityAlias, p.id),
        note: p.communityName,
      })),
    },
    {
      key: 'replies' as const,
      heading: 'New replies',
      total: replies.total,
      moreUrl: `${origin}${base}`,
      lines: replies.items.map((r) => ({
        title: r.title,
        url: postUrl(r.communityAlias, r.postId),
        note: `${r.replies} new ${r.replies === 1 ? 'reply' : 'replies'} · ${r.communityName}`,
      })),
    },
    {
      key: 'events' as const,
      heading: `Upcoming in ${tenant.wording.eventsArea}`,
      total: upcoming.total,
      moreUrl: `${origin}/events/discover/all`,
      lines: upcoming.items.map((ev) => ({
        title: ev.title,
        url: `${origin}/events/${ev.id}`,
        note: formatEventStart(ev.startUtc, ev.startTimeZone),
      })),
    },
    {
      key: 'news' as const,
      heading: 'News',
      total: news.total,
      moreUrl: `${origin}/news`,
      lines: news.items.map((n) => ({
        title: n.name,
        url: `${origin}/news/details/${n.id}`,
        ...(n.shortDescription ? { note: n.shortDescription } : {}),
      })),
    },
    {
      key: 'resources' as const,
      heading: 'New resources',
      total: resources.total,
      moreUrl: `${origin}/resources`,
      lines: resources.items.map((r) => ({
        title: r.name,
        url: `${origin}/resources/details/${r.id}`,
        ...(r.shortDescription ? { note: r.shortDescription } : {}),
      })),
    },
  ].filter((section) => section.total > 0);
  const isEmpty = sections.length === 0;
  let cpd = null;
  if (!isEmpty && canAccessModule(tenant, 'cpd', member, () => {})) {
    const [period] = await currentPeriods({ scope }, member.id, sydneyToday(window.until));
    if (period)
      cpd = {
        completedHours: period.completedTotalHours,
        requiredHours: period.minimumRequiredHours,
        periodEndDate: period.periodEndDate,
        url: `${origin}/cpd/tracker-page`,
      };
  }
  const rendered = await renderDigest({
    tenant,
    origin,
    firstName: member.firstName,
    frequency,
    interests: segments.interests,
    sections,
    cpd,
    unsubscribeUrl: unsubscribeUrl(ctx, member.id),
    settingsUrl: `${origin}${DIGEST_SETTINGS_PATH}`,
  });
  return { ...rendered, isEmpty };
}

/** The window of a member's next digest at `now`: since their last one, else one period back. */
function windowOf(lastRunAt: Date | null, frequency: Sending, now: Date): DigestWindow {
  const length = frequency === 'daily' ? DAY_MS : 7 * DAY_MS;
  return { since: lastRunAt ?? new Date(now.getTime() - length), until: now };
}

/**
 * `GET /api/admin/digest/preview?userId=`: the member's next digest as it would be sent at `now` (their
 * frequency, or weekly for a member who chose none), without sending or recording anything.
 * @throws AppError 403 unless the actor may preview; 404 for a member not of this tenant.
 */
export async function previewDigest(
  ctx: DigestContext & Pick<RequestContext, 'actor'>,
  userId: string,
  now = new Date(),
): Promise<TDigestPreview> {
  assertCanPreviewDigest(ctx.actor);
  const member = await findDigestMember(ctx.scope, userId);
  if (!member) throw new AppError('NOT_FOUND', DIGEST_MESSAGES.memberNotFound);
  const row = await findSubscription(ctx.scope, userId);
  const frequency = row?.frequency ?? DIGEST_DEFAULT_FREQUENCY;
  const sending: Sending = frequency === 'none' ? 'weekly' : frequency;
  const digest = await composeDigest(ctx, member, sending, windowOf(row?.lastRunAt ?? null, sending, now));
  return {
    subject: digest.subject,
    html: digest.html,
    text: digest.text,
    isEmpty: digest.isEmpty,
    frequency,
  };
}

/**
 * The one-click unsubscribe (RFC 8058 §3.1, no session): sets the token's member's frequency to `none`.
 * Idempotent. @throws AppError 400 for a malformed token, 404 for a token not signed for this tenant or a
 * member who no longer exists (the same answer, so a token tells nothing).
 */
export async function unsubscribe(
  ctx: Pick<RequestContext, 'scope' | 'hmac'>,
  token: string | undefined,
): Promise<void> {
  const member = await unsubscribeMember(ctx, token);
  await saveFrequency(ctx.scope, member, 'none');
}

/**
 * The member an unsubscribe token names, checked (the confirmation page shows nothing else).
 * @throws AppError 400 / 404 as {@link unsubscribe}.
 */
export async function unsubscribeMember(
  ctx: Pick<RequestContext, 'scope' | 'hmac'>,
  token: string | undefined,
): Promise<string> {
  const verified = verifyUnsubscribeToken(ctx.hmac, ctx.scope.tenantId, token);
  if (verified === 'malformed') throw new AppError('BAD_REQUEST', DIGEST_MESSAGES.badToken);
  const member = verified ? await findDigestMember(ctx.scope, verified.userId) : undefined;
  if (!member) throw new AppError('NOT_FOUND', DIGEST_MESSAGES.unknownToken);
  return member.id;
}

/** What one round of the job did for a tenant. */
export interface DigestRound {
  /** Members whose period this round claimed. */
  considered: number;
  /** Digests enqueued (the others had nothing new). */
  enqueued: number;
  /** Members whose digest failed (rolled back: the next tick tries again). */
  failed: number;
}

/**
 * One round of the digest job for the context's tenant at `now`: for each frequency, up to
 * {@link DIGEST_BATCH} members whose current period was not yet considered, each in its own transaction:
 * claim the period ({@link claimPeriod}: the guarded update that makes a second run, a second replica or a
 * retry after a crash a no-op), compose, and — when there is something new — record the e-mail through the
 * outbox (`ctx.mail.send`) with its RFC 8058 headers. A member whose digest fails is rolled back, counted
 * and passed to `onError`; the round goes on. Call it under the advisory lock `job:digest`.
 */
export async function sendDueDigests(
  ctx: DigestContext,
  now: Date,
  onError: (userId: string, error: unknown) => void = () => {},
): Promise<DigestRound> {
  const round: DigestRound = { considered: 0, enqueued: 0, failed: 0 };
  for (const frequency of ['daily', 'weekly'] as const) {
    const period = digestPeriod(frequency, now);
    for (const userId of await membersDue(ctx.scope, frequency, period.key, DIGEST_BATCH)) {
      // Lets the server answer between members: on PGlite (`npm start`'s engine, in this process) every query
      // resolves without I/O, so a round of a few hundred members held the event loop for ~20 s and every
      // request waited for it (seen as 20 s page loads a minute after start, the scheduler's first tick).
      await new Promise((resolve) => setImmediate(resolve));
      // One member's failure rolls back that member only; the others of the round still get theirs.
      await withTransaction(ctx.scope, async (tx) => {
        const txCtx = { ...ctx, scope: tx };
        // One after the other: a transaction is one connection, and pg deprecates (pg@9 refuses) a query sent
        // on a client that is still running one.
        const member = await findDigestMember(tx, userId);
        const row = await findSubscription(tx, userId);
        if (!member || !(await claimPeriod(tx, userId, frequency, period.key, now))) return;
        round.considered += 1;
        const digest = await composeDigest(
          txCtx,
          member,
          frequency,
          windowOf(row?.lastRunAt ?? null, frequency, now),
        );
        if (digest.isEmpty) return;
        await ctx.mail.send(tx, {
          to: member.email,
          subject: digest.subject,
          html: digest.html,
          text: digest.text,
          headers: listUnsubscribeHeaders(ctx, member.id),
        });
        round.enqueued += 1;
      }).catch((error: unknown) => {
        round.failed += 1;
        onError(userId, error);
      });
    }
  }
  return round;
}
