/**
 * Members' own data (issue 39 point 5, Australian Privacy Principles 12 and 13): "Download my data" (a ZIP of
 * everything held about the member) and "Close my account" (a request that staff approve; closing anonymises
 * the profile and content authorship and keeps invoices for the seven years tax law requires).
 */
import { z } from 'zod';

/** The messages of the data download and the account closure (the API's answers and the screens' words). */
export const MEMBER_DATA_MESSAGES = {
  exportTooSoon: 'You can download your data once every 10 minutes. Please try again later.',
  closureAlreadyRequested: 'You have already asked to close your account.',
  closureNotFound: 'Closure request not found',
  closureDecided: 'This request has already been decided.',
  downloadFailed: 'Your data could not be downloaded. Please try again.',
  closureRequested: 'Your request to close your account has been sent to staff.',
  closureFailed: 'Your request could not be sent. Please try again.',
  closurePending: 'You have asked to close your account. Staff will review your request.',
  closureDeclined: 'Staff declined your last request to close your account. You may ask again.',
  approved: 'The account has been closed.',
  declined: 'The request has been declined.',
  decideFailed: 'The request could not be decided. Please try again.',
} as const;

/** What closing an account does, shown before the member confirms (issue 39 point 5). */
export const CLOSURE_CONSEQUENCES = [
  'Your profile is anonymised: your name becomes "Former member" and your e-mail address, phone, address, photo and interests are removed.',
  'Your posts and comments stay where you wrote them, shown with an anonymous author ("Former member").',
  'Your invoices and payments are kept for seven years, as Australian tax law requires.',
  'You are signed out everywhere and can no longer sign in. This cannot be undone.',
] as const;

/** One data download per member per this many minutes (the server's rate limit). */
export const DATA_EXPORT_INTERVAL_MINUTES = 10;

/** The name a closed account shows everywhere its name was shown (posts, comments, lists). */
export const FORMER_MEMBER_FIRST_NAME = 'Former';
export const FORMER_MEMBER_LAST_NAME = 'member';

/** The state of a closure request. */
export const ZClosureStatus = z.enum(['pending', 'approved', 'declined']);
export type TClosureStatus = z.infer<typeof ZClosureStatus>;

/** The member's own closure request (`GET/POST /api/v1/account/closure`). */
export const ZAccountClosure = z.object({
  id: z.string().uuid(),
  status: ZClosureStatus,
  requestedAt: z.string(),
  decidedAt: z.string().nullable(),
});
export type TAccountClosure = z.infer<typeof ZAccountClosure>;

/** `GET /api/v1/account/closure`: the member's latest request, or null. */
export const ZAccountClosureResponse = z.object({ request: ZAccountClosure.nullable() });
export type TAccountClosureResponse = z.infer<typeof ZAccountClosureResponse>;

/** A pending closure request as staff see it (`GET /api/v1/admin/account-closures`). */
export const ZAdminAccountClosure = ZAccountClosure.extend({
  userId: z.string().uuid(),
  name: z.string(),
  email: z.string(),
});
export type TAdminAccountClosure = z.infer<typeof ZAdminAccountClosure>;

/** `GET /api/v1/admin/account-closures`: the pending requests, oldest first. */
export const ZAdminAccountClosureList = z.object({ items: z.array(ZAdminAccountClosure) });
export type TAdminAccountClosureList = z.infer<typeof ZAdminAccountClosureList>;

/** The `{id}` of `POST /api/v1/admin/account-closures/{id}/approve|decline`. */
export const ZAccountClosureIdParams = z.object({ id: z.string().uuid() });
