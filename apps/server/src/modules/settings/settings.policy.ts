/**
 * Settings rules (spec 000 §1, §7, §9): the account-details and contact-us calls of the legacy tenants
 * (`/api/User`, `api/user/enquire`) and of the workflow tenant (psa: `GetWorkflowFormFieldDefinitionAndValue`,
 * `/api/user/contactus`) are separate; the other flavour's call answers 404, like an unknown route.
 */
import { SETTINGS_MESSAGES, TENANT_PROFILES, type TenantId } from '@portal/contracts';
import { AppError } from '../../lib/app-error';

/** The tenant's account settings flavour (spec 000 §9: legacy for three tenants, workflow for psa). */
export const settingsModeOf = (tenantId: string): 'legacy' | 'workflow' =>
  TENANT_PROFILES[tenantId as TenantId].accountSettingsMode;

/** @throws AppError NOT_FOUND when the tenant's flavour is not `mode`. */
export function assertMode(tenantId: string, mode: 'legacy' | 'workflow'): void {
  if (settingsModeOf(tenantId) !== mode) throw new AppError('NOT_FOUND', SETTINGS_MESSAGES.notAvailable);
}
