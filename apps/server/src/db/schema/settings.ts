/**
 * Account settings — spec 000 §3 (Organisation details, privacy flags, Contact enquiry) and the tenant's
 * settings links and contact address (§7 `api/user/commprefsurl`, `api/user/updatedetailslink`, contact us).
 * Every row carries `tenant_id`.
 */
import {
  date,
  index,
  integer,
  pgTable,
  primaryKey,
  serial,
  text,
  timestamp,
  uuid,
} from 'drizzle-orm/pg-core';
import type { TPrivacyChoice } from '@portal/contracts';
import { organisations } from './org';
import { tenants } from './tenants';
import { users } from './users';

const tenantId = () =>
  text('tenant_id')
    .notNull()
    .references(() => tenants.id);
const memberId = () =>
  uuid('user_id')
    .notNull()
    .references(() => users.id, { onDelete: 'cascade' });
const choice = (name: string) => text(name).$type<TPrivacyChoice>().notNull().default('members');

/** Per-tenant settings: where enquiries go and the external preference / details links. */
export const tenantSettings = pgTable('tenant_settings', {
  tenantId: text('tenant_id')
    .primaryKey()
    .references(() => tenants.id),
  /** The tenant's contact address: contact-us enquiries are mailed here. */
  contactEmail: text('contact_email').notNull(),
  /** `GET api/user/commprefsurl`: the external communication-preferences page. */
  commPrefsUrl: text('comm_prefs_url'),
  /** `GET api/user/updatedetailslink`: the external "update my details" page. */
  updateDetailsUrl: text('update_details_url'),
});

/** A member's seven privacy choices (000 §3 privacy flags; the privacy page and the wizard share them). */
export const memberPrivacy = pgTable(
  'member_privacy',
  {
    tenantId: tenantId(),
    userId: memberId(),
    appearInMemberDirectory: choice('appear_in_member_directory'),
    displayPictureInMemberDirectory: choice('display_picture_in_member_directory'),
    displayContactInformation: choice('display_contact_information'),
    displayEmailAddress: choice('display_email_address'),
    displayOrganisation: choice('display_organisation'),
    displayMobileNumber: choice('display_mobile_number'),
    displayWorkLandline: choice('display_work_landline'),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.tenantId, t.userId] })],
);

/** A member's workplace (000 §3 Organisation details: organisation, role, startDate). */
export const memberOrganisations = pgTable(
  'member_organisations',
  {
    tenantId: tenantId(),
    userId: memberId(),
    organisationId: integer('organisation_id')
      .notNull()
      .references(() => organisations.id, { onDelete: 'cascade' }),
    role: text('role').notNull(),
    startDate: date('start_date'),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.tenantId, t.userId] }),
    index('member_organisations_org_idx').on(t.tenantId, t.organisationId),
  ],
);

/** A contact-us enquiry (000 §3 Contact enquiry), kept with its files and mailed through the outbox. */
export const enquiries = pgTable(
  'enquiries',
  {
    id: serial('id').primaryKey(),
    tenantId: tenantId(),
    userId: memberId(),
    name: text('name').notNull(),
    email: text('email').notNull(),
    mobile: text('mobile'),
    comments: text('comments').notNull(),
    memberNumber: text('member_number'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('enquiries_tenant_created_idx').on(t.tenantId, t.createdAt),
    index('enquiries_user_idx').on(t.tenantId, t.userId),
  ],
);

/** A file attached to an enquiry (stored through the storage plugin under the tenant's key). */
export const enquiryFiles = pgTable(
  'enquiry_files',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    tenantId: tenantId(),
    enquiryId: integer('enquiry_id')
      .notNull()
      .references(() => enquiries.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    key: text('key').notNull(),
    /** Bytes. */
    size: integer('size').notNull(),
  },
  (t) => [index('enquiry_files_enquiry_idx').on(t.tenantId, t.enquiryId)],
);
