/**
 * Membership calls (spec 000 §7 "Membership", 002 §7 "Membership and invoices"; docs/api-membership.md):
 * the renewal, manage and update-payment links, the certificate (print view and download), cancellation,
 * brand assets, the Find an OT listing and the join form. The membership and the can-cancel answer live in
 * `shared/membership-queries.ts` (the shell and the wizard read them too).
 */
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type {
  TBrandAsset,
  TCancelMembershipBody,
  TFindAnOtListing,
  TFindAnOtListingBody,
  TMembershipLink,
} from '@portal/contracts';
import { generalApi } from '../../api/general-client';
import { membershipKeys } from '../../shared/membership-queries';

/** Query keys of this feature (under the shared membership keys). */
export const membershipFeatureKeys = {
  brandAssets: () => [...membershipKeys.all, 'brand-assets'] as const,
  findAnOt: () => [...membershipKeys.all, 'find-an-ot'] as const,
};

/** The three membership links of spec 000 §7: each answers `{ url }`. */
export type MembershipLinkKind = 'renewallink' | 'managelink' | 'updatepaymentlink';

/** Calls without a cache: links, certificate, cancellation. */
export const membershipApi = {
  /** `GET /api/user/membership/{kind}` → the URL to open (hosted checkout or the member's page). */
  link: (kind: MembershipLinkKind) => generalApi.get<TMembershipLink>(`api/user/membership/${kind}`),
  /** `GET api/user/membership/{id}/printview` → a short-lived URL of the inline certificate PDF. */
  printview: (id: string) =>
    generalApi.get<{ previewUrl: string }>(`api/user/membership/${encodeURIComponent(id)}/printview`),
  /** `GET /api/user/membership/{id}/download` → the certificate PDF. */
  download: (id: string) =>
    generalApi.get<Blob>(`api/user/membership/${encodeURIComponent(id)}/download`, { responseType: 'blob' }),
};

/** `POST api/user/CancelMembership` {CancelMembershipReason, CancelMembershipReasonOther}. */
export function useCancelMembership() {
  return useMutation({
    mutationFn: (body: TCancelMembershipBody) =>
      generalApi.post<unknown>('api/user/CancelMembership', body),
  });
}

/** `GET /api/user/membership/brand-assets`: the tenant's brand assets (ota, Member only). */
export function useBrandAssets() {
  return useQuery({
    queryKey: membershipFeatureKeys.brandAssets(),
    queryFn: ({ signal }) =>
      generalApi.get<{ assets: TBrandAsset[] }>('api/user/membership/brand-assets', { signal }),
  });
}

/** The member's Find an OT listing (ota, Member only). */
export function useFindAnOtListing() {
  return useQuery({
    queryKey: membershipFeatureKeys.findAnOt(),
    queryFn: ({ signal }) => generalApi.get<TFindAnOtListing>('api/user/find-an-ot', { signal }),
  });
}

/** Saves the Find an OT listing and refreshes it. */
export function useSaveFindAnOtListing() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: TFindAnOtListingBody) => generalApi.put<TFindAnOtListing>('api/user/find-an-ot', body),
    onSuccess: (saved) => queryClient.setQueryData(membershipFeatureKeys.findAnOt(), saved),
  });
}
