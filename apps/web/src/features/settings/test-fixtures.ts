/** Fixtures of the settings component tests: the signed-in account and its legacy and workflow profiles. */
import type { TAccount, TLegacyProfile, TWorkflowForm } from '@portal/contracts';

/** The signed-in member (`GET api/v1/account`). */
export const ACCOUNT: TAccount = {
  id: 'me',
  firstName: 'Olivia',
  lastName: 'Bennett',
  email: 'olivia@ota.example',
  registeredEmail: 'olivia@ota.example',
  avatarUrl: null,
  pronoun: null,
  role: 0,
  contactTypes: ['Member'],
  segments: [],
  mobile: '0400000000',
  postalAddress1: null,
  suburb: null,
  postcode: null,
  state: null,
  country: 'Australia',
  memberNum: 'OTA100001',
  isFirstLogin: false,
  isMember: true,
  isClientUser: false,
  moderatedCommunityCount: 0,
  mode: 'legacy',
  impersonatorId: null,
  theme: 'system',
};

/** The legacy profile (`GET /api/User`). */
export const LEGACY_PROFILE: TLegacyProfile = {
  id: 'me',
  title: 'Dr',
  firstName: 'Olivia',
  lastName: 'Bennett',
  middleName: null,
  preferredName: 'Liv',
  pronoun: 'she/her',
  gender: 'F',
  email: 'olivia@ota.example',
  mobile: '0400000000',
  dateOfBirth: '1990-04-05',
  graduationDate: null,
  address: '10 Collins Street',
  suburb: 'Melbourne',
  state: 'VIC',
  postCode: '3000',
  country: 'Australia',
  avatarUrl: null,
  pendingEmail: null,
};

/** The workflow profile (`GET /api/User/GetWorkflowFormFieldDefinitionAndValue`). */
export const WORKFLOW_FORM: TWorkflowForm = {
  avatarUrl: null,
  pendingEmail: null,
  workflowFormFields: [
    {
      id: 1,
      entityId: 'me',
      name: 'Title',
      type: 'select',
      required: false,
      options: ['Dr', 'Ms'],
      value: 'Ms',
    },
    { id: 2, entityId: 'me', name: 'First Name', type: 'text', required: true, options: null, value: 'Pia' },
    { id: 3, entityId: 'me', name: 'Last Name', type: 'text', required: true, options: null, value: 'Stone' },
    {
      id: 4,
      entityId: 'me',
      name: 'Email',
      type: 'email',
      required: true,
      options: null,
      value: 'pia@psa.example',
    },
    { id: 5, entityId: 'me', name: 'Mobile', type: 'phone', required: false, options: null, value: null },
  ],
};
