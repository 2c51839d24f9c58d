/**
 * Discover filter sidebar (spec 002 §2 "Filter sidebar"): keyword, categories, locations, types, tags (first
 * 5 shown, expandable), listing options events and cpd, and a date range (with the server's 'when' presets).
 * The keyword is reported 300 ms after typing stops (002 §9).
 */
import { useEffect, useState } from 'react';
import { Button, Checkbox, Space } from 'antd';
import dayjs from 'dayjs';
import type { TIdLabelMap, TTag, TWhenFilter } from '@portal/contracts';
import { EMPTY_FILTERS, type EventFilterValue, type TListing } from '../discover-body';

export { EMPTY_FILTERS, filterBody, type EventFilterValue, type TListing } from '../discover-body';

import { useDebouncedValue } from '../../../shared/use-debounced-value';
import { SearchBox } from '../../../shared/components/SearchBox';
import { PICKER_FORMATS, toIsoDay } from '../../../shared/format';
import { LazyRangePicker, LazySelect } from '../../../shared/components/LazyControls';
import { Typography } from '../../../shared/components/PlainTypography';

/** Keyword debounce in ms (002 §9). */
export const KEYWORD_DEBOUNCE_MS = 300;
/** Tags shown before 'See all tags'. */
export const INITIAL_TAGS = 5;

/** Props: the lists, the value and its change handler. */
export interface EventFiltersProps {
  types: TIdLabelMap;
  categories: TIdLabelMap;
  locations: TIdLabelMap;
  tags: TTag[];
  when: TWhenFilter;
  value: EventFilterValue;
  onChange: (value: EventFilterValue) => void;
}

const options = (map: TIdLabelMap) =>
  Object.entries(map)
    .map(([id, label]) => ({ value: Number(id), label }))
    .sort((a, b) => a.label.localeCompare(b.label));

function Group({ title, children }: { title: string; children: React.ReactNode }) {
  return (
    <fieldset style={{ border: 0, padding: 0, margin: '0 0 16px' }}>
      <legend>
        <Typography.Text strong>{title}</Typography.Text>
      </legend>
      {children}
    </fieldset>
  );
}

/** Renders the filter sidebar. */
export function EventFilters({
  types,
  categories,
  locations,
  tags,
  when,
  value,
  onChange,
}: EventFiltersProps) {
  const [keyword, setKeyword] = useState(value.keyword);
  const [allTags, setAllTags] = useState(false);
  const debounced = useDebouncedValue(keyword.trim(), KEYWORD_DEBOUNCE_MS);
  useEffect(() => {
    if (debounced !== value.keyword) onChange({ ...value, keyword: debounced });
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [debounced]);
  const set = (patch: Partial<EventFilterValue>) => onChange({ ...value, ...patch });
  /** The checkboxes of one id-list filter, one a line. */
  const checks = (
    key: 'categoryId' | 'locationId' | 'tagId',
    choices: { value: number; label: string }[],
  ) => (
    <Checkbox.Group
      style={{ display: 'flex', flexDirection: 'column' }}
      value={value[key]}
      onChange={(list) => set({ [key]: list as number[] })}
      options={choices}
    />
  );
  const shownTags = allTags ? tags : tags.slice(0, INITIAL_TAGS);

  return (
    <div aria-label="Event filters" role="search" style={{ padding: 16 }}>
      <Group title="Keyword">
        <SearchBox label="Search events" placeholder="Search events" value={keyword} onChange={setKeyword} />
      </Group>
      <Group title="Show">
        <Checkbox.Group
          value={value.listing}
          onChange={(list) => set({ listing: list as TListing[] })}
          options={[
            { value: 'events', label: 'Events' },
            { value: 'cpd', label: 'CPD' },
          ]}
        />
      </Group>
      <Group title="Date">
        <Space orientation="vertical" style={{ width: '100%' }}>
          <LazySelect
            aria-label="When"
            placeholder="Any time"
            allowClear
            style={{ width: '100%' }}
            value={
              when.find((w) => w.startDateFrom === value.startDateFrom && w.startDateTo === value.startDateTo)
                ?.id
            }
            options={when.map((w) => ({ value: w.id, label: w.label }))}
            onChange={(id?: string) => {
              const chosen = when.find((w) => w.id === id);
              set({ startDateFrom: chosen?.startDateFrom ?? null, startDateTo: chosen?.startDateTo ?? null });
            }}
          />
          <LazyRangePicker
            aria-label="Date range"
            format={PICKER_FORMATS.day}
            value={[
              value.startDateFrom ? dayjs(value.startDateFrom) : null,
              value.startDateTo ? dayjs(value.startDateTo) : null,
            ]}
            onChange={(range) =>
              set({
                startDateFrom: range?.[0] ? toIsoDay(range[0]) : null,
                startDateTo: range?.[1] ? toIsoDay(range[1]) : null,
              })
            }
          />
        </Space>
      </Group>
      <Group title="Type">
        <LazySelect
          aria-label="Type"
          placeholder="All types"
          allowClear
          style={{ width: '100%' }}
          value={value.typeId ?? undefined}
          options={options(types)}
          onChange={(typeId?: number) => set({ typeId: typeId ?? null })}
        />
      </Group>
      <Group title="Categories">{checks('categoryId', options(categories))}</Group>
      <Group title="Locations">{checks('locationId', options(locations))}</Group>
      <Group title="Tags">
        {checks(
          'tagId',
          shownTags.map((t) => ({ value: t.id, label: t.label })),
        )}
        {tags.length > INITIAL_TAGS && (
          <Button type="link" style={{ padding: 0 }} onClick={() => setAllTags(!allTags)}>
            {allTags ? 'Show less tags' : 'See all tags'}
          </Button>
        )}
      </Group>
      <Button
        onClick={() => {
          setKeyword('');
          onChange(EMPTY_FILTERS);
        }}
      >
        Clear filters
      </Button>
    </div>
  );
}

/**
 * How many filters are set, for the phone's Filters button (issue 18): the keyword, the type and the date
 * range count one each, every chosen category, location, tag and listing option one.
 */
export function activeEventFilterCount(value: EventFilterValue): number {
  return (
    (value.keyword.trim() ? 1 : 0) +
    (value.typeId !== null ? 1 : 0) +
    (value.startDateFrom || value.startDateTo ? 1 : 0) +
    value.categoryId.length +
    value.locationId.length +
    value.tagId.length +
    value.listing.length
  );
}
