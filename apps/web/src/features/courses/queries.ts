/**
 * Course calls (spec 002 §7 "Courses and CPD"; contracts `courses`): the member's enrolments
 * (`POST /api/user/enrolment/list`), unenrol (`POST /api/user/enrolment/unenrol`), enrol
 * (`POST /api/user/enrolment/enrol`) and the tenant's catalogue (`GET /api/courses`). Enrolling or leaving
 * refreshes the enrolments and the catalogue (002 §4: unenrol then reloads the list).
 */
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type {
  TCourse,
  TCoursesResponse,
  TEnrolment,
  TEnrolmentStatus,
  TEnrolmentListResponse,
  TEnrolResponse,
  ZCoursesQuery,
} from '@portal/contracts';
import type { z } from 'zod';
import { generalApi } from '../../api/general-client';
import { useAccount } from '../../session/session-queries';

/** The catalogue query as sent: keyword, category, 1-based page, size. */
export type CoursesQuery = z.output<typeof ZCoursesQuery>;

/** Query key factory of courses. */
export const courseKeys = {
  all: ['courses'] as const,
  enrolments: (status: TEnrolmentStatus | null) => ['courses', 'enrolments', status] as const,
  catalogue: (query: CoursesQuery) => ['courses', 'catalogue', query] as const,
};

/** The signed-in member's id, sent as the spec's `userId` (the server answers for the caller without it). */
function useUserId(): string | undefined {
  return useAccount().data?.id;
}

/** `POST /api/user/enrolment/list` (userId, status): the member's enrolments of `status`, newest first. */
export function useEnrolments(status: TEnrolmentStatus | null) {
  const userId = useUserId();
  return useQuery({
    queryKey: courseKeys.enrolments(status),
    queryFn: async ({ signal }) =>
      (
        await generalApi.post<TEnrolmentListResponse>(
          'api/user/enrolment/list',
          { userId, status },
          { signal },
        )
      ).enrolments,
  });
}

/** `GET /api/courses` (keyword, category, page, size): one page of the tenant's catalogue. */
export function useCourses(query: CoursesQuery) {
  return useQuery({
    queryKey: courseKeys.catalogue(query),
    queryFn: ({ signal }) =>
      generalApi.get<TCoursesResponse>('api/courses', {
        signal,
        query: { ...query, keyword: query.keyword || undefined, category: query.category || undefined },
      }),
    placeholderData: keepPreviousData,
  });
}

/** `POST /api/user/enrolment/unenrol` (userId, courseId, courseCode); refreshes enrolments and catalogue. */
export function useUnenrol() {
  const userId = useUserId();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (enrolment: TEnrolment) =>
      generalApi.post<{ success: true }>('api/user/enrolment/unenrol', {
        userId,
        courseId: enrolment.course.courseId,
        courseCode: enrolment.courseCode,
      }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: courseKeys.all }),
  });
}

/** `POST /api/user/enrolment/enrol` (userId, courseId); refreshes enrolments and catalogue. */
export function useEnrol() {
  const userId = useUserId();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (course: TCourse) =>
      generalApi.post<TEnrolResponse>('api/user/enrolment/enrol', { userId, courseId: course.courseId }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: courseKeys.all }),
  });
}
