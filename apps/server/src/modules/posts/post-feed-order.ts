/**
 * The feed's page ids kept per member between requests (spec 001 §7 feed; issue 37: feed page 50 read ~1,000
 * index entries per request to skip 980 posts). A kept order is stored with the **key** it was read under:
 * the md5 of the caller's feed communities' ids and row versions (`xmin`), which the page's own statement
 * computes again on every request (`feedPageRowsQuery`, post-json.repository.ts). The statement uses the kept
 * ids only when the two keys are equal, else it merges the communities' posts as before and the new order
 * replaces the kept one. A community's row gets a new version in every transaction that changes which of its
 * posts are Published or their order (a post inserted, deleted, or its status, community or creation time
 * changed: triggers of migration 0045), and the key names the set of feed communities itself (a membership
 * joined or left changes it): so an equal key means the same page, on every replica, with no invalidation
 * message (docs/scaling.md).
 */
import { LRUCache } from 'lru-cache';

/** The ids of one feed page, newest first, and the key of the feed communities' versions they were read under. */
export interface FeedOrder {
  /** md5 (hex) of the feed communities' `id:xmin`, by id (`feedOrderKeySql`). */
  key: string;
  /** The page's post ids, newest first. */
  ids: string[];
}

/** Orders kept at most per database handle (~1.5 kB each for pages of 20: ~15 MB). */
const MAX_ORDERS = 10_000;

/** A store of feed orders (one per database handle: {@link feedOrdersOf}). */
export type FeedOrders = LRUCache<string, FeedOrder>;

const stores = new WeakMap<object, FeedOrders>();

/**
 * The feed order store of a database handle (`databaseKeyOf`): one per database, so two databases in one
 * process (tests) never share orders.
 */
export function feedOrdersOf(handle: object): FeedOrders {
  let store = stores.get(handle);
  if (!store) stores.set(handle, (store = new LRUCache<string, FeedOrder>({ max: MAX_ORDERS })));
  return store;
}

/**
 * The store key of one feed page: tenant, caller, whether the caller reads every community (admin), the
 * statement's shape key (`FeedShape.key`), offset and limit.
 */
export const feedOrderKey = (
  tenantId: string,
  actorId: string,
  isAdmin: boolean,
  shapeKey: string,
  offset: number,
  limit: number,
): string => [tenantId, actorId, isAdmin ? 'a' : 'm', shapeKey, offset, limit].join('\u0000');
