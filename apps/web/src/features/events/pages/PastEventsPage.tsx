/** /events/past (spec 002 §2 "My past events"). */
import { RegisteredEvents } from './RegisteredEventsPage';

/** Renders the member's past events. */
export default function PastEventsPage() {
  return <RegisteredEvents kind="past" />;
}
