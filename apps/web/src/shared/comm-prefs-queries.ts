/**
 * The external communication preferences link (spec 000 §7 `GET api/user/commprefsurl`; 000 §2 and 002 §2
 * "communication preferences (external link in a new tab)"), used by the settings side menu and the
 * communication preferences page of the segments area, so it lives in shared/.
 */
import { useQuery } from '@tanstack/react-query';
import type { TSettingsLink } from '@portal/contracts';
import { generalApi } from '../api/general-client';

/** Query key of the link (under the segments area's keys, so refreshing the segments refreshes it). */
export const commPrefsUrlKey = () => ['segments', 'commprefs-url'] as const;

/**
 * `GET api/user/commprefsurl`: the external communication preferences page (`url`). `enabled` false skips the
 * call (the settings side menu asks only when the entry is shown).
 */
export function useCommPrefsUrl(enabled = true) {
  return useQuery({
    queryKey: commPrefsUrlKey(),
    enabled,
    queryFn: ({ signal }) => generalApi.get<TSettingsLink>('api/user/commprefsurl', { signal }),
  });
}
