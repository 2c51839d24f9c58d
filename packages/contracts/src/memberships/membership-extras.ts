/**
 * Membership extras (issue 13): joining (000 §2 register routes), brand assets (000 §2 Settings area, §6),
 * Find an OT (000 §1, §6) and the administrators' membership and invoice tables. Paths the spec does not give
 * are ours and listed in docs/api-membership.md.
 */
import { z } from 'zod';
import { MESSAGES } from '../shared/messages';
import { zRequiredText, ZIntId, ZText } from '../shared/input';
import { EMAIL_PATTERN, LIMITS } from '../shared/validation';
import { INVOICE_STATUSES } from '../invoices/invoices';
import { MEMBERSHIP_STATUSES, MEMBERSHIP_MESSAGES, ZMembership } from './memberships';

const email = zRequiredText(MESSAGES.enterEmail)
  .max(254, MESSAGES.validEmail)
  .regex(EMAIL_PATTERN, MESSAGES.validEmail);
const isoDay = z.iso.date();
const pageParam = z.coerce.number().int().min(1).max(100_000).default(1);
const sizeParam = z.coerce.number().int().min(1).max(100).default(10);

// ---------------------------------------------------------------------------------------------------------
// Join (000 §2 register routes: /register ota+actls, /workflow?id=become-psa-member&step=1 psa,
// /membership/new-membership lca)
// ---------------------------------------------------------------------------------------------------------

/** `POST /api/membership/join/code` body: the e-mail to verify → `{ tokenSent, requestId }` (rate-limited). */
export const ZMembershipJoinCodeBody = z.object({ email });
export type TMembershipJoinCodeBody = z.infer<typeof ZMembershipJoinCodeBody>;
/** Answer of the join code call (same shape as the first-time code, 000 §7). */
export const ZMembershipJoinCodeResponse = z.object({ tokenSent: z.boolean(), requestId: z.string() });
export type TMembershipJoinCodeResponse = z.infer<typeof ZMembershipJoinCodeResponse>;

/** Personal details of the join form (issue 13: personal details, membership type, terms). */
export const ZMembershipJoinDetails = z.object({
  title: ZText.max(20).nullish(),
  firstName: zRequiredText('Please input your First name').pipe(ZText.max(100)),
  lastName: zRequiredText('Please input your Last name').pipe(ZText.max(100)),
  email,
  mobile: ZText.max(30).nullish(),
  membershipTypeId: z.number({ error: MEMBERSHIP_MESSAGES.joinTypeRequired }).pipe(ZIntId),
  acceptTerms: z.literal(true, { error: MEMBERSHIP_MESSAGES.joinTermsRequired }),
});
export type TMembershipJoinDetails = z.input<typeof ZMembershipJoinDetails>;

/**
 * `POST /api/membership/join` body: the form plus the e-mailed code (`requestId`, `code`). Creates the account
 * (e-mail verified, first login pending), a Pending membership and its first Pending invoice (rate-limited).
 */
export const ZMembershipJoinBody = ZMembershipJoinDetails.extend({
  requestId: z.string().uuid(),
  code: zRequiredText(MESSAGES.enterCode).pipe(
    z.string().length(LIMITS.verificationCodeLength, MESSAGES.invalidCode),
  ),
});
export type TMembershipJoinBody = z.input<typeof ZMembershipJoinBody>;
/** Answer of the join call: where to pay (hosted checkout via a signed link) — paying activates the membership. */
export const ZMembershipJoinResponse = z.object({
  membershipId: z.number().int(),
  invoiceId: z.string().uuid(),
  paymentUrl: z.string(),
});
export type TMembershipJoinResponse = z.infer<typeof ZMembershipJoinResponse>;

/**
 * `POST /api/user/membership/join` body (ours; issue 34 point 7): a signed-in account WITHOUT a membership (a
 * client user, say) applies for a membership type — a Pending membership and its first Pending invoice for the
 * current period. Answered with {@link ZMembershipJoinResponse}; its `paymentUrl` is the invoice's hosted
 * checkout, which returns to the membership profile. Paying makes the account a Member with a member number.
 */
export const ZMembershipApplyBody = z.object({
  membershipTypeId: z.number({ error: MEMBERSHIP_MESSAGES.joinTypeRequired }).pipe(ZIntId),
});
export type TMembershipApplyBody = z.infer<typeof ZMembershipApplyBody>;

// ---------------------------------------------------------------------------------------------------------
// Brand assets (000 §2: 9 member logo images and 2 PDF documents; §6 Member only; ota)
// ---------------------------------------------------------------------------------------------------------

/** A brand asset: an image (logo) or a document (PDF). */
export const ZBrandAsset = z.object({
  id: z.number().int(),
  name: z.string(),
  fileName: z.string(),
  kind: z.enum(['image', 'document']),
  mimeType: z.string(),
  /** Size in bytes. */
  size: z.number().int(),
  /** Signed 10-minute inline URL (for `<img>` and the PDF preview). */
  previewUrl: z.string(),
  /** `GET /api/user/brand-assets/{id}/download` (bearer; attachment). */
  downloadUrl: z.string(),
});
export type TBrandAsset = z.infer<typeof ZBrandAsset>;
/** `GET /api/user/brand-assets` → `{ data }` (images first, then documents). 403 for non-members. */
export const ZBrandAssetsResponse = z.object({ data: z.array(ZBrandAsset) });
export type TBrandAssetsResponse = z.infer<typeof ZBrandAssetsResponse>;
/** `{id}` of a brand asset. */
export const ZBrandAssetIdParams = z.object({ id: z.coerce.number().int().min(1).max(2_147_483_647) });

// ---------------------------------------------------------------------------------------------------------
// Find an OT (000 §1/§6; ota, Member only)
// ---------------------------------------------------------------------------------------------------------

/** Prepends `https://` to a website without a scheme (issue 13); blank → null. */
export function normaliseWebsite(value: string | null | undefined): string | null {
  const trimmed = value?.trim();
  if (!trimmed) return null;
  return /^https?:\/\//i.test(trimmed) ? trimmed : `https://${trimmed}`;
}

const AU_STATES = ['ACT', 'NSW', 'NT', 'QLD', 'SA', 'TAS', 'VIC', 'WA'] as const;
export { AU_STATES as FIND_AN_OT_STATES };

/** A segment chosen on the listing: `{ segmentId, segmentName }`. */
const ZListingSegment = z.object({ segmentId: z.number().int(), segmentName: z.string() });

/** The member's Find an OT listing. */
export const ZFindAnOtListing = z.object({
  practiceName: z.string(),
  address: z.string(),
  suburb: z.string(),
  postcode: z.string(),
  state: z.string(),
  phone: z.string(),
  /** Always absolute (`https://` prepended when saved without a scheme), or null. */
  website: z.string().nullable(),
  areasOfPractice: z.array(ZListingSegment),
  fundingSchemes: z.array(ZListingSegment),
  isVisible: z.boolean(),
  updatedAt: z.string().nullable(),
});
export type TFindAnOtListing = z.infer<typeof ZFindAnOtListing>;
/**
 * `GET /api/user/find-an-ot` → `{ data, options }`: the listing (null before the first save) and the choices
 * (segment lists `areaofpractices` and `fundingscheme`, by name).
 */
export const ZFindAnOtResponse = z.object({
  data: ZFindAnOtListing.nullable(),
  options: z.object({
    areasOfPractice: z.array(ZListingSegment),
    fundingSchemes: z.array(ZListingSegment),
  }),
});
export type TFindAnOtResponse = z.infer<typeof ZFindAnOtResponse>;

/** Find an OT form messages (ours, spec silent). */
export const FIND_AN_OT_MESSAGES = {
  practiceNameRequired: 'Please enter your practice name',
  suburbRequired: 'Please enter a suburb',
  postcodeInvalid: 'Please enter a 4-digit postcode',
  websiteInvalid: 'Please enter a valid website',
  saved: 'Find an OT listing saved successfully',
  saveFailed: 'Failed to save Find an OT listing',
} as const;

/** `PUT /api/user/find-an-ot` body → `{ data, options }`. Segment ids must be of the right segment list (400). */
export const ZFindAnOtBody = z.object({
  practiceName: zRequiredText(FIND_AN_OT_MESSAGES.practiceNameRequired).pipe(ZText.max(200)),
  address: ZText.trim().max(300).default(''),
  suburb: zRequiredText(FIND_AN_OT_MESSAGES.suburbRequired).pipe(ZText.max(100)),
  postcode: z
    .string()
    .trim()
    .regex(/^\d{4}$/, FIND_AN_OT_MESSAGES.postcodeInvalid),
  state: z.enum(AU_STATES),
  phone: ZText.trim().max(30).default(''),
  website: ZText.trim()
    .max(300)
    .nullish()
    .transform((value) => normaliseWebsite(value))
    .refine((value) => value === null || /^https?:\/\/[^\s/$.?#][^\s]*\.[^\s]+$/i.test(value), {
      message: FIND_AN_OT_MESSAGES.websiteInvalid,
    }),
  areasOfPractice: z.array(ZIntId).max(50).default([]),
  fundingSchemes: z.array(ZIntId).max(50).default([]),
  isVisible: z.boolean().default(false),
});
export type TFindAnOtBody = z.input<typeof ZFindAnOtBody>;

/** `GET /api/find-an-ot/search` query: suburb or postcode (`location`), practice area (segment id), paging. */
export const ZFindAnOtSearchQuery = z.object({
  location: ZText.trim().max(100).optional(),
  practiceArea: z.coerce.number().int().min(1).max(2_147_483_647).optional(),
  page: pageParam,
  size: sizeParam,
});
export type TFindAnOtSearchQuery = z.input<typeof ZFindAnOtSearchQuery>;
/** One directory entry (visible listings only). */
export const ZFindAnOtEntry = ZFindAnOtListing.omit({ isVisible: true, updatedAt: true }).extend({
  id: z.number().int(),
  name: z.string(),
});
export type TFindAnOtEntry = z.infer<typeof ZFindAnOtEntry>;
/** `GET /api/find-an-ot/search` → `{ data, page, size, totalItems }` (members only, by practice name). */
export const ZFindAnOtSearchResponse = z.object({
  data: z.array(ZFindAnOtEntry),
  page: z.number().int(),
  size: z.number().int(),
  totalItems: z.number().int(),
});
export type TFindAnOtSearchResponse = z.infer<typeof ZFindAnOtSearchResponse>;

// ---------------------------------------------------------------------------------------------------------
// Administration (issue 13: /admin memberships and invoices, read-only tables with filters; refund)
// ---------------------------------------------------------------------------------------------------------

/**
 * `GET /api/admin/memberships` query: status, keyword (name, e-mail or member number), paging, and
 * `renewalDue` (issue 39 point 4: Active memberships paid to a date within the next 30, 60 or 90 days, today
 * included — the "renewals due" tiles of /admin/insights).
 */
export const ZAdminMembershipsQuery = z.object({
  status: z.enum(MEMBERSHIP_STATUSES).optional(),
  keyword: ZText.trim().max(100).optional(),
  renewalDue: z.enum(['30', '60', '90']).optional(),
  page: pageParam,
  size: sizeParam,
});
export type TAdminMembershipsQuery = z.input<typeof ZAdminMembershipsQuery>;
/** A row of the administrators' membership table. */
export const ZAdminMembershipRow = z.object({
  id: z.number().int(),
  userId: z.string().uuid(),
  fullName: z.string(),
  email: z.string(),
  memberNum: z.string().nullable(),
  membershipName: z.string(),
  ...ZMembership.pick({ memberStatus: true, joinDate: true, renewedToDate: true, terminationDate: true })
    .shape,
  autoRenew: z.boolean(),
});
export type TAdminMembershipRow = z.infer<typeof ZAdminMembershipRow>;
/** `GET /api/admin/memberships` → `{ data, page, size, totalItems }`, by last name. */
export const ZAdminMembershipsResponse = z.object({
  data: z.array(ZAdminMembershipRow),
  page: z.number().int(),
  size: z.number().int(),
  totalItems: z.number().int(),
});
export type TAdminMembershipsResponse = z.infer<typeof ZAdminMembershipsResponse>;

/** `GET /api/admin/invoices` query: status, keyword (invoice number or member name), invoice date range, paging. */
export const ZAdminInvoicesQuery = z.object({
  status: z.enum(INVOICE_STATUSES).optional(),
  keyword: ZText.trim().max(100).optional(),
  from: isoDay.optional(),
  to: isoDay.optional(),
  page: pageParam,
  size: sizeParam,
});
export type TAdminInvoicesQuery = z.input<typeof ZAdminInvoicesQuery>;
/** A row of the administrators' invoice table (money in dollars). */
export const ZAdminInvoiceRow = z.object({
  id: z.string().uuid(),
  invoiceNum: z.string(),
  invoiceDate: z.string(),
  description: z.string(),
  status: z.string(),
  kind: z.enum(['event', 'membership']),
  userFullName: z.string(),
  memberNum: z.string().nullable(),
  totalAmountIncGst: z.number(),
  totalAmountPaid: z.number(),
  balanceDue: z.number(),
  /** Paid and not refunded yet. */
  canRefund: z.boolean(),
});
export type TAdminInvoiceRow = z.infer<typeof ZAdminInvoiceRow>;
/** `GET /api/admin/invoices` → `{ data, page, size, totalItems }`, newest first. */
export const ZAdminInvoicesResponse = z.object({
  data: z.array(ZAdminInvoiceRow),
  page: z.number().int(),
  size: z.number().int(),
  totalItems: z.number().int(),
});
export type TAdminInvoicesResponse = z.infer<typeof ZAdminInvoicesResponse>;
/** `POST /api/admin/invoices/{id}/refund` → the updated row. 409 when not Paid. */
export const ZAdminInvoiceIdParams = z.object({ id: z.string().uuid() });
export const ZAdminInvoiceRefundResponse = z.object({ data: ZAdminInvoiceRow });
