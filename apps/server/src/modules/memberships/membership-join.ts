/**
 * Joining (issue 13; 000 §2 register routes): the membership types on offer, the e-mailed join code, and the
 * join itself — the account (e-mail verified by the code, first login pending), a Pending membership and its
 * first Pending invoice (pro-rata months or the cut-off's two periods, issue 34 point 4), answered with the signed pay link. Paying activates it
 * (`membership-payments.ts`); the new member then signs in through the first-time login journey.
 */
import crypto from 'node:crypto';
import {
  MEMBERSHIP_MESSAGES,
  MESSAGES,
  membershipPeriodOf,
  type TMembershipJoinResponse,
  type TMembershipType,
} from '@portal/contracts';
import type { TenantScope } from '../../db/tenant-scope';
import { AppError } from '../../lib/app-error';
import { toDollars } from '../../lib/money';
import type { Hmac } from '../../lib/signed-url';
import { findUserByEmail } from '../account/account.service';
import {
  accountKey,
  claimJoinCode,
  hashPassword,
  mailAlreadyMember,
  sendJoinCode,
  type AuthDeps,
} from '../auth/auth.service';

import { withTransaction } from '../../db/tenant-scope';
import { invoicePaymentUrl } from '../invoices/invoices.service';
import { dayOf, joinChargeOf, periodInvoice, periodRuleOf, presentCharge } from './membership-payments';
import {
  findMembershipType,
  insertJoiningUser,
  insertMembership,
  listMembershipTypes,
  lockMembership,
} from './memberships.repository';

/**
 * `GET /api/membership/types` → `{ data }`: the tenant's joinable types (fee and GST in dollars) with the period
 * containing today and `joinCharge`, what joining today covers and costs (issue 34 point 4: pro-rata months or
 * the cut-off, `MEMBERSHIP_CONFIG[tenant].joinPricing`).
 */
export async function membershipTypes(
  scope: TenantScope,
  now = new Date(),
): Promise<{ data: TMembershipType[] }> {
  const rows = await listMembershipTypes(scope, true);
  const today = dayOf(now);
  return {
    data: rows.map((row) => {
      const periodRule = periodRuleOf(scope, row);
      return {
        id: row.id,
        name: row.name,
        description: row.description,
        feeIncGst: toDollars(row.feeIncGstCents),
        gst: toDollars(row.gstCents),
        periodRule,
        currentPeriod: membershipPeriodOf(periodRule, today),
        joinCharge: presentCharge(joinChargeOf(scope, row, today), row),
      };
    }),
  };
}

/** `POST /api/membership/join/code`: e-mails the join code (auth machinery, rate-limited). */
export function joinCode(deps: AuthDeps, email: string) {
  return sendJoinCode(deps, { email });
}

/** The join form with its code. */
export interface JoinInput {
  requestId: string;
  code: string;
  title?: string | null;
  firstName: string;
  lastName: string;
  email: string;
  mobile?: string | null;
  membershipTypeId: number;
}

/** A wrong, used or unknown join code — and, in the same words, an address that already has an account. */
const joinCodeInvalid = () => new AppError('BAD_REQUEST', MEMBERSHIP_MESSAGES.joinCodeInvalid);

/**
 * `POST /api/membership/join`: counts the call against the throttle, checks the code, then in one transaction
 * creates the account and the Pending membership, then its first invoice: what joining today covers and costs
 * (issue 34 point 4, `joinChargeOf`: pro-rata months or the cut-off). An address with an account never has a
 * join code (`sendJoinCode` mails it a notice instead), so it answers like a wrong code; should one have been
 * taken since its code was sent, the answer is the same and the notice is mailed (issue 35 point 1: no account
 * oracle). @throws AppError 400 (type; 'The verification code is invalid or has expired.'; expired code), 429.
 */
export async function join(
  deps: AuthDeps,
  hmac: Hmac,
  input: JoinInput,
  now = new Date(),
): Promise<TMembershipJoinResponse> {
  const email = input.email.trim().toLowerCase();
  await deps.limits.consume(deps.ip, accountKey(deps, email));
  const type = await findMembershipType(deps.scope, input.membershipTypeId);
  if (!type || !type.isJoinable) throw new AppError('BAD_REQUEST', MEMBERSHIP_MESSAGES.joinTypeRequired);
  try {
    await claimJoinCode(deps, { email, code: input.code, requestId: input.requestId });
  } catch (error) {
    if (error instanceof AppError && error.message === MESSAGES.invalidCode) throw joinCodeInvalid();
    throw error;
  }
  if (await findUserByEmail({ scope: deps.scope }, email)) {
    await mailAlreadyMember(deps, email);
    throw joinCodeInvalid();
  }
  // The member chooses a password in the first-time login journey; until then nobody knows this one.
  const passwordHash = await hashPassword(crypto.randomBytes(32).toString('base64url'));
  const { userId, membershipId } = await withTransaction(deps.scope, async (tx) => {
    const userId = await insertJoiningUser(tx, {
      email,
      passwordHash,
      title: input.title?.trim() || null,
      firstName: input.firstName.trim(),
      lastName: input.lastName.trim(),
      mobile: input.mobile?.trim() || null,
    });
    const membershipId = await insertMembership(tx, {
      userId,
      membershipTypeId: type.id,
      membershipName: type.name,
      memberStatus: 'Pending',
    });
    return { userId, membershipId };
  });
  const membership = (await lockMembership(deps.scope, membershipId))!;
  const invoice = await periodInvoice(
    deps.scope,
    membership,
    joinChargeOf(deps.scope, type, dayOf(now)),
    now,
  );
  return {
    membershipId,
    invoiceId: invoice.id,
    paymentUrl: invoicePaymentUrl(hmac, deps.scope.tenantId, userId, invoice.id),
  };
}
