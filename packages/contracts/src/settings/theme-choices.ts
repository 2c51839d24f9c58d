/**
 * The member's theme choices and texts (issue 42 point 1), without zod, so every page (the providers read the
 * choice at start) does not build the settings schemas at load (issue 37 point 5). Re-exported by `theme.ts`.
 */

/** Every theme a member may choose; `system` (the default) follows the device. */
export const THEME_CHOICES = ['system', 'light', 'dark', 'high-contrast'] as const;

/** One of {@link THEME_CHOICES}. */
export type TThemeChoice = (typeof THEME_CHOICES)[number];

/** Whether `value` is one of {@link THEME_CHOICES} (a stored or answered choice), without zod. */
export const isThemeChoice = (value: unknown): value is TThemeChoice =>
  typeof value === 'string' && (THEME_CHOICES as readonly string[]).includes(value);

/** The theme a new member has, and the one of a signed-out visitor: the device's preference. */
export const THEME_DEFAULT_CHOICE: TThemeChoice = 'system';

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
