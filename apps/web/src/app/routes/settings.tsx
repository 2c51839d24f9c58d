/**
 * Settings routes of spec 000 §2 ("Settings routes", "Settings area") and 002 §2 "Interests and preferences",
 * with the sub-module guards of spec 000 §2 Guards. Every page sits inside the settings layout and its side
 * menu; `/settings` opens Account details. Invoices (activities and billing) and the interest and preference
 * screens (segments) are pages of their own features, composed here.
 */
import { redirect, type RouteObject } from 'react-router';
import type { ModuleName, SubModuleName } from '@portal/contracts';
import { feature, page, placeholder } from '../route-helpers';

type Importer = Parameters<typeof page>[0];

const settingsPages: Array<[string, Importer]> = [
  ['account-details', () => import('../../features/settings/pages/AccountDetailsPage')],
  ['change-password', () => import('../../features/settings/pages/ChangePasswordPage')],
  ['organisation-details', () => import('../../features/settings/pages/OrganisationDetailsPage')],
  ['dietary-and-special-requirements', () => import('../../features/settings/pages/DietaryPage')],
  ['privacy', () => import('../../features/settings/pages/PrivacyPage')],
  ['contact-us', () => import('../../features/settings/pages/ContactUsPage')],
];

/** Pages another issue builds (membership): placeholders behind their sub-module guards. */
const pendingGuarded: Array<[string, ModuleName, SubModuleName]> = [
  ['membership-profile', 'settings', 'membership_profile'],
  ['brand-assets', 'settings', 'brand_assets'],
  ['manage-find-an-ot', 'settings', 'find_an_ot'],
  ['cancel-membership', 'settings', 'cancel_membership'],
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
        ...pendingGuarded.map(([path, module, subModule]) => ({
          ...feature(module, subModule),
          children: [{ path, ...placeholder('settings') }],
        })),
        ...segmentPages.map(([path, subModule, importer]) => ({
          ...feature('preferences_and_interests', subModule),
          children: [{ path, ...page(importer) }],
        })),
      ],
    },
  ];
}
