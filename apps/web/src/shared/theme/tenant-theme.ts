/**
 * Tenant colours as antd theme tokens (DESIGN.md "Web", STYLE.md "Brand through tokens"; issue 42 point 1):
 * three themes per tenant, each derived from its brand by antd's own algorithms and checked for contrast
 * (docs/accessibility.md "Themes"; tenant-theme.test.ts measures every tenant):
 * - light: today's theme; the primary colour drives buttons and links, the header uses the header colour
 *   with white text, 68 px high (spec 000 §2);
 * - dark: `theme.darkAlgorithm`, the brand primary lightened until text, links and focus meet WCAG AA
 *   (4.5:1) on every dark surface, button text black or white, whichever reads;
 * - high contrast: a white page with black text and black control borders, the brand darkened to WCAG AAA
 *   (7:1) for text.
 */
import { theme as antdTheme, type ThemeConfig } from 'antd';
import type { TenantProfile } from '@portal/contracts';
import { LIMITS } from '@portal/contracts/shared/validation';
import { adjustUntil, ensureContrast, minContrast, textOn } from './contrast';

/** The three themes of a tenant. */
export type ThemeMode = 'light' | 'dark' | 'high-contrast';

/** Every theme mode, light first. */
export const THEME_MODES: readonly ThemeMode[] = ['light', 'dark', 'high-contrast'];

/** `hex` mixed with white (`weight` 0–1 of white), e.g. the light tint behind a selected menu item. */
export function tint(hex: string, weight: number): string {
  const channels = [1, 3, 5].map((i) => parseInt(hex.slice(i, i + 2), 16));
  return `#${channels
    .map((c) =>
      Math.round(c + (255 - c) * weight)
        .toString(16)
        .padStart(2, '0'),
    )
    .join('')}`;
}

/** Colour-7 of the preset palettes whose tags would fall under WCAG AA, one shade darker. */
const DARKER_7: Record<string, string> = {
  green: '#237804',
  gold: '#874d00',
  orange: '#ad4e00',
  cyan: '#006d75',
  volcano: '#ad2102',
};
const darkerShade7 = Object.fromEntries(
  Object.entries(DARKER_7).flatMap(([name, hex]) => [
    [`${name}7`, hex],
    [`${name}-7`, hex],
  ]),
);

/** How the member's device asks the portal to draw, and which of the tenant's themes to draw. */
export interface ThemePreferences {
  /** From `prefers-reduced-motion: reduce`: antd's motion off. */
  reducedMotion?: boolean;
  /** The theme (light unless given). */
  mode?: ThemeMode;
}

/**
 * The dark surfaces of antd's dark algorithm: the page (layout), cards (container), popups (elevated), and
 * the selected side-menu item ({@link DARK_SELECTED_BG}).
 */
export const DARK_SURFACES = ['#000000', '#141414', '#1f1f1f', '#2b2b2b'] as const;
/** The background of a selected side-menu item in the dark theme. */
const DARK_SELECTED_BG = '#2b2b2b';
/** The light surfaces: the portal's grey page and white cards. */
export const LIGHT_SURFACES = ['#f5f6f8', '#ffffff'] as const;

/** WCAG ratios: AA text (1.4.3), AAA text (1.4.6), non-text such as control borders (1.4.11). */
export const RATIO = { aa: 4.5, aaa: 7, nonText: 3 } as const;

const FONT_FAMILY = "'Segoe UI', Roboto, 'Helvetica Neue', Arial, sans-serif";

/**
 * The seed of antd token `name` (colorPrimary, colorError) that, through `algorithm`, derives a colour
 * reaching `ratio` on every one of `surfaces`: antd's dark algorithm dims the seed, so the seed is stepped
 * and the derived token measured.
 */
function seedFor(
  name: 'colorPrimary' | 'colorError',
  seed: string,
  algorithm: ThemeConfig['algorithm'],
  surfaces: readonly string[],
  ratio: number,
  direction: 'lighten' | 'darken',
): string {
  return adjustUntil(seed, direction, (candidate) => {
    const derived = antdTheme.getDesignToken({ algorithm, token: { [name]: candidate } })[name];
    return minContrast(derived, surfaces) >= ratio;
  });
}

const memo = new Map<string, ThemeConfig>();

/** The header, its menus and the portal's layout sizes, the same in every mode (header colour `headerBg`). */
function headerComponents(headerBg: string, bodyBg: string) {
  return {
    Layout: {
      headerBg,
      headerColor: '#ffffff',
      headerHeight: LIMITS.headerHeightPx,
      headerPadding: '0 16px',
      bodyBg,
    },
    darkMenu: {
      darkItemBg: headerBg,
      darkPopupBg: headerBg,
      darkSubMenuItemBg: headerBg,
      darkItemColor: 'rgba(255, 255, 255, 0.88)',
      darkItemHoverColor: '#ffffff',
      // A darker shade marks the current area: white text on it only gains contrast (a white overlay had
      // lowered it below AA on ota's header, 4.36:1).
      darkItemSelectedBg: 'rgba(0, 0, 0, 0.3)',
      darkItemSelectedColor: '#ffffff',
    },
  };
}

/** Today's light theme. */
function lightTheme(profile: TenantProfile): ThemeConfig {
  const { primaryColor, headerColor } = profile.theme;
  const { Layout, darkMenu } = headerComponents(headerColor, LIGHT_SURFACES[0]);
  return {
    algorithm: antdTheme.defaultAlgorithm,
    token: {
      colorPrimary: primaryColor,
      colorLink: primaryColor,
      colorInfo: primaryColor,
      // antd's default red (#ff4d4f) is 3.2:1 on white; danger buttons and error text need 4.5:1.
      colorError: '#cf1322',
      // Darker than antd's defaults so secondary and tertiary text pass WCAG AA (4.5:1) on the grey page.
      colorTextSecondary: 'rgba(0, 0, 0, 0.68)',
      colorTextTertiary: 'rgba(0, 0, 0, 0.62)',
      colorTextDescription: 'rgba(0, 0, 0, 0.62)',
      colorTextPlaceholder: 'rgba(0, 0, 0, 0.55)',
      // Control borders (inputs, selects, checkboxes) at 3:1 on white (WCAG 1.4.11); cards keep the light
      // colorBorderSecondary.
      colorBorder: '#8c8c8c',
      // Preset tags write colour-7 on colour-1, under 4.5:1 for these five; the next shade passes (axe).
      // antd keeps each palette under two names (`green7`, and `green-7` behind the CSS variables).
      ...darkerShade7,
    },
    components: {
      Layout,
      Menu: {
        ...darkMenu,
        // Side menus: the primary colour on a 10 % tint of it (≥ 5.4:1 for every tenant, WCAG AA).
        itemSelectedBg: tint(primaryColor, 0.9),
        itemSelectedColor: primaryColor,
      },
    },
  };
}

/** The dark theme: antd's dark algorithm, the brand lightened to AA on every dark surface. */
function darkTheme(profile: TenantProfile): ThemeConfig {
  const { primaryColor, headerColor } = profile.theme;
  const algorithm = antdTheme.darkAlgorithm;
  const primarySeed = seedFor('colorPrimary', primaryColor, algorithm, DARK_SURFACES, RATIO.aa, 'lighten');
  const errorSeed = seedFor('colorError', '#ff4d4f', algorithm, DARK_SURFACES, RATIO.aa, 'lighten');
  const derived = antdTheme.getDesignToken({
    algorithm,
    token: { colorPrimary: primarySeed, colorError: errorSeed },
  });
  const { Layout, darkMenu } = headerComponents(headerColor, DARK_SURFACES[0]);
  return {
    algorithm,
    token: {
      colorPrimary: primarySeed,
      colorLink: primarySeed,
      colorInfo: primarySeed,
      colorError: errorSeed,
      colorTextSecondary: 'rgba(255, 255, 255, 0.75)',
      colorTextTertiary: 'rgba(255, 255, 255, 0.68)',
      colorTextDescription: 'rgba(255, 255, 255, 0.68)',
      colorTextPlaceholder: 'rgba(255, 255, 255, 0.6)',
      colorBorder: '#7a7a7a',
    },
    components: {
      Layout,
      Button: {
        primaryColor: textOn(derived.colorPrimary),
        dangerColor: textOn(derived.colorError),
      },
      Menu: {
        ...darkMenu,
        itemSelectedBg: DARK_SELECTED_BG,
        itemSelectedColor: derived.colorPrimary,
      },
    },
  };
}

/** The high-contrast theme: white page, black text and control borders, the brand at AAA (7:1). */
function highContrastTheme(profile: TenantProfile): ThemeConfig {
  const surfaces = ['#ffffff'];
  const primary = ensureContrast(profile.theme.primaryColor, surfaces, RATIO.aaa, 'darken');
  const error = ensureContrast('#cf1322', surfaces, RATIO.aaa, 'darken');
  const header = ensureContrast(profile.theme.headerColor, surfaces, RATIO.aaa, 'darken');
  const { Layout, darkMenu } = headerComponents(header, '#ffffff');
  return {
    algorithm: antdTheme.defaultAlgorithm,
    token: {
      colorPrimary: primary,
      colorLink: primary,
      colorInfo: primary,
      colorError: error,
      colorText: '#000000',
      colorTextHeading: '#000000',
      colorTextSecondary: 'rgba(0, 0, 0, 0.85)',
      colorTextTertiary: 'rgba(0, 0, 0, 0.8)',
      colorTextDescription: 'rgba(0, 0, 0, 0.8)',
      colorTextPlaceholder: 'rgba(0, 0, 0, 0.72)',
      colorBgLayout: '#ffffff',
      colorBorder: '#000000',
      colorBorderSecondary: '#595959',
      colorSplit: 'rgba(0, 0, 0, 0.6)',
      lineWidthFocus: 3,
      ...darkerShade7,
    },
    components: {
      Layout,
      Menu: {
        ...darkMenu,
        darkItemColor: '#ffffff',
        darkItemSelectedBg: '#000000',
        itemSelectedBg: '#000000',
        itemSelectedColor: '#ffffff',
      },
    },
  };
}

const BUILDERS: Record<ThemeMode, (profile: TenantProfile) => ThemeConfig> = {
  light: lightTheme,
  dark: darkTheme,
  'high-contrast': highContrastTheme,
};

/**
 * The antd theme of a tenant in `preferences.mode` (light unless given). With `reducedMotion`, antd's motion
 * is off (`token.motion: false`): drawers, modals, menus and messages appear and leave at once (WCAG 2.2 SC
 * 2.3.3). This is antd's own switch: a global `prefers-reduced-motion` rule shortening every CSS animation
 * instead leaves antd's popups unaligned, far off screen (ant-design/ant-design#50131, #58176; seen here on
 * the Add members picker). Pure; the colours of a tenant and mode are worked out once and remembered.
 */
export function buildTheme(profile: TenantProfile, preferences: ThemePreferences = {}): ThemeConfig {
  const mode = preferences.mode ?? 'light';
  const key = `${profile.id}:${profile.theme.primaryColor}:${profile.theme.headerColor}:${mode}`;
  let colours = memo.get(key);
  if (!colours) {
    colours = BUILDERS[mode](profile);
    memo.set(key, colours);
  }
  return {
    ...colours,
    zeroRuntime: true,
    token: {
      ...colours.token,
      motion: !preferences.reducedMotion,
      borderRadius: 8,
      fontFamily: FONT_FAMILY,
    },
  };
}

/**
 * Series colours of a chart in `mode`: as given in light; in dark each lightened to 3:1 on the dark surfaces,
 * in high contrast each darkened to 4.5:1 on white (WCAG 1.4.11 for graphics, more for the strict mode).
 */
export function chartColours(colours: readonly string[], mode: ThemeMode): string[] {
  if (mode === 'light') return [...colours];
  if (mode === 'dark') return colours.map((c) => ensureContrast(c, DARK_SURFACES, RATIO.nonText, 'lighten'));
  return colours.map((c) => ensureContrast(c, ['#ffffff'], RATIO.aa, 'darken'));
}
