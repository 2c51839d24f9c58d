/**
 * Demo segments of issue 12 (spec 000 §7 `GET /api/user/segment/{segmentType}`): practice areas and funding
 * schemes per tenant (interests, communication preferences and membership types are seeded with the users
 * in `seed/seed.ts`; content items target the interests). The demo member (`member@t.example`) keeps exactly
 * one interest — the first — so adding another in the settings visibly reveals that segment's news.
 */
import { segments } from '../../db/schema/index';
import type { Seeder } from '../../seed/seed-run';
import { expertiseNames, themeOf } from '../../seed/themes/index';
import { addMemberSegments, listSegments, memberSegments, removeMemberSegments } from './segments.repository';

/** Seeds the practice areas and funding schemes, and the demo member's segments. */
export const seedSegments: Seeder = async ({ scope, demo }) => {
  // Practice areas are the areas of expertise of the first-time form (named apart from the interests: the
  // content editor lists every segment by name).
  const theme = themeOf(scope.tenantId);
  const PRACTICE_AREAS = expertiseNames(theme.expertise);
  const FUNDING_SCHEMES = theme.fundingSchemes;
  await scope.db
    .insert(segments)
    .values([
      ...PRACTICE_AREAS.map((name) => ({ tenantId: scope.tenantId, name, type: 'areaofpractices' })),
      ...FUNDING_SCHEMES.map((name) => ({ tenantId: scope.tenantId, name, type: 'fundingscheme' })),
    ]);
  const interests = (await listSegments(scope, ['interest'])).sort((a, b) => a.id - b.id);
  const held = await memberSegments(scope, demo.member, ['interest']);
  await removeMemberSegments(
    scope,
    demo.member,
    held.map((row) => row.segmentId),
  );
  const [practice] = await listSegments(scope, ['areaofpractices']);
  await addMemberSegments(scope, demo.member, [interests[0]!.id, practice!.id]);
};
