/**
 * Events demo data (issue 4 Seed): per tenant lookups (types, categories, locations), tags, and events spread
 * over the past and next 12 months — free and paid, some sold out, some CPD (not for tenants without CPD),
 * with sessions, presenters, attachments — plus tickets (and paid invoices) for the demo member. All bulk
 * inserts. `seedEventRows` is reused by the benchmark seed (apps/server/bench) for tens of thousands of events.
 */
import { eq } from 'drizzle-orm';
import dayjs from 'dayjs';
import utc from 'dayjs/plugin/utc.js';
import timezone from 'dayjs/plugin/timezone.js';
import type { Faker } from '@faker-js/faker';
import { TENANT_PROFILES } from '@portal/contracts';
import {
  eventCategories,
  eventLocations,
  eventTagLinks,
  eventTags,
  eventTypes,
  events,
  ticketPrices,
  tickets,
  users,
} from '../../db/schema/index';
import type { TenantScope } from '../../db/tenant-scope';
import { invoiceTotals } from '../../lib/money';
import { issueInvoice } from '../invoices/invoices.service';
import type { SeedRun } from '../../seed/seed-run';
import { fill, themeOf } from '../../seed/themes/index';
import { writeSeedCovers, writeSeedListingCovers } from '../../seed/seed-images';

dayjs.extend(utc);
dayjs.extend(timezone);

const LOCATIONS: [string, string][] = [
  ['Sydney NSW', 'Australia/Sydney'],
  ['Melbourne VIC', 'Australia/Melbourne'],
  ['Brisbane QLD', 'Australia/Brisbane'],
  ['Perth WA', 'Australia/Perth'],
  ['Adelaide SA', 'Australia/Adelaide'],
  ['Hobart TAS', 'Australia/Hobart'],
  ['Darwin NT', 'Australia/Darwin'],
  ['Online', 'Australia/Sydney'],
];

/** Lookup ids of a tenant. */
export interface EventLookups {
  typeIds: number[];
  categoryIds: number[];
  locations: { id: number; label: string; zone: string }[];
  tagIds: number[];
}

/** Inserts the lookups and tags of a tenant (idempotent per run on an empty tenant). */
export async function seedEventLookups(scope: TenantScope): Promise<EventLookups> {
  const { db, tenantId } = scope;
  const { types: TYPES, categories: CATEGORIES, tags: TAGS } = themeOf(tenantId).event;
  const typeRows = await db
    .insert(eventTypes)
    .values(TYPES.map((label) => ({ tenantId, label })))
    .returning();
  const categoryRows = await db
    .insert(eventCategories)
    .values(CATEGORIES.map((label) => ({ tenantId, label })))
    .returning();
  const locationRows = await db
    .insert(eventLocations)
    .values(LOCATIONS.map(([label]) => ({ tenantId, label })))
    .returning();
  const tagRows = await db
    .insert(eventTags)
    .values(TAGS.map((label) => ({ tenantId, label })))
    .returning();
  return {
    typeIds: typeRows.map((r) => r.id),
    categoryIds: categoryRows.map((r) => r.id),
    locations: locationRows.map((r) => ({
      id: r.id,
      label: r.label,
      zone: LOCATIONS.find(([l]) => l === r.label)![1],
    })),
    tagIds: tagRows.map((r) => r.id),
  };
}

const chunk = <T>(items: T[], size: number): T[][] =>
  Array.from({ length: Math.ceil(items.length / size) }, (_, i) => items.slice(i * size, i * size + size));

/** How many demo events to seed per tenant, and over which months. */
export interface SeedEventsOptions {
  count: number;
  /** Days before/after today the starts spread over (default 365 each way). */
  spreadDays?: number;
  cpdEnabled: boolean;
  placeholderImageUrl: string;
  /** Cover image URL by topic (falls back to the placeholder). */
  covers?: Map<string, string>;
  /** Listing image URL by topic (the lists' smaller cover; falls back to the cover). */
  listingCovers?: Map<string, string>;
  /** Rows per INSERT (default 500). */
  batchSize?: number;
}

/**
 * Inserts `count` published events (plus a few drafts), their tag links and ticket prices in bulk.
 * Returns the ids with their prices, for tickets.
 */
export async function seedEventRows(
  scope: TenantScope,
  faker: Faker,
  lookups: EventLookups,
  options: SeedEventsOptions,
) {
  const { db, tenantId } = scope;
  const spread = options.spreadDays ?? 365;
  const theme = themeOf(tenantId).event;
  const TOPICS = theme.topics;
  const today = dayjs.utc().startOf('day');
  const rows = Array.from({ length: options.count }, (_, i) => {
    const location = faker.helpers.arrayElement(lookups.locations);
    const typeId = faker.helpers.arrayElement(lookups.typeIds);
    const topic = faker.helpers.arrayElement(TOPICS);
    const title = `${topic}${i % 3 === 0 ? ` — ${location.label.split(' ')[0]}` : ''}`;
    // Evenly spread across the window, then jittered; local start 09:00–17:00.
    const dayOffset =
      Math.round(-spread + ((2 * spread) / Math.max(1, options.count - 1)) * i) +
      faker.number.int({ min: -3, max: 3 });
    const localDay = today.add(dayOffset, 'day').format('YYYY-MM-DD');
    const hour = faker.number.int({ min: 9, max: 16 });
    const start = dayjs.tz(`${localDay}T${String(hour).padStart(2, '0')}:00:00`, location.zone);
    const durationHours = faker.helpers.arrayElement([1, 2, 3, 6, 7]);
    const end = start.add(durationHours, 'hour');
    const isCpd = options.cpdEnabled && faker.datatype.boolean(0.4);
    const sessionCount =
      durationHours >= 6 ? faker.number.int({ min: 2, max: 3 }) : faker.number.int({ min: 0, max: 1 });
    const sessions = Array.from({ length: sessionCount }, (_, s) => {
      const sStart = start.add(s * 2, 'hour');
      const fmt = (d: dayjs.Dayjs) => d.tz(location.zone).format('YYYY-MM-DDTHH:mm:ss');
      return {
        title: s === 0 ? 'Opening and keynote' : faker.helpers.arrayElement(theme.sessionTitles),
        startDateTime: fmt(sStart),
        startTimeZone: location.zone,
        endDateTime: fmt(sStart.add(90, 'minute')),
        endTimeZone: location.zone,
      };
    });
    // Mid-sentence the topic starts in lower case ("… discuss wills, estates and capacity"), acronyms kept.
    const lower = /^[A-Z][a-z]/.test(topic) ? `${topic[0]!.toLowerCase()}${topic.slice(1)}` : topic;
    const inText = (template: string) =>
      fill(template, { topic: template.startsWith('{topic}') ? topic : lower });
    const shortDesc = inText(faker.helpers.arrayElement(theme.blurbs));
    const outcomes = faker.helpers.arrayElements(theme.outcomes, 3);
    const cover = options.covers?.get(topic) ?? options.placeholderImageUrl;
    return {
      tenantId,
      title,
      shortDesc,
      content: `${inText(faker.helpers.arrayElement(theme.intros))}<h3>What you will learn</h3><ul>${outcomes.map((o) => `<li>${o}</li>`).join('')}</ul><p>${shortDesc}</p>`,
      typeId,
      categoryId: faker.helpers.arrayElement(lookups.categoryIds),
      locationId: location.id,
      address:
        location.label === 'Online'
          ? 'Online (link sent on registration)'
          : `${faker.location.streetAddress()}, ${location.label}`,
      externalUrl: faker.datatype.boolean(0.2) ? 'https://example.org/event-info' : null,
      featureImg: cover,
      listingImg: options.listingCovers?.get(topic) ?? cover,
      startUtc: start.toDate(),
      endUtc: end.toDate(),
      startLocal: start.format('YYYY-MM-DDTHH:mm:ss'),
      startTimeZone: location.zone,
      endLocal: end.tz(location.zone).format('YYYY-MM-DDTHH:mm:ss'),
      endTimeZone: location.zone,
      sessions,
      canEnrolContent: theme.enrol,
      canEnrolLayout: [
        { canEnrolTitle: 'Members', canEnrolImageUrl: null },
        { canEnrolTitle: 'Students', canEnrolImageUrl: null },
      ],
      coursesLayout: isCpd
        ? [
            {
              courseTitle: `${topic} (online module)`,
              courseDesc: theme.courseBlurb,
              courseImageUrl: null,
            },
          ]
        : [],
      sponsorContent: faker.datatype.boolean(0.3)
        ? `<p>Proudly supported by <b>${faker.helpers.arrayElement(theme.sponsors)}</b>.</p>`
        : null,
      reasoningContent: faker.helpers.arrayElement(theme.whyAttend),
      accessContent: '<p>The venue is wheelchair accessible. Contact us for other access requirements.</p>',
      presenters: Array.from({ length: faker.number.int({ min: 1, max: 3 }) }, () => {
        const role = faker.helpers.arrayElement(theme.presenterRoles);
        return {
          name: `${faker.helpers.arrayElement(['Dr ', 'Prof ', ''])}${faker.person.firstName()} ${faker.person.lastName()}`,
          role,
          profileImageUrl: null,
          profileDesc: fill(faker.helpers.arrayElement(theme.bios), { role }),
        };
      }),
      isCpd,
      cpdDetails: isCpd
        ? {
            'CPD hours': String(durationHours),
            Domain: faker.helpers.arrayElement(theme.cpdDomains),
          }
        : null,
      docs: faker.datatype.boolean(0.5)
        ? [{ label: 'Programme (PDF)', url: 'https://example.org/programme.pdf' }]
        : [],
      links: faker.datatype.boolean(0.5)
        ? [{ label: 'Venue information', url: 'https://example.org/venue' }]
        : [],
      isSingleClickRegistration: false,
      isPublished: i % 25 !== 24,
      searchText: `${title} ${shortDesc}`.toLowerCase(),
    };
  });

  const inserted: { id: number; startUtc: Date; title: string; isPublished: boolean }[] = [];
  for (const batch of chunk(rows, options.batchSize ?? 500))
    inserted.push(
      ...(await db.insert(events).values(batch).returning({
        id: events.id,
        startUtc: events.startUtc,
        title: events.title,
        isPublished: events.isPublished,
      })),
    );

  const links = inserted.flatMap((e) =>
    faker.helpers
      .arrayElements(lookups.tagIds, { min: 1, max: 3 })
      .map((tagId) => ({ tenantId, eventId: e.id, tagId })),
  );
  for (const batch of chunk(links, 2000)) await db.insert(eventTagLinks).values(batch);

  const priceRows = inserted.flatMap((e, i) => {
    const kind = i % 10;
    if (kind < 4) {
      // Free; every 8th free event is full.
      const capacity = faker.helpers.arrayElement([null, 30, 50]);
      return [
        {
          tenantId,
          eventId: e.id,
          name: 'Free registration',
          amountCents: 0,
          capacity: i % 8 === 0 ? 20 : capacity,
          sold: i % 8 === 0 ? 20 : 0,
          sortOrder: 0,
        },
      ];
    }
    const member = faker.helpers.arrayElement([4500, 9900, 12150, 19500, 29000]);
    const soldOut = kind === 9;
    return [
      {
        tenantId,
        eventId: e.id,
        name: 'Member',
        amountCents: member,
        capacity: soldOut ? 40 : 120,
        sold: soldOut ? 40 : 0,
        sortOrder: 0,
      },
      {
        tenantId,
        eventId: e.id,
        name: 'Non-member',
        amountCents: Math.round(member * 1.4),
        capacity: soldOut ? 20 : 60,
        sold: soldOut ? 20 : 0,
        sortOrder: 1,
      },
      {
        tenantId,
        eventId: e.id,
        name: 'Student',
        amountCents: Math.round(member * 0.5),
        capacity: soldOut ? 10 : 20,
        sold: soldOut ? 10 : 0,
        sortOrder: 2,
      },
    ];
  });
  const prices: (typeof ticketPrices.$inferSelect)[] = [];
  for (const batch of chunk(priceRows, 2000))
    prices.push(...(await db.insert(ticketPrices).values(batch).returning()));
  return { events: inserted, prices };
}

/** SEEDERS entry: ≥ 60 events per tenant and tickets (with paid invoices) for the demo member. */
export async function seedEvents(ctx: SeedRun): Promise<void> {
  const { scope, faker, demo } = ctx;
  const { db, tenantId } = scope;
  const profile = TENANT_PROFILES[tenantId];
  const lookups = await seedEventLookups(scope);
  const { events: rows, prices } = await seedEventRows(scope, faker, lookups, {
    count: 64,
    cpdEnabled: profile.modules.cpd.enabled,
    placeholderImageUrl: profile.placeholderImageUrl,
    covers: await writeSeedCovers(tenantId, 'covers', themeOf(tenantId).event.topics, 'Event'),
    listingCovers: await writeSeedListingCovers(tenantId, 'covers', themeOf(tenantId).event.topics, 'Event'),
  });

  // Demo member: 3 upcoming and 3 past tickets; paid ones come with a paid invoice.
  const now = Date.now();
  const open = (p: (typeof prices)[number]) => p.capacity == null || p.sold < p.capacity;
  const published = rows.filter((e) => e.isPublished);
  const upcoming = published.filter((e) => e.startUtc.getTime() > now + 20 * 86400000).slice(0, 3);
  const past = published.filter((e) => e.startUtc.getTime() < now).slice(-3);
  const chosen = [...upcoming, ...past]
    .map((e) => ({ event: e, price: prices.find((p) => p.eventId === e.id && open(p)) }))
    .filter((c): c is { event: (typeof rows)[number]; price: (typeof prices)[number] } => !!c.price);
  const member = demo.member;
  // The member's one member number on every invoice (issue 34 point 5).
  const [{ memberNum } = { memberNum: null as string | null }] = await db
    .select({ memberNum: users.memberNum })
    .from(users)
    .where(eq(users.id, member));
  // Paid tickets come with a Paid invoice, issued in date order from the tenant's invoice sequence
  // (INV-OTA-000001 …), the same sequence checkout continues (issue 18).
  const invoiceDay = (e: (typeof rows)[number]) =>
    new Date(Math.min(now, e.startUtc.getTime() - 14 * 86400000)).toISOString().slice(0, 10);
  const invoiceIds = new Map<number, string>();
  const paid = chosen
    .map((c, i) => ({ ...c, i, day: invoiceDay(c.event) }))
    .filter((c) => c.price.amountCents > 0)
    .sort((a, b) => a.day.localeCompare(b.day));
  for (const { event, price, i, day } of paid) {
    const lines = [
      {
        itemName: `${event.title} — ${price.name}`,
        quantity: 1,
        unitCents: price.amountCents,
        totalCents: price.amountCents,
      },
    ];
    const totals = invoiceTotals(lines);
    const invoice = await issueInvoice(
      { scope },
      {
        userId: member,
        invoiceDate: day,
        dueDate: day,
        description: `Event registration: ${event.title}`,
        status: 'Paid',
        totalIncGstCents: totals.incCents,
        totalExcGstCents: totals.excCents,
        gstCents: totals.gstCents,
        paidCents: totals.incCents,
        userFullName: 'Olivia Bennett',
        memberNum,
        lineItems: lines,
      },
    );
    invoiceIds.set(i, invoice.id);
  }
  for (const [i, { event, price }] of chosen.entries()) {
    const invoiceId = invoiceIds.get(i) ?? null;
    await db.insert(tickets).values({
      tenantId,
      eventId: event.id,
      ticketPriceId: price.id,
      userId: member,
      ticketNumber: `E${event.id}-DEMO${i + 1}`,
      amountCents: price.amountCents,
      invoiceId,
    });
    await db
      .update(ticketPrices)
      .set({ sold: price.sold + 1 })
      .where(eq(ticketPrices.id, price.id));
  }
}
