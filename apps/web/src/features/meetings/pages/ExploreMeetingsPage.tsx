/**
 * /meetings/explore (spec 001 §2 "Explore meetings"): sidebar filters — community, meeting type (All, My
 * upcoming meetings, Past meetings), meeting status (multi-select over No response, Going, Can't go; all
 * selected shows the chip 'All: Statuses'; 'Clear all' resets communities and statuses) — and a list
 * with a count header, a date-range picker and infinite scroll (10 at a time). Filters debounced 400 ms.
 */
import { useMemo, useState } from 'react';
import { Checkbox, Col, DatePicker, Empty, Flex, Radio, Row, Select, Skeleton, Tag } from 'antd';
import type { Dayjs } from 'dayjs';
import { MEETING_LIMITS, MEETING_MESSAGES, type TRsvpStatus } from '@portal/contracts';
import { useExploreMeetings, useMeetingPreference } from '../queries';
import { InfiniteSentinel } from '../../../shared/components/InfiniteSentinel';
import { MeetingCard } from '../components/MeetingCard';
import { useDebouncedValue } from '../../../shared/use-debounced-value';
import { LoadError } from '../../../shared/components/LoadError';
import { ExploreHeader, FilterGroup } from '../../../shared/components/ExploreParts';
import { FiltersPanel } from '../../../shared/components/FiltersPanel';
import { noItemsYet } from '../../../shared/count-label';
import { useTranslation } from 'react-i18next';
import { PICKER_FORMATS } from '../../../shared/format';

const STATUS_OPTIONS: { value: TRsvpStatus; label: string }[] = [
  { value: 0, label: 'No response' },
  { value: 1, label: 'Going' },
  { value: 2, label: "Can't go" },
];
type MeetingType = 'all' | 'upcoming' | 'past';

/** The explore meetings page. */
export default function ExploreMeetingsPage() {
  const preference = useMeetingPreference();
  const { t } = useTranslation();
  const [communityIds, setCommunityIds] = useState<string[]>([]);
  const [type, setType] = useState<MeetingType>('all');
  const [statuses, setStatuses] = useState<TRsvpStatus[]>([]);
  const [range, setRange] = useState<[Dayjs | null, Dayjs | null] | null>(null);
  const [shown, setShown] = useState<number>(MEETING_LIMITS.exploreUiPageSize);

  // One object per filter change: a fresh literal each render restarted the debounce timer and re-rendered
  // the page every exploreDebounceMs for as long as it was open (issue 18 "speed").
  const filterBody = useMemo(
    () => ({
      communitiesIds: communityIds.length ? communityIds : undefined,
      statuses: type === 'upcoming' ? ([1] as TRsvpStatus[]) : statuses.length ? statuses : undefined,
      showUpcoming: type === 'upcoming' || undefined,
      showPast: type === 'past' || undefined,
      startDate: range?.[0]?.startOf('day').toISOString(),
      endDate: range?.[1]?.endOf('day').toISOString(),
    }),
    [communityIds, type, statuses, range],
  );
  const body = useDebouncedValue(filterBody, MEETING_LIMITS.exploreDebounceMs);
  const meetings = useExploreMeetings(body);
  const names = useMemo(
    () => new Map((preference.data?.communities ?? []).map((c) => [c.id, c.name])),
    [preference.data],
  );
  const all = meetings.data?.meets ?? [];
  const allStatuses = statuses.length === STATUS_OPTIONS.length;

  return (
    <Row gutter={[24, 24]}>
      <Col xs={24} md={7}>
        <FiltersPanel
          activeCount={communityIds.length + (type === 'all' ? 0 : 1) + statuses.length}
          collapseBelow="md"
          title="Meeting filters"
        >
          <Flex vertical gap={16}>
            <FilterGroup title={t('words.meetingFilter')}>
              <Select
                mode="multiple"
                aria-label={t('words.meetingFilter')}
                placeholder={t('words.allCommunities')}
                style={{ width: '100%' }}
                value={communityIds}
                onChange={(ids) => {
                  setCommunityIds(ids);
                  setShown(MEETING_LIMITS.exploreUiPageSize);
                }}
                optionFilterProp="label"
                options={(preference.data?.communities ?? []).map((c) => ({ value: c.id, label: c.name }))}
              />
            </FilterGroup>
            <FilterGroup title="Meeting type">
              <Radio.Group
                aria-label="Meeting type"
                value={type}
                onChange={(e) => setType(e.target.value as MeetingType)}
                style={{ display: 'flex', flexDirection: 'column', gap: 4 }}
                options={[
                  { value: 'all', label: 'All' },
                  { value: 'upcoming', label: 'My upcoming meetings' },
                  { value: 'past', label: 'Past meetings' },
                ]}
              />
            </FilterGroup>
            <FilterGroup title="Meeting status">
              <Checkbox.Group
                aria-label="Meeting status"
                value={statuses}
                onChange={(v) => setStatuses(v as TRsvpStatus[])}
                style={{ display: 'flex', flexDirection: 'column', gap: 4 }}
                options={STATUS_OPTIONS}
                disabled={type === 'upcoming'}
              />
            </FilterGroup>
          </Flex>
        </FiltersPanel>
      </Col>
      <Col xs={24} md={17}>
        <Flex vertical gap={16}>
          <ExploreHeader
            title={`Explore meetings ${meetings.data ? `(${meetings.data.totalItemCount})` : ''}`}
          >
            <DatePicker.RangePicker
              aria-label="Date range"
              format={PICKER_FORMATS.communityDay}
              value={range}
              onChange={(v) => setRange(v as [Dayjs | null, Dayjs | null] | null)}
            />
          </ExploreHeader>
          {communityIds.length || statuses.length ? (
            <Flex wrap gap={4}>
              {communityIds.map((id) => (
                <Tag key={id} closable onClose={() => setCommunityIds((ids) => ids.filter((x) => x !== id))}>
                  {names.get(id) ?? id}
                </Tag>
              ))}
              {allStatuses ? (
                <Tag closable onClose={() => setStatuses([])}>
                  All: Statuses
                </Tag>
              ) : (
                statuses.map((s) => (
                  <Tag key={s} closable onClose={() => setStatuses((list) => list.filter((x) => x !== s))}>
                    {STATUS_OPTIONS[s].label}
                  </Tag>
                ))
              )}
              <Tag.CheckableTag
                checked={false}
                onChange={() => {
                  setCommunityIds([]);
                  setStatuses([]);
                }}
              >
                Clear all
              </Tag.CheckableTag>
            </Flex>
          ) : null}
          {meetings.isPending ? (
            <Skeleton active paragraph={{ rows: 8 }} />
          ) : meetings.isLoadingError ? (
            <LoadError message={MEETING_MESSAGES.loadFailed} onRetry={() => meetings.refetch()} />
          ) : all.length === 0 ? (
            <Empty description={noItemsYet('meeting')} />
          ) : (
            <>
              {all.slice(0, shown).map((item) => (
                <MeetingCard
                  key={item.meet.id}
                  meeting={item.meet}
                  status={item.status}
                  isFavorite={item.isFavorite}
                />
              ))}
              <InfiniteSentinel
                hasMore={shown < all.length}
                loading={false}
                onMore={() => setShown((n) => n + MEETING_LIMITS.exploreUiPageSize)}
              />
            </>
          )}
        </Flex>
      </Col>
    </Row>
  );
}
