import { it } from 'vitest';
import { theme as antdTheme } from 'antd';
import { TENANT_IDS, TENANT_PROFILES } from '@portal/contracts';
import { buildTheme, contrastRatio, THEME_MODES } from './index';
it('prints', () => {
  const rows: string[] = [];
  for (const id of TENANT_IDS)
    for (const mode of THEME_MODES) {
      const c = buildTheme(TENANT_PROFILES[id], { mode });
      const t = antdTheme.getDesignToken(c);
      const L = (c.components as any).Layout;
      const btn = (c.components as any).Button?.primaryColor ?? t.colorTextLightSolid;
      const surfaces = [L.bodyBg, t.colorBgContainer, t.colorBgElevated];
      const min = (fg: string) => Math.min(...surfaces.map((s) => contrastRatio(fg, s))).toFixed(2);
      rows.push(`| ${id} | ${mode} | ${t.colorPrimary} | ${min(t.colorText)} | ${min(t.colorTextSecondary)} | ${min(t.colorPrimary)} | ${contrastRatio(btn, t.colorPrimary).toFixed(2)} (${btn}) | ${contrastRatio('#ffffff', L.headerBg).toFixed(2)} | ${contrastRatio(t.colorBorder, t.colorBgContainer).toFixed(2)} |`);
    }
  console.log(rows.join('\n'));
});
