/**
 * Post lists — spec 001 §7 "Posts": the feed (or saved posts), a community's posts and the search by title
 * and body, each answered as the UTF-8 JSON of the contract's PostsResponse: per post the shared JSON kept
 * in the per-process fragment store (post-fragments.ts, checked against the version the page's statement
 * reads) around the caller's part computed in SQL (`postCallerSql`, `postAbilitiesSql`; issue 37). The feed
 * and a community's posts take one statement on a warm store, saved, keyword and search pages ids, count and
 * caller parts (`post-json.repository.ts`); a miss one more. The routes send the answer as it is
 * (`sendJsonText`).
 */
import type { SQL } from 'drizzle-orm';
import { COMMUNITY_MESSAGES, isCommunityAdmin } from '@portal/contracts';
import { AppError } from '../../lib/app-error';
import type { RequestContext } from '../../plugins/auth';
import { accessOf, assertReadable, loadCommunityAccess } from '../communities/communities.service';
import * as jsonRepo from './post-json.repository';
import * as feedRepo from './post-feed.repository';
import { postsAnswerOf, type PostPageRow } from './post-fragments';

/**
 * A page of posts as the UTF-8 JSON of the contract's PostsResponse: each row's shared JSON from the fragment
 * store (read again when stale or missing, `resolvePostFragments`) around its caller part, joined without
 * building one long string (issue 37).
 */
async function postsAnswer(
  ctx: Pick<RequestContext, 'scope'>,
  rows: readonly PostPageRow[],
  total: number,
): Promise<Buffer> {
  const fragments = await jsonRepo.resolvePostFragments(ctx.scope, rows);
  return postsAnswerOf('{"posts":[', rows, (id) => fragments.get(id), `],"totalItemCount":${total}}`);
}

/** A page of posts for the caller, as {@link postsAnswer}. */
async function page(
  ctx: Pick<RequestContext, 'scope' | 'actor'>,
  where: SQL,
  order: SQL[],
  paging: { page: number; pageSize: number },
  opts: jsonRepo.PageOptions = {},
): Promise<Buffer> {
  const { rows, total } = await jsonRepo.findPostPageRows(ctx.scope, ctx.actor, where, order, paging, opts);
  return postsAnswer(ctx, rows, total);
}

/**
 * `GET api/v1/community/post/feed` (spec 001 §2 communities home): Published posts of the communities the
 * caller has joined (auto-join included; admins every community), newest first. With `includeOnlySaved`
 * the caller's saved posts (not deleted) of readable communities, most recently saved first. One statement
 * for a feed of up to `FEED_ONE_STATEMENT_MAX` communities, else two. The answer is the UTF-8 JSON of the
 * contract's PostsResponse ({@link postsAnswer}).
 */
export async function feed(
  ctx: Pick<RequestContext, 'scope' | 'actor'>,
  query: { page: number; pageSize: number; includeOnlySaved?: boolean | undefined },
): Promise<Buffer> {
  const { scope, actor } = ctx;
  if (query.includeOnlySaved) {
    return page(
      ctx,
      feedRepo.savedWhere(scope, actor.id, isCommunityAdmin(actor.role)),
      feedRepo.savedFirst,
      query,
      { saves: true, communities: true },
    );
  }
  const isAdmin = isCommunityAdmin(actor.role);
  const whole = await jsonRepo.findFeedPageRows(scope, actor, isAdmin, query);
  if (whole) return postsAnswer(ctx, whole.rows, whole.total);
  // More communities than one statement reads: their ids first, then the page over them.
  const joined = await feedRepo.findFeedCommunities(scope, actor.id, isAdmin);
  if (joined.length === 0) return postsAnswer(ctx, [], 0);
  const rows = await jsonRepo.findFeedRows(
    scope,
    actor,
    joined.map((c) => c.id),
    query,
  );
  return postsAnswer(
    ctx,
    rows,
    joined.reduce((sum, c) => sum + c.postsCount, 0),
  );
}

/**
 * `GET api/v1/community/{id}/posts`: Published posts of one community, newest first; 404 missing, 403
 * private. Without a keyword one statement gives the caller's standing, the page (the feed's ids over this one
 * community) and the total (its Published counter).
 * The answer is the UTF-8 JSON of the contract's PostsResponse ({@link postsAnswer}).
 */
export async function communityPosts(
  ctx: Pick<RequestContext, 'scope' | 'actor'>,
  communityId: string,
  query: { page: number; pageSize: number; keyword?: string | undefined },
): Promise<Buffer> {
  if (!query.keyword) {
    const found = await jsonRepo.findCommunityPageRows(ctx.scope, ctx.actor, communityId, query);
    if (!found) throw new AppError('NOT_FOUND', COMMUNITY_MESSAGES.notFound);
    assertReadable(accessOf(ctx.actor, found.community, found.membership));
    // The statement read the page only if its SQL twin of the access rule agreed (posts.policy.test.ts).
    if (found.rows === null) throw new Error('community_page_rows: the SQL access rule disagreed');
    return postsAnswer(ctx, found.rows, found.community.postsCount);
  }
  assertReadable(await loadCommunityAccess(ctx, { id: communityId }));
  return page(
    ctx,
    feedRepo.communityPostsWhere(ctx.scope, communityId, query.keyword),
    feedRepo.newestFirst,
    query,
  );
}

/**
 * `GET api/v1/community/post/search-by-body`: Published posts of readable communities whose full-text index
 * (title and body, the global search's, issue 16) matches the words; best match first, then newest. The
 * answer is the UTF-8 JSON of the contract's PostsResponse ({@link postsAnswer}).
 */
export async function searchPosts(
  ctx: Pick<RequestContext, 'scope' | 'actor'>,
  query: { keyword: string; communityId?: string | undefined; page: number; pageSize: number },
): Promise<Buffer> {
  return page(
    ctx,
    feedRepo.searchWhere(ctx.scope, ctx.actor.id, isCommunityAdmin(ctx.actor.role), query),
    feedRepo.bestMatchFirst(query.keyword),
    query,
    { communities: true },
  );
}
