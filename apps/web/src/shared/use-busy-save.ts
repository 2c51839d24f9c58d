/**
 * The save step of the community create/edit modals (posts, meetings): a busy flag for the OK button's
 * spinner, and the failure notice (spec 001 §8, e.g. 'Error creating meeting. Try again.') when saving fails.
 */
import { useState } from 'react';
import { useFailureNotice } from './failure-notice';

/**
 * Answers `{ busy, runSave }`. `runSave(failureTitle, save)` sets `busy`, awaits `save()` (which also closes
 * the modal), shows the failure notice titled `failureTitle` with the error's message if it throws, and
 * clears `busy` either way. It never rejects.
 */
export function useBusySave() {
  const notifyFailure = useFailureNotice();
  const [busy, setBusy] = useState(false);
  const runSave = async (failureTitle: string, save: () => Promise<void>): Promise<void> => {
    setBusy(true);
    try {
      await save();
    } catch (error) {
      notifyFailure(failureTitle, error);
    } finally {
      setBusy(false);
    }
  };
  return { busy, runSave };
}
