/**
 * Row shapes of event administration (docs/api-events.md "Event administration"): the admin list and the
 * registrations of an event. Not yet in the contracts.
 */
import type { TEventSummary, TUserTicket } from '@portal/contracts';

/** One row of the admin list. */
export type AdminEventRow = TEventSummary & { isPublished: boolean; registrations: number };

/** One registration row. */
export interface RegistrationRow {
  ticketId: number;
  ticketNumber: string;
  userId: string;
  userFullName: string;
  email: string;
  ticketPrice: string;
  amount: number;
  attendanceStatus: 'Active' | 'Removed';
  nominee: TUserTicket['nominee'];
  dietaryRequirements: string[] | null;
  otherDietaryRequirement: string | null;
  accessibilityRequirement: string | null;
  createdAt: string;
}
