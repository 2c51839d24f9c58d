/**
 * What the welcome wizard asks that the account has no column for (issue 18 "Onboarding keeps what it asks";
 * spec 000 §3 first-time form values): post-nominals, First Nations identity, admission date and state, law
 * society memberships, home phone, address line 2, contact preference, profile description and areas of
 * expertise. One row per member, written by `PUT /api/user/form/first-time`, read back by the GET.
 */
import { jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { tenants } from './tenants';
import { users } from './users';

/** The wizard's extra values of a member (shape in {@link FirstTimeExtras}). */
export interface FirstTimeExtras {
  postNominal?: string | null;
  identityAsFirstNations?: string | null;
  admissionDate?: string | null;
  admissionState?: string | null;
  constituentBodyMembership?: string[];
  phoneNumber?: string | null;
  address2?: string | null;
  contactPreference?: string | null;
  description?: string | null;
  expertiseAreas?: number[];
}

/** First-time form values kept per member (primary key: the member). */
export const firstTimeForms = pgTable('first_time_forms', {
  userId: uuid('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  tenantId: text('tenant_id')
    .notNull()
    .references(() => tenants.id),
  values: jsonb('values').$type<FirstTimeExtras>().notNull().default({}),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});
