/**
 * Key conversion of API answers (spec 000 §7: "Responses are converted to camelCase except binary blobs").
 */

const WORDS = /[A-Z]{2,}(?=[A-Z][a-z]+|[0-9]|[^A-Za-z0-9]|$)|[A-Z]?[a-z]+|[A-Z]+|[0-9]+/g;

/**
 * camelCase of one key, lodash style: `error_description` → `errorDescription`, `CancelMembershipReason` →
 * `cancelMembershipReason`, `enableTFA` → `enableTfa`. Keys without letters (ids of id-to-name maps) stay.
 */
export function toCamelCase(key: string): string {
  const words = key.match(WORDS);
  if (!words || !/[A-Za-z]/.test(key)) return key;
  return words
    .map((word, index) => {
      const lower = word.toLowerCase();
      return index === 0 ? lower : lower.charAt(0).toUpperCase() + lower.slice(1);
    })
    .join('');
}

function isPlainObject(value: unknown): value is Record<string, unknown> {
  if (value === null || typeof value !== 'object') return false;
  const proto = Object.getPrototypeOf(value);
  return proto === Object.prototype || proto === null;
}

/** Deep copy of `value` with every object key in camelCase; arrays are walked, blobs and other values kept. */
export function camelizeKeys<T = unknown>(value: unknown): T {
  if (Array.isArray(value)) return value.map((item) => camelizeKeys(item)) as T;
  if (isPlainObject(value)) {
    const result: Record<string, unknown> = {};
    for (const [key, item] of Object.entries(value)) result[toCamelCase(key)] = camelizeKeys(item);
    return result as T;
  }
  return value as T;
}
