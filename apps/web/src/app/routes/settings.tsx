/** Settings routes of spec 000 §2, with the sub-module guards of spec 000 §2 Guards. */
import type { RouteObject } from 'react-router';
import type { ModuleName, SubModuleName } from '@portal/contracts';
import { feature, page, placeholder } from '../route-helpers';

/** The /settings children. Invoices (activities and billing) are pages of the billing feature, composed here. */
export function settingsRoutes(): RouteObject[] {
  const plain = [
    'change-password',
    'account-details',
    'organisation-details',
    'dietary-and-special-requirements',
    'contact-us',
    'privacy',
  ];
  const guarded: Array<[string, ModuleName, SubModuleName]> = [
    ['membership-profile', 'settings', 'membership_profile'],
    ['brand-assets', 'settings', 'brand_assets'],
    ['manage-find-an-ot', 'settings', 'find_an_ot'],
    ['cancel-membership', 'settings', 'cancel_membership'],
    ['user-interests', 'preferences_and_interests', 'user_areas_of_interest'],
    ['area-of-interests', 'preferences_and_interests', 'practice_areas_of_interest'],
    ['user-communication-preferences', 'preferences_and_interests', 'user_communication_preferences'],
    ['communication-preferences', 'preferences_and_interests', 'communication_preferences'],
  ];
  return [
    { index: true, ...placeholder('settings') },
    ...plain.map((path) => ({ path, ...placeholder('settings') })),
    { path: 'invoice/:id', ...page(() => import('../../features/invoices/pages/InvoicePage')) },
    {
      ...feature('activities_and_billing', 'invoices'),
      children: [{ path: 'invoices', ...page(() => import('../../features/invoices/pages/InvoicesPage')) }],
    },
    ...guarded.map(([path, module, subModule]) => ({
      ...feature(module, subModule),
      children: [{ path, ...placeholder('settings') }],
    })),
  ];
}
