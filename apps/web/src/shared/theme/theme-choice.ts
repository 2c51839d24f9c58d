/**
 * The member's theme choice on this device (issue 42 point 1). The server keeps the choice per member
 * (`users.theme`, returned with the account); this store caches it in localStorage under
 * {@link THEME_STORAGE_KEY} so the first paint after a reload already uses it, before the account answers.
 * Signing out forgets it (`clearStoredToken`): the sign-in and public pages follow the device.
 */
import { createContext, useContext, useSyncExternalStore } from 'react';
import { THEME_DEFAULT_CHOICE, ZThemeChoice, type TThemeChoice } from '@portal/contracts/settings/theme';
import type { ThemeMode } from './tenant-theme';

/** The localStorage key of the cached choice. */
export const THEME_STORAGE_KEY = 'portal.theme';

const listeners = new Set<() => void>();

function readStored(): TThemeChoice {
  try {
    const parsed = ZThemeChoice.safeParse(localStorage.getItem(THEME_STORAGE_KEY));
    return parsed.success ? parsed.data : THEME_DEFAULT_CHOICE;
  } catch {
    return THEME_DEFAULT_CHOICE;
  }
}

let current: TThemeChoice | null = null;

/** The choice in force on this device: the cached member's choice, else 'system'. */
export function getThemeChoice(): TThemeChoice {
  current ??= readStored();
  return current;
}

function publish(next: TThemeChoice) {
  if (next === current) return;
  current = next;
  for (const listener of listeners) listener();
}

/** Uses and caches `choice` (the account's, or the one just picked in settings); re-renders the providers. */
export function rememberThemeChoice(choice: TThemeChoice): void {
  try {
    localStorage.setItem(THEME_STORAGE_KEY, choice);
  } catch {
    // Storage full or refused: the choice still applies until the page is left.
  }
  publish(choice);
}

/** Forgets the cached choice (sign-out): the device's preference applies again. */
export function forgetThemeChoice(): void {
  try {
    localStorage.removeItem(THEME_STORAGE_KEY);
  } catch {
    // Nothing stored.
  }
  publish(THEME_DEFAULT_CHOICE);
}

/** Calls `listener` on every change of the choice; returns the unsubscribe. */
export function subscribeThemeChoice(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** The current choice, re-rendering on each change. */
export function useThemeChoice(): TThemeChoice {
  return useSyncExternalStore(subscribeThemeChoice, getThemeChoice, getThemeChoice);
}

/** What the device asks for: `prefers-color-scheme: dark`, `prefers-contrast: more`. */
export interface DevicePreferences {
  prefersDark: boolean;
  prefersMoreContrast: boolean;
}

/**
 * The theme drawn for `choice`: the chosen one, or for 'system' high contrast when the device asks for more
 * contrast, else dark when it prefers a dark scheme, else light.
 */
export function resolveThemeMode(choice: TThemeChoice, device: DevicePreferences): ThemeMode {
  if (choice !== 'system') return choice;
  if (device.prefersMoreContrast) return 'high-contrast';
  return device.prefersDark ? 'dark' : 'light';
}

/** The theme mode drawn now (charts and hand-drawn parts follow it); light outside the providers. */
export const ThemeModeContext = createContext<ThemeMode>('light');

/** The theme mode drawn now. */
export function useThemeMode(): ThemeMode {
  return useContext(ThemeModeContext);
}
