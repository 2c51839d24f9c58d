/**
 * Find an OT (000 §1 and §6; ota's `settings.find_an_ot`, Member only; issue 13): the member's public practice
 * listing (https:// prepended to the website; areas of practice and funding schemes from the segment lists
 * `areaofpractices` and `fundingscheme`; visible switch) and the directory read call by suburb or postcode and
 * practice area (visible listings of Active or Life members only).
 */
import { and, asc, eq, ilike, inArray, or, sql, type SQL } from 'drizzle-orm';
import { MEMBER_GRANTING_STATUSES, type TFindAnOtEntry, type TFindAnOtResponse } from '@portal/contracts';
import { findAnOtListings, findAnOtSegments, memberships, segments, users } from '../../db/schema/index';
import type { TenantScope } from '../../db/tenant-scope';
import { AppError } from '../../lib/app-error';
import { escapeLike } from '../../lib/like-pattern';
import { pageAndTotal } from '../../lib/paging';
import { withTransaction } from '../../db/tenant-scope';
import type { RequestContext } from '../../plugins/auth';
import { requireFindAnOt } from './memberships.policy';

type Segment = { segmentId: number; segmentName: string };

/** The two segment lists, by name. */
async function options(scope: TenantScope) {
  const rows = await scope.db
    .select({ segmentId: segments.id, segmentName: segments.name, type: segments.type })
    .from(segments)
    .where(inArray(segments.type, ['areaofpractices', 'fundingscheme']))
    .orderBy(asc(segments.name));
  const pick = (type: string) =>
    rows.filter((r) => r.type === type).map(({ segmentId, segmentName }) => ({ segmentId, segmentName }));
  return { areasOfPractice: pick('areaofpractices'), fundingSchemes: pick('fundingscheme') };
}

/** Segment ids of listings → their chosen segments (one query). */
async function segmentsOf(
  scope: TenantScope,
  listingIds: number[],
): Promise<Map<number, (Segment & { type: string })[]>> {
  const map = new Map<number, (Segment & { type: string })[]>();
  if (!listingIds.length) return map;
  const rows = await scope.db
    .select({
      listingId: findAnOtSegments.listingId,
      segmentId: segments.id,
      segmentName: segments.name,
      type: segments.type,
    })
    .from(findAnOtSegments)
    .innerJoin(segments, eq(segments.id, findAnOtSegments.segmentId))
    .where(inArray(findAnOtSegments.listingId, listingIds))
    .orderBy(asc(segments.name));
  for (const { listingId, ...segment } of rows) map.set(listingId, [...(map.get(listingId) ?? []), segment]);
  return map;
}

const split = (list: (Segment & { type: string })[] = []) => ({
  areasOfPractice: list
    .filter((s) => s.type === 'areaofpractices')
    .map(({ segmentId, segmentName }) => ({ segmentId, segmentName })),
  fundingSchemes: list
    .filter((s) => s.type === 'fundingscheme')
    .map(({ segmentId, segmentName }) => ({ segmentId, segmentName })),
});

/** `GET /api/user/find-an-ot` → `{ data, options }`. @throws AppError FORBIDDEN. */
export async function getListing(
  ctx: Pick<RequestContext, 'scope' | 'tenant' | 'actor'>,
): Promise<TFindAnOtResponse> {
  requireFindAnOt(ctx.tenant, ctx.actor);
  const [row] = await ctx.scope.db
    .select()
    .from(findAnOtListings)
    .where(eq(findAnOtListings.userId, ctx.actor.id));
  const opts = await options(ctx.scope);
  if (!row) return { data: null, options: opts };
  const chosen = (await segmentsOf(ctx.scope, [row.id])).get(row.id);
  return {
    data: {
      practiceName: row.practiceName,
      address: row.address,
      suburb: row.suburb,
      postcode: row.postcode,
      state: row.state,
      phone: row.phone,
      website: row.website,
      isVisible: row.isVisible,
      updatedAt: row.updatedAt.toISOString(),
      ...split(chosen),
    },
    options: opts,
  };
}

/** The saved form (website already normalised by the contract). */
export interface ListingInput {
  practiceName: string;
  address: string;
  suburb: string;
  postcode: string;
  state: string;
  phone: string;
  website: string | null;
  areasOfPractice: number[];
  fundingSchemes: number[];
  isVisible: boolean;
}

/**
 * `PUT /api/user/find-an-ot`: saves the listing and its segments in one transaction.
 * @throws AppError FORBIDDEN; BAD_REQUEST for a segment id not in its list.
 */
export async function saveListing(
  ctx: Pick<RequestContext, 'scope' | 'tenant' | 'actor'>,
  input: ListingInput,
): Promise<TFindAnOtResponse> {
  requireFindAnOt(ctx.tenant, ctx.actor);
  const opts = await options(ctx.scope);
  const allowed = (list: Segment[], ids: number[]) => ids.every((id) => list.some((s) => s.segmentId === id));
  if (
    !allowed(opts.areasOfPractice, input.areasOfPractice) ||
    !allowed(opts.fundingSchemes, input.fundingSchemes)
  )
    throw new AppError('BAD_REQUEST', 'Unknown area of practice or funding scheme');
  const { areasOfPractice, fundingSchemes, ...values } = input;
  await withTransaction(ctx.scope, async (tx) => {
    const [row] = await tx.db
      .insert(findAnOtListings)
      .values({ ...values, tenantId: tx.tenantId, userId: ctx.actor.id })
      .onConflictDoUpdate({
        target: [findAnOtListings.tenantId, findAnOtListings.userId],
        set: { ...values, updatedAt: new Date() },
      })
      .returning({ id: findAnOtListings.id });
    await tx.db.delete(findAnOtSegments).where(eq(findAnOtSegments.listingId, row!.id));
    const ids = [...new Set([...areasOfPractice, ...fundingSchemes])];
    if (ids.length)
      await tx.db
        .insert(findAnOtSegments)
        .values(ids.map((segmentId) => ({ tenantId: tx.tenantId, listingId: row!.id, segmentId })));
  });
  return getListing(ctx);
}

/**
 * `GET /api/find-an-ot/search` → `{ data, page, size, totalItems }`: visible listings of Active/Life members,
 * by practice name; `location` is a 4-digit postcode or a suburb prefix; `practiceArea` a segment id.
 */
export async function searchDirectory(
  ctx: Pick<RequestContext, 'scope' | 'tenant' | 'actor'>,
  query: { location?: string; practiceArea?: number; page: number; size: number },
): Promise<{ data: TFindAnOtEntry[]; page: number; size: number; totalItems: number }> {
  requireFindAnOt(ctx.tenant, ctx.actor);
  const conditions: SQL[] = [
    eq(findAnOtListings.isVisible, true),
    sql`exists (select 1 from ${memberships} where ${memberships.userId} = ${findAnOtListings.userId}
      and ${memberships.tenantId} = ${findAnOtListings.tenantId}
      and ${memberships.memberStatus} in (${sql.join(
        MEMBER_GRANTING_STATUSES.map((s) => sql`${s}`),
        sql`, `,
      )}))`,
  ];
  const location = query.location?.trim();
  if (location)
    conditions.push(
      /^\d{4}$/.test(location)
        ? eq(findAnOtListings.postcode, location)
        : or(ilike(findAnOtListings.suburb, `${escapeLike(location)}%`))!,
    );
  if (query.practiceArea)
    conditions.push(
      sql`exists (select 1 from ${findAnOtSegments} where ${findAnOtSegments.listingId} = ${findAnOtListings.id}
        and ${findAnOtSegments.segmentId} = ${query.practiceArea})`,
    );
  const where = and(...conditions);
  const { rows, total } = await pageAndTotal(
    ctx.scope.db
      .select({ listing: findAnOtListings, firstName: users.firstName, lastName: users.lastName })
      .from(findAnOtListings)
      .innerJoin(users, eq(users.id, findAnOtListings.userId))
      .where(where)
      .orderBy(asc(findAnOtListings.practiceName), asc(findAnOtListings.id)),
    ctx.scope.db.$count(findAnOtListings, where),
    query.page,
    query.size,
  );
  const chosen = await segmentsOf(
    ctx.scope,
    rows.map((r) => r.listing.id),
  );
  return {
    data: rows.map(({ listing, firstName, lastName }) => ({
      id: listing.id,
      name: `${firstName} ${lastName}`,
      practiceName: listing.practiceName,
      address: listing.address,
      suburb: listing.suburb,
      postcode: listing.postcode,
      state: listing.state,
      phone: listing.phone,
      website: listing.website,
      ...split(chosen.get(listing.id)),
    })),
    page: query.page,
    size: query.size,
    totalItems: total,
  };
}
