/**
 * An insights chart card (issue 39 point 4): the "Table" toggle shows the chart's figures in a table, the CSV
 * holds the same rows with formula-like text neutralised, and the renewals-due tiles link to the filtered
 * member list. The chart itself (ECharts) is not drawn here (jsdom has no layout); e2e checks the drawing.
 */
import { describe, expect, it } from 'vitest';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import { parse } from 'csv-parse/browser/esm/sync';
import { TENANT_PROFILES, type TInsightsResponse } from '@portal/contracts';
import { figuresAsOf, insightCharts } from '../insights-charts';
import { toCsv } from '../insights-csv';
import { ChartCard } from './ChartCard';
import { RenewalsDueTiles } from './RenewalsDueTiles';

const data: TInsightsResponse = {
  asOf: '2026-12-05',
  membersByStatus: [
    { month: '2026-11', status: 'Active', members: 40 },
    { month: '2026-12', status: 'Active', members: 42 },
    { month: '2026-12', status: 'Expired', members: 3 },
  ],
  membersByType: [
    { month: '2026-12', membershipName: '=HYPERLINK("x")', members: 2 },
    { month: '2026-12', membershipName: 'Full member', members: 40 },
  ],
  joinsLapses: [
    { month: '2026-11', joins: 5, lapses: 1 },
    { month: '2026-12', joins: 2, lapses: 0 },
  ],
  renewalsDue: [
    { days: 30, members: 4 },
    { days: 60, members: 9 },
    { days: 90, members: 12 },
  ],
  events: [
    { month: '2026-11', registrations: 0, revenue: 0 },
    { month: '2026-12', registrations: 7, revenue: 1234.5 },
  ],
  cpdCompliance: [],
  community: [
    { month: '2026-11', posts: 0, comments: 0, activeMembers: 0 },
    { month: '2026-12', posts: 0, comments: 0, activeMembers: 0 },
  ],
};
const charts = insightCharts(data, TENANT_PROFILES.ota, 'Community activity');
const chart = (key: string) => charts.find((c) => c.key === key)!;

describe('insights chart card', () => {
  it("shows the chart's figures as a table, and leaves it with the Chart toggle", async () => {
    render(<ChartCard spec={chart('members-by-status')} fileStem="ota-insights" defaultView="table" />);
    const table = screen.getByRole('table');
    const header = within(table)
      .getAllByRole('columnheader')
      .map((h) => h.textContent);
    expect(header).toEqual(['Month', 'Active', 'Life', 'Expired', 'Cancelled']);
    const rows = within(table)
      .getAllByRole('row')
      .slice(1)
      .map((r) =>
        within(r)
          .getAllByRole('cell')
          .map((c) => c.textContent),
      );
    expect(rows).toContainEqual(['Nov 2026', '40', '0', '0', '0']);
    expect(rows).toContainEqual(['Dec 2026', '42', '0', '3', '0']);
    await userEvent.click(screen.getByText('Chart'));
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
  });

  it('shows an empty state for a chart with no figures', () => {
    render(<ChartCard spec={chart('community')} fileStem="ota-insights" />);
    expect(screen.getByText('No figures for this period yet')).toBeInTheDocument();
  });

  it('writes the same rows as CSV, with formula-like text neutralised', () => {
    const spec = chart('members-by-type');
    const rows = parse(toCsv(spec.columns, spec.rows)) as string[][];
    expect(rows[0]).toEqual(['Month', `'=HYPERLINK("x")`, 'Full member']);
    expect(rows.slice(1)).toEqual([
      ['Nov 2026', '0', '0'],
      ['Dec 2026', '2', '40'],
    ]);
    const events = chart('events');
    expect(parse(toCsv(events.columns, events.rows))).toEqual([
      ['Month', 'Registrations', 'Revenue (AUD)'],
      ['Nov 2026', '0', '0'],
      ['Dec 2026', '7', '1234.5'],
    ]);
  });

  it('links each renewals-due tile to the filtered member list', () => {
    render(
      <MemoryRouter>
        <RenewalsDueTiles rows={data.renewalsDue} />
      </MemoryRouter>,
    );
    expect(screen.getByRole('link', { name: 'Renewals due in 30 days: 4 members' })).toHaveAttribute(
      'href',
      '/admin/memberships?renewalDue=30',
    );
    expect(screen.getByRole('link', { name: /in 90 days: 12/ })).toHaveAttribute(
      'href',
      '/admin/memberships?renewalDue=90',
    );
  });
});

describe('insights freshness line', () => {
  it('shows the as-of day and the time the figures were computed', () => {
    const computedAt = '2026-12-05T03:04:00.000Z';
    const local = new Date(computedAt);
    const hhmm = `${String(local.getHours()).padStart(2, '0')}:${String(local.getMinutes()).padStart(2, '0')}`;
    expect(figuresAsOf({ asOf: '2026-12-05', computedAt })).toBe(
      `Figures as of 5 Dec 2026 (updated ${hhmm})`,
    );
    expect(figuresAsOf({ asOf: '2026-12-05' })).toBe('Figures as of 5 Dec 2026');
  });
});
