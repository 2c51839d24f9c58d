/**
 * Tenant colours as antd theme tokens (DESIGN.md "Web", STYLE.md "Brand through tokens"): the primary colour
 * drives buttons and links; the header uses the header colour with white text, 68 px high (spec 000 §2).
 */
import type { ThemeConfig } from 'antd';
import { LIMITS, type TenantProfile } from '@portal/contracts';

/** The antd theme of a tenant. */
export function buildTheme(profile: TenantProfile): ThemeConfig {
  const { primaryColor, headerColor } = profile.theme;
  return {
    token: {
      colorPrimary: primaryColor,
      colorLink: primaryColor,
      colorInfo: primaryColor,
      borderRadius: 8,
      // Darker than antd's defaults so secondary and tertiary text pass WCAG AA (4.5:1) on the grey page.
      colorTextSecondary: 'rgba(0, 0, 0, 0.68)',
      colorTextTertiary: 'rgba(0, 0, 0, 0.62)',
      colorTextDescription: 'rgba(0, 0, 0, 0.62)',
      colorTextPlaceholder: 'rgba(0, 0, 0, 0.55)',
      fontFamily: "'Segoe UI', Roboto, 'Helvetica Neue', Arial, sans-serif",
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
      },
    },
  };
}
