/**
 * Grows the membership side of the bench tenant (issue 39 point 4: "the [insights] queries stay fast on the
 * large benchmark data"): members with a membership each over the last 36 months, their membership and event
 * invoices, event tickets over the grown events and CPD periods with activities, so every chart of
 * /admin/insights (docs/insights.md) reads real volume. Three set-based statements (`insert … select … from
 * generate_series`, dependent rows in data-modifying CTEs), as `bench-grow.ts` does for posts, news and events.
 *
 * Everything is derived from the row number `g` (no randomness), so two grown databases hold the same shape.
 * Dates are Sydney dates, as the membership and CPD dates are.
 */
import { sql } from 'drizzle-orm';
import type { Db } from '../src/db/client';

/** The members' e-mail prefix: `bench-member-<g>@<tenant>.example` (how growth recognises its own rows). */
const PREFIX = 'bench-member-';

/** Rows added per member scale: members (users with one membership each) and event tickets. */
export interface MemberGrowth {
  members: number;
  tickets: number;
}

/** Today's Sydney date, in SQL. */
const today = sql.raw(`(now() at time zone 'Australia/Sydney')::date`);

/**
 * Members and their memberships (one each) and membership invoices (one Paid invoice per year paid):
 * joins spread evenly over the last 36 months; 2 % life members, 1 % Pending applicants (joined this month);
 * of the rest, 1 in 10 lapses at each of its first three anniversaries (≈ 10 % a year), a third of the lapsed
 * ones Cancelled on that day, the others Expired; the others are Active, paid to their next anniversary (so
 * about a quarter fall due within 90 days). Types are the tenant's membership types in turn.
 */
async function growMemberships(db: Db, tenant: string, count: number): Promise<void> {
  await db.execute(sql`with u as (
      insert into users (tenant_id, email, password_hash, first_name, last_name, created_at, updated_at)
      select ${tenant}, ${PREFIX} || g || '@' || ${tenant} || '.example', '!bench: no password',
        'Member', 'Bench ' || g, now(), now()
      from generate_series(1, ${count}::int) g
      returning id, email, first_name || ' ' || last_name as full_name
    ), m as (
      insert into memberships (tenant_id, user_id, membership_type_id, membership_name, member_status, join_date,
        renewed_to_date, auto_renew, is_life_member, cancelled_at, created_at)
      select ${tenant}, u.id, t.ids[x.ti], t.names[x.ti],
        case when x.pending then 'Pending' when x.life then 'Life' when x.lapsed and x.g % 3 = 0 then 'Cancelled'
          when x.lapsed then 'Expired' else 'Active' end,
        x.joined,
        case when x.pending or x.life then null when x.lapsed then x.lapse_date else x.next_anniversary end,
        x.g % 4 = 0, x.life,
        case when x.lapsed and x.g % 3 = 0 then (x.lapse_date + time '10:00') at time zone 'Australia/Sydney' end,
        x.joined::timestamp at time zone 'Australia/Sydney'
      from u,
        (select array_agg(id order by id) ids, array_agg(name order by id) names from membership_types
          where tenant_id = ${tenant}) t,
        lateral (select split_part(split_part(u.email, '@', 1), '-', 3)::int as g) n,
        lateral (select n.g, 1 + (n.g * 13) % cardinality(t.ids) as ti, n.g % 100 = 1 as pending,
          n.g % 50 = 0 as life, (n.g * 37) % 10 as lapse_year,
          case when n.g % 100 = 1 then ${today} - n.g % 28 else ${today} - (n.g * 7919) % 1096 end as joined) j,
        lateral (select j.*,
          (j.joined + make_interval(years => j.lapse_year + 1))::date as lapse_date,
          not j.pending and not j.life and j.lapse_year < 3
            and (j.joined + make_interval(years => j.lapse_year + 1))::date < ${today} as lapsed,
          (j.joined + make_interval(years => extract(year from age(${today}, j.joined))::int + 1))::date
            as next_anniversary) x
      returning id, user_id, membership_type_id, member_status, join_date, renewed_to_date
    )
    insert into invoices (tenant_id, user_id, invoice_num, invoice_date, due_date, description, status,
      total_inc_gst_cents, total_exc_gst_cents, gst_cents, paid_cents, user_full_name, line_items, kind,
      membership_id, period_start, period_end, created_at)
    select ${tenant}, m.user_id, 'BM-' || m.id || '-' || k, p.start, p.start, 'Membership', 'Paid',
      mt.fee_inc_gst_cents, mt.fee_inc_gst_cents - mt.gst_cents, mt.gst_cents, mt.fee_inc_gst_cents, u.full_name,
      jsonb_build_array(jsonb_build_object('itemName', mt.name, 'quantity', 1, 'unitCents', mt.fee_inc_gst_cents,
        'totalCents', mt.fee_inc_gst_cents)),
      'membership', m.id, p.start, (p.start + interval '1 year' - interval '1 day')::date,
      p.start::timestamp at time zone 'Australia/Sydney'
    from m join u on u.id = m.user_id join membership_types mt on mt.id = m.membership_type_id,
      generate_series(0, greatest(0, extract(year from age(coalesce(m.renewed_to_date, ${today}), m.join_date))::int
        - case when m.renewed_to_date is null then 0 else 1 end)) k,
      lateral (select (m.join_date + make_interval(years => k))::date as start) p
    where m.member_status <> 'Pending' and p.start <= ${today}`);
}

/**
 * `count` event tickets of the grown members over the last 24 months, on published events that started in
 * that time or start within 60 days (booked up to 45 days before the start, never in the future): 1 in 10
 * cancelled (Removed, refunded in full); each paid ticket has its event invoice (Paid, or Refunded when
 * cancelled, and 1 in 20 Paid ones partly refunded).
 */
async function growTickets(db: Db, tenant: string, count: number): Promise<void> {
  await db.execute(sql`with t as (
      insert into tickets (tenant_id, event_id, ticket_price_id, user_id, ticket_number, amount_cents,
        attendance_status, invoice_id, refund_cents, cancelled_at, created_at)
      select ${tenant}, p.eids[x.i], p.pids[x.i], u.ids[1 + (g * 7) % cardinality(u.ids)], 'BT-' || g, p.amts[x.i],
        case when g % 10 = 0 then 'Removed' else 'Active' end,
        case when p.amts[x.i] > 0 then gen_random_uuid() end,
        case when g % 10 = 0 and p.amts[x.i] > 0 then p.amts[x.i] end,
        case when g % 10 = 0 then least(now(), y.booked + interval '2 days') end, y.booked
      from generate_series(1, ${count}::int) g,
        (select array_agg(id order by id) ids from users where tenant_id = ${tenant} and email like ${`${PREFIX}%`}) u,
        (select array_agg(tp.id order by tp.id) pids, array_agg(tp.event_id order by tp.id) eids,
            array_agg(tp.amount_cents order by tp.id) amts, array_agg(e.start_utc order by tp.id) starts
          from ticket_prices tp join events e on e.id = tp.event_id
          where tp.tenant_id = ${tenant} and e.is_published and not tp.is_deleted
            and e.start_utc between now() - interval '24 months' + interval '45 days'
            and now() + interval '60 days') p,
        lateral (select 1 + (g * 7919) % cardinality(p.pids) as i) x,
        lateral (select least(now() - interval '1 hour',
          p.starts[x.i] - make_interval(days => g % 45, hours => g % 24)) as booked) y
      returning id, user_id, invoice_id, amount_cents, created_at, cancelled_at
    )
    insert into invoices (id, tenant_id, user_id, invoice_num, invoice_date, due_date, description, status,
      total_inc_gst_cents, total_exc_gst_cents, gst_cents, paid_cents, refunded_cents, user_full_name, line_items,
      kind, created_at)
    select t.invoice_id, ${tenant}, t.user_id, 'BE-' || t.id, d.day, d.day, 'Event ticket',
      case when t.cancelled_at is null then 'Paid' else 'Refunded' end,
      t.amount_cents, round(t.amount_cents / 1.1)::int, t.amount_cents - round(t.amount_cents / 1.1)::int,
      t.amount_cents,
      case when t.cancelled_at is not null then t.amount_cents when t.id % 20 = 0 then t.amount_cents / 2 else 0 end,
      'Bench member', jsonb_build_array(jsonb_build_object('itemName', 'Ticket', 'quantity', 1,
        'unitCents', t.amount_cents, 'totalCents', t.amount_cents)), 'event', t.created_at
    from t, lateral (select (t.created_at at time zone 'Australia/Sydney')::date as day) d
    where t.invoice_id is not null`);
}

/**
 * CPD for 3 members in 10: a period per financial year (1 July – 30 June) for the current and the two
 * previous years, from the member's join year on (1 in 5 with a 30-hour minimum, the others the default), and
 * 1 to 6 activities of 2 to 8 hours in each, dated within the period up to today — so compliance varies.
 */
async function growCpd(db: Db, tenant: string): Promise<void> {
  await db.execute(sql`with p as (
      insert into cpd_periods (tenant_id, user_id, period_start_date, period_end_date, minimum_required_hours)
      select ${tenant}, m.user_id, s.start, (s.start + interval '1 year' - interval '1 day')::date,
        case when n.g % 5 = 0 then 30 end
      from users u join memberships m on m.user_id = u.id and m.tenant_id = u.tenant_id,
        lateral (select split_part(split_part(u.email, '@', 1), '-', 3)::int as g) n,
        lateral (select make_date(extract(year from ${today} - interval '6 months')::int, 7, 1) as fy) f,
        generate_series(0, 2) k,
        lateral (select (f.fy - make_interval(years => k))::date as start) s
      where u.tenant_id = ${tenant} and u.email like ${`${PREFIX}%`} and n.g % 10 < 3
        and m.member_status <> 'Pending' and m.join_date <= (s.start + interval '1 year' - interval '1 day')::date
      returning user_id, period_start_date, period_end_date
    )
    insert into cpd_records (tenant_id, user_id, title, category_name, completed_date, hours, source, created_at)
    select ${tenant}, p.user_id, 'Bench activity ' || r, 'Formal learning', c.day, 2 + (h.n + r * 5) % 7, 'self',
      c.day::timestamp at time zone 'Australia/Sydney'
    from p, lateral (select hashtext(p.user_id::text || p.period_start_date) & 2147483647 as n) h,
      generate_series(1, 1 + h.n % 6) r,
      lateral (select least(${today}, p.period_start_date + (h.n + r * 53) % 365) as day) c
    where c.day >= p.period_start_date`);
}

/**
 * Grows the members, tickets and CPD of `tenant` (after its events: tickets go on the grown events). Skips
 * when the tenant already has grown members, so a second call on the same database adds nothing.
 */
export async function growMembers(db: Db, tenant: string, growth: MemberGrowth): Promise<void> {
  const found = (await db.execute(sql`select exists (select 1 from users where tenant_id = ${tenant}
      and email like ${`${PREFIX}%`}) as grown`)) as unknown as { rows: { grown: boolean }[] };
  if (found.rows[0]!.grown) return;
  await growMemberships(db, tenant, growth.members);
  await growTickets(db, tenant, growth.tickets);
  await growCpd(db, tenant);
}
