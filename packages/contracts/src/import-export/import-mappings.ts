/**
 * The column mappings shipped with the portal (issue 39 point 1): a Wild Apricot contacts export and a
 * CiviCRM contacts export, with those systems' own column names. Staff can start from one and save their own.
 */
import type { TImportMapping } from './import-export';

/** Wild Apricot "Contacts" export (Contacts → Export, all fields; dates as '3 Mar 2019'). */
export const WILD_APRICOT_MAPPING: TImportMapping = {
  id: 'shipped:wild-apricot',
  name: 'Wild Apricot contacts',
  shipped: true,
  columns: {
    email: 'Email',
    firstName: 'First name',
    lastName: 'Last name',
    mobile: 'Phone',
    membershipType: 'Membership level',
    memberStatus: 'Membership status',
    joinDate: 'Member since',
    renewedToDate: 'Renewal due',
    segments: 'Interests',
    postalAddress1: 'Address',
    suburb: 'City',
    state: 'State',
    postcode: 'Postal code',
    country: 'Country',
  },
};

/**
 * CiviCRM contact export with membership fields (Contacts → Export → select fields; ISO dates). "Membership
 * Start Date" is the current term's start, which the portal derives from the type's period rule: not mapped.
 */
export const CIVICRM_MAPPING: TImportMapping = {
  id: 'shipped:civicrm',
  name: 'CiviCRM contacts',
  shipped: true,
  columns: {
    email: 'Email',
    firstName: 'First Name',
    lastName: 'Last Name',
    mobile: 'Phone',
    memberNum: 'External Identifier',
    membershipType: 'Membership Type',
    memberStatus: 'Membership Status',
    joinDate: 'Member Since',
    renewedToDate: 'Membership End Date',
    segments: 'Groups',
    postalAddress1: 'Street Address',
    suburb: 'City',
    state: 'State',
    postcode: 'Postal Code',
    country: 'Country',
  },
};

/** The shipped mappings, in the order the mapping choice lists them. */
export const SHIPPED_IMPORT_MAPPINGS: readonly TImportMapping[] = [WILD_APRICOT_MAPPING, CIVICRM_MAPPING];
