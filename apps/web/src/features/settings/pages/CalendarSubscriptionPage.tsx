/** /settings/calendar-subscription (issue 38 point 1): the member's private calendar feed link and its actions. */
import { CalendarSubscriptionCard } from '../../../shared/components/CalendarSubscriptionCard';

/** Renders the calendar subscription card as the page. */
export default function CalendarSubscriptionPage() {
  return <CalendarSubscriptionCard headingLevel={1} />;
}
