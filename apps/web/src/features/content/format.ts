/**
 * Date formats of the content screens (spec 002 §9: 'DD MMM YYYY').
 */
import dayjs from 'dayjs';

/** '23 Nov 2026', or '' for no date. */
export function formatContentDate(value: string | null | undefined): string {
  if (!value) return '';
  const date = dayjs(value);
  return date.isValid() ? date.format('DD MMM YYYY') : '';
}
