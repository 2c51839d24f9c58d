/**
 * Admin actions with the spec's toasts (spec 001 §8): a call that shows its success message, or its failure
 * message (the error goes to the console) — the shape of every moderation and member action.
 */
import { useApp } from '../../shared/app-feedback';

/**
 * Wraps `call` (a mutation's `mutateAsync`): the answer runs it with `vars`, shows `success` when it resolves
 * or `failure` when it throws, and resolves true on success, false on failure (it never throws).
 */
export function useMessagedRun<TVars>(call: (vars: TVars) => Promise<unknown>) {
  const { message } = useApp();
  return async (vars: TVars, success: string, failure: string): Promise<boolean> => {
    try {
      await call(vars);
      void message.success(success);
      return true;
    } catch (error) {
      void message.error(failure);
      console.warn(failure, error);
      return false;
    }
  };
}
