/**
 * antd's `App` without its root element, loaded on the first toast, notification or confirm dialog
 * ({@link FeedbackProvider} in `app-feedback.tsx`): renders the holders of message, notification and modal and
 * hands their API to the provider.
 */
import { useEffect } from 'react';
import App from 'antd/es/app';
import type { useAppProps as AppFeedback } from 'antd/es/app/context';

/** Reports antd's App API (stable while the theme is) to `onReady`, and again whenever it changes. */
function ApiReporter({ onReady }: { onReady: (api: AppFeedback) => void }) {
  const api = App.useApp();
  useEffect(() => onReady(api), [api, onReady]);
  return null;
}

/** The holders of antd's message, notification and modal, reporting their API to `onReady`. */
export default function FeedbackHolders({ onReady }: { onReady: (api: AppFeedback) => void }) {
  return (
    <App component={false}>
      <ApiReporter onReady={onReady} />
    </App>
  );
}
