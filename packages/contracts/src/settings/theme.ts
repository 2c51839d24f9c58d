/**
 * The member's theme choice (issue 42 point 1): light, dark or high contrast, or `system` — the device's
 * `prefers-color-scheme` and `prefers-contrast` decide. Kept per member on the server (`users.theme`,
 * migration 0033), returned with the account (`GET api/v1/account` `theme`), read and changed with
 * `GET|PUT /api/user/theme` (docs/api-settings.md).
 */
import { z } from 'zod';

/** Every theme a member may choose; `system` (the default) follows the device. */
export const THEME_CHOICES = ['system', 'light', 'dark', 'high-contrast'] as const;

/** One of {@link THEME_CHOICES}. */
export const ZThemeChoice = z.enum(THEME_CHOICES);
export type TThemeChoice = z.infer<typeof ZThemeChoice>;

/** The theme a new member has, and the one of a signed-out visitor: the device's preference. */
export const THEME_DEFAULT_CHOICE: TThemeChoice = 'system';

/** `GET|PUT /api/user/theme` body and answer: `{ theme }`, nothing else. */
export const ZThemeSettings = z.object({ theme: ZThemeChoice }).strict();
export type TThemeSettings = z.infer<typeof ZThemeSettings>;

/** The label of each choice on the Appearance settings page. */
export const THEME_CHOICE_LABELS: Record<TThemeChoice, string> = {
  system: 'Same as my device',
  light: 'Light',
  dark: 'Dark',
  'high-contrast': 'High contrast',
};

/** Texts of the Appearance page. */
export const THEME_MESSAGES = {
  saved: 'Appearance saved',
  saveFailed: 'The appearance could not be saved. Please try again.',
} as const;
