/** 'Add to calendar' file of an event (issue 4 Web): an iCalendar (.ics) VEVENT built with the `ics` library. */
import { createEvent } from 'ics';
import type { TEventSummary } from '@portal/contracts';

/** The .ics text of an event (UTC start/end), or throws the library's error. */
export function eventIcs(event: TEventSummary, url: string): string {
  const { error, value } = createEvent({
    title: event.title,
    description: event.shortDesc ?? undefined,
    location: event.address ?? event.location ?? undefined,
    url,
    start: new Date(event.eventStartUtc).getTime(),
    end: new Date(event.eventEndUtc).getTime(),
    uid: `event-${event.id}@portal`,
  });
  if (error || !value) throw error ?? new Error('Could not build the calendar file');
  return value;
}

/** Starts a download of the event's .ics file. */
export function downloadIcs(event: TEventSummary): void {
  const text = eventIcs(event, `${window.location.origin}/events/${event.id}`);
  const link = document.createElement('a');
  link.href = URL.createObjectURL(new Blob([text], { type: 'text/calendar' }));
  link.download = `event-${event.id}.ics`;
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(link.href), 1000);
}
