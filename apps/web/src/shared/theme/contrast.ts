/**
 * WCAG 2.2 contrast maths (issue 42 point 1) on `@ant-design/fast-color`, the colour library antd itself uses:
 * the contrast ratio of two colours (SC 1.4.3 / 1.4.6 / 1.4.11) and the nearest shade of a brand colour that
 * reaches a ratio on given backgrounds.
 */
import { FastColor } from '@ant-design/fast-color';

/**
 * The WCAG contrast ratio (1–21) of `foreground` on `background` (any CSS colour antd understands: hex,
 * rgb(a), hsl). A translucent foreground is first laid over the background, as the browser paints it.
 */
export function contrastRatio(foreground: string, background: string): number {
  const back = new FastColor(background);
  const front = new FastColor(foreground).onBackground(back);
  const [lighter, darker] = [front.getLuminance(), back.getLuminance()].sort((a, b) => b - a);
  return (lighter! + 0.05) / (darker! + 0.05);
}

/** The lowest contrast ratio of `colour` over every one of `backgrounds`. */
export function minContrast(colour: string, backgrounds: readonly string[]): number {
  return Math.min(...backgrounds.map((background) => contrastRatio(colour, background)));
}

/**
 * `colour` made lighter (`'lighten'`) or darker (`'darken'`) by the fewest whole percent of HSL lightness
 * (hue and saturation kept) for which `accept(candidate)` holds — found by bisection, as contrast only grows
 * with the step; the colour itself when it already passes. When even white or black fails, that extreme
 * is returned, and the contrast test of the tenants fails loudly.
 */
export function adjustUntil(
  colour: string,
  direction: 'lighten' | 'darken',
  accept: (candidate: string) => boolean,
): string {
  if (accept(colour)) return colour;
  // HSL stepped by hand: fast-color's own lighten/darken mix its HSV saturation into HSL and shift the hue's
  // colourfulness even at 0 %.
  const { h, s, l } = new FastColor(colour).toHsl();
  const at = (amount: number) => {
    const lightness = direction === 'lighten' ? l + amount / 100 : l - amount / 100;
    return new FastColor({ h, s, l: Math.min(1, Math.max(0, lightness)) }).toHexString();
  };
  let [low, high] = [0, 100];
  while (high - low > 1) {
    const middle = Math.floor((low + high) / 2);
    if (accept(at(middle))) high = middle;
    else low = middle;
  }
  return at(high);
}

/** `colour` lightened or darkened until it reaches `ratio` on every one of `backgrounds`. */
export function ensureContrast(
  colour: string,
  backgrounds: readonly string[],
  ratio: number,
  direction: 'lighten' | 'darken',
): string {
  return adjustUntil(colour, direction, (candidate) => minContrast(candidate, backgrounds) >= ratio);
}

/** Black or white, whichever reads better on `background` (text on a solid brand-coloured button). */
export function textOn(background: string): '#000000' | '#ffffff' {
  return contrastRatio('#000000', background) > contrastRatio('#ffffff', background) ? '#000000' : '#ffffff';
}
