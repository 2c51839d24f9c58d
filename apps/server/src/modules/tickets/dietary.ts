/**
 * Dietary and accessibility requirements (spec 002 §3 Dietary; 000 §1: first tenant only): the options, the
 * tenant switch, payload normalisation, and the member's saved requirements (copied onto new free tickets).
 */
import { EVENT_MESSAGES, TENANT_PROFILES, type TDietary, type TenantId } from '@portal/contracts';
import { AppError } from '../../lib/app-error';
import { readRequirements, saveRequirements } from './tickets.repository';
import type { RequestContext } from '../../plugins/auth';

/** Dietary options of the first tenant (002 §3 Dietary; 000 §7 api/value/dietaryrequirements). */
export const DIETARY_OPTIONS = [
  { id: 'vegetarian', label: 'Vegetarian' },
  { id: 'vegan', label: 'Vegan' },
  { id: 'gluten-free', label: 'Gluten free' },
  { id: 'dairy-free', label: 'Dairy free' },
  { id: 'nut-allergy', label: 'Nut allergy' },
  { id: 'seafood-allergy', label: 'Seafood allergy' },
  { id: 'halal', label: 'Halal' },
  { id: 'kosher', label: 'Kosher' },
  { id: 'low-fodmap', label: 'Low FODMAP' },
] as const;
const DIETARY_IDS = new Set<string>(DIETARY_OPTIONS.map((option) => option.id));

/** Whether the tenant collects dietary requirements (spec 000 §1). */
export const hasDietary = (tenantId: TenantId): boolean => TENANT_PROFILES[tenantId].dietaryRequirements;

/** Dietary requirements are on for the first tenant only (spec 000 §1). @throws NOT_FOUND elsewhere. */
export function requireDietary(tenantId: TenantId): void {
  if (!hasDietary(tenantId)) throw new AppError('NOT_FOUND', EVENT_MESSAGES.dietaryDisabled);
}

/** Normalises a dietary payload: known option ids only (400 otherwise), empty list → null, blank → null. */
export function normaliseDietary(input: {
  dietaryRequirements?: string[] | null;
  otherDietaryRequirement?: string | null;
  accessibilityRequirement?: string | null;
}): TDietary {
  const list = input.dietaryRequirements ?? null;
  const unknown = list?.filter((id) => !DIETARY_IDS.has(id)) ?? [];
  if (unknown.length)
    throw new AppError('BAD_REQUEST', `Unknown dietary requirement: ${unknown.join(', ')}`, {
      errors: { dietaryRequirements: ['Unknown dietary requirement'] },
    });
  return {
    dietaryRequirements: list && list.length ? [...new Set(list)] : null,
    otherDietaryRequirement: input.otherDietaryRequirement?.trim() || null,
    accessibilityRequirement: input.accessibilityRequirement?.trim() || null,
  };
}

/** `GET /api/value/dietaryrequirements`: the options (first tenant only). @throws AppError NOT_FOUND. */
export function dietaryOptions(ctx: Pick<RequestContext, 'scope'>) {
  requireDietary(ctx.scope.tenantId);
  return DIETARY_OPTIONS.map((option) => ({ ...option }));
}

/** `GET /api/user/requirements`: the member's saved requirements. @throws AppError NOT_FOUND (other tenants). */
export function memberRequirements(ctx: Pick<RequestContext, 'scope' | 'actor'>): Promise<TDietary> {
  requireDietary(ctx.scope.tenantId);
  return readRequirements(ctx.scope, ctx.actor.id);
}

/** The member's saved requirements for a new ticket, or null where the tenant has no dietary requirements. */
export function requirementsForTicket(
  ctx: Pick<RequestContext, 'scope' | 'actor'>,
): Promise<TDietary | null> {
  return hasDietary(ctx.scope.tenantId) ? readRequirements(ctx.scope, ctx.actor.id) : Promise.resolve(null);
}

/** `POST /api/user/requirements`: saves the member's requirements. @throws AppError NOT_FOUND, BAD_REQUEST. */
export async function saveMemberRequirements(
  ctx: Pick<RequestContext, 'scope' | 'actor'>,
  input: Parameters<typeof normaliseDietary>[0],
): Promise<TDietary> {
  requireDietary(ctx.scope.tenantId);
  const values = normaliseDietary(input);
  await saveRequirements(ctx.scope, ctx.actor.id, values);
  return values;
}

/** `POST /api/ticket/update` input: first tenant only, normalised. @throws AppError NOT_FOUND, BAD_REQUEST. */
export function ticketDietary(
  ctx: Pick<RequestContext, 'scope'>,
  input: Parameters<typeof normaliseDietary>[0],
) {
  requireDietary(ctx.scope.tenantId);
  return normaliseDietary(input);
}
