/**
 * Demo-content themes per tenant (issue 18 "Demo content true to each association"): ota occupational
 * therapy, lca and actls law, psa vocational training. {@link themeOf} is what every seeder reads.
 */
import type { TenantId } from '@portal/contracts';
import { LAW_THEME } from './law';
import { OTA_THEME } from './ota';
import { PSA_THEME } from './psa';
import type { SeedTheme, ThemeExpertiseGroup } from './types';

export type { SeedTheme, ThemeCommunity, ThemeExpertiseGroup } from './types';

const THEMES: Record<TenantId, SeedTheme> = {
  ota: OTA_THEME,
  psa: PSA_THEME,
  lca: LAW_THEME,
  actls: LAW_THEME,
};

/** The demo content of a tenant (ota's for an unknown id, so benchmarks on other ids still seed). */
export function themeOf(tenantId: string): SeedTheme {
  return THEMES[tenantId as TenantId] ?? OTA_THEME;
}

/** Every category and subcategory name of expertise groups, in order: the `areaofpractices` segments. */
export function expertiseNames(groups: ThemeExpertiseGroup[]): string[] {
  return groups.flatMap((g) => g.categories.flatMap((c) => [c.name, ...c.subCategories]));
}

/** `template` with each `{key}` replaced by `values[key]`. */
export function fill(template: string, values: Record<string, string>): string {
  return template.replace(/\{(\w+)\}/g, (whole, key: string) => values[key] ?? whole);
}
