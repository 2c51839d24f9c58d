/**
 * The plain values of events (spec 002 §8 messages, §9 limits, §3 response values and listing options), without
 * zod, so a web page that shows them (Discover events, the cart button) does not build the events schemas of
 * `events.ts` at load (issue 37 point 5; the pattern of `search/search-texts.ts`). Re-exported by `events.ts`.
 */

// ---------------------------------------------------------------------------------------------------------
// Messages (002 §5, §8, §9) — exact texts, typos included.
// ---------------------------------------------------------------------------------------------------------

/** Every events/cart/invoice message of spec 002 §5, §8 and §9, exactly as worded. */
export const EVENT_MESSAGES = {
  registered: 'Registered successfully!',
  registerFailed: 'Failed to register for event. Try again.',
  canceled: 'Canceled successfully!',
  cancelFailed: 'Failed to cancel ticket. Try again',
  nominated: 'Nominated successfully!',
  nominateFailed: 'Failed to nominate ticket. Try again',
  ticketChanged: 'Changed ticket successfully!',
  ticketChangeFailed: 'Failed to change ticket dietary. Try again',
  loadEventsFailed: 'Failed to load events',
  dietaryOptionsFailed: (message: string) => `Something went wrong. ${message}`,
  /** Shown when the event detail fails to load (a mislabel in the spec, kept). */
  eventDetailFailed: 'Error deleting post. Try again.',
  noTicketsLeft: 'No tickets left',
  proceedToCheckout: 'Proceed to checkout?',
  processing: 'Processing...',
  noMoreUpcoming: 'No more upcoming events',
  noPrevious: 'No previous events',
  workInProgress: 'Work in progress',
  noFavouriteEvents: 'No favorite events.',
  addedToFavourites: 'Successfully added to favourites',
  removedFromFavourites: 'Successfully removed from favourites',
  addFavouriteError: 'Error adding to favorites:',
  removeFavouriteError: 'Error removing from favorites:',
  checkoutError: 'Checkout error. Try again.',
  cartError: (message: string) => `${message}. Please try reloading the page.`,
  invoicePreviewError: 'Error fetching preview. Try again.',
  invoiceDownloadError: 'Error during dowload Invoice. Try again.',
  dietarySaved: 'Dietary requirements saved successfully',
  dietarySaveFailed: 'Failed to save dietary requirements.',
  // 002 §5 nominee
  nomineeTitleRequired: 'Please enter a nominee title',
  nomineeNameRequired: 'Please enter a nominee name',
  nomineeEmailRequired: 'Please enter a nominee email',
  nomineeEmailInvalid: 'Enter valid email',
  nomineeMobileRequired: 'Please enter a nominee mobile',
  nomineeMobileDigits: 'Enter a valid mobile number (numbers only)',
  maxLength150: 'Max length is 150 symbols',
  // 002 §9 terms
  cancellationTerms:
    '90% refund of the fee if written cancellation is received at least 14 days before an event; conference cancellation 30 days before with a handling fee of $110 including GST.',
  registrationTerms: 'Fees must be paid in full before attending.',
  // Server answers (ours; the spec does not word them).
  soldOut: 'No tickets left',
  paidNeedsCheckout: 'This ticket is paid: add it to a cart and check out.',
  eventStarted: 'This ticket can no longer be cancelled: the event has started.',
  ticketNotActive: 'This ticket is not active.',
  cartNotOpen: 'This cart has already been checked out.',
  cartEmpty: 'The cart is empty.',
  alreadyPaid: 'This order has already been paid.',
  paymentDeclined: 'The payment was declined.',
  dietaryDisabled: 'Dietary requirements are not enabled.',
  notFound: 'Not found',
  eventNotPublished: 'This event is not open for registration.',
} as const;

/** 002 §9 limits and constants. */
export const EVENT_LIMITS = {
  pageSize: 20,
  maxPageSize: 2000,
  /** `POST /api/event/list` counts exactly up to this many events at least (`eventCountBound`). */
  exactCountUpTo: 200,
  calendarMonthSize: 1000,
  calendarYearSize: 2000,
  ticketsPageSize: 20,
  dashboardSize: 3,
  nomineeText: 150,
  nomineeMobile: 15,
  invoicePageSize: 10,
  /** GST rate in percent; prices include GST (1/11 of a GST-inclusive amount). */
  gstPercent: 10,
  /** Maximum tickets of one price per cart item / registration. */
  maxQuantity: 20,
} as const;

/**
 * How far `POST /api/event/list` counts `totalItems` for `page` of `size` (issue 37): exact up to this bound,
 * and `bound + 1` when more events match ("more than bound"). The bound is at least
 * `EVENT_LIMITS.exactCountUpTo` and always two pages past the page asked for, so a pager built on
 * `totalItems` can always move on; counting every one of 9,000 upcoming events was most of the list's
 * database time (docs/benchmarks.md).
 */
export function eventCountBound(page: number, size: number): number {
  return Math.max(EVENT_LIMITS.exactCountUpTo, (Math.max(1, page) + 2) * size);
}

/** Event response values (002 §3). */
export const EventResponse = { NoResponse: 0, Going: 1, CantGo: 2 } as const;

/** Attendance statuses of a registration (002 §3). */
export const ATTENDANCE_STATUSES = ['Active', 'Removed'] as const;

/** Listing options of the filter sidebar (002 §2): plain events or CPD events. */
export const LISTINGS = ['events', 'cpd'] as const;
