/**
 * Optimistic toggles of spec 001 §4 "Like and save toggles": the state changes on screen at once and the
 * call is sent after a delay (700 ms like / save on the post page, 600 ms save in feed lists, 500 ms
 * community like and favourite). Toggling back within the delay sends nothing. A failed call restores the
 * last confirmed state.
 */
import { useEffect, useRef, useState } from 'react';

/** Props of {@link useDelayedToggle}. */
export interface DelayedToggleOptions {
  /** Confirmed server state. */
  value: boolean;
  /** Count shown next to the toggle (changes by one locally), if any. */
  count?: number;
  delayMs: number;
  /** Sends the new state; rejects on failure. */
  send: (on: boolean) => Promise<unknown>;
  onError?: (error: unknown, on: boolean) => void;
  onSent?: (on: boolean) => void;
}

/** `[on, count, toggle]` with the delayed send. */
export function useDelayedToggle({ value, count = 0, delayMs, send, onError, onSent }: DelayedToggleOptions) {
  const [state, setState] = useState({ on: value, count });
  const confirmed = useRef({ on: value, count });
  const timer = useRef<number | undefined>(undefined);
  const sendRef = useRef(send);
  sendRef.current = send;

  useEffect(() => {
    confirmed.current = { on: value, count };
    // The same state object when nothing changed: no second render of every toggle when a list mounts.
    if (timer.current === undefined)
      setState((prev) => (prev.on === value && prev.count === count ? prev : { on: value, count }));
  }, [value, count]);
  useEffect(() => () => window.clearTimeout(timer.current), []);

  const toggle = () => {
    setState((prev) => {
      const next = { on: !prev.on, count: prev.count + (prev.on ? -1 : 1) };
      window.clearTimeout(timer.current);
      timer.current = window.setTimeout(() => {
        timer.current = undefined;
        if (next.on === confirmed.current.on) return;
        sendRef
          .current(next.on)
          .then(() => {
            confirmed.current = next;
            onSent?.(next.on);
          })
          .catch((error: unknown) => {
            setState(confirmed.current);
            onError?.(error, next.on);
          });
      }, delayMs);
      return next;
    });
  };
  return [state.on, state.count, toggle] as const;
}
