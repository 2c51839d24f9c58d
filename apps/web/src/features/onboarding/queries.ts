/**
 * Queries of the welcome wizard (spec 000 §7 "First-time form"), one hook per endpoint of the general API.
 */
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type {
  TFinalStepRedirectLink,
  TFirstTimeFieldOptions,
  TFirstTimeFormValues,
  TIdNameMap,
  TOrganisation,
  TOrgNamesResponse,
} from '@portal/contracts';
import { generalApi } from '../../api/general-client';
import { accountKeys } from '../../session/session-queries';
import type { StepSave } from './wizard-save';

/** Page size of the organisation search (spec 000 §5, §7). */
export const ORG_PAGE_SIZE = 5;

/** Query key factory of the onboarding area. */
export const onboardingKeys = {
  all: ['onboarding'] as const,
  form: () => [...onboardingKeys.all, 'form'] as const,
  fieldOptions: () => [...onboardingKeys.all, 'field-options'] as const,
  countries: () => [...onboardingKeys.all, 'countries'] as const,
  states: () => [...onboardingKeys.all, 'states'] as const,
  orgNames: (query: string) => [...onboardingKeys.all, 'org-names', query] as const,
  org: (id: number) => [...onboardingKeys.all, 'org', id] as const,
};

/** `GET /api/user/form/first-time`: the form values. Load failures are only logged (spec 000 §8). */
export function useFirstTimeForm() {
  return useQuery({
    queryKey: onboardingKeys.form(),
    queryFn: ({ signal }) => generalApi.get<TFirstTimeFormValues>('api/user/form/first-time', { signal }),
    staleTime: Infinity,
  });
}

/** `GET /api/user/form/first-time/field-options`, read without the camelCase transform (spec 000 §7). */
export function useFieldOptions() {
  return useQuery({
    queryKey: onboardingKeys.fieldOptions(),
    queryFn: ({ signal }) =>
      generalApi.get<TFirstTimeFieldOptions>('api/user/form/first-time/field-options', {
        signal,
        skipCamelCase: true,
      }),
    staleTime: Infinity,
  });
}

/** `GET /api/address/countries`: id-to-name map. */
export function useCountries() {
  return useQuery({
    queryKey: onboardingKeys.countries(),
    queryFn: ({ signal }) =>
      generalApi.get<TIdNameMap>('api/address/countries', { signal, skipCamelCase: true }),
    staleTime: Infinity,
  });
}

/** `GET /api/address/states`: id-to-name map. */
export function useStates() {
  return useQuery({
    queryKey: onboardingKeys.states(),
    queryFn: ({ signal }) =>
      generalApi.get<TIdNameMap>('api/address/states', { signal, skipCamelCase: true }),
    staleTime: Infinity,
  });
}

/** `GET /api/org/names?query&pageNumber=1&pageSize=5`; runs only for a non-empty (debounced) query. */
export function useOrgNames(query: string) {
  return useQuery({
    queryKey: onboardingKeys.orgNames(query),
    queryFn: ({ signal }) =>
      generalApi.get<TOrgNamesResponse>('api/org/names', {
        signal,
        query: { query, pageNumber: 1, pageSize: ORG_PAGE_SIZE },
      }),
    enabled: query.trim().length > 0,
    placeholderData: keepPreviousData,
  });
}

/** `GET /api/Org/{id}`: the organisation's location. */
export function useOrganisation(id: number | null) {
  return useQuery({
    queryKey: onboardingKeys.org(id ?? 0),
    queryFn: ({ signal }) => generalApi.get<TOrganisation>(`api/Org/${id}`, { signal }),
    enabled: id !== null,
  });
}

/** `GET /api/user/form/first-time/final-step-redirect-link` (type, redirectUrl), asked by Skip or Continue. */
export function useFinalStepRedirectLink() {
  return useMutation({
    mutationFn: () =>
      generalApi.get<TFinalStepRedirectLink>('api/user/form/first-time/final-step-redirect-link'),
  });
}

/**
 * Saves one welcome step on Continue (issue 18): `PUT /api/user/form/first-time`, `PUT /api/user/privacy`
 * or `PUT /api/user/organisation` as {@link stepSave} decides. The form's cached values take the answer of
 * the first-time call; the account is refetched (its name and details may have changed).
 */
export function useSaveWelcomeStep() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (save: NonNullable<StepSave>) => {
      if (save.call === 'first-time')
        return generalApi.put<TFirstTimeFormValues>('api/user/form/first-time', save.body);
      if (save.call === 'privacy') await generalApi.put('api/user/privacy', save.body);
      else await generalApi.put('api/user/organisation', save.body);
      return null;
    },
    onSuccess: (answer) => {
      if (answer) queryClient.setQueryData(onboardingKeys.form(), answer);
      void queryClient.invalidateQueries({ queryKey: accountKeys.me() });
    },
  });
}
