/**
 * The tickets column of the event page (spec 002 §2 event detail, §4 Ticket, §9): the ticket prices with
 * Register (free at once), checkout now or add to cart (paid), the registration and cancellation terms, and the
 * member's tickets (cancel/refund, nominate, dietary). The cart actions come from the cart feature through
 * app/pages/EventDetailRoutePage ({@link TicketCartActions}).
 */
import { Alert, Card, Divider, Spin, Typography } from 'antd';
import { useApp } from '../../../shared/app-feedback';
import { canAccessSubModule, EVENT_MESSAGES } from '@portal/contracts';
import { errorMessage } from '../../../api/api-error';
import { useTenant } from '../../../session/tenant-context';
import { useAccessSubject } from '../../../session/access-hooks';
import { useMyWaitlist, useRegister, useTicketPrices, useUserTickets, useWaitlistAction } from '../queries';
import { MyTickets, type MyTicketsProps } from './MyTickets';
import { RegisterPanel } from './RegisterPanel';
import { WaitlistPanel } from './WaitlistPanel';

/** What buying a paid ticket asks of the cart (spec 002 §4 Cart). */
export interface TicketCartActions {
  /** Adds a ticket price to the latest open cart. */
  addToCart: (itemPriceId: number, quantity: number) => Promise<unknown>;
  /** A new cart with one ticket price, checked out: answers the hosted checkout URL. */
  buyNow: (itemPriceId: number, quantity: number) => Promise<string>;
  /** Leaves the portal for the hosted checkout page. */
  goToCheckout: (url: string) => void;
}

/** Props: the event (its id), the cart actions and extra actions of the member's active tickets. */
export interface EventTicketsProps {
  eventId: number;
  cart: TicketCartActions;
  ticketExtra?: MyTicketsProps['ticketExtra'];
}

/** Starts loading an event's prices and the member's tickets; answers whether the member is going. */
export function useEventTickets(eventId: number): { going: boolean } {
  useTicketPrices(eventId);
  const tickets = useUserTickets(eventId);
  return { going: (tickets.data ?? []).some((t) => t.attendanceStatus === 'Active') };
}

/** Renders the Tickets card and, when the member has tickets, the My tickets card. */
export function EventTickets({ eventId, cart, ticketExtra }: EventTicketsProps) {
  const { message } = useApp();
  const tenant = useTenant();
  const subject = useAccessSubject();
  const prices = useTicketPrices(eventId);
  const tickets = useUserTickets(eventId);
  const register = useRegister(eventId);
  const waitlist = useMyWaitlist(eventId);
  const join = useWaitlistAction(eventId, 'join');
  const leave = useWaitlistAction(eventId, 'leave');
  const decline = useWaitlistAction(eventId, 'decline');
  const sub = (name: Parameters<typeof canAccessSubModule>[2]) =>
    subject !== null && canAccessSubModule(tenant, 'events', name, subject);

  const registerFree = async (ticketPriceId: number, quantity: number) => {
    try {
      await register.mutateAsync({ ticketPriceId, quantity });
      void message.success(EVENT_MESSAGES.registered);
    } catch {
      void message.error(EVENT_MESSAGES.registerFailed);
    }
  };
  // A new cart per checkout attempt (002 §4 Cart).
  const checkoutNow = async (ticketPriceId: number, quantity: number) => {
    try {
      cart.goToCheckout(await cart.buyNow(ticketPriceId, quantity));
    } catch (error) {
      void message.error(`${EVENT_MESSAGES.checkoutError} ${errorMessage(error, '')}`.trim());
    }
  };
  // Issue 38: the waitlist of sold-out prices.
  const waitlistCall = (call: (id: number) => Promise<unknown>, done: string) => async (id: number) => {
    try {
      await call(id);
      void message.success(done);
    } catch (error) {
      void message.error(errorMessage(error, 'The waitlist could not be changed'));
    }
  };
  const addItem = async (ticketPriceId: number, quantity: number) => {
    try {
      await cart.addToCart(ticketPriceId, quantity);
      void message.success('Added to cart');
    } catch (error) {
      void message.error(EVENT_MESSAGES.cartError(errorMessage(error, 'Error')));
    }
  };

  return (
    <>
      <Card title="Tickets">
        {prices.isLoading ? (
          <Spin />
        ) : prices.isLoadingError ? (
          <Alert type="error" title={EVENT_MESSAGES.loadEventsFailed} />
        ) : (prices.data ?? []).length === 0 ? (
          <Typography.Text type="secondary">No tickets for this event.</Typography.Text>
        ) : (
          <>
            <WaitlistPanel
              prices={prices.data ?? []}
              entries={waitlist.data?.entries ?? []}
              ticketPriceIdsHeld={
                new Set(
                  (tickets.data ?? [])
                    .filter((t) => t.attendanceStatus === 'Active')
                    .map((t) => t.ticketPriceId),
                )
              }
              onJoin={waitlistCall(join.mutateAsync, 'You joined the waitlist')}
              onLeave={waitlistCall(leave.mutateAsync, 'You left the waitlist')}
              onDecline={waitlistCall(decline.mutateAsync, 'The seat passes to the next member')}
              onClaim={(price) =>
                price.amount === 0
                  ? registerFree(price.ticketPriceId, 1)
                  : checkoutNow(price.ticketPriceId, 1)
              }
            />
            <RegisterPanel
              prices={prices.data ?? []}
              onRegisterFree={registerFree}
              onCheckout={checkoutNow}
              onAddToCart={addItem}
            />
          </>
        )}
        <Divider />
        <Typography.Paragraph type="secondary" style={{ fontSize: 13 }}>
          {EVENT_MESSAGES.registrationTerms}
        </Typography.Paragraph>
        {sub('cancellation_terms_and_conditions') && (
          <Typography.Paragraph type="secondary" style={{ fontSize: 13 }}>
            Cancellation terms: {EVENT_MESSAGES.cancellationTerms}
          </Typography.Paragraph>
        )}
      </Card>
      {(tickets.data ?? []).length > 0 && (
        <Card title="My tickets" style={{ marginTop: 16 }}>
          <MyTickets
            eventId={eventId}
            tickets={tickets.data ?? []}
            canNominate={sub('cancellation_nominate_substitute')}
            showTerms={sub('cancellation_terms_and_conditions')}
            dietaryEnabled={tenant.dietaryRequirements}
            ticketExtra={ticketExtra}
          />
        </Card>
      )}
    </>
  );
}
