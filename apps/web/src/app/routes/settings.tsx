/**
 * Settings routes of spec 000 §2 ("Settings routes", "Settings area") and 002 §2 "Interests and preferences",
 * with the sub-module guards of spec 000 §2 Guards. Every page sits inside the settings layout and its side
 * menu; `/settings` opens Account details. Invoices (activities and billing) and the interest and preference
 * screens (segments) are pages of their own features, composed here.
 */
import { redirect, type RouteObject } from 'react-router';
import type { SubModuleName } from '@portal/contracts';
import { page } from '../../shared/route-helpers';
import { feature } from '../../shell/guards/feature-route';

type Importer = Parameters<typeof page>[0];

const settingsPages: Array<[string, Importer]> = [
  ['account-details', () => import('../../features/settings/pages/AccountDetailsPage')],
  ['change-password', () => import('../../features/settings/pages/ChangePasswordPage')],
  ['organisation-details', () => import('../../features/settings/pages/OrganisationDetailsPage')],
  ['dietary-and-special-requirements', () => import('../../features/settings/pages/DietaryPage')],
  ['privacy', () => import('../../features/settings/pages/PrivacyPage')],
  ['calendar-subscription', () => import('../../features/settings/pages/CalendarSubscriptionPage')],
  ['digest', () => import('../../features/digest/pages/DigestSettingsPage')],
  ['appearance', () => import('../../features/settings/pages/AppearancePage')],
  ['your-data', () => import('../../features/member-data/pages/MyDataPage')],
  ['contact-us', () => import('../../features/settings/pages/ContactUsPage')],
];

/**
 * The membership pages (spec 000 §2, 002 §2 "Invoices and membership") behind their sub-module guards; Find
 * an OT and Brand assets also need the contact type Member (spec 000 §6).
 */
const membershipPages: Array<[string, SubModuleName, Importer, boolean?]> = [
  [
    'membership-profile',
    'membership_profile',
    () => import('../../features/memberships/pages/MembershipProfilePage'),
  ],
  ['brand-assets', 'brand_assets', () => import('../../features/memberships/pages/BrandAssetsPage'), true],
  ['manage-find-an-ot', 'find_an_ot', () => import('../../features/memberships/pages/FindAnOtPage'), true],
  [
    'cancel-membership',
    'cancel_membership',
    () => import('../../features/memberships/pages/CancelMembershipPage'),
  ],
];

const segmentPages: Array<[string, SubModuleName, Importer]> = [
  [
    'user-interests',
    'user_areas_of_interest',
    () => import('../../features/segments/pages/UserInterestsPage'),
  ],
  [
    'area-of-interests',
    'practice_areas_of_interest',
    () => import('../../features/segments/pages/PracticeAreasPage'),
  ],
  [
    'user-communication-preferences',
    'user_communication_preferences',
    () => import('../../features/segments/pages/UserCommunicationPreferencesPage'),
  ],
  [
    'communication-preferences',
    'communication_preferences',
    () => import('../../features/segments/pages/CommunicationPreferencesPage'),
  ],
];

/** The /settings children: one layout route (the side menu) around every settings page. */
export function settingsRoutes(): RouteObject[] {
  return [
    {
      ...page(() => import('../../features/settings/pages/SettingsLayout')),
      children: [
        { index: true, loader: () => redirect('/settings/account-details') },
        ...settingsPages.map(([path, importer]) => ({ path, ...page(importer) })),
        { path: 'invoice/:id', ...page(() => import('../../features/invoices/pages/InvoicePage')) },
        {
          ...feature('activities_and_billing', 'invoices'),
          children: [
            { path: 'invoices', ...page(() => import('../../features/invoices/pages/InvoicesPage')) },
          ],
        },
        ...membershipPages.map(([path, subModule, importer, requiresMember]) => ({
          ...feature('settings', subModule, requiresMember),
          children: [{ path, ...page(importer) }],
        })),
        ...segmentPages.map(([path, subModule, importer]) => ({
          ...feature('preferences_and_interests', subModule),
          children: [{ path, ...page(importer) }],
        })),
      ],
    },
  ];
}
