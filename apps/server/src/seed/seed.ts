/**
 * Demo data (issue 2 §6, DESIGN.md "Demo data"): the four tenants with realistic Australian data from a fixed
 * random seed (@faker-js/faker, en_AU), including the demo accounts of DESIGN.md (password `Portal!2026`).
 * Later areas add their own seeders to {@link SEEDERS}; each runs once per tenant, in order.
 */
import { sql } from 'drizzle-orm';
import { Faker, en_AU, en } from '@faker-js/faker';
import {
  TENANT_IDS,
  TENANT_PROFILES,
  allPermissions,
  formatMemberNumber,
  type TContactType,
  type TenantId,
  type TPermissionFlags,
} from '@portal/contracts';
import { hashPassword } from '../modules/auth/auth.service';
import { seedContentDemo } from '../modules/content/content.seed';
import type { Db } from '../db/client';
import { seedEvents } from '../modules/events/events.seed';
import { seedCommunities } from '../modules/communities/communities.seed';
import { seedPosts } from '../modules/posts/posts.seed';
import { seedMeetingsAssetsFaq } from '../modules/meetings/meetings.seed';
import { tenantScope } from '../db/tenant-scope';
import { themeOf } from './themes/index';
import { writeSeedAvatars } from './seed-images';
import { seedMemberships } from '../modules/memberships/memberships.seed';
import { reserveMemberNumbers } from '../modules/memberships/memberships.repository';
import { seedOrganisations } from '../modules/org/org.seed';
import { seedAnnouncements } from '../modules/announcements/announcements.seed';
import { seedServerValues } from '../modules/server-values/server-values.seed';
import { seedCpd } from '../modules/cpd/cpd.seed';
import { seedSegments } from '../modules/segments/segments.seed';
import { seedSettings } from '../modules/settings/settings.seed';
import { seedCourses } from '../modules/courses/courses.seed';
import { seedAttendance } from '../modules/attendance/attendance.seed';
import { seedModeration } from '../modules/moderation/moderation.seed';
import {
  DEMO_ACCOUNTS,
  DEMO_PASSWORD,
  SEED,
  demoEmail,
  type DemoKey,
  type SeedRun,
  type Seeder,
} from './seed-run';
import { communities, communityMembers, segments, tenants, userSegments, users } from '../db/schema/index';

const COMM_PREFS = [
  'Weekly newsletter',
  'Event announcements',
  'CPD reminders',
  'Member offers',
  'Advocacy updates',
];
const MEMBERSHIPS = ['Full member', 'Graduate member', 'Student member', 'Associate member', 'Life member'];

/** Area seeders run after the users; later issues append theirs. */
export const SEEDERS: Seeder[] = [
  seedCommunities,
  seedPosts,
  seedMeetingsAssetsFaq,
  seedEvents,
  seedContentDemo,
  seedMemberships,
  seedOrganisations,
  seedAnnouncements,
  seedCpd,
  seedSegments,
  seedSettings,
  seedCourses,
  seedAttendance,
  seedModeration,
  seedServerValues,
];

/** True when the database holds no tenant yet. */
export async function isEmpty(db: Db): Promise<boolean> {
  const rows = await db.select({ id: tenants.id }).from(tenants).limit(1);
  return rows.length === 0;
}

/** Deletes every tenant and all tenant-owned rows (every table references tenants). */
export async function resetDatabase(db: Db): Promise<void> {
  await db.execute(sql`truncate table ${tenants} cascade`);
}

const chunk = <T>(items: T[], size: number) =>
  Array.from({ length: Math.ceil(items.length / size) }, (_, i) => items.slice(i * size, i * size + size));

/**
 * Seeds all four tenants. `usersPerTenant` includes the 7 demo accounts (minimum 10).
 * @returns counts per tenant, for the log.
 */
export async function seedDatabase(
  db: Db,
  options: { usersPerTenant?: number } = {},
): Promise<Record<TenantId, number>> {
  const usersPerTenant = Math.max(10, options.usersPerTenant ?? 200);
  const passwordHash = await hashPassword(DEMO_PASSWORD);
  const counts = {} as Record<TenantId, number>;
  for (const [index, tenantId] of TENANT_IDS.entries()) {
    const faker = new Faker({ locale: [en_AU, en] });
    faker.seed(SEED + index);
    const profile = TENANT_PROFILES[tenantId];
    await db.insert(tenants).values({ id: tenantId, name: profile.fullName });
    const scope = tenantScope(db, tenantId);

    const segmentRows = await db
      .insert(segments)
      .values([
        ...themeOf(tenantId).interests.map((name) => ({ tenantId, name, type: 'interest' })),
        ...COMM_PREFS.map((name) => ({ tenantId, name, type: 'commpref' })),
        ...MEMBERSHIPS.map((name) => ({ tenantId, name, type: 'membership' })),
      ])
      .returning({ id: segments.id, type: segments.type });

    const demoRows = (Object.keys(DEMO_ACCOUNTS) as DemoKey[]).map((key, i) => {
      const d = DEMO_ACCOUNTS[key];
      const permissions: Partial<TPermissionFlags> =
        key === 'admin'
          ? allPermissions()
          : key === 'manager'
            ? { canAccessAdmin: true, generalCommunities: true, postApprove: true, contentEditor: true }
            : key === 'moderator'
              ? { postCreate: true, commentCreate: true }
              : { postCreate: true, commentCreate: true };
      return {
        tenantId,
        email: demoEmail(key, tenantId),
        registeredEmail: demoEmail(key, tenantId),
        passwordHash,
        title: i % 2 ? 'Ms' : 'Mr',
        firstName: d.firstName,
        lastName: d.lastName,
        role: d.role,
        contactTypes: [...d.contactTypes],
        mobile: `04${String(10000000 + i * 1234567).slice(0, 8)}`,
        postalAddress1: `${10 + i} Collins Street`,
        suburb: 'Melbourne',
        postcode: '3000',
        state: 'VIC',
        country: 'Australia',
        memberNum: null as string | null,
        isFirstLogin: key === 'firstlogin',
        enableTfa: key === 'twofactor',
        permissions,
      };
    });
    const randomRows = Array.from({ length: usersPerTenant - demoRows.length }, (_, i) => {
      const firstName = faker.person.firstName();
      const lastName = faker.person.lastName();
      const roll = faker.number.float({ min: 0, max: 1 });
      const contactTypes: TContactType[] =
        roll < 0.72 ? ['Member'] : roll < 0.9 ? ['ClientUser'] : ['Member', 'ClientUser'];
      const roleRoll = faker.number.float({ min: 0, max: 1 });
      const role = roleRoll < 0.92 ? 0 : roleRoll < 0.96 ? 3 : 2;
      const email = faker.internet
        .email({ firstName, lastName, provider: `${tenantId}-members.example` })
        .toLowerCase()
        .replace(/@/, `.${i}@`);
      return {
        tenantId,
        email,
        registeredEmail: email,
        passwordHash,
        title: faker.helpers.arrayElement(['Dr', 'Mr', 'Mrs', 'Ms', 'Mx', 'Prof']),
        firstName,
        lastName,
        pronoun: faker.helpers.arrayElement(['she/her', 'he/him', 'they/them', null]),
        gender: faker.helpers.arrayElement(['M', 'F', 'X']),
        dateOfBirth: faker.date.birthdate({ min: 22, max: 70, mode: 'age' }).toISOString().slice(0, 10),
        role,
        contactTypes,
        mobile: `04${faker.string.numeric(8)}`,
        postalAddress1: faker.location.streetAddress(),
        suburb: faker.location.city(),
        postcode: faker.location.zipCode('####'),
        state: faker.location.state({ abbreviated: true }),
        country: 'Australia',
        memberNum: null as string | null,
        isFirstLogin: faker.datatype.boolean(0.05),
        permissions: { postCreate: true, commentCreate: true },
        createdAt: faker.date.past({ years: 4 }),
      };
    });
    // One member number per Member (issue 34 point 5), from the tenant's counter in the one format
    // (`OTA-100001`), demo accounts first: member@ is 100001. Their memberships are seeded by seedMemberships.
    const memberRows = [...demoRows, ...randomRows].filter((row) => row.contactTypes.includes('Member'));
    const firstNumber = await reserveMemberNumbers(scope, memberRows.length);
    memberRows.forEach((row, i) => (row.memberNum = formatMemberNumber(tenantId, firstNumber + i)));
    const inserted: { id: string; email: string }[] = [];
    for (const batch of chunk([...demoRows, ...randomRows], 100)) {
      inserted.push(
        ...(await db.insert(users).values(batch).returning({ id: users.id, email: users.email })),
      );
    }
    const demo = Object.fromEntries(
      (Object.keys(DEMO_ACCOUNTS) as DemoKey[]).map((key) => [
        key,
        inserted.find((u) => u.email === demoEmail(key, tenantId))!.id,
      ]),
    ) as Record<DemoKey, string>;

    // Avatars (issue 18): the demo accounts with a profile (not the first-login and two-factor ones) and up to
    // 20 other users who are not plain members (client users, staff), so generated members start without one.
    const withAvatar = [
      ...(['member', 'client', 'admin', 'moderator', 'manager'] as const).map((key) => demo[key]),
      ...randomRows
        .map((row, i) => ({ row, id: inserted[demoRows.length + i]!.id }))
        .filter(({ row }) => !row.contactTypes.includes('Member') || row.role !== 0)
        .slice(0, 20)
        .map(({ id }) => id),
    ];
    const avatarUrls = await writeSeedAvatars(
      tenantId,
      withAvatar.map(() => ({
        background: faker.number.int(99),
        skin: faker.number.int(99),
        hair: faker.number.int(99),
        hairStyle: faker.number.int(99),
        shirt: faker.number.int(99),
        glasses: faker.datatype.boolean(0.25),
      })),
    );
    await db.execute(
      sql`update ${users} set avatar_url = v.url from (select unnest(${`{${withAvatar.join(',')}}`}::uuid[]) as id, unnest(${`{${avatarUrls.join(',')}}`}::text[]) as url) v where ${users.id} = v.id`,
    );

    // Segments: each user gets 1–3 interests, a communication preference and a membership type.
    const interestIds = segmentRows.filter((s) => s.type === 'interest').map((s) => s.id);
    const prefIds = segmentRows.filter((s) => s.type === 'commpref').map((s) => s.id);
    const membershipIds = segmentRows.filter((s) => s.type === 'membership').map((s) => s.id);
    const links = inserted.flatMap((u) => {
      const chosen = new Set([
        ...faker.helpers.arrayElements(interestIds, { min: 1, max: 3 }),
        faker.helpers.arrayElement(prefIds),
        faker.helpers.arrayElement(membershipIds),
      ]);
      return [...chosen].map((segmentId) => ({ tenantId, userId: u.id, segmentId }));
    });
    for (const batch of chunk(links, 500)) await db.insert(userSegments).values(batch);

    // A few communities so the moderator demo account moderates some (spec 000 §6 admin access).
    const word = profile.wording.community;
    const communityRows = await db
      .insert(communities)
      .values(
        ['Early Career', 'Research and Practice', 'Regional Network', 'Leadership'].map((name) => ({
          tenantId,
          name: `${name} ${word[0]!.toUpperCase()}${word.slice(1)}`,
          alias: `${name.toLowerCase().replace(/[^a-z]+/g, '-')}`,
        })),
      )
      .returning({ id: communities.id });
    await db.insert(communityMembers).values([
      { tenantId, communityId: communityRows[0]!.id, userId: demo.moderator, role: 'Moderator' },
      { tenantId, communityId: communityRows[1]!.id, userId: demo.moderator, role: 'Moderator' },
      { tenantId, communityId: communityRows[0]!.id, userId: demo.member, role: 'Member' },
    ]);

    const run: SeedRun = {
      scope,
      faker,
      demo,
      userIds: inserted.map((u) => u.id),
      communityIds: communityRows.map((c) => c.id),
      segmentIds: segmentRows.map((s) => s.id),
    };
    for (const seeder of SEEDERS) await seeder(run);
    counts[tenantId] = inserted.length;
  }
  return counts;
}
