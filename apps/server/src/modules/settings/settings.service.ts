/**
 * Account settings operations — spec 000 §3 (privacy flags, Organisation details), §5 (change password,
 * organisation), §7 "Account and profile", §8. Each takes the request context first; another member's data is
 * never reachable: every call works on the signed-in member's own rows.
 */
import {
  COMMON_PASSWORD_MESSAGE,
  PRIVACY_FLAGS,
  SETTINGS_MESSAGES,
  TENANT_PROFILES,
  ZChangePasswordBody,
  privacyFlagsOf,
  type TChangePasswordResponse,
  type TenantId,
  type TPrivacySettings,
  type TUpdatePrivacyBody,
  type TUpdateUserOrganisationBody,
  type TUserOrganisation,
} from '@portal/contracts';
import { AppError } from '../../lib/app-error';
import { escapeHtml } from '../../lib/html-escape';
import { isCommonPassword } from '../../lib/password-strength';
import { mailBody } from '../../plugins/mail-envelope';
import type { RequestContext } from '../../plugins/auth';
import { accountKey, passwordMatches, replacePassword, type AuthDeps } from '../auth/auth.service';
import { organisation as findOrganisation } from '../org/org.service';
import * as repository from './settings.repository';

/** Privacy choices before the member saves any: listed in the directory for members, nothing else shown. */
export function defaultPrivacy(): TPrivacySettings {
  return Object.fromEntries(
    PRIVACY_FLAGS.map((flag) => [flag, flag === 'appearInMemberDirectory' ? 'members' : 'onlyMe']),
  ) as TPrivacySettings;
}

/** `GET /api/user/privacy`: the member's seven privacy choices (defaults until saved). */
export async function privacyOf(ctx: Pick<RequestContext, 'scope' | 'actor'>): Promise<TPrivacySettings> {
  return (await repository.findPrivacy(ctx.scope, ctx.actor.id)) ?? defaultPrivacy();
}

/** The wizard's boolean privacy flags of a member (first-time form `userPrivacy`), from the same record. */
export async function privacyFlags(ctx: Pick<RequestContext, 'scope'>, userId: string) {
  return privacyFlagsOf((await repository.findPrivacy(ctx.scope, userId)) ?? defaultPrivacy());
}

/** `PUT /api/user/privacy`: saves the given choices. @returns all seven choices. */
export function updatePrivacy(ctx: Pick<RequestContext, 'scope' | 'actor'>, body: TUpdatePrivacyBody) {
  return repository.upsertPrivacy(ctx.scope, ctx.actor.id, defaultPrivacy(), body);
}

/** `GET api/user/organisation` (000 §3 Organisation details): nulls until saved. */
export async function workplaceOf(ctx: Pick<RequestContext, 'scope' | 'actor'>): Promise<TUserOrganisation> {
  const row = await repository.findWorkplace(ctx.scope, ctx.actor.id);
  if (!row) return { organisation: null, role: null, startDate: null };
  return {
    organisation: { id: row.organisationId, name: row.organisationName },
    role: row.role,
    startDate: row.startDate,
  };
}

/**
 * `PUT /api/user/organisation`: the organisation must be one of the tenant's (its stored name wins).
 * @throws AppError 400 'Please select your organisation' for an unknown (or another tenant's) organisation.
 */
export async function updateWorkplace(
  ctx: Pick<RequestContext, 'scope' | 'actor'>,
  body: TUpdateUserOrganisationBody,
): Promise<TUserOrganisation> {
  const org = await findOrganisation(ctx, body.organisation!.id).catch((error: unknown) => {
    if (error instanceof AppError && error.code === 'NOT_FOUND')
      throw new AppError('BAD_REQUEST', SETTINGS_MESSAGES.organisationRequired, {
        errors: { organisation: [SETTINGS_MESSAGES.organisationRequired] },
      });
    throw error;
  });
  await repository.upsertWorkplace(ctx.scope, ctx.actor.id, {
    organisationId: org.id,
    role: body.role,
    startDate: body.startDate ?? null,
  });
  return workplaceOf(ctx);
}

/** The ModelState keys of the change-password fields (ASP.NET style, as the web app joins them). */
const MODEL_KEYS: Record<string, string> = {
  currentPassword: 'model.CurrentPassword',
  newPassword: 'model.NewPassword',
  confirmPassword: 'model.ConfirmPassword',
};

/** Outcome of a password change: the answer, or the ModelState messages of a 400. */
export type ChangePasswordOutcome =
  { ok: true; answer: TChangePasswordResponse } | { ok: false; modelState: Record<string, string[]> };

/**
 * `POST api/v1/account/change-password` (spec 000 §5 rule, §8 toasts): checks the current password (counted
 * against the account's failed-password limit), sets the new one, ends every other session of the account
 * (session version + 1) and issues a fresh session for this browser, then mails a notice.
 * @returns ModelState messages for a broken rule, a common or breached new password (`model.NewPassword`:
 *   COMMON_PASSWORD_MESSAGE, issue 35 A) or a wrong current password (nothing changes then).
 * @throws AppError 429 when rate limited.
 */
export async function changePassword(
  ctx: Pick<RequestContext, 'scope' | 'actor' | 'mail' | 'impersonatorId'>,
  auth: AuthDeps,
  input: unknown,
): Promise<ChangePasswordOutcome> {
  const parsed = ZChangePasswordBody.safeParse(input);
  if (!parsed.success) {
    const modelState: Record<string, string[]> = {};
    for (const issue of parsed.error.issues) {
      const key = MODEL_KEYS[String(issue.path[0])] ?? 'model';
      (modelState[key] ??= []).push(issue.message);
    }
    return { ok: false, modelState };
  }
  const body = parsed.data;
  const key = accountKey(auth, ctx.actor.email);
  await auth.limits.consume(auth.ip, key);
  // Issue 35 A: no common or breached new password, on top of the §5 rule (after the rate limit, as the
  // check costs CPU; before the current password is checked, so it is not counted as a failure).
  if (isCommonPassword(body.newPassword))
    return { ok: false, modelState: { [MODEL_KEYS.newPassword!]: [COMMON_PASSWORD_MESSAGE] } };
  if (!(await passwordMatches(ctx.actor, body.currentPassword))) {
    await auth.limits.fail(key);
    return {
      ok: false,
      modelState: { [MODEL_KEYS.currentPassword!]: [SETTINGS_MESSAGES.currentPasswordWrong] },
    };
  }
  if (body.newPassword === body.currentPassword)
    return {
      ok: false,
      modelState: { [MODEL_KEYS.newPassword!]: [SETTINGS_MESSAGES.passwordSameAsCurrent] },
    };
  await replacePassword(ctx, ctx.actor.id, body.newPassword);
  const session = await auth.tokens.issue({
    userId: ctx.actor.id,
    tenantId: ctx.scope.tenantId,
    name: `${ctx.actor.firstName} ${ctx.actor.lastName}`,
    impersonatorId: ctx.impersonatorId,
    sessionVersion: ctx.actor.sessionVersion + 1,
  });
  await mailPasswordNotice(ctx, auth);
  return { ok: true, answer: { message: SETTINGS_MESSAGES.passwordChanged, ...session } };
}

/** Tells the member their password changed (through the outbox). */
async function mailPasswordNotice(ctx: Pick<RequestContext, 'scope' | 'actor' | 'mail'>, auth: AuthDeps) {
  const when = new Date().toUTCString();
  const name = ctx.actor.firstName;
  await ctx.mail.send(ctx.scope, {
    to: ctx.actor.email,
    subject: `${auth.tenantName}: your password was changed`,
    // One template for both parts (issue 35 B).
    ...mailBody(
      `<p>Hello ${escapeHtml(name)},</p><p>The password of your account was changed on ${escapeHtml(when)}. Every other session was signed out.</p><p>If you did not do this, <a href="${escapeHtml(auth.origin)}/account/forgot-password">reset your password</a> and contact us.</p>`,
    ),
  });
}

/** The tenant's contact address and links: the settings row, else addresses derived from the website. */
export async function tenantSettingsOf(ctx: Pick<RequestContext, 'scope'>) {
  const row = await repository.findTenantSettings(ctx.scope);
  const website = TENANT_PROFILES[ctx.scope.tenantId as TenantId].website;
  return {
    contactEmail: row?.contactEmail ?? `contact@${ctx.scope.tenantId}.example`,
    commPrefsUrl: row?.commPrefsUrl ?? `${website}/communication-preferences`,
    updateDetailsUrl: row?.updateDetailsUrl ?? `${website}/my-details`,
  };
}

/** `GET api/user/commprefsurl` (spec 000 §7): the external communication-preferences page. */
export async function commPrefsUrl(ctx: Pick<RequestContext, 'scope'>) {
  return { url: (await tenantSettingsOf(ctx)).commPrefsUrl };
}

/** `GET api/user/updatedetailslink` (spec 000 §7): the external "update my details" page. */
export async function updateDetailsLink(ctx: Pick<RequestContext, 'scope'>) {
  return { url: (await tenantSettingsOf(ctx)).updateDetailsUrl };
}
