/**
 * Areas of expertise ↔ practice-area segments (spec 000 §3 first-time form "expertiseAreas (groups with
 * categories and subCategories)", §7 `GET /api/user/segment/{segmentType}` type `areaofpractices`; issue 18):
 * every category and subcategory the wizard offers is one of the tenant's `areaofpractices` segments, so the
 * areas a member ticks in the first-time form are the practice areas the settings show, and the other way
 * round. The tenant's grouping (names) comes from its theme (OT: clinical areas; law: family, criminal,
 * property, commercial…; skills authority: training packages and VET practice); practice-area segments the
 * theme does not group (added later by staff) are offered in a last group, "Other practice areas".
 */
import type { TExpertiseGroup } from '@portal/contracts';
import type { TenantScope } from '../../db/tenant-scope';
import { themeOf } from '../../seed/themes/index';
import { memberSegmentIds, replaceMemberSegments, segmentsOfType } from '../segments/segments.service';

/** The segment type the areas of expertise are. */
export const EXPERTISE_SEGMENT_TYPE = 'areaofpractices' as const;

/**
 * The tenant's expertise groups with segment ids: category and subcategory ids are the ids of the
 * `areaofpractices` segments of the same name; group ids are 1, 2, … (groups are headings, never chosen).
 */
export async function expertiseGroupsOf(scope: TenantScope): Promise<TExpertiseGroup[]> {
  const rows = await segmentsOfType({ scope }, EXPERTISE_SEGMENT_TYPE);
  const byName = new Map(rows.map((r) => [r.name, r.id]));
  const used = new Set<number>();
  const idOf = (name: string) => {
    const id = byName.get(name);
    if (id !== undefined) used.add(id);
    return id;
  };
  const groups: TExpertiseGroup[] = themeOf(scope.tenantId)
    .expertise.map((group, g) => ({
      id: g + 1,
      name: group.name,
      categories: group.categories.flatMap((category) => {
        const id = idOf(category.name);
        if (id === undefined) return [];
        const subCategories = category.subCategories.flatMap((name) => {
          const sub = idOf(name);
          return sub === undefined ? [] : [{ id: sub, name }];
        });
        return [{ id, name: category.name, subCategories }];
      }),
    }))
    .filter((group) => group.categories.length > 0);
  const others = rows
    .filter((r) => !used.has(r.id))
    .sort((a, b) => a.name.localeCompare(b.name))
    .map((r) => ({ id: r.id, name: r.name, subCategories: [] }));
  if (others.length) groups.push({ id: groups.length + 1, name: 'Other practice areas', categories: others });
  return groups;
}

/** The member's areas of expertise: the ids of their `areaofpractices` segments, ascending. */
export function memberExpertise(scope: TenantScope, userId: string): Promise<number[]> {
  return memberSegmentIds({ scope }, userId, EXPERTISE_SEGMENT_TYPE);
}

/**
 * Makes the member's practice-area segments exactly `ids` (adds the new ones, removes the unticked ones;
 * other segment types are untouched).
 * @throws AppError BAD_REQUEST `message` (on `expertiseAreas`) when an id is not a practice area of the tenant.
 */
export function saveMemberExpertise(
  scope: TenantScope,
  userId: string,
  ids: readonly number[],
  message: string,
): Promise<void> {
  return replaceMemberSegments({ scope }, userId, EXPERTISE_SEGMENT_TYPE, ids, {
    field: 'expertiseAreas',
    message,
  });
}
