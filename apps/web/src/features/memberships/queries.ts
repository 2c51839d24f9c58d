/**
 * Membership calls (spec 000 §7 "Membership", 002 §7 "Membership and invoices"; docs/api-membership.md):
 * the renewal, manage and update-payment links, the certificate (print view and download), cancellation,
 * brand assets and the Find an OT listing. The membership and the can-cancel answer live in
 * `shared/membership-queries.ts` (the shell and the wizard read them too); the join calls in join-queries.ts.
 */
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type {
  TBrandAssetsResponse,
  TCancelMembershipBody,
  TCancelMembershipResponse,
  TFindAnOtBody,
  TFindAnOtResponse,
  TMembershipApplyBody,
  TMembershipJoinResponse,
  TMembershipLinkResponse,
} from '@portal/contracts';
import { generalApi } from '../../api/general-client';
import { membershipKeys } from '../../shared/membership-queries';

/** Query keys of this feature (under the shared membership keys). */
export const membershipFeatureKeys = {
  brandAssets: () => [...membershipKeys.all, 'brand-assets'] as const,
  findAnOt: () => [...membershipKeys.all, 'find-an-ot'] as const,
};

/** The three membership links of spec 000 §7: each answers `{ success, url }`. */
export type MembershipLinkKind = 'renewallink' | 'managelink' | 'updatepaymentlink';

/** Where the browser goes for a hosted page (a seam for tests). */
export const membershipNavigator = { go: (url: string) => window.location.assign(url) };

/** Calls without a cache: links, certificate, brand asset files. */
export const membershipApi = {
  /**
   * `GET /api/user/membership/{kind}` → the site-relative URL to open (hosted checkout or consent page).
   * @throws Error when the server answers `success: false` (002 §8: logged only).
   */
  link: async (kind: MembershipLinkKind): Promise<string> => {
    const answer = await generalApi.get<TMembershipLinkResponse>(`api/user/membership/${kind}`);
    if (!answer.success || !answer.url) throw new Error(`${kind}: success false`);
    return answer.url;
  },
  /** `GET api/user/membership/{id}/printview` → a short-lived URL of the inline certificate PDF. */
  printview: (id: number) => generalApi.get<{ previewUrl: string }>(`api/user/membership/${id}/printview`),
  /** `GET /api/user/membership/{id}/download` → the certificate PDF. */
  download: (id: number) =>
    generalApi.get<Blob>(`api/user/membership/${id}/download`, { responseType: 'blob' }),
  /** A brand asset's file (`downloadUrl`, bearer) as a blob. */
  brandAsset: (downloadUrl: string) =>
    generalApi.get<Blob>(downloadUrl.replace(/^\//, ''), { responseType: 'blob' }),
};

/**
 * `POST /api/user/membership/join` {membershipTypeId} → { membershipId, invoiceId, paymentUrl }: a signed-in
 * account without a membership applies (issue 34 point 7); `paymentUrl` is the first invoice's hosted checkout.
 * The membership answers are refreshed (a Pending membership now exists).
 */
export function useApplyForMembership() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: TMembershipApplyBody) =>
      generalApi.post<TMembershipJoinResponse>('api/user/membership/join', body),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: membershipKeys.all }),
  });
}

/** `POST api/user/CancelMembership` {CancelMembershipReason, CancelMembershipReasonOther}. */
export function useCancelMembership() {
  return useMutation({
    mutationFn: (body: TCancelMembershipBody) =>
      generalApi.post<TCancelMembershipResponse>('api/user/CancelMembership', body),
  });
}

/** `GET /api/user/brand-assets`: the tenant's brand assets (ota, Member only), images first. */
export function useBrandAssets() {
  return useQuery({
    queryKey: membershipFeatureKeys.brandAssets(),
    queryFn: async ({ signal }) =>
      (await generalApi.get<TBrandAssetsResponse>('api/user/brand-assets', { signal })).data,
  });
}

/** `GET /api/user/find-an-ot`: the member's listing (null before the first save) and the segment choices. */
export function useFindAnOt() {
  return useQuery({
    queryKey: membershipFeatureKeys.findAnOt(),
    queryFn: ({ signal }) => generalApi.get<TFindAnOtResponse>('api/user/find-an-ot', { signal }),
  });
}

/** `PUT /api/user/find-an-ot`: saves the listing; the answer replaces the cached one. */
export function useSaveFindAnOt() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: TFindAnOtBody) => generalApi.put<TFindAnOtResponse>('api/user/find-an-ot', body),
    onSuccess: (saved) => queryClient.setQueryData(membershipFeatureKeys.findAnOt(), saved),
  });
}
