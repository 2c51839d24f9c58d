/**
 * Date and time formats of spec 001 §9: times 'HH:mm', RSVP dates 'YYYY-MM-DD HH:mm', shown dates
 * 'MMMM D, YYYY'.
 */
import dayjs from 'dayjs';

/** 'MMMM D, YYYY', e.g. 'March 5, 2026'. */
export function formatDate(iso: string | null | undefined): string {
  return iso ? dayjs(iso).format('MMMM D, YYYY') : '';
}

/** 'HH:mm'. */
export function formatTime(iso: string | null | undefined): string {
  return iso ? dayjs(iso).format('HH:mm') : '';
}

/** RSVP date 'YYYY-MM-DD HH:mm'. */
export function formatRsvp(iso: string | null | undefined): string {
  return iso ? dayjs(iso).format('YYYY-MM-DD HH:mm') : '';
}

/** 'MMMM D, YYYY · HH:mm–HH:mm' of a meeting. */
export function formatMeetingWhen(startIso: string, endIso: string): string {
  return `${formatDate(startIso)} · ${formatTime(startIso)}–${formatTime(endIso)}`;
}

/** Full name of an author. */
export function fullName(user: { firstName: string; lastName: string } | null | undefined): string {
  return user ? `${user.firstName} ${user.lastName}`.trim() : '';
}

/** 'edited' marker: updatedAt more than 100 ms after createdAt (spec 001 §4 Comments). */
export function isEdited(createdAt: string, updatedAt: string | null | undefined): boolean {
  if (!updatedAt) return false;
  return new Date(updatedAt).getTime() - new Date(createdAt).getTime() > 100;
}
