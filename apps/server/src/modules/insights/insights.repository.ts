/**
 * The figures of /admin/insights (issue 39 point 4), one bounded statement per chart: the 24 months are a
 * `generate_series`, each chart's rows are grouped aggregates joined onto it, and every table is read through
 * `tenantTable` (`db/tenant-sql.ts`), so another tenant's rows cannot enter (docs/tenancy.md, raw SQL callers).
 * Dates are Sydney dates (`today` is the Sydney date the service passes); money stays in cents here.
 */
import { sql, type SQL } from 'drizzle-orm';
import { DEFAULT_MINIMUM_CPD_HOURS, INSIGHTS_MONTHS, RENEWAL_DUE_WINDOWS } from '@portal/contracts';
import { executeRaw, type TenantScope } from '../../db/tenant-scope';
import { tenantTable } from '../../db/tenant-sql';

const ZONE = 'Australia/Sydney';

/** The first day of each of the {@link INSIGHTS_MONTHS} months ending with `today`'s, as `mo(m, at)`. */
function monthsCte(today: string): SQL {
  // An integer series, so the planner knows there are 24 months (a timestamp series is estimated at 1,000
  // rows, which inflated the month-range joins' costs past the JIT threshold: ~0.9 s of compiling a call).
  const last = sql.raw(String(INSIGHTS_MONTHS - 1));
  return sql`months as (
    select m, least((m + interval '1 month' - interval '1 day')::date, ${today}::date) as at
    from (
      select (date_trunc('month', ${today}::date) - make_interval(months => ${last} - k))::date as m
      from generate_series(0, ${last}) as k
    ) as s
  )`;
}

/** The first day of the first month of the charts, in SQL. */
const startOf = (today: string) =>
  sql`(date_trunc('month', ${today}::date) - ${`${INSIGHTS_MONTHS - 1} months`}::interval)::date`;

/**
 * `ranges(m, lo, hi)`: each month of `months` as the instants of its Sydney days, [lo, hi). Joining rows on
 * `created_at >= lo and created_at < hi` reads each month as one index range (no per-row time zone
 * conversion, no sort of the rows by month).
 */
const rangesCte = sql.raw(`ranges as (
    select m, (m::timestamp at time zone '${ZONE}') as lo, ((m + interval '1 month')::timestamp at time zone '${ZONE}') as hi
    from months
  )`);

export interface MemberSnapshotRow {
  month: string;
  status: string | null;
  membership_name: string | null;
  members: number;
  current_members: number;
}

/**
 * Month-end snapshots of the memberships (the month's last day, today for the current month): each
 * membership joined by then counts once, as Cancelled (cancelled by then), Life, Active (paid to that day or
 * later) or Expired; grouped by status, and by type (with how many of them were Active or Life).
 *
 * Shape (issue 39 point 4, bench at large scale): a membership's status over time is at most four spans of
 * dates — Active [join, paid to + 1), Expired [paid to + 1, cancel), Life [join, cancel), Cancelled [cancel, ∞)
 * — so each span becomes the index of the first month end inside it (+1) and the first after it (−1), and a
 * running sum over the 24 months gives the snapshots: one pass over the memberships and a few hundred grouped
 * rows, instead of every membership joined to every month (24 × the members, sorted).
 */
export async function memberSnapshots(scope: TenantScope, today: string): Promise<MemberSnapshotRow[]> {
  const ms = tenantTable('memberships', 'ms', scope.tenantId);
  const months = INSIGHTS_MONTHS;
  // The first chart month as a month number (year × 12 + month), from `today` (YYYY-MM-DD): a constant, so
  // the per-row month index below is plain arithmetic (an expression on `${today}::date` is evaluated per row).
  const [year, month] = today.split('-').map(Number) as [number, number];
  const firstMonth = year * 12 + month - (months - 1);
  if (!Number.isInteger(firstMonth)) throw new Error(`today must be YYYY-MM-DD, got ${today}`);
  // The index (0 … months − 1) of the first month whose end (`at`) is on or after date `d`; `months` if none.
  const monthIndex = (d: string) =>
    sql.raw(`case when ${d} is null or ${d} > b.today then ${months}
      else greatest(0, date_part('year', ${d})::int * 12 + date_part('month', ${d})::int - ${firstMonth}) end`);
  const { rows } = await executeRaw<MemberSnapshotRow>(
    scope,
    sql`with b as materialized (select ${today}::date as today), m as materialized (
      select ms.membership_name as name, ms.join_date as j, ms.renewed_to_date as r,
        ms.is_life_member or ms.member_status = 'Life' as life,
        case
          when ms.cancelled_at is not null then (ms.cancelled_at at time zone ${ZONE})::date
          when ms.member_status = 'Cancelled' then coalesce(ms.termination_date, ms.renewed_to_date, ms.join_date)
        end as c
      from ${ms} where ms.member_status <> 'Pending' and ms.join_date is not null
    ), spans as (
      select m.name, s.status, ${monthIndex('s.f')} as fi, ${monthIndex('s.t')} as ti
      from m, b, lateral (values
        ('Cancelled', case when m.c is not null then greatest(m.j, m.c) end, null::date),
        ('Life', case when m.life then m.j end, m.c),
        ('Active', case when not m.life and m.r is not null then m.j end, least(m.c, m.r + 1)),
        ('Expired', case when not m.life then greatest(m.j, m.r + 1) end, m.c)
      ) as s(status, f, t)
      where s.f is not null and (s.t is null or s.f < s.t)
    ), deltas as (
      select name, status, i, sum(d) as d from (
        select name, status, fi as i, 1 as d from spans where fi < ti
        union all
        select name, status, ti, -1 from spans where fi < ti and ti < ${months}
      ) x group by 1, 2, 3
    ), grid as (
      select g.i, k.name, k.status,
        sum(coalesce(d.d, 0)) over (partition by k.name, k.status order by g.i) as n
      from generate_series(0, ${months - 1}) g(i)
      cross join (select distinct name, status from deltas) k
      left join deltas d on d.i = g.i and d.name = k.name and d.status = k.status
    ), counts as (
      select i, case when grouping(status) = 0 then status end as status,
        case when grouping(name) = 0 then name end as name, sum(n)::int as members,
        coalesce(sum(n) filter (where status in ('Active', 'Life')), 0)::int as current_members
      from grid group by grouping sets ((i, status), (i, name))
    )
    select to_char(${startOf(today)} + make_interval(months => i), 'YYYY-MM') as month, status,
      name as membership_name, members, current_members
    from counts where members > 0
    order by 1, 2, 3`,
  );
  return rows;
}

export interface JoinsLapsesRow {
  month: string;
  joins: number;
  lapses: number;
}

/**
 * Joins (memberships whose join date falls in the month) and lapses per month: a Cancelled membership on its
 * cancel (else termination) date; an Active or Expired, not life, membership paid to a past date on that date.
 */
export async function joinsAndLapses(scope: TenantScope, today: string): Promise<JoinsLapsesRow[]> {
  const joined = tenantTable('memberships', 'j', scope.tenantId);
  const lapsed = tenantTable('memberships', 'l', scope.tenantId);
  const { rows } = await executeRaw<JoinsLapsesRow>(
    scope,
    sql`with ${monthsCte(today)},
    joins as (
      select date_trunc('month', j.join_date)::date as m, count(*) as n from ${joined}
      where j.join_date >= ${startOf(today)} and j.join_date <= ${today}::date and j.member_status <> 'Pending'
      group by 1
    ),
    lapse_dates as (
      select case
          when l.member_status = 'Cancelled'
            then coalesce((l.cancelled_at at time zone ${ZONE})::date, l.termination_date, l.renewed_to_date)
          when l.member_status in ('Active', 'Expired') and not l.is_life_member
            and l.renewed_to_date < ${today}::date then l.renewed_to_date
        end as d
      from ${lapsed}
      where l.member_status in ('Cancelled', 'Active', 'Expired')
    ),
    lapses as (
      select date_trunc('month', d)::date as m, count(*) as n from lapse_dates
      where d >= ${startOf(today)} and d <= ${today}::date group by 1
    )
    select to_char(mo.m, 'YYYY-MM') as month, coalesce(joins.n, 0)::int as joins, coalesce(lapses.n, 0)::int as lapses
    from months mo left join joins on joins.m = mo.m left join lapses on lapses.m = mo.m
    order by mo.m`,
  );
  return rows;
}

/**
 * Renewals due within each window of {@link RENEWAL_DUE_WINDOWS} (days, cumulative): the rule of
 * `renewalDueWithin` (memberships repository) that the filtered member list applies.
 */
export async function renewalsDue(
  scope: TenantScope,
  today: string,
): Promise<{ days: number; members: number }[]> {
  const ms = tenantTable('memberships', 'ms', scope.tenantId);
  const windows = sql.join(
    RENEWAL_DUE_WINDOWS.map((d) => sql`(${d}::int)`),
    sql`, `,
  );
  const { rows } = await executeRaw<{ days: number; members: number }>(
    scope,
    sql`select w.days, count(ms.id)::int as members
    from (values ${windows}) as w(days)
    left join ${ms} on ms.member_status = 'Active' and not ms.is_life_member
      and ms.renewed_to_date between ${today}::date and ${today}::date + w.days
    group by w.days order by w.days`,
  );
  return rows;
}

export interface EventsMonthRow {
  month: string;
  registrations: number;
  revenue_cents: number;
}

/**
 * Event tickets taken per month (not cancelled; Sydney month of the booking) and the month's Paid event
 * invoices (by invoice date), paid less refunded, in cents. Each month is one range of the partial indexes
 * `tickets_tenant_live_created_idx` and `invoices_tenant_event_paid_idx` (index-only, migration 0034).
 */
export async function eventsPerMonth(scope: TenantScope, today: string): Promise<EventsMonthRow[]> {
  const t = tenantTable('tickets', 't', scope.tenantId);
  const i = tenantTable('invoices', 'i', scope.tenantId);
  const { rows } = await executeRaw<EventsMonthRow>(
    scope,
    sql`with ${monthsCte(today)}, ${rangesCte},
    regs as (
      select r.m, count(*) as n from ranges r
      join ${t} on t.cancelled_at is null and t.created_at >= r.lo and t.created_at < r.hi
      group by r.m
    ),
    revenue as (
      select mo.m, sum(i.paid_cents - i.refunded_cents) as cents from months mo
      join ${i} on i.kind = 'event' and i.status = 'Paid' and i.invoice_date >= mo.m and i.invoice_date <= mo.at
      group by mo.m
    )
    select to_char(mo.m, 'YYYY-MM') as month, coalesce(regs.n, 0)::int as registrations,
      coalesce(revenue.cents, 0)::bigint::float8 as revenue_cents
    from months mo left join regs on regs.m = mo.m left join revenue on revenue.m = mo.m
    order by mo.m`,
  );
  return rows;
}

export interface CpdComplianceRow {
  period_start: string;
  period_end: string;
  members: number;
  compliant: number;
}

/**
 * CPD compliance of each period (members' periods grouped by their dates) that overlaps the charts' 24
 * months: members with such a period, and those whose records in it reach the period's minimum (the default
 * {@link DEFAULT_MINIMUM_CPD_HOURS} when none is set). The records are summed per period in one hash join
 * on the member (not one index probe per period: 14,000 periods at the large bench scale).
 */
export async function cpdCompliance(scope: TenantScope, today: string): Promise<CpdComplianceRow[]> {
  const p = tenantTable('cpd_periods', 'p', scope.tenantId);
  const r = tenantTable('cpd_records', 'r', scope.tenantId);
  const { rows } = await executeRaw<CpdComplianceRow>(
    scope,
    sql`with periods as (
      select p.id, p.user_id, p.period_start_date, p.period_end_date,
        coalesce(p.minimum_required_hours, ${DEFAULT_MINIMUM_CPD_HOURS}) as minimum
      from ${p}
      where p.period_end_date >= ${startOf(today)} and p.period_start_date <= ${today}::date
    ), hours as (
      select pe.id, sum(r.hours) as hours from periods pe
      join ${r} on r.user_id = pe.user_id and r.completed_date between pe.period_start_date and pe.period_end_date
      group by pe.id
    )
    select pe.period_start_date::text as period_start, pe.period_end_date::text as period_end,
      count(*)::int as members,
      (count(*) filter (where coalesce(h.hours, 0) >= pe.minimum))::int as compliant
    from periods pe left join hours h on h.id = pe.id
    group by 1, 2 order by 1, 2`,
  );
  return rows;
}

export interface CommunityMonthRow {
  month: string;
  posts: number;
  comments: number;
  active_members: number;
}

/**
 * Published posts, comments and the distinct members who wrote either, per Sydney month: each month is one
 * range of `posts_tenant_status_created_author_idx` and `post_comments_tenant_created_author_idx` (index-only,
 * migration 0034), grouped by month and author first, so counting distinct authors needs no sort.
 */
export async function communityPerMonth(scope: TenantScope, today: string): Promise<CommunityMonthRow[]> {
  const po = tenantTable('posts', 'po', scope.tenantId);
  const co = tenantTable('post_comments', 'co', scope.tenantId);
  const { rows } = await executeRaw<CommunityMonthRow>(
    scope,
    sql`with ${monthsCte(today)}, ${rangesCte},
    acts as (
      select r.m, po.created_by_user_id as u, 1 as is_post from ranges r
      join ${po} on po.status = 1 and po.created_at >= r.lo and po.created_at < r.hi
      union all
      select r.m, co.created_by_user_id as u, 0 as is_post from ranges r
      join ${co} on co.created_at >= r.lo and co.created_at < r.hi
    ),
    per_author as (
      select m, u, sum(is_post) as posts, count(*) as acts from acts group by m, u
    )
    select to_char(mo.m, 'YYYY-MM') as month,
      coalesce(sum(a.posts), 0)::int as posts,
      coalesce(sum(a.acts) - sum(a.posts), 0)::int as comments,
      count(a.u)::int as active_members
    from months mo left join per_author a on a.m = mo.m
    group by mo.m order by mo.m`,
  );
  return rows;
}
