/** The event form's values (spec 002 §3 fields) and their mapping to and from the admin API input. */
import dayjs from 'dayjs';
import utc from 'dayjs/plugin/utc';
import timezone from 'dayjs/plugin/timezone';
import {
  offsetLocalToUtc,
  utcOffsetMinutes,
  utcOffsetZones,
  WAITLIST_LIMITS,
  type TAdminEvent,
  type TAdminEventInput,
} from '@portal/contracts';
import { isApiError } from '../../../api/api-error';

dayjs.extend(utc);
dayjs.extend(timezone);

/**
 * The form's values: the input with tags as one list — existing tags as {@link tagValue} strings (a tags-mode
 * Select takes no number values), new labels as typed — and CPD details as rows.
 */
export type FormValues = Omit<TAdminEventInput, 'tagIds' | 'newTags' | 'cpdDetails'> & {
  tags: string[];
  cpdRows: Array<{ key: string; value: string }>;
};

/** The Select value of an existing tag id. */
export const tagValue = (id: number) => `tag:${id}`;
const TAG_VALUE = /^tag:(\d+)$/;

/** The zone a new event starts with. */
export const DEFAULT_ZONE = 'Australia/Sydney';

/**
 * The zones offered: every IANA time zone the browser knows (Australian ones first), then the fixed
 * 'UTC+HH:MM' offsets of spec 000 §9.
 */
export function timeZones(): string[] {
  const all =
    typeof Intl.supportedValuesOf === 'function' ? Intl.supportedValuesOf('timeZone') : [DEFAULT_ZONE, 'UTC'];
  return [
    ...all.filter((z) => z.startsWith('Australia/')),
    ...all.filter((z) => !z.startsWith('Australia/')),
    ...utcOffsetZones(),
  ];
}

/** The instant of a local date-time in a zone: 'UTC+HH:MM' by offset (spec 000 §9), else IANA with dayjs. */
function instantOf(local: string, zone: string): number | null {
  if (utcOffsetMinutes(zone) !== null) return offsetLocalToUtc(local, zone).getTime();
  const at = dayjs.tz(local, zone);
  return at.isValid() ? at.valueOf() : null;
}

/**
 * Whether a local end (`YYYY-MM-DDTHH:mm` in a 'UTC+HH:MM' or IANA zone) is after a local start, compared as instants as the
 * server does (admin-events.input.ts); null when either is missing or cannot be read (the server decides).
 */
export function endsAfterStart(
  start: { dateTime?: string | null; timeZone?: string | null },
  end: { dateTime?: string | null; timeZone?: string | null },
): boolean | null {
  if (!start.dateTime || !end.dateTime || !start.timeZone || !end.timeZone) return null;
  try {
    const from = instantOf(start.dateTime, start.timeZone);
    const to = instantOf(end.dateTime, end.timeZone);
    if (from === null || to === null) return null;
    return to > from;
  } catch {
    return null;
  }
}

/** Form values of an existing event (local date-times cut to minutes). */
export function toFormValues(event: TAdminEvent): FormValues {
  const minutes = (value: string) => value.slice(0, 16);
  return {
    title: event.title,
    content: event.content,
    shortDesc: event.shortDesc,
    typeId: event.typeId,
    categoryId: event.categoryId,
    locationId: event.locationId,
    address: event.address,
    externalUrl: event.externalUrl ?? '',
    featureImg: event.featureImg,
    listingImg: event.listingImg,
    startDateTime: minutes(event.startDateTime),
    startTimeZone: event.startTimeZone,
    endDateTime: minutes(event.endDateTime),
    endTimeZone: event.endTimeZone,
    sessions: event.sessions.map((s) => ({
      ...s,
      startDateTime: minutes(s.startDateTime),
      endDateTime: minutes(s.endDateTime),
    })),
    canEnrolContent: event.canEnrolContent,
    canEnrolLayout: event.canEnrolLayout,
    coursesLayout: event.coursesLayout,
    sponsorContent: event.sponsorContent,
    reasoningContent: event.reasoningContent,
    accessContent: event.accessContent,
    presenters: event.presenters,
    isCpd: event.isCpd,
    cpdRows: Object.entries(event.cpdDetails ?? {}).map(([key, value]) => ({ key, value })),
    tags: event.tagIds.map(tagValue),
    segmentIds: event.segmentIds,
    docs: event.docs,
    links: event.links,
    isSingleClickRegistration: event.isSingleClickRegistration,
    ticketPrices: event.ticketPrices.map((p) => ({
      ticketPriceId: p.ticketPriceId,
      name: p.name,
      amount: p.amount,
      capacity: p.capacity,
      holdHours: p.holdHours,
    })),
    isPublished: event.isPublished,
  };
}

/** The API input of the form values. */
export function toInput(values: FormValues): TAdminEventInput {
  const { tags, cpdRows, ...rest } = values;
  const blank = (v: string | null | undefined) => (v && v.trim() ? v : null);
  return {
    ...rest,
    content: blank(rest.content),
    shortDesc: blank(rest.shortDesc),
    address: blank(rest.address),
    externalUrl: blank(rest.externalUrl),
    featureImg: blank(rest.featureImg),
    listingImg: blank(rest.listingImg),
    canEnrolContent: blank(rest.canEnrolContent),
    sponsorContent: blank(rest.sponsorContent),
    reasoningContent: blank(rest.reasoningContent),
    accessContent: blank(rest.accessContent),
    typeId: rest.typeId ?? null,
    categoryId: rest.categoryId ?? null,
    locationId: rest.locationId ?? null,
    tagIds: (tags ?? []).flatMap((t) => {
      const id = TAG_VALUE.exec(t)?.[1];
      return id ? [Number(id)] : [];
    }),
    newTags: (tags ?? []).filter((t) => !TAG_VALUE.test(t)),
    cpdDetails: (cpdRows ?? []).length
      ? Object.fromEntries((cpdRows ?? []).filter((r) => r?.key).map((r) => [r.key, r.value ?? '']))
      : null,
    sessions: rest.sessions ?? [],
    presenters: (rest.presenters ?? []).map((p) => ({
      name: p.name,
      role: blank(p.role),
      profileImageUrl: blank(p.profileImageUrl),
      profileDesc: blank(p.profileDesc),
    })),
    canEnrolLayout: (rest.canEnrolLayout ?? []).map((c) => ({
      ...c,
      canEnrolImageUrl: blank(c.canEnrolImageUrl),
    })),
    coursesLayout: (rest.coursesLayout ?? []).map((c) => ({
      ...c,
      courseDesc: blank(c.courseDesc),
      courseImageUrl: blank(c.courseImageUrl),
    })),
    docs: rest.docs ?? [],
    links: rest.links ?? [],
    segmentIds: rest.segmentIds ?? [],
    ticketPrices: (rest.ticketPrices ?? []).map((p) => ({
      ...p,
      capacity: p.capacity ?? null,
      holdHours: p.holdHours ?? WAITLIST_LIMITS.defaultHoldHours,
    })),
  };
}

/**
 * The server's field errors (`{ 'ticketPrices.0.capacity': [...] }`) as antd field data; a lone error carries the
 * answer's whole message, which names the price and the count.
 */
export function serverFieldErrors(error: unknown): { name: (string | number)[]; errors: string[] }[] {
  if (!isApiError(error) || !error.errors) return [];
  const entries = Object.entries(error.errors);
  return entries.map(([path, messages]) => ({
    name: path
      .split(/[./]/)
      .filter(Boolean)
      .map((part) => (/^\d+$/.test(part) ? Number(part) : part)),
    errors: entries.length === 1 && error.message ? [error.message] : messages,
  }));
}
