/**
 * Tickets, registration, dietary requirements — spec 002 §3 User ticket, §4, §5, §7.
 * Money in AUD dollars (2 decimals); dates ISO 8601 (see events/events.ts for units).
 */
import { z } from 'zod';
import { ZIntId, zRequiredText } from '../shared/input';
import { EMAIL_PATTERN } from '../shared/validation';
import {
  EVENT_LIMITS,
  EVENT_MESSAGES,
  ZAttendanceStatus,
  ZEventResponseValue,
  ZEventSummary,
  ZNominee,
} from '../events/events';

const money = z.number();

// ---------------------------------------------------------------------------------------------------------
// Tickets (002 §3 User ticket, §4, §5)
// ---------------------------------------------------------------------------------------------------------

/**
 * User ticket (002 §3). `ticketPrice` is the price's name; `amount` dollars paid per ticket (0 = free).
 * `canCancel` is the per-ticket check (active and the event has not started); `refundAmount` (dollars) is
 * set once a paid ticket is cancelled; `nominee` once a substitute is nominated.
 */
export const ZUserTicket = z.object({
  ticketId: z.number().int(),
  eventId: z.number().int(),
  ticketPrice: z.string(),
  ticketNumber: z.string(),
  ticketPriceId: z.number().int(),
  amount: money,
  attendanceStatus: ZAttendanceStatus,
  dietaryRequirements: z.array(z.string()).nullable(),
  otherDietaryRequirement: z.string().nullable(),
  accessibilityRequirement: z.string().nullable(),
  canCancel: z.boolean(),
  isPaid: z.boolean(),
  refundAmount: money.nullable(),
  cancelledAt: z.string().nullable(),
  nominee: ZNominee.nullable(),
  invoiceId: z.string().nullable(),
  createdAt: z.string(),
});
export type TUserTicket = z.infer<typeof ZUserTicket>;
export const ZUserTicketsResponse = z.array(ZUserTicket);

/** A ticket with its event card: items of upcoming/past lists and `GET /api/ticket/{id}`. */
export const ZRegisteredTicket = ZUserTicket.extend({ event: ZEventSummary });
export type TRegisteredTicket = z.infer<typeof ZRegisteredTicket>;

/** `POST /api/user/upcomingevents` and `/api/user/pastevents` body: page (1-based), size (default 20). */
export const ZPageBody = z.object({
  page: z.number().int().min(1).default(1),
  size: z.number().int().min(1).max(100).default(EVENT_LIMITS.ticketsPageSize),
});
export type TPageBody = z.input<typeof ZPageBody>;
export const ZRegisteredTicketsResponse = z.object({
  registeredTickets: z.array(ZRegisteredTicket),
  totalItems: z.number().int(),
});
export type TRegisteredTicketsResponse = z.infer<typeof ZRegisteredTicketsResponse>;

/**
 * `POST /api/event/register`: ticketPriceId, userId (optional; must be the signed-in user), quantity
 * (min 1, step 1, default 1). Free prices only — a paid price answers 400 (use the cart).
 */
export const ZRegisterBody = z.object({
  ticketPriceId: ZIntId,
  userId: z.string().uuid().nullish(),
  quantity: z.number().int().min(1).max(EVENT_LIMITS.maxQuantity).default(1),
});
export type TRegisterBody = z.input<typeof ZRegisterBody>;
export const ZRegisterResponse = z.object({ tickets: z.array(ZUserTicket) });

/** `POST /api/ticket/cancel`: ticketId → the cancelled ticket and the refund (dollars; null when free). */
export const ZCancelTicketBody = z.object({ ticketId: ZIntId });
export const ZCancelTicketResponse = z.object({ ticket: ZUserTicket, refundAmount: money.nullable() });

const nomineeText = (required: string) =>
  zRequiredText(required).max(EVENT_LIMITS.nomineeText, EVENT_MESSAGES.maxLength150);

/** Nominee form rules of 002 §5 (shared by the web form and the server). */
export const ZNomineeForm = z.object({
  nomineeTitle: nomineeText(EVENT_MESSAGES.nomineeTitleRequired),
  nomineeName: nomineeText(EVENT_MESSAGES.nomineeNameRequired),
  nomineeEmail: zRequiredText(EVENT_MESSAGES.nomineeEmailRequired)
    .max(254, EVENT_MESSAGES.nomineeEmailInvalid)
    .regex(EMAIL_PATTERN, EVENT_MESSAGES.nomineeEmailInvalid),
  nomineeMobile: zRequiredText(EVENT_MESSAGES.nomineeMobileRequired)
    .regex(/^\d+$/, EVENT_MESSAGES.nomineeMobileDigits)
    .max(EVENT_LIMITS.nomineeMobile, EVENT_MESSAGES.nomineeMobileDigits),
  nomineeOrgName: z.string().trim().max(EVENT_LIMITS.nomineeText, EVENT_MESSAGES.maxLength150).nullish(),
});
export type TNomineeForm = z.input<typeof ZNomineeForm>;

/** `POST /api/ticket/nominatesubstitute`: ticketId + nominee fields → the ticket (still one ticket). */
export const ZNominateBody = ZNomineeForm.extend({ ticketId: ZIntId });
export type TNominateBody = z.input<typeof ZNominateBody>;

/** Dietary (002 §3): list of option ids (null when none), other and accessibility free text. */
export const ZDietary = z.object({
  dietaryRequirements: z.array(z.string().max(50)).max(30).nullable(),
  otherDietaryRequirement: z.string().trim().max(500).nullable(),
  accessibilityRequirement: z.string().trim().max(500).nullable(),
});
export type TDietary = z.infer<typeof ZDietary>;

/** `POST /api/ticket/update` (change dietary of one ticket; first tenant only). */
export const ZTicketUpdateBody = z.object({
  ticketId: ZIntId,
  dietaryRequirements: z.array(z.string().max(50)).max(30).nullish(),
  otherDietaryRequirement: z.string().trim().max(500).nullish(),
  accessibilityRequirement: z.string().trim().max(500).nullish(),
});
export type TTicketUpdateBody = z.input<typeof ZTicketUpdateBody>;

/** `POST /api/user/eventquery`: eventIds → the member's response per event (Going 1 / NoResponse 0). */
export const ZEventQueryBody = z.object({ eventIds: z.array(ZIntId).max(2000) });
export const ZEventQueryResponse = z.object({
  responses: z.array(
    z.object({
      eventId: z.number().int(),
      response: ZEventResponseValue,
      userTicketId: z.number().int().nullable(),
    }),
  ),
});

/** `GET api/value/dietaryrequirements`: options `{ id, label }[]` (first tenant only, else 404). */
export const ZDietaryOptions = z.array(z.object({ id: z.string(), label: z.string() }));
export type TDietaryOptions = z.infer<typeof ZDietaryOptions>;
