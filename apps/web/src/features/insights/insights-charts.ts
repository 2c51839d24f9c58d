/**
 * The charts of /admin/insights (issue 39 point 4) from the answer of `GET api/admin/insights`: each chart's
 * table (columns and rows, also its CSV) and its ECharts option, in the tenant's brand colours. Monthly
 * charts show months as 'Jan 2026'; money as AUD dollars; CPD shares as percentages.
 */
import { INSIGHT_MEMBER_STATUSES, type TInsightsResponse, type TenantProfile } from '@portal/contracts';
import { formatCalendarDay, formatTime } from '../../shared/format';
import type { DataColumn, DataRow } from './insights-csv';

/** One chart: its title, what it shows, its table and a builder of its ECharts option. */
export interface ChartSpec {
  key: string;
  title: string;
  description: string;
  columns: DataColumn[];
  rows: DataRow[];
  /** The ECharts option (typed loosely here so ECharts itself is loaded only with the chart). */
  option: Record<string, unknown>;
}

const MONTH_NAMES = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];

/** '2026-03' → 'Mar 2026'. */
export function monthLabel(month: string): string {
  const [year, m] = month.split('-');
  return `${MONTH_NAMES[Number(m) - 1] ?? m} ${year}`;
}

/**
 * How fresh the figures are: 'Figures as of 5 Dec 2026 (updated 14:03)' — the as-of day (the tenant's today,
 * Sydney) and the local time the server computed them (`computedAt`; the server shares one answer per tenant
 * for up to `INSIGHTS_CACHE_MS`, 60 s by default). Without `computedAt` (an older server): the day alone.
 */
export function figuresAsOf(data: Pick<TInsightsResponse, 'asOf' | 'computedAt'>): string {
  const day = `Figures as of ${formatCalendarDay(data.asOf)}`;
  return data.computedAt ? `${day} (updated ${formatTime(data.computedAt)})` : day;
}

/** The series colours of a tenant: its brand colours, then neutral greys. */
export function brandPalette(profile: TenantProfile): string[] {
  const { primaryColor, accentColor, headerColor } = profile.theme;
  return [primaryColor, accentColor, headerColor, '#6b7280', '#a3a3a3', '#374151'];
}

/** A wide table: one row per key of `keys` (in order), a column per series, zero where a pair is absent. */
function pivot<T>(
  items: readonly T[],
  keys: readonly string[],
  keyOf: (item: T) => string,
  seriesOf: (item: T) => string,
  valueOf: (item: T) => number,
): { series: string[]; values: Map<string, Map<string, number>> } {
  const values = new Map<string, Map<string, number>>(keys.map((k) => [k, new Map()]));
  const series: string[] = [];
  for (const item of items) {
    const name = seriesOf(item);
    if (!series.includes(name)) series.push(name);
    values.get(keyOf(item))?.set(name, valueOf(item));
  }
  return { series, values };
}

/** The shared parts of a chart's option: colours, tooltip, legend and grid. */
function base(palette: string[], legend: boolean) {
  return {
    color: palette,
    tooltip: { trigger: 'axis' },
    ...(legend ? { legend: { bottom: 0, type: 'scroll' } } : {}),
    grid: { left: 48, right: 24, top: 24, bottom: legend ? 56 : 32, containLabel: true },
    animation: false,
  };
}

/** A category-axis chart of `columns` (after the first, the category) over `rows`. */
function seriesChart(
  palette: string[],
  columns: DataColumn[],
  rows: DataRow[],
  kind: 'bar' | 'line',
  options: { stack?: boolean; percent?: boolean; secondAxis?: string } = {},
) {
  const [category, ...series] = columns;
  const second = options.secondAxis
    ? [{ type: 'value', name: options.secondAxis, splitLine: { show: false } }]
    : [];
  return {
    ...base(palette, series.length > 1),
    xAxis: { type: 'category', data: rows.map((r) => r[category!.key]) },
    yAxis: [
      { type: 'value', ...(options.percent ? { max: 100, axisLabel: { formatter: '{value}%' } } : {}) },
      ...second,
    ],
    series: series.map((column, i) => ({
      name: column.title,
      type: options.secondAxis && i === series.length - 1 ? 'line' : kind,
      ...(options.secondAxis && i === series.length - 1 ? { yAxisIndex: 1 } : {}),
      ...(options.stack ? { stack: 'total' } : {}),
      data: rows.map((r) => r[column.key] ?? 0),
    })),
  };
}

/**
 * The monthly charts, the CPD chart and the renewals table of an insights answer. `activityTitle` is the
 * community activity chart's title in the tenant's words (`t('words.activityChart')`: 'Hub activity' at actls).
 */
export function insightCharts(
  data: TInsightsResponse,
  profile: TenantProfile,
  activityTitle: string,
): ChartSpec[] {
  const palette = brandPalette(profile);
  const months = data.joinsLapses.map((r) => r.month);
  const month: DataColumn = { key: 'month', title: 'Month' };

  const statuses = pivot(
    data.membersByStatus,
    months,
    (r) => r.month,
    (r) => r.status,
    (r) => r.members,
  );
  const statusColumns = [month, ...INSIGHT_MEMBER_STATUSES.map((s) => ({ key: s, title: s }))];
  const statusRows = months.map((m) => ({
    month: monthLabel(m),
    ...Object.fromEntries(INSIGHT_MEMBER_STATUSES.map((s) => [s, statuses.values.get(m)?.get(s) ?? 0])),
  }));

  const types = pivot(
    data.membersByType,
    months,
    (r) => r.month,
    (r) => r.membershipName,
    (r) => r.members,
  );
  const typeColumns = [month, ...types.series.map((name, i) => ({ key: `type${i}`, title: name }))];
  const typeRows = months.map((m) => ({
    month: monthLabel(m),
    ...Object.fromEntries(types.series.map((name, i) => [`type${i}`, types.values.get(m)?.get(name) ?? 0])),
  }));

  const joinsColumns = [month, { key: 'joins', title: 'Joins' }, { key: 'lapses', title: 'Lapses' }];
  const joinsRows = data.joinsLapses.map((r) => ({
    month: monthLabel(r.month),
    joins: r.joins,
    lapses: r.lapses,
  }));

  const eventColumns = [
    month,
    { key: 'registrations', title: 'Registrations' },
    { key: 'revenue', title: 'Revenue (AUD)' },
  ];
  const eventRows = data.events.map((r) => ({
    month: monthLabel(r.month),
    registrations: r.registrations,
    revenue: r.revenue,
  }));

  const cpdColumns = [
    { key: 'period', title: 'Period' },
    { key: 'share', title: 'Compliant (%)' },
    { key: 'compliant', title: 'Compliant members' },
    { key: 'members', title: 'Members with a period' },
  ];
  const cpdRows = data.cpdCompliance.map((r) => ({
    period: `${r.periodStart} to ${r.periodEnd}`,
    share: Math.round(r.share * 1000) / 10,
    compliant: r.compliant,
    members: r.members,
  }));

  const communityColumns = [
    month,
    { key: 'posts', title: 'Posts' },
    { key: 'comments', title: 'Comments' },
    { key: 'activeMembers', title: 'Active members' },
  ];
  const communityRows = data.community.map((r) => ({
    month: monthLabel(r.month),
    posts: r.posts,
    comments: r.comments,
    activeMembers: r.activeMembers,
  }));

  return [
    {
      key: 'members-by-status',
      title: 'Members by status',
      description: 'Memberships at each month end by status, over 24 months.',
      columns: statusColumns,
      rows: statusRows,
      option: seriesChart(palette, statusColumns, statusRows, 'bar', { stack: true }),
    },
    {
      key: 'members-by-type',
      title: 'Members by type',
      description: 'Current (Active or Life) members at each month end by membership type.',
      columns: typeColumns,
      rows: typeRows,
      option: seriesChart(palette, typeColumns, typeRows, 'bar', { stack: true }),
    },
    {
      key: 'joins-lapses',
      title: 'Joins and lapses',
      description: 'Memberships that started, and that expired or were cancelled, each month.',
      columns: joinsColumns,
      rows: joinsRows,
      option: seriesChart(palette, joinsColumns, joinsRows, 'bar'),
    },
    {
      key: 'events',
      title: 'Events and revenue',
      description: 'Tickets taken each month, and paid event invoices in dollars (refunds taken off).',
      columns: eventColumns,
      rows: eventRows,
      option: seriesChart(palette, eventColumns, eventRows, 'bar', { secondAxis: 'AUD' }),
    },
    {
      key: 'cpd-compliance',
      title: 'CPD compliance',
      description: 'Share of members with a CPD period who reached its required hours.',
      columns: cpdColumns,
      rows: cpdRows,
      option: seriesChart(palette, cpdColumns.slice(0, 2), cpdRows, 'bar', { percent: true }),
    },
    {
      key: 'community',
      title: activityTitle,
      description: 'Published posts, comments and members who wrote either, each month.',
      columns: communityColumns,
      rows: communityRows,
      option: seriesChart(palette, communityColumns, communityRows, 'line'),
    },
  ];
}
