/**
 * antd's `isBright` (antd/es/color-picker/components/ColorPresets.js, antd 6.6.8), in a module of its own.
 *
 * antd's Button style token (`button/style/token.js`, every page's buttons, the sign-in page's too) and Tag's
 * style import `isBright` from the colour picker's presets module, which also imports Collapse for the presets
 * panel; rolldown keeps that Collapse (about 4 kB gzip) in the sign-in page although no page draws it there.
 * The build resolves those two imports to this module instead (apps/web/vite.config.ts
 * `antdIsBrightWithoutCollapse`, issue 37 point 5). Same code and dependency (`@rc-component/color-picker`'s
 * Color); antd-is-bright.test.ts checks it answers as antd's over a table of colours and backgrounds.
 *
 * @param value the colour (antd's AggregationColor, or anything with `toRgb` and `toRgbString`)
 * @param bgColorToken the background a translucent colour is seen on (CSS colour string)
 * @returns true when text on `value` should be dark
 */
import { Color as RcColor } from '@rc-component/color-picker';

export const isBright = (
  value: { toRgb(): { r: number; g: number; b: number; a: number }; toRgbString(): string },
  bgColorToken: string,
): boolean => {
  const { r, g, b, a } = value.toRgb();
  const hsv = new RcColor(value.toRgbString()).onBackground(bgColorToken).toHsv();
  if (a <= 0.5) {
    // Adapted to dark mode
    return hsv.v > 0.5;
  }
  return r * 0.299 + g * 0.587 + b * 0.114 > 192;
};
