/**
 * Tenant colours as antd theme tokens (DESIGN.md "Web", STYLE.md "Brand through tokens"): the primary colour
 * drives buttons and links; the header uses the header colour with white text, 68 px high (spec 000 §2).
 */
import type { ThemeConfig } from 'antd';
import type { TenantProfile } from '@portal/contracts';
import { LIMITS } from '@portal/contracts/shared/validation';

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

/** How the member's device asks the portal to draw: `reducedMotion` from `prefers-reduced-motion: reduce`. */
export interface ThemePreferences {
  reducedMotion?: boolean;
}

/**
 * The antd theme of a tenant. With `reducedMotion`, antd's motion is off (`token.motion: false`): drawers,
 * modals, menus and messages appear and leave at once (WCAG 2.2 SC 2.3.3). This is antd's own switch: a
 * global `prefers-reduced-motion` rule shortening every CSS animation instead leaves antd's popups unaligned,
 * far off screen (ant-design/ant-design#50131, #58176; seen here on the Add members picker).
 */
export function buildTheme(profile: TenantProfile, preferences: ThemePreferences = {}): ThemeConfig {
  const { primaryColor, headerColor } = profile.theme;
  return {
    zeroRuntime: true,
    token: {
      motion: !preferences.reducedMotion,
      colorPrimary: primaryColor,
      colorLink: primaryColor,
      colorInfo: primaryColor,
      // antd's default red (#ff4d4f) is 3.2:1 on white; danger buttons and error text need 4.5:1.
      colorError: '#cf1322',
      borderRadius: 8,
      // Darker than antd's defaults so secondary and tertiary text pass WCAG AA (4.5:1) on the grey page.
      colorTextSecondary: 'rgba(0, 0, 0, 0.68)',
      colorTextTertiary: 'rgba(0, 0, 0, 0.62)',
      colorTextDescription: 'rgba(0, 0, 0, 0.62)',
      colorTextPlaceholder: 'rgba(0, 0, 0, 0.55)',
      fontFamily: "'Segoe UI', Roboto, 'Helvetica Neue', Arial, sans-serif",
      // Preset tags write colour-7 on colour-1, under 4.5:1 for these five; the next shade passes (axe).
      // antd keeps each palette under two names (`green7`, and `green-7` behind the CSS variables).
      ...darkerShade7,
    },
    components: {
      Layout: {
        headerBg: headerColor,
        headerColor: '#ffffff',
        headerHeight: LIMITS.headerHeightPx,
        headerPadding: '0 16px',
        bodyBg: '#f5f6f8',
      },
      Menu: {
        darkItemBg: headerColor,
        darkPopupBg: headerColor,
        darkSubMenuItemBg: headerColor,
        darkItemColor: 'rgba(255, 255, 255, 0.88)',
        darkItemHoverColor: '#ffffff',
        darkItemSelectedBg: 'rgba(255, 255, 255, 0.18)',
        darkItemSelectedColor: '#ffffff',
        // Side menus: the primary colour on a 10 % tint of it (≥ 5.4:1 for every tenant, WCAG AA).
        itemSelectedBg: tint(primaryColor, 0.9),
        itemSelectedColor: primaryColor,
      },
    },
  };
}
