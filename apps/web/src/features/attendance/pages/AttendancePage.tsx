/**
 * /admin/events/{id}/attendance (issue 15 "CPD from attendance"): event administrators mark who attended —
 * by the ticket's QR code, or from the list with a name search and a checked-in filter. Checking in an
 * attendee of a CPD event credits the event's CPD hours (to the substitute when one is nominated);
 * un-checking removes the credit. The keyword, filter and page live in the URL.
 */
import { useEffect, useState } from 'react';
import { Card, Flex, Input, Segmented, Statistic, Tag, Typography } from 'antd';
import { useApp } from '../../../shared/app-feedback';
import { ArrowLeftOutlined } from '@ant-design/icons';
import { Link, useParams, useSearchParams } from 'react-router';
import { z } from 'zod';
import { ATTENDANCE_LIMITS, ATTENDANCE_MESSAGES, type TAttendee } from '@portal/contracts';
import { errorMessage } from '../../../api/api-error';
import { ExportButtons } from '../../../shared/components/ExportButtons';
import { LoadError } from '../../../shared/components/LoadError';
import { parseSearchParams, zTextParam, ZListSearchParams } from '../../../shared/search-params';
import { useDebouncedValue } from '../../../shared/use-debounced-value';
import { AttendeesTable } from '../components/AttendeesTable';
import { QrCheckInForm } from '../components/QrCheckInForm';
import { useAttendance, useCheckIn } from '../queries';

const FILTERS = ['all', 'in', 'out'] as const;
/** The list's URL state: page, keyword and the checked-in filter (all, in, out). */
export const ZAttendanceSearchParams = ZListSearchParams.extend({
  keyword: zTextParam,
  filter: z.enum(FILTERS).catch('all'),
});

/** Renders the check-in page. */
export default function AttendancePage() {
  const eventId = useParams().id ?? '';
  const { message } = useApp();
  const [params, setParams] = useSearchParams();
  const search = parseSearchParams(ZAttendanceSearchParams, params);
  const [keyword, setKeyword] = useState(search.keyword);
  const debounced = useDebouncedValue(keyword, 500);
  const update = (next: Partial<z.infer<typeof ZAttendanceSearchParams>>) => {
    const merged = { ...search, page: 1, ...next };
    const out = new URLSearchParams();
    if (merged.keyword) out.set('keyword', merged.keyword);
    if (merged.filter !== 'all') out.set('filter', merged.filter);
    if (merged.page > 1) out.set('page', String(merged.page));
    setParams(out, { replace: true });
  };
  useEffect(() => {
    if (debounced !== search.keyword) update({ keyword: debounced });
    // Only a settled keyword writes the URL.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [debounced]);

  const list = useAttendance(eventId, {
    keyword: search.keyword,
    checkedIn: search.filter === 'all' ? undefined : search.filter === 'in' ? 'true' : 'false',
    page: search.page,
    size: ATTENDANCE_LIMITS.pageSize,
  });
  const { checkIn, uncheck } = useCheckIn(eventId);
  const [busyTicketId, setBusyTicketId] = useState<number | null>(null);

  const checkInCode = async (code: string) => {
    try {
      const { attendee } = await checkIn.mutateAsync({ code });
      void message.success(ATTENDANCE_MESSAGES.checkedIn(attendee.attendeeName));
    } catch (error) {
      void message.error(errorMessage(error, ATTENDANCE_MESSAGES.checkInFailed));
    }
  };
  const toggle = async (attendee: TAttendee, isCheckedIn: boolean) => {
    setBusyTicketId(attendee.ticketId);
    try {
      if (isCheckedIn) await checkIn.mutateAsync({ ticketId: attendee.ticketId });
      else await uncheck.mutateAsync(attendee.ticketId);
      void message.success(
        isCheckedIn
          ? ATTENDANCE_MESSAGES.checkedIn(attendee.attendeeName)
          : ATTENDANCE_MESSAGES.unchecked(attendee.attendeeName),
      );
    } catch (error) {
      void message.error(errorMessage(error, ATTENDANCE_MESSAGES.checkInFailed));
    } finally {
      setBusyTicketId(null);
    }
  };

  if (list.isLoadingError && !list.data) {
    return <LoadError message={ATTENDANCE_MESSAGES.loadFailed} onRetry={() => void list.refetch()} />;
  }
  const data = list.data;
  return (
    <>
      <Link to="/admin/events">
        <ArrowLeftOutlined /> Events
      </Link>
      <Typography.Title level={1} style={{ fontSize: 26, marginTop: 8 }}>
        Attendance{data ? `: ${data.event.title}` : ''}
      </Typography.Title>
      <Flex gap={16} wrap style={{ marginBottom: 16 }}>
        <Card size="small" style={{ minWidth: 200 }}>
          <Statistic
            title="Checked in"
            value={data?.checkedInCount ?? 0}
            suffix={`/ ${data?.ticketCount ?? 0}`}
            loading={!data}
          />
        </Card>
        <Card size="small" style={{ flex: '1 1 360px' }}>
          <Typography.Paragraph style={{ marginBottom: 8 }}>
            {data?.event.isCpd ? (
              <>
                <Tag color="green">CPD event</Tag>
                Checking someone in credits {data.event.cpdHours ?? 0} CPD{' '}
                {data.event.cpdHours === 1 ? 'hour' : 'hours'} to them; unchecking removes it.
              </>
            ) : (
              'This event carries no CPD hours.'
            )}
          </Typography.Paragraph>
          <QrCheckInForm isChecking={checkIn.isPending && busyTicketId === null} onCheckIn={checkInCode} />
        </Card>
      </Flex>
      <Flex gap={12} wrap style={{ marginBottom: 12 }}>
        <Input.Search
          allowClear
          aria-label="Search attendees"
          placeholder="Search by name, e-mail or ticket number"
          value={keyword}
          onChange={(event) => setKeyword(event.target.value)}
          onSearch={(value) => update({ keyword: value })}
          style={{ flex: '1 1 280px', maxWidth: 420 }}
        />
        <Segmented<(typeof FILTERS)[number]>
          aria-label="Show"
          value={search.filter}
          onChange={(value) => update({ filter: value })}
          options={[
            { value: 'all', label: 'All' },
            { value: 'in', label: 'Checked in' },
            { value: 'out', label: 'Not checked in' },
          ]}
        />
        <ExportButtons
          path={`api/admin/events/${encodeURIComponent(eventId)}/attendance/export`}
          query={{
            keyword: search.keyword || undefined,
            checkedIn: search.filter === 'all' ? undefined : search.filter === 'in' ? 'true' : 'false',
          }}
          fileName={`event-${eventId}-attendees`}
        />
      </Flex>
      <AttendeesTable
        attendees={data?.attendees ?? []}
        isLoading={list.isFetching && !data}
        busyTicketId={busyTicketId}
        onToggle={(attendee, isCheckedIn) => void toggle(attendee, isCheckedIn)}
        pagination={{
          current: search.page,
          pageSize: ATTENDANCE_LIMITS.pageSize,
          total: data?.totalItems ?? 0,
          onChange: (page) => update({ page }),
        }}
      />
    </>
  );
}
