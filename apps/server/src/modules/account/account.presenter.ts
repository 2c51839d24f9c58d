/**
 * Maps user rows to the contract shapes of `GET api/v1/account`, `GET /api/v1/permission` and settings.
 */
import {
  hasAdminAccess,
  isAdminLike,
  reportedPermissionFlags,
  type TAccount,
  type TAccountSettings,
  type TPermissionFlags,
  type TPermissionResponse,
  type TSegmentRef,
  type TenantProfile,
} from '@portal/contracts';
import type { Actor, UserRow } from '../../plugins/actor';

/** `TAccount` for the signed-in user (spec 000 §3 User). */
export function presentAccount(
  actor: Actor,
  segments: TSegmentRef[],
  profile: TenantProfile,
  impersonatorId: string | null,
): TAccount {
  return {
    id: actor.id,
    firstName: actor.firstName,
    lastName: actor.lastName,
    email: actor.email,
    registeredEmail: actor.registeredEmail ?? actor.email,
    avatarUrl: actor.avatarUrl,
    pronoun: actor.pronoun,
    role: actor.role,
    contactTypes: actor.contactTypes,
    segments,
    mobile: actor.mobile,
    postalAddress1: actor.postalAddress1,
    suburb: actor.suburb,
    postcode: actor.postcode,
    state: actor.state,
    country: actor.country,
    memberNum: actor.memberNum,
    isFirstLogin: actor.isFirstLogin,
    isMember: actor.contactTypes.includes('Member'),
    isClientUser: actor.contactTypes.includes('ClientUser'),
    moderatedCommunityCount: actor.moderatedCommunityCount,
    mode: profile.accountSettingsMode,
    impersonatorId,
    theme: actor.theme,
  };
}

/** Global permission flags: a global Admin holds every flag; others hold what is stored (spec 000 §6). */
export function effectivePermissions(actor: Pick<Actor, 'role' | 'permissions'>): TPermissionFlags {
  return reportedPermissionFlags(actor);
}

/** `GET /api/v1/permission` answer. */
export function presentPermissions(actor: Actor): TPermissionResponse {
  const flags = effectivePermissions(actor);
  const admin = hasAdminAccess(actor);
  return {
    ...flags,
    canAccessAdmin: flags.canAccessAdmin || admin,
    role: actor.role,
    hasAdminAccess: admin,
    isAdminLike: isAdminLike(actor),
    moderatedCommunityCount: actor.moderatedCommunityCount,
  };
}

/** `GET api/v1/account/settings` answer. */
export function presentSettings(user: Pick<UserRow, 'enableTfa' | 'mailTo' | 'allowSms'>): TAccountSettings {
  return { enableTfa: user.enableTfa, mailTo: user.mailTo, allowSms: user.allowSms };
}
