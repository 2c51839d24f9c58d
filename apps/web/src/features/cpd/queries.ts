/**
 * CPD calls (spec 002 §7 "Courses and CPD"): the current period for the dashboard, every period with its
 * records for the tracker, certificate and summary documents, evidence downloads, and the member's own
 * activities (create, edit, delete). Mutations refresh the periods and the dashboard summary.
 */
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  cpdCertificateFileName,
  cpdSummaryFileName,
  type TCpdNewResponse,
  type TCpdPrintviewResponse,
  type TCpdRecord,
  type TCpdRecordForm,
  type TCpdRecordResponse,
  type TUserCpdsResponse,
} from '@portal/contracts';
import { generalApi } from '../../api/general-client';
import type { DocumentSource } from './components/DocumentActions';

/** Query key factory of CPD. */
export const cpdKeys = {
  all: ['cpd'] as const,
  summary: () => ['cpd', 'summary'] as const,
  periods: () => ['cpd', 'periods'] as const,
  record: (cpdId: string) => ['cpd', 'record', cpdId] as const,
};

/** CPD summary for the dashboard (spec 002 §3): minimumRequiredHours, completedTotalHours. */
export interface CpdSummary {
  minimumRequiredHours: number | null;
  completedTotalHours: number;
}

/**
 * The options of the dashboard's CPD summary query, `GET api/user/cpd/period/current` (data.periods): the
 * current period's hours; failures are only logged (the card shows 0 hours). Shared by {@link useCpdSummary}
 * and the dashboard's prefetch (app/pages/HomeRoutePage.tsx).
 */
export function cpdSummaryQuery() {
  return queryOptions({
    queryKey: cpdKeys.summary(),
    retry: false,
    queryFn: async ({ signal }): Promise<CpdSummary> => {
      try {
        const answer = await generalApi.get<{ data?: { periods?: Partial<CpdSummary>[] } }>(
          'api/user/cpd/period/current',
          { signal },
        );
        const period = answer?.data?.periods?.[0];
        return {
          minimumRequiredHours: period?.minimumRequiredHours ?? null,
          completedTotalHours: period?.completedTotalHours ?? 0,
        };
      } catch (error) {
        // A cancelled request (the member left the page) is no failure: React Query drops it silently.
        if (signal.aborted) throw error;
        console.error('CPD fetch failed', error);
        return { minimumRequiredHours: null, completedTotalHours: 0 };
      }
    },
  });
}

/** The dashboard's CPD summary ({@link cpdSummaryQuery}), fetched only when `isEnabled`. */
export function useCpdSummary(isEnabled: boolean) {
  return useQuery({ ...cpdSummaryQuery(), enabled: isEnabled });
}

/** `GET api/user/cpds`: every CPD period of the member with its records, newest period first. */
export function useCpdPeriods() {
  return useQuery({
    queryKey: cpdKeys.periods(),
    queryFn: async ({ signal }) =>
      (await generalApi.get<TUserCpdsResponse>('api/user/cpds', { signal })).data.periods,
  });
}

/**
 * The certificate of one record: `GET api/cpd/{id}/printview` and `/download`, saved under the certificate's
 * number (its verification code, as the server names it).
 */
export function certificateSource(record: Pick<TCpdRecord, 'cpdId' | 'verificationCode'>): DocumentSource {
  const { cpdId } = record;
  return {
    previewUrl: async () =>
      (await generalApi.get<TCpdPrintviewResponse>(`api/cpd/${cpdId}/printview`)).previewUrl,
    download: () => generalApi.get<Blob>(`api/cpd/${cpdId}/download`, { responseType: 'blob' }),
    fileName: cpdCertificateFileName(record),
  };
}

/** The summary of one period: `GET api/cpd/period/{id}/printview` and `/download`. */
export function summarySource(periodId: string, label: string): DocumentSource {
  return {
    previewUrl: async () =>
      (await generalApi.get<TCpdPrintviewResponse>(`api/cpd/period/${periodId}/printview`)).previewUrl,
    download: () => generalApi.get<Blob>(`api/cpd/period/${periodId}/download`, { responseType: 'blob' }),
    fileName: cpdSummaryFileName(label),
  };
}

/** `GET api/user/cpd/attachment/{id}/download`: one evidence file of the member's own record. */
export function downloadAttachment(attachmentId: string): Promise<Blob> {
  return generalApi.get<Blob>(`api/user/cpd/attachment/${attachmentId}/download`, { responseType: 'blob' });
}

/** Deletes one of the member's own self-logged records, then refreshes the periods and the summary. */
export function useDeleteCpdRecord() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (cpdId: string) => generalApi.delete<unknown>(`api/user/cpd/${cpdId}`),
    onSettled: () => queryClient.invalidateQueries({ queryKey: cpdKeys.all }),
  });
}

/** `GET api/cpd/new`: the URL of the create-entry form (ours: an app path). */
export async function newCpdEntryUrl(): Promise<string> {
  return (await generalApi.get<TCpdNewResponse>('api/cpd/new')).url;
}

/** `GET api/user/cpd/{id}`: one of the member's own records, for the edit form. */
export function useCpdRecord(cpdId: string | undefined) {
  return useQuery({
    queryKey: cpdKeys.record(cpdId ?? ''),
    enabled: !!cpdId,
    retry: false,
    queryFn: async ({ signal }) =>
      (
        await generalApi.get<TCpdRecordResponse>(`api/user/cpd/${encodeURIComponent(cpdId ?? '')}`, {
          signal,
        })
      ).data,
  });
}

/** What the activity form saves: its fields, new evidence files and, when editing, the removed files' ids. */
export interface CpdActivityInput {
  fields: TCpdRecordForm;
  files: File[];
  removeAttachmentIds: string[];
}

/** The multipart body of create and edit: the fields, `files`, and repeated `removeAttachmentIds`. */
function activityFormData({ fields, files, removeAttachmentIds }: CpdActivityInput): FormData {
  const form = new FormData();
  for (const [key, value] of Object.entries(fields)) {
    if (value !== null && value !== undefined && value !== '') form.append(key, String(value));
  }
  for (const file of files) form.append('files', file);
  for (const id of removeAttachmentIds) form.append('removeAttachmentIds', id);
  return form;
}

/**
 * Creates (`POST api/user/cpd`) or edits (`PUT api/user/cpd/{id}`) one of the member's own activities, then
 * refreshes the periods and the dashboard summary.
 */
export function useSaveCpdRecord(cpdId: string | undefined) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (input: CpdActivityInput) =>
      (cpdId
        ? await generalApi.put<TCpdRecordResponse>(
            `api/user/cpd/${encodeURIComponent(cpdId)}`,
            activityFormData(input),
          )
        : await generalApi.post<TCpdRecordResponse>('api/user/cpd', activityFormData(input))
      ).data,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: cpdKeys.all }),
  });
}
