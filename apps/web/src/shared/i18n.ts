/**
 * Texts with per-tenant wording (spec 000 §1: 'community' becomes 'workspace', 'committee' or 'hub'; the
 * events area is renamed). The tenant's words are i18next default variables, so every text can use
 * `{{community}}`, `{{communities}}`, `{{Community}}`, `{{Communities}}` and `{{eventsArea}}`.
 */
import i18next, { type i18n } from 'i18next';
import { initReactI18next } from 'react-i18next';
import type { TenantProfile } from '@portal/contracts';
import { WORDED_TEXTS } from './worded-texts';

/** Upper-cases the first letter. */
export function capitalise(word: string): string {
  return word.charAt(0).toUpperCase() + word.slice(1);
}

/** The English texts of the shell and the foundation pages. */
export const EN_TEXTS = {
  nav: {
    home: 'Home',
    communities: '{{Communities}}',
    events: '{{eventsArea}}',
    eventsCalendar: 'Events calendar',
    newsAndResources: 'News & Resources',
    news: 'News',
    resources: 'Resources',
    memberPages: 'Members-only pages',
    marketplace: 'Marketplace',
    openMenu: 'Open menu',
    search: 'Search',
    notifications: 'Notifications',
    accountMenu: 'Account menu',
  },
  area: {
    communities: '{{Communities}}',
    events: '{{eventsArea}}',
    cpd: 'CPD',
    news: 'News',
    resources: 'Resources',
    pages: 'Pages',
    search: 'Search',
    favourites: 'My Favourites',
    settings: 'Settings',
    firstTimeLogin: 'Welcome',
    admin: 'Admin',
    adminResources: 'Manage resources',
    adminEvents: 'Manage events',
    adminSettings: 'Admin settings',
    adminAnnouncement: 'Announcements',
    adminUsers: 'Users',
    adminSentMail: 'Sent mail',
    adminDigestPreview: 'Digest preview',
    adminAudit: 'Audit log',
    adminMemberships: 'Memberships and invoices',
    adminImport: 'Import members',
    adminAccountClosures: 'Account closures',
    adminInsights: 'Insights',
  },
  /** Texts that name a community or the events area ({@link WORDED_TEXTS}). */
  words: WORDED_TEXTS,
} as const;

/** The i18next default variables of a tenant: its words for a community and its events area. */
export function tenantWords(profile: TenantProfile) {
  return {
    community: profile.wording.community,
    communities: profile.wording.communities,
    Community: capitalise(profile.wording.community),
    Communities: capitalise(profile.wording.communities),
    eventsArea: profile.wording.eventsArea,
  };
}

/** Creates and initialises the i18next instance of a tenant. */
export function createI18n(profile: TenantProfile): i18n {
  const instance = i18next.createInstance();
  void instance.use(initReactI18next).init({
    lng: 'en',
    fallbackLng: 'en',
    resources: { en: { translation: EN_TEXTS } },
    initAsync: false,
    interpolation: {
      escapeValue: false,
      defaultVariables: tenantWords(profile),
    },
  });
  return instance;
}
