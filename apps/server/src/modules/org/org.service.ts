/**
 * Organisation search of the first-time organisation step — spec 000 §7 "First-time form": paged name search
 * and one organisation with its location, within the tenant.
 */
import type { TOrganisation } from '@portal/contracts';
import { AppError } from '../../lib/app-error';
import type { RequestContext } from '../../plugins/auth';
import { findOrganisation, searchOrganisations } from './org.repository';

/** `GET /api/org/names`: organisations whose name contains `query`, one page and the total. */
export async function organisationNames(
  ctx: Pick<RequestContext, 'scope'>,
  query: { query: string; pageNumber: number; pageSize: number },
) {
  const { rows, total } = await searchOrganisations(ctx.scope, query);
  return {
    organisations: rows,
    pageNumber: query.pageNumber,
    pageSize: query.pageSize,
    totalItemCount: total,
  };
}

/** `GET /api/Org/{id}`. @throws AppError NOT_FOUND 'Organisation not found' (also for another tenant's). */
export async function organisation(ctx: Pick<RequestContext, 'scope'>, id: number): Promise<TOrganisation> {
  const row = await findOrganisation(ctx.scope, id);
  if (!row) throw new AppError('NOT_FOUND', 'Organisation not found');
  return { id: row.id, name: row.name, location: row.location, suburb: row.suburb };
}
