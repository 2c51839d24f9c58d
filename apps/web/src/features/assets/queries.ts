/**
 * Folder and asset queries and calls of a community (spec 001 §7 Assets and folders; docs/api-meetings.md).
 */
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { TFoldersResponse } from '@portal/contracts';
import { communityApi } from '../../api/community-client';
import { communityRootKeys } from '../../shared/community-queries';

/** Query keys of folders and assets (under {@link communityRootKeys}). */
export const assetKeys = {
  folders: (communityId: string) => [...communityRootKeys.all, 'folders', communityId] as const,
};

const enc = encodeURIComponent;

/** `GET api/v1/community/{id}/folder`: folders with their items, and what the caller may manage. */
export function useFolders(communityId: string) {
  return useQuery({
    queryKey: assetKeys.folders(communityId),
    queryFn: ({ signal }) =>
      communityApi.get<TFoldersResponse>(`api/v1/community/${enc(communityId)}/folder`, { signal }),
  });
}

/** Name and description of a folder or an item (the modals' fields). */
export interface AssetNaming {
  name: string;
  description?: string;
}

/** Refreshes the folders of a community. */
function useInvalidateFolders(communityId: string) {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: assetKeys.folders(communityId) });
}

/** `PUT api/v1/community/{id}/folder/reorder` `{ id, newOrder }` (1-based); refreshes the folders. */
export function useReorderFolderMutation(communityId: string) {
  const invalidate = useInvalidateFolders(communityId);
  return useMutation({
    mutationFn: ({ folderId, newOrder }: { folderId: string; newOrder: number }) =>
      communityApi.put(`api/v1/community/${enc(communityId)}/folder/reorder`, { id: folderId, newOrder }),
    onSuccess: () => invalidate(),
  });
}

/**
 * `POST api/v1/community/{id}/folder` (new) or `PUT .../folder/{fid}` (rename); refreshes the folders in the
 * background.
 */
export function useSaveFolderMutation(communityId: string) {
  const invalidate = useInvalidateFolders(communityId);
  return useMutation({
    mutationFn: ({ folderId, body }: { folderId?: string; body: AssetNaming }) =>
      folderId
        ? communityApi.put(`api/v1/community/${enc(communityId)}/folder/${enc(folderId)}`, body)
        : communityApi.post(`api/v1/community/${enc(communityId)}/folder`, body),
    onSuccess: () => void invalidate(),
  });
}

/** `DELETE api/v1/community/{id}/folder/{fid}` (with its items); refreshes the folders. */
export function useDeleteFolderMutation(communityId: string) {
  const invalidate = useInvalidateFolders(communityId);
  return useMutation({
    mutationFn: (folderId: string) =>
      communityApi.delete(`api/v1/community/${enc(communityId)}/folder/${enc(folderId)}`),
    onSuccess: () => invalidate(),
  });
}

/** `POST api/v1/community/{id}/folder/{fid}/asset` (multipart: type, name, description, link or file). */
export function useAddAssetMutation(communityId: string) {
  const invalidate = useInvalidateFolders(communityId);
  return useMutation({
    mutationFn: ({ folderId, form }: { folderId: string; form: FormData }) =>
      communityApi.post(`api/v1/community/${enc(communityId)}/folder/${enc(folderId)}/asset`, form),
    onSuccess: () => void invalidate(),
  });
}

/** `PUT api/v1/community/{id}/folder/{fid}/asset/{aid}` `{ name, description }`; refreshes in the background. */
export function useRenameAssetMutation(communityId: string) {
  const invalidate = useInvalidateFolders(communityId);
  return useMutation({
    mutationFn: ({ folderId, assetId, body }: { folderId: string; assetId: string; body: AssetNaming }) =>
      communityApi.put(
        `api/v1/community/${enc(communityId)}/folder/${enc(folderId)}/asset/${enc(assetId)}`,
        body,
      ),
    onSuccess: () => void invalidate(),
  });
}

/** `DELETE api/v1/community/{id}/folder/{fid}/asset?id={aid}`; refreshes the folders. */
export function useDeleteAssetMutation(communityId: string) {
  const invalidate = useInvalidateFolders(communityId);
  return useMutation({
    mutationFn: ({ folderId, assetId }: { folderId: string; assetId: string }) =>
      communityApi.delete(`api/v1/community/${enc(communityId)}/folder/${enc(folderId)}/asset`, {
        query: { id: assetId },
      }),
    onSuccess: () => invalidate(),
  });
}

/**
 * `GET .../folder/{fid}/asset/{aid}/download` with the token, as a Blob to save; the server records the
 * engagement event (docs/api-meetings.md). A one-off read, not cached.
 */
export function downloadAsset(communityId: string, folderId: string, assetId: string): Promise<Blob> {
  return communityApi.get<Blob>(
    `api/v1/community/${enc(communityId)}/folder/${enc(folderId)}/asset/${enc(assetId)}/download`,
    { responseType: 'blob' },
  );
}
