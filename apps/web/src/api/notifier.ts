/**
 * Where the API clients send their error notifications (spec 000 §8). The app registers the context-aware
 * `useApp().notification` (shared/app-feedback.tsx); before that, antd's static `notification`, loaded on
 * first use so that it stays out of the entry (issue 37 point 5).
 */

/** The part of antd's notification API the clients use. */
export interface ErrorNotifier {
  error(config: { title: string; description?: string; duration?: number }): void;
}

/** antd's static notification, imported when the first error is shown. */
const staticNotifier: ErrorNotifier = {
  error(config) {
    void import('antd/es/notification').then(({ default: notification }) => notification.error(config));
  },
};

let current: ErrorNotifier = staticNotifier;

/** Replaces the notifier (the app's providers and tests call this). */
export function setErrorNotifier(notifier: ErrorNotifier): void {
  current = notifier;
}

/** The notifier in use. */
export function getErrorNotifier(): ErrorNotifier {
  return current;
}
