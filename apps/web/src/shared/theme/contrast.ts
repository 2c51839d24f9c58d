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
 * `colour` made lighter (`'lighten'`) or darker (`'darken'`) in steps of 1 % HSL lightness, hue and
 * saturation kept, until `accept(candidate)` holds; the colour itself when it already does. After 100 steps
 * (white or black) the last candidate is returned — the contrast test of the tenants then fails loudly.
 */
export function adjustUntil(
  colour: string,
  direction: 'lighten' | 'darken',
  accept: (candidate: string) => boolean,
): string {
  let candidate = new FastColor(colour);
  for (let step = 0; step < 100 && !accept(candidate.toHexString()); step += 1)
    candidate = direction === 'lighten' ? candidate.lighten(1) : candidate.darken(1);
  return candidate.toHexString();
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
