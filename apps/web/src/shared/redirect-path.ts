/**
 * Safe use of the `redirectTo` query (spec 000 §2 Guards: "An authorized user arriving with redirectTo is
 * sent there"): only same-site relative paths are followed, so a link cannot send a user off-site.
 */

/** `value` when it is a relative path of this site ('/x', not '//host' or '/\host'), else `fallback`. */
export function safeRedirectPath(value: string | null | undefined, fallback = '/'): string {
  if (!value || !value.startsWith('/') || value.startsWith('//') || value.startsWith('/\\')) return fallback;
  return value;
}

/** The sign-in path that comes back to `path` afterwards. */
export function signInPathFor(path: string): string {
  return `/account/sign-in?redirectTo=${encodeURIComponent(path)}`;
}
