/**
 * Attendance calls (issue 15 "CPD from attendance"; contracts `attendance`): the check-in list of an event
 * (`GET /api/admin/events/{id}/attendance`), check-in by ticket or QR code (`POST …/checkin`), un-check
 * (`DELETE …/checkin/{ticketId}`), and the QR code value of the member's own ticket
 * (`GET /api/ticket/{id}/checkin-code`). Check-in changes refresh the list.
 */
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type {
  TAttendanceListResponse,
  TCheckInBody,
  TCheckInCodeResponse,
  TCheckInResponse,
  ZAttendanceQuery,
} from '@portal/contracts';
import type { z } from 'zod';
import { generalApi } from '../../api/general-client';

/** The list query as sent: keyword, checkedIn filter, 1-based page, size. */
export type AttendanceQuery = z.output<typeof ZAttendanceQuery>;

/** Query key factory of attendance. */
export const attendanceKeys = {
  event: (eventId: string) => ['attendance', eventId] as const,
  list: (eventId: string, query: AttendanceQuery) => ['attendance', eventId, query] as const,
  code: (ticketId: number) => ['attendance', 'code', ticketId] as const,
};

/** `GET /api/admin/events/{id}/attendance`: one page of the event's active tickets with check-in state. */
export function useAttendance(eventId: string, query: AttendanceQuery) {
  return useQuery({
    queryKey: attendanceKeys.list(eventId, query),
    queryFn: ({ signal }) =>
      generalApi.get<TAttendanceListResponse>(`api/admin/events/${encodeURIComponent(eventId)}/attendance`, {
        signal,
        query: { ...query, keyword: query.keyword || undefined },
      }),
    placeholderData: keepPreviousData,
  });
}

/** Check-in (`POST …/checkin` with a ticket id or QR code) and un-check (`DELETE …/checkin/{ticketId}`). */
export function useCheckIn(eventId: string) {
  const queryClient = useQueryClient();
  const path = `api/admin/events/${encodeURIComponent(eventId)}/checkin`;
  const onSettled = () => queryClient.invalidateQueries({ queryKey: attendanceKeys.event(eventId) });
  return {
    checkIn: useMutation({
      mutationFn: (body: TCheckInBody) => generalApi.post<TCheckInResponse>(path, body),
      onSettled,
    }),
    uncheck: useMutation({
      mutationFn: (ticketId: number) => generalApi.delete<TCheckInResponse>(`${path}/${ticketId}`),
      onSettled,
    }),
  };
}

/** `GET /api/ticket/{id}/checkin-code`: the QR code value of the member's own active ticket. */
export function useCheckInCode(ticketId: number, isEnabled = true) {
  return useQuery({
    queryKey: attendanceKeys.code(ticketId),
    enabled: isEnabled,
    retry: false,
    staleTime: Infinity,
    queryFn: async ({ signal }) =>
      (await generalApi.get<TCheckInCodeResponse>(`api/ticket/${ticketId}/checkin-code`, { signal })).code,
  });
}
