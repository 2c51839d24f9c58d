/**
 * Calls built in other areas may be missing while those land (spec 000 §7 "the dashboard calls"): a 404 reads
 * as an empty answer, so each widget shows its empty state.
 */
import { isApiError } from '../api/api-error';

/** Resolves `call`; a 404 ApiError answers `fallback`, other failures are thrown. */
export async function emptyWhenMissing<T>(call: Promise<T>, fallback: T): Promise<T> {
  try {
    return await call;
  } catch (error) {
    if (isApiError(error) && error.status === 404) return fallback;
    throw error;
  }
}
