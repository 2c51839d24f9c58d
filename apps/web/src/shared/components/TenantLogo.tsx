/**
 * The tenant's full logo (sign-in page, welcome wizard, invoice). The logo files carry the name in the
 * tenant's dark header colour, so in the dark theme the logo sits on a light plate, where it stays legible
 * (issue 42 point 1; tenants have one logo file each, docs/accessibility.md "Themes").
 */
import type { CSSProperties } from 'react';
import { useTenant } from '../../session/tenant-context';
import { useThemeMode } from '../theme';

/** Props: the logo's height in px and extra style of the image. */
export interface TenantLogoProps {
  height: number;
  style?: CSSProperties;
}

/** Renders the logo, named by the tenant's display name, on a white plate in the dark theme. */
export function TenantLogo({ height, style }: TenantLogoProps) {
  const profile = useTenant();
  const plate: CSSProperties =
    useThemeMode() === 'dark'
      ? { background: '#ffffff', borderRadius: 8, padding: 6, boxSizing: 'content-box' }
      : {};
  return (
    <img
      src={profile.logoUrl}
      alt={profile.displayName}
      data-logo-plate={plate.background ? 'light' : undefined}
      style={{ height, ...plate, ...style }}
    />
  );
}
