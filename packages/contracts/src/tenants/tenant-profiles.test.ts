/** Tenant profiles — spec 000 §1 table and §9 constants, and WCAG AA contrast of the brand colours. */
import { describe, expect, it } from 'vitest';
import {
  MODULE_NAMES,
  TENANT_IDS,
  TENANT_PROFILES,
  UNKNOWN_TENANT_MESSAGE,
  getTenantProfile,
  isValidAbn,
} from './tenant-profiles';

function luminance(hex: string): number {
  const [r, g, b] = [1, 3, 5]
    .map((i) => parseInt(hex.slice(i, i + 2), 16) / 255)
    .map((c) => (c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4));
  return 0.2126 * r! + 0.7152 * g! + 0.0722 * b!;
}
const contrastWithWhite = (hex: string) => 1.05 / (luminance(hex) + 0.05);

describe('tenant profiles', () => {
  it('match the table of spec 000 §1', () => {
    const table = TENANT_IDS.map((id) => [
      id,
      TENANT_PROFILES[id].communityBasePath,
      TENANT_PROFILES[id].accountSettingsMode,
    ]);
    expect(table).toEqual([
      ['ota', '/communities', 'legacy'],
      ['psa', '/workspaces', 'workflow'],
      ['lca', '/workspaces', 'legacy'],
      ['actls', '/hubs', 'legacy'],
    ]);
  });
  it("use 'active' as the news key for the first tenant and 'published' for the others (spec 000 §9)", () => {
    expect(TENANT_IDS.map((id) => TENANT_PROFILES[id].newsActiveKey)).toEqual([
      'active',
      'published',
      'published',
      'published',
    ]);
  });
  it('enable dietary requirements for the first tenant only, and disable CPD for the law council', () => {
    expect(TENANT_IDS.filter((id) => TENANT_PROFILES[id].dietaryRequirements)).toEqual(['ota']);
    expect(TENANT_PROFILES.lca.modules.cpd.enabled).toBe(false);
  });
  it('configure every module with enabled, accessRules and subModules', () => {
    for (const id of TENANT_IDS)
      for (const m of MODULE_NAMES)
        expect(Object.keys(TENANT_PROFILES[id].modules[m]).sort()).toEqual([
          'accessRules',
          'enabled',
          'subModules',
        ]);
  });
  it('change the community word per tenant', () => {
    expect(TENANT_IDS.map((id) => TENANT_PROFILES[id].wording.community)).toEqual([
      'community',
      'workspace',
      'committee',
      'hub',
    ]);
  });
  it('carry a valid ABN each (printed on tax invoices)', () => {
    expect(isValidAbn('51 824 753 556')).toBe(true);
    expect(isValidAbn('51 824 753 557')).toBe(false);
    expect(isValidAbn('1234')).toBe(false);
    for (const profile of Object.values(TENANT_PROFILES)) expect(isValidAbn(profile.abn)).toBe(true);
  });

  it('are visibly different: own names, logos and colours', () => {
    for (const key of ['displayName', 'logoUrl'] as const)
      expect(new Set(TENANT_IDS.map((id) => TENANT_PROFILES[id][key])).size).toBe(4);
    expect(new Set(TENANT_IDS.map((id) => TENANT_PROFILES[id].theme.primaryColor)).size).toBe(4);
  });
  it('have brand colours that pass WCAG AA (4.5:1) under white text', () => {
    for (const id of TENANT_IDS) {
      expect(contrastWithWhite(TENANT_PROFILES[id].theme.primaryColor)).toBeGreaterThanOrEqual(4.5);
      expect(contrastWithWhite(TENANT_PROFILES[id].theme.headerColor)).toBeGreaterThanOrEqual(4.5);
    }
  });
  it("throw 'VITE_APP_PROJECT_NAME not set' for an unknown project name", () => {
    expect(() => getTenantProfile('nope')).toThrow(UNKNOWN_TENANT_MESSAGE);
    expect(() => getTenantProfile(undefined)).toThrow('VITE_APP_PROJECT_NAME not set');
    expect(getTenantProfile('psa').id).toBe('psa');
  });
});
