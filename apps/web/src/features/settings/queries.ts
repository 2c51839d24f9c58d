/**
 * Data hooks of the settings area (spec 000 §7 "Account and profile", "Membership"): one hook per endpoint,
 * a key factory, and mutation hooks that refresh what they change. Account and password calls go to the
 * community API (`api/v1/...`); the profile, organisation, dietary, privacy and enquiry calls to the general
 * API (`api/user/...`).
 */
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type {
  TAccountSettings,
  TChangePasswordBody,
  TChangePasswordResponse,
  TConfirmEmailBody,
  TDietary,
  TDietaryOptions,
  TEnquiryResponse,
  TLegacyProfile,
  TOrgNamesResponse,
  TPrivacySettings,
  TProfileImageResponse,
  TProfileUpdateResponse,
  TSetWorkflowFieldsBody,
  TSetWorkflowFieldsResponse,
  TUpdateAccountSettingsBody,
  TUpdateLegacyProfileBody,
  TUpdatePrivacyBody,
  TUpdateUserOrganisationBody,
  TUserOrganisation,
  TWorkflowForm,
} from '@portal/contracts';
import { communityApi } from '../../api/community-client';
import { generalApi } from '../../api/general-client';
import { storeToken } from '../../api/token-storage';
import { accountKeys } from '../../session/session-queries';

/** Page size of the organisation search (spec 000 §5). */
export const ORGANISATION_PAGE_SIZE = 5;

/** Query key factory of the settings area. */
export const settingsKeys = {
  all: ['settings'] as const,
  accountSettings: () => [...settingsKeys.all, 'account-settings'] as const,
  profile: () => [...settingsKeys.all, 'profile'] as const,
  workflowForm: () => [...settingsKeys.all, 'workflow-form'] as const,
  organisation: () => [...settingsKeys.all, 'organisation'] as const,
  organisationSearch: (query: string) => [...settingsKeys.all, 'organisation-search', query] as const,
  dietary: () => [...settingsKeys.all, 'dietary'] as const,
  dietaryOptions: () => [...settingsKeys.all, 'dietary-options'] as const,
  privacy: () => [...settingsKeys.all, 'privacy'] as const,
};

/** `GET api/v1/account/settings`: the two-factor, mail and SMS switches. */
export function useAccountSettings() {
  return useQuery({
    queryKey: settingsKeys.accountSettings(),
    queryFn: ({ signal }) => communityApi.get<TAccountSettings>('api/v1/account/settings', { signal }),
  });
}

/** `PUT api/v1/account/settings` ({enableTFA, mailTo, allowSms}); the cached switches take the answer. */
export function useUpdateAccountSettings() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: TUpdateAccountSettingsBody) =>
      communityApi.put<TAccountSettings>('api/v1/account/settings', body),
    onSuccess: (settings) => queryClient.setQueryData(settingsKeys.accountSettings(), settings),
  });
}

/**
 * `POST api/v1/account/change-password`. Every other session ends on the server; the answer's fresh session
 * replaces the stored token so this browser stays signed in. Failures carry the ModelState messages in
 * `ApiError.errors`.
 */
export function useChangePassword() {
  return useMutation({
    mutationFn: (body: TChangePasswordBody) =>
      communityApi.post<TChangePasswordResponse>('api/v1/account/change-password', body),
    onSuccess: (answer) => storeToken(answer.token),
  });
}

/** Refreshes the header's account (name, avatar) after a profile change. */
function useRefreshAccount() {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: accountKeys.me() });
}

/** `GET /api/User`: the legacy profile (ota, lca, actls). */
export function useLegacyProfile(enabled: boolean) {
  return useQuery({
    queryKey: settingsKeys.profile(),
    queryFn: ({ signal }) => generalApi.get<TLegacyProfile>('api/User', { signal }),
    enabled,
  });
}

/** `PUT /api/User`: saves the legacy profile; a changed e-mail answers an `emailChange` to confirm. */
export function useUpdateLegacyProfile() {
  const queryClient = useQueryClient();
  const refreshAccount = useRefreshAccount();
  return useMutation({
    mutationFn: (body: TUpdateLegacyProfileBody) => generalApi.put<TProfileUpdateResponse>('api/User', body),
    onSuccess: (answer) => {
      queryClient.setQueryData(settingsKeys.profile(), answer.profile);
      void refreshAccount();
    },
  });
}

/** `GET /api/User/GetWorkflowFormFieldDefinitionAndValue`: the workflow profile (psa). */
export function useWorkflowForm(enabled: boolean) {
  return useQuery({
    queryKey: settingsKeys.workflowForm(),
    queryFn: ({ signal }) =>
      generalApi.get<TWorkflowForm>('api/User/GetWorkflowFormFieldDefinitionAndValue', { signal }),
    enabled,
  });
}

/** `POST /api/User/SetWorkflowFormFieldValue` (workflowFormFields of Id, EntityId, Value). */
export function useSetWorkflowFields() {
  const queryClient = useQueryClient();
  const refreshAccount = useRefreshAccount();
  return useMutation({
    mutationFn: (body: TSetWorkflowFieldsBody) =>
      generalApi.post<TSetWorkflowFieldsResponse>('api/User/SetWorkflowFormFieldValue', body),
    onSuccess: (answer) => {
      queryClient.setQueryData(settingsKeys.workflowForm(), answer.form);
      void refreshAccount();
    },
  });
}

/** `POST /api/User/confirm-email`: confirms a new e-mail address with the code sent to it. */
export function useConfirmEmail() {
  const queryClient = useQueryClient();
  const refreshAccount = useRefreshAccount();
  return useMutation({
    mutationFn: (body: TConfirmEmailBody) =>
      generalApi.post<{ email: string; message: string }>('api/User/confirm-email', body),
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: settingsKeys.profile() });
      void queryClient.invalidateQueries({ queryKey: settingsKeys.workflowForm() });
      void refreshAccount();
    },
  });
}

/** `POST /api/user/profileimage` (multipart, field `avatar`); the header avatar reloads. */
export function useUploadAvatar() {
  const queryClient = useQueryClient();
  const refreshAccount = useRefreshAccount();
  return useMutation({
    mutationFn: (file: File) => {
      const body = new FormData();
      body.append('avatar', file);
      return generalApi.post<TProfileImageResponse>('api/user/profileimage', body);
    },
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: settingsKeys.profile() });
      void queryClient.invalidateQueries({ queryKey: settingsKeys.workflowForm() });
      void refreshAccount();
    },
  });
}

/** `GET api/user/organisation`: organisation {id, name}, role, startDate (YYYY-MM-DD). */
export function useUserOrganisation() {
  return useQuery({
    queryKey: settingsKeys.organisation(),
    queryFn: ({ signal }) => generalApi.get<TUserOrganisation>('api/user/organisation', { signal }),
  });
}

/** `PUT /api/user/organisation`; the cached details take the answer. */
export function useUpdateUserOrganisation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: TUpdateUserOrganisationBody) =>
      generalApi.put<TUserOrganisation>('api/user/organisation', body),
    onSuccess: (answer) => queryClient.setQueryData(settingsKeys.organisation(), answer),
  });
}

/** `GET /api/org/names?query&pageNumber=1&pageSize=5`, only for a non-empty (already debounced) query. */
export function useOrganisationSearch(query: string) {
  return useQuery({
    queryKey: settingsKeys.organisationSearch(query),
    queryFn: ({ signal }) =>
      generalApi.get<TOrgNamesResponse>('api/org/names', {
        signal,
        query: { query, pageNumber: 1, pageSize: ORGANISATION_PAGE_SIZE },
      }),
    enabled: query.length > 0,
    placeholderData: keepPreviousData,
  });
}

/** `GET api/user/requirements`: the member's dietary and accessibility requirements. */
export function useDietary() {
  return useQuery({
    queryKey: settingsKeys.dietary(),
    queryFn: ({ signal }) => generalApi.get<TDietary>('api/user/requirements', { signal }),
  });
}

/** `GET api/value/dietaryrequirements`: the dietary options (asked only when the tenant has them). */
export function useDietaryOptions(enabled: boolean) {
  return useQuery({
    queryKey: settingsKeys.dietaryOptions(),
    queryFn: ({ signal }) => generalApi.get<TDietaryOptions>('api/value/dietaryrequirements', { signal }),
    enabled,
    staleTime: 60 * 60_000,
  });
}

/** `POST api/user/requirements`; the cached requirements take the answer. */
export function useSaveDietary() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: TDietary) => generalApi.post<TDietary>('api/user/requirements', body),
    onSuccess: (answer) => queryClient.setQueryData(settingsKeys.dietary(), answer),
  });
}

/** `GET /api/user/privacy`: one of the four choices per privacy flag. */
export function usePrivacy() {
  return useQuery({
    queryKey: settingsKeys.privacy(),
    queryFn: ({ signal }) => generalApi.get<TPrivacySettings>('api/user/privacy', { signal }),
  });
}

/** `PUT /api/user/privacy`; the cached choices take the answer. */
export function useUpdatePrivacy() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: TUpdatePrivacyBody) => generalApi.put<TPrivacySettings>('api/user/privacy', body),
    onSuccess: (answer) => queryClient.setQueryData(settingsKeys.privacy(), answer),
  });
}

/**
 * Sends a contact enquiry as multipart: `api/user/enquire` for legacy tenants, `/api/user/contactus` for the
 * workflow tenant (spec 000 §7). `form` holds the §3 fields and the `FileAttachment` files.
 */
export function useSendEnquiry(mode: 'legacy' | 'workflow') {
  return useMutation({
    mutationFn: (form: FormData) =>
      generalApi.post<TEnquiryResponse>(
        mode === 'workflow' ? 'api/user/contactus' : 'api/user/enquire',
        form,
      ),
  });
}
