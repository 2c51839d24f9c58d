/**
 * Shared input schemas (issue 10 §8): integer ids bounded to the database column type and text refusing NUL
 * bytes and lone UTF-16 surrogates, so every route built from them answers 400 (never 500) on such input.
 */
import { z } from 'zod';

/** Largest value of a PostgreSQL `integer` (int4) column: 2,147,483,647. */
export const INT4_MAX = 2_147_483_647;

/** Message of an id out of the column's range. */
export const ID_RANGE_MESSAGE = 'Must be a whole number from 1 to 2147483647';

/** Integer id in a JSON body: a whole number from 1 to {@link INT4_MAX}. */
export const ZIntId = z
  .number({ error: 'Must be a number' })
  .int(ID_RANGE_MESSAGE)
  .min(1, ID_RANGE_MESSAGE)
  .max(INT4_MAX, ID_RANGE_MESSAGE);

/** Integer id in a path, query string or multipart field (text coerced to a number), bounded like {@link ZIntId}. */
export const ZIntIdParam = z.coerce
  .number({ error: ID_RANGE_MESSAGE })
  .int(ID_RANGE_MESSAGE)
  .min(1, ID_RANGE_MESSAGE)
  .max(INT4_MAX, ID_RANGE_MESSAGE);

/** Any other whole number stored in an `integer` column (orders, positions), from `min` to {@link INT4_MAX}. */
export const zInt4 = (min = 0) => z.number().int().min(min).max(INT4_MAX);

/** Like {@link zInt4}, coerced from text (query strings, multipart fields). */
export const zInt4Param = (min = 0) => z.coerce.number().int().min(min).max(INT4_MAX);

/**
 * Params schema of integer ids: `intIdParams('id')` is `z.object({ id: ZIntIdParam })`.
 * @param keys the path parameter names.
 */
export function intIdParams<K extends string>(...keys: K[]): z.ZodObject<Record<K, typeof ZIntIdParam>> {
  return z.object(Object.fromEntries(keys.map((key) => [key, ZIntIdParam])) as Record<K, typeof ZIntIdParam>);
}

// A high surrogate not followed by a low one, or a low surrogate not preceded by a high one.
const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;

/** Message of text refused by {@link isSafeText}. */
export const UNSAFE_TEXT_MESSAGE = 'Text must not contain NUL characters or broken unicode';

/** True when text holds no NUL byte and no lone UTF-16 surrogate (PostgreSQL cannot store either). */
export function isSafeText(value: string): boolean {
  return !value.includes('\u0000') && !LONE_SURROGATE.test(value);
}

/**
 * A required, trimmed text: `required` is the one message when it is missing, not a string, or blank (the
 * checks chained after it — `.max()`, `.regex()` — are then skipped).
 */
export const zRequiredText = (required: string) =>
  z.string({ error: required }).trim().min(1, { error: required, abort: true });

/** An object schema with one boolean per name of `flags` (permission flags and the like). */
export const zBooleanFlags = <const F extends readonly string[]>(flags: F) =>
  z.object(Object.fromEntries(flags.map((flag) => [flag, z.boolean()])) as Record<F[number], z.ZodBoolean>);

/** Text refusing NUL bytes and lone surrogates; chain `.min()`/`.max()` as usual. */
export const ZText = z.string().refine(isSafeText, UNSAFE_TEXT_MESSAGE);

/**
 * A JSON body schema where a missing body reads as `{}`, so its own "required" messages are shown rather
 * than "expected object" (routes whose body is optional or whose messages name the missing field).
 */
export const orEmpty = <S extends z.ZodType>(schema: S) => z.preprocess((value) => value ?? {}, schema);
