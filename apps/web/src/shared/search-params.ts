/**
 * List state in the URL (STYLE.md "The URL holds list state"): search params parsed with a zod schema, so a
 * list can be shared and reloaded. {@link ZListSearchParams} holds what every list has (page, keyword);
 * each screen extends it with its own fields. A missing or bad value reads as its default, never an error.
 */
import { z } from 'zod';

/**
 * A positive number param: a value below 1 reads as 1, a missing, zero or non-numeric one as `fallback`
 * (the rule `Math.max(1, Number(value) || fallback)` of every list screen).
 */
export function zPositiveParam(fallback: number) {
  return z.coerce
    .number()
    .catch(0)
    .transform((value) => Math.max(1, value || fallback));
}

/** A text param: '' when missing. */
export const zTextParam = z.string().catch('').default('');

/** What every list screen keeps in the URL: the 1-based `page`. Extend it per screen. */
export const ZListSearchParams = z.object({
  page: zPositiveParam(1),
});
/** Parsed {@link ZListSearchParams}. */
export type TListSearchParams = z.infer<typeof ZListSearchParams>;

/** Parses URL search params with a screen's schema (the first value of a repeated key wins, as `get`). */
export function parseSearchParams<T extends z.ZodType>(schema: T, params: URLSearchParams): z.infer<T> {
  const values: Record<string, string> = {};
  for (const [key, value] of params) if (!(key in values)) values[key] = value;
  return schema.parse(values);
}
