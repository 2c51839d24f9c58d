/**
 * Audit log queries (issue 39 point 3, docs/audit-log.md): `GET /api/admin/audit` with the screen's filters
 * (kept in the URL), newest first, paged on the server.
 */
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { TAuditPage, TAuditSettings } from '@portal/contracts';
import { generalApi } from '../../api/general-client';

/** The filters and page of the audit screen (empty strings: no filter). */
export interface AuditFilters {
  actorId: string;
  action: string;
  targetType: string;
  targetId: string;
  from: string;
  to: string;
  page: number;
  pageSize: number;
}

/** Query keys of the audit log. */
export const auditKeys = {
  all: ['audit'] as const,
  list: (filters: AuditFilters) => [...auditKeys.all, 'list', filters] as const,
};

/** One page of the audit log for `filters`; keeps the previous page while the next loads. */
export function useAuditLog(filters: AuditFilters) {
  return useQuery({
    queryKey: auditKeys.list(filters),
    queryFn: ({ signal }) =>
      generalApi.get<TAuditPage>('api/admin/audit', {
        signal,
        query: {
          actorId: filters.actorId || undefined,
          action: filters.action || undefined,
          targetType: filters.targetType || undefined,
          targetId: filters.targetId || undefined,
          from: filters.from || undefined,
          to: filters.to || undefined,
          page: filters.page,
          pageSize: filters.pageSize,
        },
      }),
    placeholderData: keepPreviousData,
  });
}

/** `GET /api/admin/audit/settings`: the tenant's retention in days. */
export function useAuditSettings() {
  return useQuery({
    queryKey: [...auditKeys.all, 'settings'] as const,
    queryFn: ({ signal }) => generalApi.get<TAuditSettings>('api/admin/audit/settings', { signal }),
  });
}

/** `PUT /api/admin/audit/settings`: sets the retention; refreshes the settings and the log (it records it). */
export function useSaveAuditSettings() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (input: TAuditSettings) => generalApi.put<TAuditSettings>('api/admin/audit/settings', input),
    onSuccess: () => client.invalidateQueries({ queryKey: auditKeys.all }),
  });
}
