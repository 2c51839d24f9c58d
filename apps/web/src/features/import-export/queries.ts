/**
 * The member import's calls (issue 39 point 1; docs/import-export.md): the mappings (`GET|POST
 * api/admin/import/mappings`), and the file's preview, dry run and import (multipart: `file`, `columns`).
 */
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  IMPORT_COLUMNS_FIELD,
  type TImportColumns,
  type TImportMappingsResponse,
  type TImportPreview,
  type TImportReport,
  type TSaveImportMappingBody,
} from '@portal/contracts';
import { generalApi } from '../../api/general-client';

const importKeys = { mappings: ['import-mappings'] as const };

/** The shipped and saved mappings. */
export function useImportMappings() {
  return useQuery({
    queryKey: importKeys.mappings,
    queryFn: ({ signal }) => generalApi.get<TImportMappingsResponse>('api/admin/import/mappings', { signal }),
  });
}

/**
 * Reads the mappings already loaded, at call time (the upload control may call a handler of an earlier
 * render, whose `data` was still empty).
 */
export function useLoadedMappings() {
  const queryClient = useQueryClient();
  return () => queryClient.getQueryData<TImportMappingsResponse>(importKeys.mappings)?.data ?? [];
}

/** Saves a mapping by name, then reloads the list. */
export function useSaveImportMapping() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: TSaveImportMappingBody) => generalApi.post<unknown>('api/admin/import/mappings', body),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: importKeys.mappings }),
  });
}

function fileForm(file: File, columns?: TImportColumns): FormData {
  const form = new FormData();
  if (columns) form.append(IMPORT_COLUMNS_FIELD, JSON.stringify(columns));
  form.append('file', file);
  return form;
}

/** The file's headers, sample and suggested mapping. */
export function usePreviewImport() {
  return useMutation({
    mutationFn: (file: File) => generalApi.post<TImportPreview>('api/admin/import/preview', fileForm(file)),
  });
}

/** The dry run (`dryRun`) or the import of a file with a mapping's columns. */
export function useImportFile() {
  return useMutation({
    mutationFn: ({ file, columns, dryRun }: { file: File; columns: TImportColumns; dryRun: boolean }) =>
      generalApi.post<TImportReport>(
        dryRun ? 'api/admin/import/dry-run' : 'api/admin/import',
        fileForm(file, columns),
      ),
  });
}
