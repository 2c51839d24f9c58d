/**
 * Folder and asset queries and calls of a community (spec 001 §7 Assets and folders; docs/api-meetings.md).
 */
import { useQuery } from '@tanstack/react-query';
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

/** Folder and asset calls (spec 001 §7 Assets and folders). */
export const assetCalls = {
  createFolder: (cid: string, body: { name: string; description?: string }) =>
    communityApi.post(`api/v1/community/${enc(cid)}/folder`, body),
  renameFolder: (cid: string, fid: string, body: { name: string; description?: string }) =>
    communityApi.put(`api/v1/community/${enc(cid)}/folder/${enc(fid)}`, body),
  deleteFolder: (cid: string, fid: string) =>
    communityApi.delete(`api/v1/community/${enc(cid)}/folder/${enc(fid)}`),
  reorderFolder: (cid: string, id: string, newOrder: number) =>
    communityApi.put(`api/v1/community/${enc(cid)}/folder/reorder`, { id, newOrder }),
  reorderAsset: (cid: string, fid: string, id: string, newOrder: number) =>
    communityApi.put(`api/v1/community/${enc(cid)}/folder/${enc(fid)}/asset/reorder`, { id, newOrder }),
  addAsset: (cid: string, fid: string, form: FormData) =>
    communityApi.post(`api/v1/community/${enc(cid)}/folder/${enc(fid)}/asset`, form),
  renameAsset: (cid: string, fid: string, aid: string, body: { name: string; description?: string }) =>
    communityApi.put(`api/v1/community/${enc(cid)}/folder/${enc(fid)}/asset/${enc(aid)}`, body),
  deleteAsset: (cid: string, fid: string, aid: string) =>
    communityApi.delete(`api/v1/community/${enc(cid)}/folder/${enc(fid)}/asset`, { query: { id: aid } }),
  /** Downloads a file with the token; the server records the engagement event (docs/api-meetings.md). */
  download: (cid: string, fid: string, aid: string) =>
    communityApi.get<Blob>(`api/v1/community/${enc(cid)}/folder/${enc(fid)}/asset/${enc(aid)}/download`, {
      responseType: 'blob',
    }),
};
