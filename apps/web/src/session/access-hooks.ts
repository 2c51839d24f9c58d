/**
 * The signed-in user's access facts for guards and the shell (spec 000 §6).
 */
import type { AccessSubject } from '@portal/contracts';
import { toAccessSubject, useAccount } from './session-queries';

/** The access subject of the loaded account, or null while it loads or failed. */
export function useAccessSubject(): AccessSubject | null {
  const { data } = useAccount();
  return data ? toAccessSubject(data) : null;
}
