/**
 * The failure notification of the community forms and actions (spec 001 §8: e.g. 'Error creating post. Try
 * again.' with the server's message as description), shown for antd's default 4.5 s.
 */
import { useCallback } from 'react';
import { useApp } from './app-feedback';
import { errorMessage } from '../api/api-error';

/** Answers `notify(title, error)`: an error notification titled `title`, described by the error's message. */
export function useFailureNotice(): (title: string, error: unknown) => void {
  const { notification } = useApp();
  return useCallback(
    (title: string, error: unknown) =>
      notification.error({ title, description: errorMessage(error, ''), duration: 4.5 }),
    [notification],
  );
}
