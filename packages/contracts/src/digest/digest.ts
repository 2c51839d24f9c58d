/**
 * The digest e-mail (issue 38 point 2, docs/digest.md): one daily or weekly e-mail per member gathering new
 * posts and replies in their communities, upcoming events, new news and resources and their CPD progress.
 * The member chooses the frequency in settings (`GET|PUT /api/user/digest`); every digest carries an RFC 8058
 * one-click unsubscribe link (`POST /api/digest/unsubscribe?token=`); staff with sent-mail access preview a
 * member's next digest (`GET /api/admin/digest/preview?userId=`).
 */
import { z } from 'zod';
import { canReadSentMail, type AccessSubject } from '../users/access';

/** How often a member receives the digest; `none` receives none. */
export const DIGEST_FREQUENCIES = ['daily', 'weekly', 'none'] as const;
export const ZDigestFrequency = z.enum(DIGEST_FREQUENCIES);
export type TDigestFrequency = z.infer<typeof ZDigestFrequency>;

/**
 * The frequency of a member who never chose one: weekly (one e-mail a week is the usual default of
 * community platforms such as Discourse and Higher Logic; daily is opt-in).
 */
export const DIGEST_DEFAULT_FREQUENCY: TDigestFrequency = 'weekly';

/**
 * When digests go: daily ones at {@link DIGEST_SEND_HOUR}:00 every day, weekly ones at that hour every Monday,
 * in {@link DIGEST_TIME_ZONE} (the portal's tenants are Australian and the spec dates everything in Sydney
 * time, 002 §9; a tenant profile has no zone of its own).
 */
export const DIGEST_SEND_HOUR = 7;
/** The zone of {@link DIGEST_SEND_HOUR}. */
export const DIGEST_TIME_ZONE = 'Australia/Sydney';
/** Upcoming events of the next this many days are listed. */
export const DIGEST_EVENT_DAYS = 14;
/** At most this many items per section (the rest is counted: "and 3 more"). */
export const DIGEST_SECTION_LIMIT = 5;

/** `GET /api/user/digest` answer and `PUT /api/user/digest` body: the member's digest frequency. */
export const ZDigestSettings = z.object({ frequency: ZDigestFrequency });
export type TDigestSettings = z.infer<typeof ZDigestSettings>;

/** `GET /api/admin/digest/preview?userId=`: the member whose next digest to render. */
export const ZDigestPreviewQuery = z.object({ userId: z.uuid() });
export type TDigestPreviewQuery = z.infer<typeof ZDigestPreviewQuery>;

/**
 * A rendered digest: the subject, the HTML part and the plain-text part as they would be sent; `isEmpty`
 * when there is nothing new (such a digest is not sent); `frequency` the member's choice.
 */
export const ZDigestPreview = z.object({
  subject: z.string(),
  html: z.string(),
  text: z.string(),
  isEmpty: z.boolean(),
  frequency: ZDigestFrequency,
});
export type TDigestPreview = z.infer<typeof ZDigestPreview>;

/**
 * The unsubscribe link's query: `token` names tenant, member and list, HMAC-signed (server side). Loose on
 * purpose beyond its length, so that a malformed token answers the same 400 as any other malformed one.
 */
export const ZDigestUnsubscribeQuery = z.object({ token: z.string().max(200).optional() });
export type TDigestUnsubscribeQuery = z.infer<typeof ZDigestUnsubscribeQuery>;

/** Messages of the digest API and screens. */
export const DIGEST_MESSAGES = {
  forbidden: 'Only an administrator can preview digests',
  memberNotFound: 'Member not found',
  badToken: 'This unsubscribe link is not valid.',
  unknownToken: 'This unsubscribe link is not valid.',
  unsubscribed: 'You will no longer receive the digest e-mail.',
  saved: 'Digest e-mail preference saved',
  saveFailed: 'Your digest preference could not be saved.',
  loadFailed: 'Your digest preference could not be loaded.',
  previewFailed: 'The digest could not be rendered.',
  empty: 'Nothing new for this member: no digest would be sent.',
} as const;

/** Labels of the frequencies, as the settings card offers them. */
export const DIGEST_FREQUENCY_LABELS: Readonly<Record<TDigestFrequency, string>> = {
  daily: 'Daily',
  weekly: 'Weekly (Mondays)',
  none: 'Never',
};

/**
 * Who may preview a member's digest: whoever may read the tenant's sent mail (a global Admin), since a
 * digest holds what the sent mail would show (the member's private communities, CPD progress).
 */
export function canPreviewDigest(subject: AccessSubject): boolean {
  return canReadSentMail(subject);
}
