/**
 * Contrast of every tenant's three themes (issue 42 point 1, "a contrast unit test covers each tenant's three
 * token sets"): the design tokens antd derives from each theme, measured with WCAG's formula — text, primary,
 * links and error text on every surface (AA 4.5:1 light and dark, AAA 7:1 high contrast), button text on
 * the primary and danger colours, the header's white text, the selected side-menu item, and control
 * borders at 3:1 (WCAG 1.4.11).
 */
import { describe, expect, it } from 'vitest';
import { theme as antdTheme, type ThemeConfig } from 'antd';
import { TENANT_IDS, TENANT_PROFILES, type TenantProfile } from '@portal/contracts';
import {
  buildTheme,
  chartColours,
  contrastRatio,
  DARK_SURFACES,
  RATIO,
  THEME_MODES,
  type ThemeMode,
} from './index';

type Components = Record<string, Record<string, string | undefined> | undefined>;

/** Every measured pair of a theme: a name, the ratio it reaches and the ratio it needs. */
function contrastPairs(profile: TenantProfile, mode: ThemeMode) {
  const config: ThemeConfig = buildTheme(profile, { mode });
  const token = antdTheme.getDesignToken(config);
  const components = (config.components ?? {}) as Components;
  const text = mode === 'high-contrast' ? RATIO.aaa : RATIO.aa;
  const surfaces = {
    page: components.Layout?.bodyBg ?? token.colorBgLayout,
    card: token.colorBgContainer,
    popup: token.colorBgElevated,
  };
  const pairs: Array<{ name: string; ratio: number; needs: number }> = [];
  const add = (name: string, fg: string, bg: string, needs: number) =>
    pairs.push({ name, ratio: contrastRatio(fg, bg), needs });
  for (const [surface, bg] of Object.entries(surfaces)) {
    add(`text on ${surface}`, token.colorText, bg, text);
    add(`secondary text on ${surface}`, token.colorTextSecondary, bg, text);
    add(`tertiary text on ${surface}`, token.colorTextTertiary, bg, text);
    add(`description on ${surface}`, token.colorTextDescription, bg, text);
    add(`primary on ${surface}`, token.colorPrimary, bg, text);
    add(`link on ${surface}`, token.colorLink, bg, text);
    add(`error text on ${surface}`, token.colorError, bg, text);
  }
  const button = components.Button ?? {};
  add('button text on primary', button.primaryColor ?? token.colorTextLightSolid, token.colorPrimary, text);
  add('danger button text', button.dangerColor ?? token.colorTextLightSolid, token.colorError, text);
  add('header text', components.Layout?.headerColor ?? '#ffffff', components.Layout!.headerBg!, text);
  const menu = components.Menu ?? {};
  add(
    'selected menu item',
    menu.itemSelectedColor!,
    compose(menu.itemSelectedBg!, token.colorBgContainer),
    text,
  );
  // The header's navigation (antd's dark menu on the header colour): its selected item.
  add(
    'selected header menu item',
    menu.darkItemSelectedColor ?? menu.darkItemColor ?? '#ffffff',
    compose(menu.darkItemSelectedBg ?? components.Layout!.headerBg!, components.Layout!.headerBg!),
    text,
  );
  add('input border on card', token.colorBorder, token.colorBgContainer, RATIO.nonText);
  add('input border on popup', token.colorBorder, token.colorBgElevated, RATIO.nonText);
  return pairs;
}

/** `colour` (maybe translucent) as painted on `background`, as an opaque hex. */
function compose(colour: string, background: string): string {
  const match = /^rgba\(([^)]+)\)$/.exec(colour);
  if (!match) return colour;
  const [r, g, b, a] = match[1]!.split(',').map(Number) as [number, number, number, number];
  const bg = [1, 3, 5].map((i) => parseInt(background.slice(i, i + 2), 16));
  const mix = [r, g, b].map((c, i) => Math.round(c * a + bg[i]! * (1 - a)));
  return `#${mix.map((c) => c.toString(16).padStart(2, '0')).join('')}`;
}

const failures = (profile: TenantProfile, mode: ThemeMode) =>
  contrastPairs(profile, mode)
    .filter((pair) => pair.ratio < pair.needs)
    .map((pair) => `${pair.name} ${pair.ratio.toFixed(2)} < ${pair.needs}`);

describe('tenant themes: contrast', () => {
  for (const id of TENANT_IDS)
    for (const mode of THEME_MODES)
      it(`${id} ${mode}: every pair meets WCAG ${mode === 'high-contrast' ? 'AAA' : 'AA'}`, () => {
        expect(failures(TENANT_PROFILES[id], mode)).toEqual([]);
      });

  it('catches a bad brand colour: a pale yellow primary fails in light (used as is)', () => {
    const pale = { ...TENANT_PROFILES.ota, theme: { ...TENANT_PROFILES.ota.theme, primaryColor: '#f5e663' } };
    expect(failures(pale, 'light')).toEqual(
      expect.arrayContaining([expect.stringMatching(/^primary on card/), expect.stringMatching(/^link on/)]),
    );
  });

  it('adjusts a bad brand colour in dark and high contrast: a navy primary is lightened, a yellow darkened', () => {
    const navy = { ...TENANT_PROFILES.psa, theme: { ...TENANT_PROFILES.psa.theme, primaryColor: '#000033' } };
    const yellow = {
      ...TENANT_PROFILES.lca,
      theme: { ...TENANT_PROFILES.lca.theme, primaryColor: '#ffff00' },
    };
    expect(failures(navy, 'dark')).toEqual([]);
    expect(failures(yellow, 'high-contrast')).toEqual([]);
    expect(buildTheme(navy, { mode: 'dark' }).token?.colorPrimary).not.toBe('#000033');
  });

  it('keeps the light theme of today: the brand colours as they are', () => {
    for (const id of TENANT_IDS) {
      const light = buildTheme(TENANT_PROFILES[id]);
      expect(light.token?.colorPrimary).toBe(TENANT_PROFILES[id].theme.primaryColor);
      expect(light.algorithm).toBe(antdTheme.defaultAlgorithm);
    }
    expect(buildTheme(TENANT_PROFILES.ota, { mode: 'dark' }).algorithm).toBe(antdTheme.darkAlgorithm);
  });
});

describe('chartColours', () => {
  const series = ['#0b6b66', '#f2a541', '#08524e', '#a3a3a3'];
  it('keeps the brand series in light, lifts them to 3:1 on dark surfaces, darkens them to 4.5:1 on white', () => {
    expect(chartColours(series, 'light')).toEqual(series);
    for (const colour of chartColours(series, 'dark'))
      for (const surface of DARK_SURFACES) expect(contrastRatio(colour, surface)).toBeGreaterThanOrEqual(3);
    for (const colour of chartColours(series, 'high-contrast'))
      expect(contrastRatio(colour, '#ffffff')).toBeGreaterThanOrEqual(4.5);
  });
});
