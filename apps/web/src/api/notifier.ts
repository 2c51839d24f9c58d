/**
 * Where the API clients send their error notifications (spec 000 §8). The app registers antd's
 * context-aware `App.useApp().notification`; before that, antd's static `notification` is used.
 */
import { notification } from 'antd';

/** The part of antd's notification API the clients use. */
export interface ErrorNotifier {
  error(config: { title: string; description?: string; duration?: number }): void;
}

let current: ErrorNotifier = notification;

/** Replaces the notifier (the app's providers and tests call this). */
export function setErrorNotifier(notifier: ErrorNotifier): void {
  current = notifier;
}

/** The notifier in use. */
export function getErrorNotifier(): ErrorNotifier {
  return current;
}
