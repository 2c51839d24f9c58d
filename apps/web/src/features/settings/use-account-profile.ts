/**
 * The account profile of the tenant's mode behind one interface (spec 000 §1 account settings mode, §7 User
 * details): legacy tenants read and write `/api/User`, the workflow tenant (psa) the workflow form calls.
 */
import { LEGACY_TITLES, type TEmailChange } from '@portal/contracts';
import type { AccountFormValues } from './components/AccountDetailsForm';
import { formToLegacy, formToWorkflow, legacyToForm, workflowTitles, workflowToForm } from './profile-form';
import { useLegacyProfile, useSetWorkflowFields, useUpdateLegacyProfile, useWorkflowForm } from './queries';

/** What the account details page needs, whatever the mode. */
export interface AccountProfile {
  values: AccountFormValues | undefined;
  avatarUrl: string | null;
  pendingEmail: string | null;
  titles: readonly string[];
  isLoading: boolean;
  /** The profile could not be loaded at all (a failed refresh keeps the loaded values). */
  isLoadingError: boolean;
  refetch: () => void;
  isSaving: boolean;
  /** Saves the values; answers the e-mail change to confirm, or null. */
  save: (values: AccountFormValues) => Promise<TEmailChange>;
}

/** The profile of `mode`; only that mode's calls run. */
export function useAccountProfile(mode: 'legacy' | 'workflow'): AccountProfile {
  const isLegacy = mode === 'legacy';
  const legacy = useLegacyProfile(isLegacy);
  const workflow = useWorkflowForm(!isLegacy);
  const updateLegacy = useUpdateLegacyProfile();
  const setWorkflow = useSetWorkflowFields();
  const query = isLegacy ? legacy : workflow;
  return {
    values: isLegacy
      ? legacy.data && legacyToForm(legacy.data)
      : workflow.data && workflowToForm(workflow.data),
    avatarUrl: (isLegacy ? legacy.data?.avatarUrl : workflow.data?.avatarUrl) ?? null,
    pendingEmail: (isLegacy ? legacy.data?.pendingEmail : workflow.data?.pendingEmail) ?? null,
    titles: isLegacy ? LEGACY_TITLES : workflowTitles(workflow.data),
    isLoading: query.isPending,
    isLoadingError: query.isLoadingError,
    refetch: () => void query.refetch(),
    isSaving: updateLegacy.isPending || setWorkflow.isPending,
    save: async (values) => {
      if (isLegacy) return (await updateLegacy.mutateAsync(formToLegacy(values))).emailChange;
      if (!workflow.data) return null;
      const workflowFormFields = formToWorkflow(values, workflow.data);
      return (await setWorkflow.mutateAsync({ workflowFormFields })).emailChange;
    },
  };
}
