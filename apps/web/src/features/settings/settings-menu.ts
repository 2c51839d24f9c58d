/**
 * The side menu of the settings area (spec 000 §2 "Settings area"): Account details, Change password,
 * Membership profile (with Brand assets under it when allowed), Organisation details, Dietary & special
 * requirements, Privacy, Calendar subscription and Digest e-mail (issue 38), Appearance (issue 42), Your data (issue 39), Manage Find an OT, Cancel my Membership, the four preference and interest screens,
 * Invoices and Contact us. The entries and their conditions (module and sub-module flags, contact type
 * Member, the server's can-cancel answer) are those of the avatar menu, so both menus always agree.
 */
import { buildAvatarMenu, type AvatarMenuEntry, type AvatarMenuInput } from '../../shell/avatar-menu';

/**
 * One side-menu entry: a settings path and a label; `children` only under Membership profile. `href` (the
 * communication preferences' external page, spec 000 §2) opens in a new tab instead of the path.
 */
export interface SettingsMenuEntry {
  key: string;
  label: string;
  path: string;
  href?: string;
  children?: SettingsMenuEntry[];
}

/** The entry whose page is on the association's own site (spec 000 §2 "external link in a new tab"). */
export const COMM_PREFS_KEY = 'communication-preferences';

/**
 * The entries with the communication preferences entry pointing at its external page (`url`, once known);
 * until then the entry keeps its settings path, whose page offers the same link.
 */
export function withExternalCommPrefs(
  entries: SettingsMenuEntry[],
  url: string | null | undefined,
): SettingsMenuEntry[] {
  if (!url) return entries;
  return entries.map((entry) => (entry.key === COMM_PREFS_KEY ? { ...entry, href: url } : entry));
}

const PRIVACY: SettingsMenuEntry = { key: 'privacy', label: 'Privacy', path: '/settings/privacy' };
/** The member's private calendar feed (issue 38 point 1), after Privacy: a settings page of its own. */
const CALENDAR: SettingsMenuEntry = {
  key: 'calendar-subscription',
  label: 'Calendar subscription',
  path: '/settings/calendar-subscription',
};
/** The digest e-mail's frequency (issue 38 point 2): every signed-in member, after Privacy. */
const DIGEST: SettingsMenuEntry = { key: 'digest', label: 'Digest e-mail', path: '/settings/digest' };
/** The member's theme (issue 42 point 1): every signed-in member, after Digest e-mail. */
const APPEARANCE: SettingsMenuEntry = {
  key: 'appearance',
  label: 'Appearance',
  path: '/settings/appearance',
};
/** Download my data and Close my account (issue 39 point 5): every signed-in member, after Digest e-mail. */
const YOUR_DATA: SettingsMenuEntry = { key: 'your-data', label: 'Your data', path: '/settings/your-data' };

const asEntry = (entry: AvatarMenuEntry): SettingsMenuEntry => ({
  key: entry.key,
  label: entry.label,
  path: entry.path ?? '',
});

/** Builds the side menu of a user from the same inputs as the avatar menu (spec 000 §2). */
export function buildSettingsMenu(input: Omit<AvatarMenuInput, 'isInAdmin'>): SettingsMenuEntry[] {
  const avatar = buildAvatarMenu({ ...input, isInAdmin: false });
  const group = (key: string) => avatar.find((entry) => entry.key === key)?.children ?? [];
  const entries: SettingsMenuEntry[] = [];
  for (const entry of group('profile-and-settings')) {
    if (entry.key === 'brand-assets') {
      const parent = entries.find((e) => e.key === 'membership-profile');
      if (parent) parent.children = [asEntry(entry)];
      else entries.push(asEntry(entry));
      continue;
    }
    entries.push(asEntry(entry));
    // Privacy (spec 000 §2 Settings routes) sits with the other profile pages, after organisation and dietary.
    if (entry.key === (input.profile.dietaryRequirements ? 'dietary' : 'organisation-details'))
      entries.push(PRIVACY, CALENDAR, DIGEST, APPEARANCE, YOUR_DATA);
  }
  entries.push(...group('preferences-and-interests').map(asEntry));
  entries.push(
    ...group('activities-and-billing')
      .filter((e) => e.key === 'invoices')
      .map(asEntry),
  );
  const contact = avatar.find((entry) => entry.key === 'contact-us');
  if (contact) entries.push(asEntry(contact));
  return entries;
}

/** The key of the entry a pathname belongs to (the invoice detail belongs to Invoices). */
export function settingsMenuKey(entries: SettingsMenuEntry[], pathname: string): string {
  if (pathname.startsWith('/settings/invoice/')) return 'invoices';
  const all = entries.flatMap((entry) => [entry, ...(entry.children ?? [])]);
  const match = all.find((entry) => pathname === entry.path || pathname.startsWith(`${entry.path}/`));
  return match?.key ?? '';
}
