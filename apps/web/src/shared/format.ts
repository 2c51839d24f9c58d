/** Formatting shared by every area: AUD in the Australian locale (002 §1) and wall-clock times with zones. */
import dayjs from 'dayjs';

const AUD = new Intl.NumberFormat('en-AU', { style: 'currency', currency: 'AUD' });

/** `121.5` → `$121.50`. */
export function formatAud(amount: number): string {
  return AUD.format(amount);
}

/** A ticket price label: 'Free' for 0, else AUD. */
export function priceLabel(amount: number): string {
  return amount === 0 ? 'Free' : formatAud(amount);
}

/** Local wall-clock `YYYY-MM-DDTHH:mm[:ss]` with its IANA zone: 'Mon 23 Nov 2026, 9:00 am (Australia/Sydney)'. */
export function formatWallClock(dateTime: string, timeZone: string): string {
  return `${dayjs(dateTime).format('ddd D MMM YYYY, h:mm a')} (${timeZone})`;
}

/** 'DD MMM, YYYY' (002 §9) of an ISO date. */
export function formatDay(iso: string): string {
  return dayjs(iso).format('DD MMM, YYYY');
}
