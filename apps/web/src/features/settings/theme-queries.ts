/**
 * The member's theme choice (issue 42 point 1): `PUT /api/user/theme`. The choice is read with the account
 * (`GET api/v1/account` `theme`), so a save also writes it into the cached account.
 */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { TAccount, TThemeSettings } from '@portal/contracts';
import { generalApi } from '../../api/general-client';
import { accountKeys } from '../../session/session-queries';

/** `PUT /api/user/theme` `{ theme }`; the answer's theme replaces the cached account's. */
export function useSaveTheme() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: TThemeSettings) => generalApi.put<TThemeSettings>('api/user/theme', body),
    onSuccess: (saved) =>
      queryClient.setQueryData<TAccount>(accountKeys.me(), (account) =>
        account ? { ...account, theme: saved.theme } : account,
      ),
  });
}
