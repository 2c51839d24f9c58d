/**
 * Tenant (organisation) profiles — spec 000 §1 "What the product does and for whom" and §9.
 * One profile per tenant; the server picks it from the request host and hands it to the web app at load.
 */

/** The feature modules of spec 000 §1, in no particular order. */
export const MODULE_NAMES = [
  'communities',
  'events',
  'cpd',
  'news',
  'resources',
  'settings',
  'engagement_analytics',
  'preferences_and_interests',
  'activities_and_billing',
  'marketplace',
  'global_search',
  'first_time_login',
] as const;
export type ModuleName = (typeof MODULE_NAMES)[number];

/** Sub-module flags of spec 000 §1 (events, settings, preferences and billing sub-modules). */
export const SUB_MODULE_NAMES = [
  'attachments',
  'cancellation_nominate_substitute',
  'cancellation_terms_and_conditions',
  'calendar',
  'find_an_ot',
  'membership_renewal',
  'brand_assets',
  'display_user_address',
  'membership_profile',
  'cancel_membership',
  'communication_preferences',
  'user_communication_preferences',
  'practice_areas_of_interest',
  'user_areas_of_interest',
  'invoices',
] as const;
export type SubModuleName = (typeof SUB_MODULE_NAMES)[number];

/** The access rules a module may name (spec 000 §6). Other names are unknown: logged and denied. */
export const ACCESS_RULE_NAMES = ['isMember', 'isClientUser'] as const;
export type AccessRuleName = (typeof ACCESS_RULE_NAMES)[number];

/**
 * One module's configuration. `accessRules` lists rule names; a user passes when ANY rule holds
 * (spec 000 §6: "Communities for the first tenant need Member or ClientUser"); an empty list lets every
 * signed-in user in. `subModules` flags are off unless set to true.
 */
export interface ModuleConfig {
  enabled: boolean;
  accessRules: string[];
  subModules: Partial<Record<SubModuleName, boolean>>;
}

export const TENANT_IDS = ['ota', 'psa', 'lca', 'actls'] as const;
export type TenantId = (typeof TENANT_IDS)[number];

/** Wording that changes per tenant (spec 000 §1): the community word and the events area name. */
export interface TenantWording {
  /** Singular, lower case: community | workspace | committee | hub. */
  community: string;
  /** Plural, lower case. */
  communities: string;
  /** The events area's name in the navigation, e.g. 'CPD & Events'. */
  eventsArea: string;
}

/** Colour theme; every colour that carries white text passes WCAG AA 4.5:1 (tested). */
export interface TenantTheme {
  /** Primary brand colour (#rrggbb): buttons, links, active navigation. */
  primaryColor: string;
  /** Header background (#rrggbb), carries white text. */
  headerColor: string;
  /** Accent colour (#rrggbb) for highlights; not used under text. */
  accentColor: string;
}

export interface TenantProfile {
  id: TenantId;
  /** Short name shown in the header and titles. */
  displayName: string;
  /** Full organisation name. */
  fullName: string;
  /** Public website, opened from the avatar menu in a new tab. */
  website: string;
  /**
   * Australian Business Number of the association, `NN NNN NNN NNN` (passes {@link isValidAbn}), printed on
   * its tax invoices (issue 18: an Australian tax invoice shows the supplier's ABN).
   */
  abn: string;
  logoUrl: string;
  loginBackgroundUrl: string;
  placeholderImageUrl: string;
  faviconUrl: string;
  theme: TenantTheme;
  modules: Record<ModuleName, ModuleConfig>;
  /** Where "register" sends a visitor (spec 000 §2 register routes). */
  registerRoute: string;
  /** /communities, /workspaces or /hubs (spec 000 §1 table). */
  communityBasePath: '/communities' | '/workspaces' | '/hubs';
  /** Account settings API flavour (spec 000 §1, §9). */
  accountSettingsMode: 'legacy' | 'workflow';
  /** Status value that marks news and resources as live (spec 000 §9). */
  newsActiveKey: 'active' | 'published';
  /** Dietary requirements on events: the first tenant only (spec 000 §1). */
  dietaryRequirements: boolean;
  wording: TenantWording;
}

const ABN_WEIGHTS = [10, 1, 3, 5, 7, 9, 11, 13, 15, 17, 19];

/**
 * True when `abn` is a well-formed Australian Business Number: 11 digits (spaces allowed) whose weighted sum,
 * after subtracting 1 from the first digit, is divisible by 89 (the ATO's check).
 */
export function isValidAbn(abn: string): boolean {
  const digits = abn.replace(/ /g, '');
  if (!/^\d{11}$/.test(digits)) return false;
  const sum = [...digits].reduce(
    (total, digit, i) => total + (Number(digit) - (i === 0 ? 1 : 0)) * ABN_WEIGHTS[i]!,
    0,
  );
  return sum % 89 === 0;
}

const off = (): ModuleConfig => ({ enabled: false, accessRules: [], subModules: {} });

/** Defaults have everything disabled (spec 000 §1); each profile turns on what it uses. */
function modules(
  overrides: Partial<Record<ModuleName, Partial<ModuleConfig>>>,
): Record<ModuleName, ModuleConfig> {
  const result = {} as Record<ModuleName, ModuleConfig>;
  for (const name of MODULE_NAMES) result[name] = { ...off(), ...overrides[name] };
  return result;
}

const on = (
  subModules: ModuleConfig['subModules'] = {},
  accessRules: string[] = [],
): Partial<ModuleConfig> => ({
  enabled: true,
  accessRules,
  subModules,
});

const assets = (id: TenantId) => ({
  logoUrl: `/tenants/${id}/logo.svg`,
  loginBackgroundUrl: `/tenants/${id}/login-background.svg`,
  placeholderImageUrl: `/tenants/${id}/placeholder.svg`,
  faviconUrl: `/tenants/${id}/favicon.svg`,
});

/** The four tenant profiles. `ota` is the first profile and the default. */
export const TENANT_PROFILES: Record<TenantId, TenantProfile> = {
  ota: {
    id: 'ota',
    displayName: 'OTA',
    fullName: 'Occupational Therapy Association',
    website: 'https://www.ota.example.org',
    abn: '61 551 945 266',
    ...assets('ota'),
    theme: { primaryColor: '#0b6b66', headerColor: '#08524e', accentColor: '#f2a541' },
    modules: modules({
      communities: on({}, ['isMember', 'isClientUser']),
      events: on({
        attachments: true,
        cancellation_nominate_substitute: true,
        cancellation_terms_and_conditions: true,
        calendar: true,
      }),
      cpd: on(),
      news: on(),
      resources: on(),
      settings: on({
        find_an_ot: true,
        membership_renewal: true,
        brand_assets: true,
        display_user_address: true,
        membership_profile: true,
        cancel_membership: true,
      }),
      engagement_analytics: on(),
      preferences_and_interests: on({
        communication_preferences: true,
        user_communication_preferences: true,
        practice_areas_of_interest: true,
        user_areas_of_interest: true,
      }),
      activities_and_billing: on({ invoices: true }),
      marketplace: on(),
      global_search: on(),
      first_time_login: on(),
    }),
    registerRoute: '/membership/new-membership',
    communityBasePath: '/communities',
    accountSettingsMode: 'legacy',
    newsActiveKey: 'active',
    dietaryRequirements: true,
    wording: { community: 'community', communities: 'communities', eventsArea: 'CPD & Events' },
  },
  psa: {
    id: 'psa',
    displayName: 'PSA Connect',
    fullName: 'Public Skills Authority',
    website: 'https://www.psa.example.org',
    abn: '14 925 100 014',
    ...assets('psa'),
    theme: { primaryColor: '#1f3a93', headerColor: '#14275f', accentColor: '#4fc3f7' },
    modules: modules({
      communities: on(),
      events: on({ attachments: true, calendar: true }),
      cpd: on(),
      news: on(),
      resources: on(),
      settings: on({ membership_profile: true, display_user_address: true }),
      engagement_analytics: on(),
      preferences_and_interests: on({ user_communication_preferences: true, user_areas_of_interest: true }),
      activities_and_billing: on({ invoices: true }),
      global_search: on(),
    }),
    registerRoute: '/workflow?id=become-psa-member&step=1',
    communityBasePath: '/workspaces',
    accountSettingsMode: 'workflow',
    newsActiveKey: 'published',
    dietaryRequirements: false,
    wording: { community: 'workspace', communities: 'workspaces', eventsArea: 'Development and Networking' },
  },
  lca: {
    id: 'lca',
    displayName: 'Law Council',
    fullName: 'Law Council of Australasia',
    website: 'https://www.lca.example.org',
    abn: '42 059 754 162',
    ...assets('lca'),
    theme: { primaryColor: '#8a1c3b', headerColor: '#5e1228', accentColor: '#d4af37' },
    modules: modules({
      communities: on(),
      events: on({ attachments: true, cancellation_nominate_substitute: true }),
      // CPD is disabled for the law council (spec 000 §1).
      news: on(),
      resources: on(),
      settings: on({ membership_profile: true, cancel_membership: true }),
      preferences_and_interests: on({ practice_areas_of_interest: true, user_areas_of_interest: true }),
      activities_and_billing: on({ invoices: true }),
      global_search: on(),
      first_time_login: on(),
    }),
    registerRoute: '/register',
    communityBasePath: '/workspaces',
    accountSettingsMode: 'legacy',
    newsActiveKey: 'published',
    dietaryRequirements: false,
    wording: { community: 'committee', communities: 'committees', eventsArea: 'Events' },
  },
  actls: {
    id: 'actls',
    displayName: 'ACT Law Society',
    fullName: 'Australian Capital Territory Law Society',
    website: 'https://www.actls.example.org',
    abn: '28 359 483 993',
    ...assets('actls'),
    theme: { primaryColor: '#5b2a86', headerColor: '#3d1c5a', accentColor: '#ff8a3d' },
    modules: modules({
      communities: on({}, ['isMember']),
      events: on({ attachments: true, calendar: true, cancellation_terms_and_conditions: true }),
      cpd: on(),
      news: on(),
      resources: on(),
      settings: on({ membership_renewal: true, membership_profile: true, cancel_membership: true }),
      engagement_analytics: on(),
      preferences_and_interests: on({ communication_preferences: true, practice_areas_of_interest: true }),
      activities_and_billing: on({ invoices: true }),
      marketplace: on(),
      global_search: on(),
      first_time_login: on(),
    }),
    registerRoute: '/register',
    communityBasePath: '/hubs',
    accountSettingsMode: 'legacy',
    newsActiveKey: 'published',
    dietaryRequirements: false,
    wording: { community: 'hub', communities: 'hubs', eventsArea: 'Development and Networking' },
  },
};

/** The fatal configuration error shown for an unknown project name (spec 000 §1). */
export const UNKNOWN_TENANT_MESSAGE = 'VITE_APP_PROJECT_NAME not set';

/** Narrows a string to a known tenant id. */
export function isTenantId(value: unknown): value is TenantId {
  return typeof value === 'string' && (TENANT_IDS as readonly string[]).includes(value);
}

/**
 * The profile for a project name.
 * @throws Error with {@link UNKNOWN_TENANT_MESSAGE} when the name is not a known tenant (spec 000 §1).
 */
export function getTenantProfile(projectName: string | undefined | null): TenantProfile {
  if (!isTenantId(projectName)) throw new Error(UNKNOWN_TENANT_MESSAGE);
  return TENANT_PROFILES[projectName];
}
