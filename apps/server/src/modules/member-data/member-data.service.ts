/**
 * Members' own data (issue 39 point 5; Australian Privacy Principles 12 and 13; docs/members-data.md):
 * - `requestDataExport`: "Download my data" — a ZIP, streamed as it is written, of everything held about the
 *   signed-in member (JSON files, their stored files, their invoices as PDFs); one per 10 minutes.
 * - `requestClosure`: "Close my account" — a pending request for staff.
 * - `approveClosure` / `declineClosure`: staff decide; approving runs `closeAccount`.
 * - `closeAccount`: anonymises the profile in one transaction (name "Former member", non-deliverable e-mail,
 *   personal columns cleared, sessions ended, sign-in refused) and keeps invoices, payments, posts and comments.
 * These are single service functions so the audit log can record them.
 */
import crypto from 'node:crypto';
import type { Readable } from 'node:stream';
import archiver from 'archiver';
import {
  DATA_EXPORT_INTERVAL_MINUTES,
  FORMER_MEMBER_FIRST_NAME,
  FORMER_MEMBER_LAST_NAME,
  MEMBER_DATA_MESSAGES,
  type TAccountClosure,
  type TAccountClosureResponse,
  type TAdminAccountClosureList,
} from '@portal/contracts';
import { withTransaction } from '../../db/tenant-scope';
import { recordAudit } from '../../db/audit';
import { AppError } from '../../lib/app-error';
import type { RequestContext } from '../../plugins/auth';
import { hashPassword } from '../auth/auth.service';
import { invoicePdfOfRow } from '../invoices/invoices.service';
import { assertCanDecideClosures, assertOwnAccount } from './member-data.policy';
import { presentAdminClosure, presentClosure } from './member-data.presenter';
import * as repository from './member-data.repository';

/** At most this many stored files go into one download (each at most a few MB: uploads are bounded). */
export const MAX_EXPORT_FILES = 500;

/** A file of the ZIP under a path this module builds (never a name from a request). */
const safeName = (name: string) =>
  name
    .normalize('NFKD')
    .replace(/[^\w.-]+/g, '_')
    .replace(/^\.+/, '')
    .slice(0, 100) || 'file';

/** A stored key (not a URL or root path), or null. */
const storedKey = (key: string | null | undefined): string | null =>
  key && !/^(https?:)?\/\//.test(key) && !key.startsWith('/') ? key : null;

const extensionOf = (key: string) => /\.([a-z0-9]{1,10})$/i.exec(key)?.[1] ?? 'bin';

/** The download: its file name and the ZIP stream. */
export interface DataExportFile {
  fileName: string;
  body: Readable;
}

/**
 * `GET /api/v1/account/data-export` (issue 39 point 5): the signed-in member's data as a ZIP — `profile.json`
 * (the account row without password hash or session version), one JSON file per area (memberships, invoices
 * and payments, tickets, CPD, communities, posts, comments, likes and saves, notifications, segments,
 * enquiries, mail sent to them, calendar feed existence, digest preference), `files/` (avatar, CPD evidence,
 * post images and attachments, read through the file storage) and `invoices/` (each invoice's PDF).
 * The JSON and PDFs are gathered first (a failure answers 500 before any byte is sent); stored files are
 * streamed into the ZIP as it is sent. @throws AppError 403 while impersonating; 429 within 10 minutes of the
 * previous download.
 */
export async function requestDataExport(
  ctx: Pick<RequestContext, 'scope' | 'actor' | 'impersonatorId' | 'tenant' | 'storage' | 'audit'>,
): Promise<DataExportFile> {
  assertOwnAccount(ctx);
  const { scope, actor } = ctx;
  const claimed = await withTransaction(scope, async (tx) => {
    if (!(await repository.claimDataExport(tx, actor.id, DATA_EXPORT_INTERVAL_MINUTES))) return false;
    await recordAudit(tx, ctx.audit, {
      action: 'member.data-export',
      targetType: 'user',
      targetId: actor.id,
    });
    return true;
  });
  if (!claimed)
    throw new AppError('TOO_MANY_REQUESTS', MEMBER_DATA_MESSAGES.exportTooSoon, {
      retryAfterSeconds: DATA_EXPORT_INTERVAL_MINUTES * 60,
    });
  const user = (await repository.findUser(scope, actor.id)) ?? actor;
  const { passwordHash: _hash, sessionVersion: _version, ...profile } = user;

  const json = new Map<string, unknown>();
  json.set('profile.json', profile);
  for (const [name, table] of repository.USER_TABLES)
    json.set(name, await repository.rowsOfUser(scope, table, actor.id));
  const [posts, comments, attachments, invoices, notifications, segments, enquiries, mail, feed] =
    await Promise.all([
      repository.postsOf(scope, actor.id),
      repository.commentsOf(scope, actor.id),
      repository.attachmentsOf(scope, actor.id),
      repository.invoicesOf(scope, actor.id),
      repository.notificationsOf(scope, actor.id),
      repository.segmentsOf(scope, actor.id),
      repository.enquiriesOf(scope, actor.id, user.email),
      repository.mailTo(scope, user.email),
      repository.calendarFeedOf(scope, actor.id),
    ]);
  json.set('communities/posts.json', posts);
  json.set('communities/comments.json', comments);
  json.set(
    'communities/attachments.json',
    attachments.map(({ id, name }) => ({ id, name })),
  );
  json.set('billing/invoices.json', invoices);
  json.set(
    'billing/payments.json',
    await repository.paymentsOf(
      scope,
      invoices.map((i) => i.id),
    ),
  );
  json.set('notifications/notifications.json', notifications);
  json.set('account/segments.json', segments);
  json.set('account/enquiries.json', enquiries);
  json.set('mail/sent-to-you.json', mail);
  json.set('calendar/feed.json', { exists: feed !== null, ...(feed ?? {}) });

  const pdfs = [];
  for (const invoice of invoices) pdfs.push(await invoicePdfOfRow(ctx, ctx.tenant, invoice));

  const files: { name: string; key: string }[] = [];
  const avatar = storedKey(user.avatarUrl);
  if (avatar) files.push({ name: `files/avatar.${extensionOf(avatar)}`, key: avatar });
  const cpd = (json.get('cpd/activities.json') ?? []) as {
    id: string;
    attachments?: { name: string; key: string }[];
  }[];
  for (const record of cpd)
    (record.attachments ?? []).forEach((a, i) =>
      files.push({ name: `files/cpd/${record.id}-${i + 1}-${safeName(a.name)}`, key: a.key }),
    );
  for (const post of posts) {
    const key = storedKey(post.imageKey);
    if (key) files.push({ name: `files/posts/${post.id}-image.${extensionOf(key)}`, key });
  }
  for (const a of attachments)
    files.push({ name: `files/attachments/${a.id}-${safeName(a.name)}`, key: a.key });

  const zip = archiver('zip', { zlib: { level: 6 } });
  const manifest = {
    generatedAt: new Date().toISOString(),
    tenant: scope.tenantId,
    memberId: actor.id,
    files: [...json.keys()],
    storedFiles: files.slice(0, MAX_EXPORT_FILES).map((f) => f.name),
    omittedFiles: Math.max(0, files.length - MAX_EXPORT_FILES),
  };
  zip.append(JSON.stringify(manifest, null, 2), { name: 'README.json' });
  for (const [name, value] of json) zip.append(JSON.stringify(value, null, 2), { name });
  for (const pdf of pdfs) zip.append(pdf.pdf, { name: `invoices/${safeName(pdf.fileName)}` });
  void appendStoredFiles(ctx, zip, files.slice(0, MAX_EXPORT_FILES));
  return { fileName: `my-data-${new Date().toISOString().slice(0, 10)}.zip`, body: zip };
}

/** Streams the stored files into the ZIP one after the other (a missing file is skipped), then finalises it. */
async function appendStoredFiles(
  ctx: Pick<RequestContext, 'scope' | 'storage'>,
  zip: archiver.Archiver,
  files: { name: string; key: string }[],
): Promise<void> {
  for (const file of files) {
    try {
      const stream = await ctx.storage.read(ctx.scope.tenantId, file.key);
      zip.append(stream, { name: file.name });
      await new Promise<void>((resolve) => {
        stream.once('end', resolve);
        stream.once('error', () => resolve());
        stream.once('close', () => resolve());
      });
    } catch {
      // A file gone from storage is left out of the download.
    }
  }
  await zip.finalize();
}

/** `GET /api/v1/account/closure`: the member's latest closure request, or null. */
export async function myClosure(
  ctx: Pick<RequestContext, 'scope' | 'actor'>,
): Promise<TAccountClosureResponse> {
  const row = await repository.latestClosure(ctx.scope, ctx.actor.id);
  return { request: row ? presentClosure(row) : null };
}

/**
 * `POST /api/v1/account/closure`: the member asks to close their account; staff approve or decline.
 * @throws AppError 403 while impersonating; 409 when a request is already pending.
 */
export async function requestClosure(
  ctx: Pick<RequestContext, 'scope' | 'actor' | 'impersonatorId' | 'audit'>,
): Promise<TAccountClosure> {
  assertOwnAccount(ctx);
  const row = await withTransaction(ctx.scope, async (tx) => {
    const inserted = await repository.insertClosure(tx, ctx.actor.id);
    if (!inserted) throw new AppError('CONFLICT', MEMBER_DATA_MESSAGES.closureAlreadyRequested);
    await recordAudit(tx, ctx.audit, {
      action: 'member.closure-request',
      targetType: 'user',
      targetId: ctx.actor.id,
    });
    return inserted;
  });
  return presentClosure(row);
}

/** `GET /api/v1/admin/account-closures`: the pending requests (tenant administrators). @throws 403. */
export async function listClosures(
  ctx: Pick<RequestContext, 'scope' | 'actor' | 'impersonatorId'>,
): Promise<TAdminAccountClosureList> {
  assertCanDecideClosures(ctx);
  return { items: (await repository.pendingClosures(ctx.scope)).map(presentAdminClosure) };
}

/** A pending request of this tenant. @throws AppError 404 unknown here; 409 already decided. */
async function requirePending(ctx: Pick<RequestContext, 'scope'>, id: string) {
  const row = await repository.findClosure(ctx.scope, id);
  if (!row) throw new AppError('NOT_FOUND', MEMBER_DATA_MESSAGES.closureNotFound);
  if (row.status !== 'pending') throw new AppError('CONFLICT', MEMBER_DATA_MESSAGES.closureDecided);
  return row;
}

/**
 * `POST /api/v1/admin/account-closures/{id}/approve`: marks the request approved and closes the account
 * ({@link closeAccount}) in the same transaction. @throws 403, 404, 409.
 */
export async function approveClosure(
  ctx: Pick<RequestContext, 'scope' | 'actor' | 'impersonatorId' | 'storage' | 'audit'>,
  id: string,
): Promise<TAccountClosure> {
  assertCanDecideClosures(ctx);
  const pending = await requirePending(ctx, id);
  const passwordHash = await hashPassword(crypto.randomBytes(32).toString('base64url'));
  const { row, avatarKey } = await withTransaction(ctx.scope, async (tx) => {
    const decided = await repository.decideClosure(tx, id, 'approved', ctx.actor.id);
    if (!decided) throw new AppError('CONFLICT', MEMBER_DATA_MESSAGES.closureDecided);
    const closed = await closeAccountIn(tx, pending.userId, passwordHash);
    await recordAudit(tx, ctx.audit, {
      action: 'member.account-closed',
      targetType: 'user',
      targetId: pending.userId,
    });
    return { row: decided, avatarKey: closed?.avatarKey ?? null };
  });
  const key = storedKey(avatarKey);
  if (key) await ctx.storage.remove(ctx.scope.tenantId, key).catch(() => undefined);
  return presentClosure(row);
}

/** `POST /api/v1/admin/account-closures/{id}/decline`: the account stays open. @throws 403, 404, 409. */
export async function declineClosure(
  ctx: Pick<RequestContext, 'scope' | 'actor' | 'impersonatorId'>,
  id: string,
): Promise<TAccountClosure> {
  assertCanDecideClosures(ctx);
  await requirePending(ctx, id);
  const row = await repository.decideClosure(ctx.scope, id, 'declined', ctx.actor.id);
  if (!row) throw new AppError('CONFLICT', MEMBER_DATA_MESSAGES.closureDecided);
  return presentClosure(row);
}

/** The e-mail a closed account gets: unique per account and never deliverable (`.invalid`, RFC 2606). */
export const closedEmailOf = (userId: string) => `closed-${userId}@closed.invalid`;

/** Anonymises and closes the account on `scope` (a transaction); see the repository's `anonymiseUser`. */
function closeAccountIn(
  scope: Parameters<typeof repository.anonymiseUser>[0],
  userId: string,
  passwordHash: string,
) {
  return repository.anonymiseUser(scope, userId, {
    email: closedEmailOf(userId),
    passwordHash,
    firstName: FORMER_MEMBER_FIRST_NAME,
    lastName: FORMER_MEMBER_LAST_NAME,
  });
}

/**
 * Closes a member's account in one transaction (issue 39 point 5), without a request (for staff tools and the
 * audit log's single entry point): anonymised profile, sessions ended, sign-in refused; invoices, payments,
 * posts and comments kept under "Former member". @returns false when the user is not an open account here.
 */
export async function closeAccount(
  ctx: Pick<RequestContext, 'scope' | 'storage'>,
  userId: string,
): Promise<boolean> {
  const passwordHash = await hashPassword(crypto.randomBytes(32).toString('base64url'));
  const closed = await withTransaction(ctx.scope, (tx) => closeAccountIn(tx, userId, passwordHash));
  const key = storedKey(closed?.avatarKey);
  if (key) await ctx.storage.remove(ctx.scope.tenantId, key).catch(() => undefined);
  return closed !== undefined;
}
