/**
 * Insights for staff (issue 39 point 4): the figures behind /admin/insights — members by status and type at
 * each month end over 24 months, joins and lapses per month, renewals due in 30/60/90 days, event
 * registrations and revenue per month, CPD compliance per period and community activity per month.
 * Months are `YYYY-MM`; money is in dollars (AUD, from cents); shares are 0–1.
 */
import { z } from 'zod';

/** How many months the monthly charts cover, the current month included. */
export const INSIGHTS_MONTHS = 24;

/** The renewal windows of the "renewals due" tiles, in days from today. */
export const RENEWAL_DUE_WINDOWS = [30, 60, 90] as const;
/** One renewal window, in days. */
export type TRenewalDueWindow = (typeof RENEWAL_DUE_WINDOWS)[number];

/** The member statuses of a month-end snapshot (a Pending membership is not yet a member). */
export const INSIGHT_MEMBER_STATUSES = ['Active', 'Life', 'Expired', 'Cancelled'] as const;

const ZMonth = z.string().regex(/^\d{4}-\d{2}$/);

/** Members of one status at the end of a month. */
export const ZMembersByStatusRow = z.object({
  month: ZMonth,
  status: z.enum(INSIGHT_MEMBER_STATUSES),
  members: z.number().int(),
});
/** Current members (Active or Life) of one membership type at the end of a month. */
export const ZMembersByTypeRow = z.object({
  month: ZMonth,
  membershipName: z.string(),
  members: z.number().int(),
});
/** Memberships that started and that lapsed (expired or were cancelled) in a month. */
export const ZJoinsLapsesRow = z.object({ month: ZMonth, joins: z.number().int(), lapses: z.number().int() });
/** Active memberships whose paid-to date falls within the next `days` days (today included). */
export const ZRenewalsDueRow = z.object({ days: z.number().int(), members: z.number().int() });
/** Event tickets taken in a month, and the month's paid event invoices in dollars (refunds taken off). */
export const ZEventsRow = z.object({ month: ZMonth, registrations: z.number().int(), revenue: z.number() });
/** Members with a CPD period of these dates, how many reached the required hours, and their share (0–1). */
export const ZCpdComplianceRow = z.object({
  periodStart: z.string(),
  periodEnd: z.string(),
  members: z.number().int(),
  compliant: z.number().int(),
  share: z.number(),
});
/** Published posts, comments and distinct members who posted or commented in a month. */
export const ZCommunityRow = z.object({
  month: ZMonth,
  posts: z.number().int(),
  comments: z.number().int(),
  activeMembers: z.number().int(),
});

/**
 * `GET /api/admin/insights`: every chart of the insights page, as of `asOf` (the tenant's today, Sydney);
 * `computedAt` (ISO instant, optional) is when the figures were computed — the server shares one answer per
 * tenant and day for a short while (`INSIGHTS_CACHE_MS`), so they may be up to that old.
 */
export const ZInsightsResponse = z.object({
  asOf: z.string(),
  computedAt: z.iso.datetime({ offset: true }).optional(),
  membersByStatus: z.array(ZMembersByStatusRow),
  membersByType: z.array(ZMembersByTypeRow),
  joinsLapses: z.array(ZJoinsLapsesRow),
  renewalsDue: z.array(ZRenewalsDueRow),
  events: z.array(ZEventsRow),
  cpdCompliance: z.array(ZCpdComplianceRow),
  community: z.array(ZCommunityRow),
});
export type TInsightsResponse = z.infer<typeof ZInsightsResponse>;
export type TMembersByStatusRow = z.infer<typeof ZMembersByStatusRow>;
export type TMembersByTypeRow = z.infer<typeof ZMembersByTypeRow>;
export type TJoinsLapsesRow = z.infer<typeof ZJoinsLapsesRow>;
export type TRenewalsDueRow = z.infer<typeof ZRenewalsDueRow>;
export type TEventsRow = z.infer<typeof ZEventsRow>;
export type TCpdComplianceRow = z.infer<typeof ZCpdComplianceRow>;
export type TCommunityRow = z.infer<typeof ZCommunityRow>;
