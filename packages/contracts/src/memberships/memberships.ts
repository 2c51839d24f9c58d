/**
 * Memberships — spec 000 §2 (Settings area: membership profile, cancel membership), §3 (Membership, Cancel
 * membership form), §4 (cancel membership), §5 (cancel membership), §6 (cancel needs the server flag), §7
 * Membership, §8; 002 §2 Invoices and membership, §3, §4, §7 Membership and invoices, §8.
 *
 * Lifecycle (issue 13): Pending (joined, first invoice unpaid) → Active (paid) → Expired (renewedToDate passed)
 * or Cancelled (member cancelled); Life members never expire. Dates are `YYYY-MM-DD`; money in AUD dollars
 * (2 decimals, GST 10% included) unless a name ends in `Cents`.
 */
import { z } from 'zod';
import type { SubModuleName, TenantId, TenantProfile } from '../tenants/tenant-profiles';
import {
  canAccessSubModule,
  canUseMemberOnlySetting,
  isTenantAdmin,
  type AccessSubject,
  type PermissionSubject,
} from '../users/access';
import { zRequiredText, ZText } from '../shared/input';
import {
  MEMBERSHIP_CHARGE_BASES,
  MEMBERSHIP_PERIOD_RULES,
  ZMembershipPeriod,
  type MembershipPeriodPolicy,
  type TMembershipPeriodRule,
} from './membership-periods';

/** Every user-facing message of the membership screens, verbatim from 000 §5/§8 and 002 §8 (typos kept). */
export const MEMBERSHIP_MESSAGES = {
  // 000 §5 / 002 §5 Cancel membership
  reasonRequired: 'Please select a reason.',
  otherDetailsRequired: 'Please enter cancellation details.',
  // 000 §8 / 002 §8
  cancelled: 'Membership cancelled successfully',
  cancelFailed: 'Failed to cancel membership',
  loadFailed: 'Error getting membership details. Try again later.',
  pdfFailed: 'Error during loading PDF',
  // Ours (spec silent)
  noMembership: 'You have no membership.',
  cannotCancel: 'This membership cannot be cancelled.',
  cannotRenew: 'This membership cannot be renewed.',
  notMember: 'Available to members only.',
  joinTermsRequired: 'Please accept the terms and conditions.',
  joinTypeRequired: 'Please select a membership type.',
  joinCodeInvalid: 'The verification code is invalid or has expired.',
  joinCheckEmail:
    'Check your e-mail. If this address already has an account with us, the e-mail tells you how to sign in or reset your password instead.',
  alreadyHasMembership: 'You already have a membership.',
  joinFailed: 'Failed to start your membership. Try again later.',
  invoiceNotPayable: 'This invoice has nothing to pay.',
  alreadyRefunded: 'This invoice is already refunded.',
  notRefundable: 'Only a paid invoice can be refunded.',
} as const;

/** Stored and shown states of a membership (issue 13). `Life` never expires. */
export const MEMBERSHIP_STATUSES = ['Pending', 'Active', 'Expired', 'Cancelled', 'Life'] as const;
export type TMembershipStatus = (typeof MEMBERSHIP_STATUSES)[number];

/** States that make the user a contact of type Member (issue 13: "Member follows an Active or Life membership"). */
export const MEMBER_GRANTING_STATUSES: readonly TMembershipStatus[] = ['Active', 'Life'];

/** The special cancel reason whose details are required (000 §5). */
export const CANCEL_REASON_OTHER = 'Other';

/**
 * Per-tenant membership configuration (issue 13; issue 34 point 4): the period rule (a type may set its own),
 * how a join is priced, the renewal window, and the cancel reasons (000 §3 "user's configuration").
 */
export interface MembershipConfig extends MembershipPeriodPolicy {
  periodRule: TMembershipPeriodRule;
  /** Cancel reasons offered by `GET api/user/CanCancelMembership`; the last is always {@link CANCEL_REASON_OTHER}. */
  cancelReasons: readonly string[];
}

const COMMON_REASONS = ['Retiring', 'Leaving the profession', 'Cost of membership', 'Moving overseas'];

/**
 * The membership configuration of each tenant. Periods: ota runs 1 July – 30 June (000 §2: its Auto Rollover
 * renews on 1 July), the others the calendar year (the spec is silent). Joining (issue 34 point 4): ota and psa
 * charge pro-rata by the whole months left; lca and actls charge the full fee and, from 1 October, cover the rest
 * of the year and all of the next. Renewal opens 60 days before a period ends everywhere (the default).
 */
export const MEMBERSHIP_CONFIG: Record<TenantId, MembershipConfig> = {
  ota: {
    periodRule: 'financial',
    joinPricing: { kind: 'pro-rata' },
    cancelReasons: [...COMMON_REASONS, 'No longer practising as an OT', CANCEL_REASON_OTHER],
  },
  psa: {
    periodRule: 'calendar',
    joinPricing: { kind: 'pro-rata' },
    cancelReasons: [...COMMON_REASONS, CANCEL_REASON_OTHER],
  },
  lca: {
    periodRule: 'calendar',
    joinPricing: { kind: 'cut-off', cutOff: '10-01' },
    cancelReasons: [...COMMON_REASONS, 'No longer practising law', CANCEL_REASON_OTHER],
  },
  actls: {
    periodRule: 'calendar',
    joinPricing: { kind: 'cut-off', cutOff: '10-01' },
    cancelReasons: [...COMMON_REASONS, 'No longer practising law', CANCEL_REASON_OTHER],
  },
};

/**
 * What one membership payment covers and costs, as the API answers it (issue 34 point 4; dollars, 2 decimals,
 * GST included). From {@link MembershipCharge} (cents) with the GST split of the invoice.
 */
export const ZMembershipCharge = z.object({
  /** The days paid for (inclusive, `YYYY-MM-DD`). */
  period: ZMembershipPeriod,
  /** Amount charged in dollars, GST included. */
  amountIncGst: z.number(),
  /** GST part of the amount in dollars. */
  gst: z.number(),
  /** full year, pro-rata months, or cut-off (the rest of this period and all of the next, full fee). */
  basis: z.enum(MEMBERSHIP_CHARGE_BASES),
  /** Whole months charged (pro-rata), else the months of a period. */
  monthsCharged: z.number().int(),
  /** Months of a whole period (12). */
  monthsInPeriod: z.number().int(),
});
export type TMembershipCharge = z.infer<typeof ZMembershipCharge>;

/** A membership type of the tenant (issue 13): name, yearly fee, GST, period rule. */
export const ZMembershipType = z.object({
  id: z.number().int(),
  name: z.string(),
  description: z.string(),
  /** Yearly fee in dollars, GST included. */
  feeIncGst: z.number(),
  /** GST part of the fee in dollars (10% of the exclusive amount; 0 when GST-free). */
  gst: z.number(),
  periodRule: z.enum(MEMBERSHIP_PERIOD_RULES),
  /** The membership period containing today. */
  currentPeriod: ZMembershipPeriod,
  /** What joining today covers and costs (pro-rata months or the cut-off; issue 34 point 4). */
  joinCharge: ZMembershipCharge,
});
export type TMembershipType = z.infer<typeof ZMembershipType>;
/** `GET /api/membership/types` (public, tenant of the host) → `{ data }`, joinable types by name. */
export const ZMembershipTypesResponse = z.object({ data: z.array(ZMembershipType) });
export type TMembershipTypesResponse = z.infer<typeof ZMembershipTypesResponse>;

/** Membership (000 §3) plus what the profile screen needs. */
export const ZMembership = z.object({
  id: z.number().int(),
  memberNum: z.string().nullable(),
  membershipName: z.string(),
  memberStatus: z.string(),
  joinDate: z.string().nullable(),
  renewedToDate: z.string().nullable(),
  terminationDate: z.string().nullable(),
  membershipTypeId: z.number().int().nullable(),
  isLifeMember: z.boolean(),
  /** Auto Rollover: renews without a visit when a period ends (stored payment consent). */
  autoRenew: z.boolean(),
  /**
   * Renew is offered today: Active or Expired, not Life, and inside the renewal window (the last 60 days, per
   * tenant, before renewedToDate ends) or lapsed (issue 34 point 4).
   */
  canRenew: z.boolean(),
  /**
   * The first day Renew is offered for the current renewedToDate (`YYYY-MM-DD`), also when already open; null
   * when not renewable (Life, Cancelled, Pending) or without a renewedToDate.
   */
  renewalOpensOn: z.string().nullable(),
  /** The period a renewal pays for (null for Life / Cancelled / Pending). Same as `renewalCharge.period`. */
  nextPeriod: ZMembershipPeriod.nullable(),
  /**
   * What Renew charges today: the next period at the full fee, or for a lapsed membership a restart priced as a
   * join (pro-rata or cut-off). Null when not renewable.
   */
  renewalCharge: ZMembershipCharge.nullable(),
  /** Yearly fee in dollars (GST included), or null without a type. */
  feeIncGst: z.number().nullable(),
  /** The open (Pending) invoice of this membership, when there is one. */
  pendingInvoiceId: z.string().nullable(),
});
export type TMembership = z.infer<typeof ZMembership>;
/** `GET /api/user/membership` → `{ data }` (null when the user has no membership). */
export const ZMembershipResponse = z.object({ data: ZMembership.nullable() });
export type TMembershipResponse = z.infer<typeof ZMembershipResponse>;

/**
 * `GET /api/user/membership/renewallink | managelink | updatepaymentlink` → `{ success, url }` (000 §7; 002 §8
 * "Renewal-link failure: logged, returns success false"). `url` is site-relative (hosted checkout or page).
 */
export const ZMembershipLinkResponse = z.object({ success: z.boolean(), url: z.string().nullable() });
export type TMembershipLinkResponse = z.infer<typeof ZMembershipLinkResponse>;

/** `{id}` path parameter of `api/user/membership/{id}/printview|download`. */
export const ZMembershipIdParams = z.object({ id: z.coerce.number().int().min(1).max(2_147_483_647) });

/** `GET api/user/membership/{id}/printview` → `{ previewUrl }`: a signed 10-minute URL of the inline PDF. */
export const ZMembershipPrintviewResponse = z.object({ previewUrl: z.string() });

/** A cancel reason (value = label; {@link CANCEL_REASON_OTHER} needs details). */
export const ZCancelMembershipReason = z.object({ value: z.string(), label: z.string() });
/** `GET api/user/CanCancelMembership` → `{ canCancelMembership, cancelMembershipReasons }` (000 §7). */
export const ZCanCancelMembershipResponse = z.object({
  canCancelMembership: z.boolean(),
  cancelMembershipReasons: z.array(ZCancelMembershipReason),
});
export type TCanCancelMembershipResponse = z.infer<typeof ZCanCancelMembershipResponse>;

/** Longest cancellation details (characters). */
export const CANCEL_OTHER_MAX = 1000;

/**
 * `POST api/user/CancelMembership` body `{ CancelMembershipReason, CancelMembershipReasonOther }` (000 §7):
 * reason required ('Please select a reason.'); the 'Other' reason needs details ('Please enter cancellation
 * details.').
 */
export const ZCancelMembershipBody = z
  .object({
    CancelMembershipReason: zRequiredText(MEMBERSHIP_MESSAGES.reasonRequired).pipe(ZText.max(200)),
    CancelMembershipReasonOther: ZText.max(CANCEL_OTHER_MAX).nullish(),
  })
  .superRefine((body, ctx) => {
    if (body.CancelMembershipReason === CANCEL_REASON_OTHER && !body.CancelMembershipReasonOther?.trim())
      ctx.addIssue({
        code: 'custom',
        message: MEMBERSHIP_MESSAGES.otherDetailsRequired,
        path: ['CancelMembershipReasonOther'],
      });
  });
export type TCancelMembershipBody = z.input<typeof ZCancelMembershipBody>;
/** `POST api/user/CancelMembership` answer; the member's sessions are ended, so the client signs out. */
export const ZCancelMembershipResponse = z.object({ success: z.literal(true), message: z.string() });
export type TCancelMembershipResponse = z.infer<typeof ZCancelMembershipResponse>;

/** The cancel form (000 §3: selectedReason, otherReason) → the request body. */
export function cancelMembershipBody(form: {
  selectedReason?: string;
  otherReason?: string;
}): TCancelMembershipBody {
  return {
    CancelMembershipReason: form.selectedReason ?? '',
    CancelMembershipReasonOther:
      form.selectedReason === CANCEL_REASON_OTHER ? (form.otherReason ?? '') : null,
  };
}

/** What the membership screens of a signed-in user may show (000 §6, 002 §6): one flag per screen. */
export interface MembershipAccess {
  /** settings.membership_profile */
  membershipProfile: boolean;
  /** settings.membership_renewal: Renew / Manage / Update payment buttons. */
  membershipRenewal: boolean;
  /** settings.brand_assets and contact type Member (000 §6). */
  brandAssets: boolean;
  /** settings.find_an_ot and contact type Member (000 §6). */
  findAnOt: boolean;
  /** settings.cancel_membership (the menu item also needs the server's canCancelMembership, 000 §6). */
  cancelMembership: boolean;
  /** activities_and_billing.invoices */
  invoices: boolean;
}

/** The membership feature flags of `profile` for `subject` (null subject: signed out → all false). */
export function membershipAccess(profile: TenantProfile, subject: AccessSubject | null): MembershipAccess {
  const settings = (sub: SubModuleName) => canAccessSubModule(profile, 'settings', sub, subject);
  return {
    membershipProfile: settings('membership_profile'),
    membershipRenewal: settings('membership_renewal'),
    brandAssets: canUseMemberOnlySetting(profile, 'brand_assets', subject),
    findAnOt: canUseMemberOnlySetting(profile, 'find_an_ot', subject),
    cancelMembership: settings('cancel_membership'),
    invoices: canAccessSubModule(profile, 'activities_and_billing', 'invoices', subject),
  };
}

/** Administrators' membership and invoice tables and refunds (issue 13): tenant administrators (Admin, WorkSpaceOwner). */
export function canAdministerMemberships(subject: Pick<PermissionSubject, 'role'>): boolean {
  return isTenantAdmin(subject);
}
