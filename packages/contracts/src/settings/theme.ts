/**
 * The member's theme choice (issue 42 point 1): light, dark or high contrast, or `system` — the device's
 * `prefers-color-scheme` and `prefers-contrast` decide. Kept per member on the server (`users.theme`,
 * migration 0033), returned with the account (`GET api/v1/account` `theme`), read and changed with
 * `GET|PUT /api/user/theme` (docs/api-settings.md).
 */
import { z } from 'zod';

import { THEME_CHOICES, type TThemeChoice } from './theme-choices';

export {
  THEME_CHOICES,
  THEME_CHOICE_LABELS,
  THEME_DEFAULT_CHOICE,
  THEME_MESSAGES,
  isThemeChoice,
  type TThemeChoice,
} from './theme-choices';

/** One of {@link THEME_CHOICES}, validated. */
export const ZThemeChoice = z.enum(THEME_CHOICES) satisfies z.ZodType<TThemeChoice>;

/** `GET|PUT /api/user/theme` body and answer: `{ theme }`, nothing else. */
export const ZThemeSettings = z.object({ theme: ZThemeChoice }).strict();
export type TThemeSettings = z.infer<typeof ZThemeSettings>;
