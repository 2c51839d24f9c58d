/**
 * The entries of the avatar menu (spec 000 §2 "Navigation shell", Avatar menu), with their conditions:
 * Profile & Settings (settings module; membership profile, Find an OT, brand assets and cancel membership
 * as their sub-modules and rules allow, dietary where the tenant has it), Preferences & Interests, Activities & Billing (invoices, CPD),
 * Contact us, the organisation website (new tab), My Favourites, Admin or Home, Log out.
 */
import {
  canAccessModule,
  canAccessSubModule,
  canUseMemberOnlySetting,
  hasAdminAccess,
  type AccessSubject,
  type TenantProfile,
} from '@portal/contracts';

/** One avatar menu entry: a route, an external link, a group with children, or the log-out action. */
export interface AvatarMenuEntry {
  key: string;
  label: string;
  path?: string;
  href?: string;
  children?: AvatarMenuEntry[];
  action?: 'logout';
}

/** Inputs of {@link buildAvatarMenu}. */
export interface AvatarMenuInput {
  profile: TenantProfile;
  subject: AccessSubject;
  /** The server's canCancelMembership answer (spec 000 §6: shown only if the server says so). */
  canCancelMembership: boolean;
  /** True when the current path is under /admin: the Admin entry becomes Home. */
  isInAdmin: boolean;
}

/** Builds the avatar menu entries for a user. Empty groups are left out. */
export function buildAvatarMenu({ profile, subject, canCancelMembership, isInAdmin }: AvatarMenuInput) {
  const sub = (
    module: Parameters<typeof canAccessSubModule>[1],
    name: Parameters<typeof canAccessSubModule>[2],
  ) => canAccessSubModule(profile, module, name, subject);
  const entries: AvatarMenuEntry[] = [];
  const route = (key: string, label: string, path: string): AvatarMenuEntry => ({ key, label, path });
  /** A settings page whose path is `/settings/{key}`. */
  const setting = (key: string, label: string) => route(key, label, `/settings/${key}`);

  if (canAccessModule(profile, 'settings', subject)) {
    const settings: AvatarMenuEntry[] = [
      { key: 'account-details', label: 'Account details', path: '/settings/account-details' },
      { key: 'change-password', label: 'Change password', path: '/settings/change-password' },
    ];
    if (sub('settings', 'membership_profile')) {
      settings.push(setting('membership-profile', 'Membership profile'));
    }
    if (canUseMemberOnlySetting(profile, 'brand_assets', subject)) {
      settings.push({ key: 'brand-assets', label: 'Brand assets', path: '/settings/brand-assets' });
    }
    settings.push(setting('organisation-details', 'Organisation details'));
    // Dietary requirements exist only where the tenant has them on (spec 000 §1: the first tenant).
    if (profile.dietaryRequirements) {
      settings.push(
        route('dietary', 'Dietary & special requirements', '/settings/dietary-and-special-requirements'),
      );
    }
    if (canUseMemberOnlySetting(profile, 'find_an_ot', subject)) {
      settings.push({ key: 'find-an-ot', label: 'Manage Find an OT', path: '/settings/manage-find-an-ot' });
    }
    if (canCancelMembership && sub('settings', 'cancel_membership')) {
      settings.push(setting('cancel-membership', 'Cancel my Membership'));
    }
    entries.push({ key: 'profile-and-settings', label: 'Profile & Settings', children: settings });
  }

  if (canAccessModule(profile, 'preferences_and_interests', subject)) {
    const preferences: AvatarMenuEntry[] = [];
    if (sub('preferences_and_interests', 'communication_preferences')) {
      preferences.push(setting('communication-preferences', 'Communication preferences'));
    }
    if (sub('preferences_and_interests', 'user_communication_preferences')) {
      preferences.push(setting('user-communication-preferences', 'My communication preferences'));
    }
    if (sub('preferences_and_interests', 'practice_areas_of_interest')) {
      preferences.push(setting('area-of-interests', 'Practice Areas of Interest'));
    }
    if (sub('preferences_and_interests', 'user_areas_of_interest')) {
      preferences.push(setting('user-interests', 'My Areas of Interest'));
    }
    if (preferences.length > 0) {
      entries.push({
        key: 'preferences-and-interests',
        label: 'Preferences & Interests',
        children: preferences,
      });
    }
  }

  const billing: AvatarMenuEntry[] = [];
  if (sub('activities_and_billing', 'invoices')) {
    billing.push({ key: 'invoices', label: 'Invoices', path: '/settings/invoices' });
  }
  if (canAccessModule(profile, 'cpd', subject)) billing.push({ key: 'cpd', label: 'CPD', path: '/cpd' });
  if (billing.length > 0)
    entries.push({ key: 'activities-and-billing', label: 'Activities & Billing', children: billing });

  entries.push(
    { key: 'contact-us', label: 'Contact us', path: '/settings/contact-us' },
    { key: 'website', label: `Go to ${profile.displayName} website`, href: profile.website },
    { key: 'favourites', label: 'My Favourites', path: '/favourites' },
  );
  if (isInAdmin) entries.push({ key: 'home', label: 'Home', path: '/' });
  else if (hasAdminAccess(subject)) entries.push({ key: 'admin', label: 'Admin', path: '/admin' });
  entries.push({ key: 'logout', label: 'Log out', action: 'logout' });
  return entries;
}

/** Initials of a name for the avatar ('Ada Lovelace' → 'AL'). */
export function initialsOf(firstName: string, lastName: string): string {
  return `${firstName.trim().charAt(0)}${lastName.trim().charAt(0)}`.toUpperCase() || '?';
}
