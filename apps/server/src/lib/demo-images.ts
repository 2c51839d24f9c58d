/**
 * Generated demo images (issue 18): cover images whose title is wrapped and shrunk so it is never clipped,
 * and simple illustrated avatars (face, hair, clothes in varied colours). Both are SVG rendered with sharp;
 * the seed picks the colours and shapes from its fixed random seed, so every machine gets the same images.
 */
import sharp from 'sharp';

const escapeXml = (text: string) =>
  text.replace(
    /[<>&"']/g,
    (c) => ({ '<': '&lt;', '>': '&gt;', '&': '&amp;', '"': '&quot;', "'": '&#39;' })[c]!,
  );

/** Average glyph width of the sans-serif fonts, as a share of the font size (wide enough to be safe). */
const GLYPH = 0.58;

/**
 * Fits `text` into a box `width` wide with at most `maxLines` lines: the largest font size from `sizes` at which
 * the words wrap into that many lines; at the smallest size the last line ends with "…".
 */
export function fitTitle(
  text: string,
  width: number,
  maxLines: number,
  sizes = [44, 40, 36, 32, 28, 24],
): { size: number; lines: string[] } {
  const words = text.split(/\s+/).filter(Boolean);
  const wrap = (size: number) => {
    const max = Math.max(4, Math.floor(width / (size * GLYPH)));
    const lines: string[] = [];
    let line = '';
    for (const word of words) {
      const w = word.length > max ? `${word.slice(0, max - 1)}…` : word;
      if (line && line.length + 1 + w.length > max) {
        lines.push(line);
        line = w;
      } else line = line ? `${line} ${w}` : w;
    }
    if (line) lines.push(line);
    return { lines, max };
  };
  for (const size of sizes) {
    const { lines } = wrap(size);
    if (lines.length <= maxLines) return { size, lines };
  }
  const size = sizes[sizes.length - 1]!;
  const { lines, max } = wrap(size);
  const kept = lines.slice(0, maxLines);
  const last = kept[maxLines - 1]!;
  kept[maxLines - 1] = `${last.length + 1 > max ? last.slice(0, max - 1) : last}…`;
  return { size, lines: kept };
}

/**
 * An 800 × 450 cover: a gradient from `colour` (hex without #) to navy, soft circles, an optional small
 * `eyebrow` (e.g. "Event") and the title wrapped into at most three lines inside the margins. The text block
 * is centred vertically and at most 170 px high, so cards that crop the cover to a wide strip (object-fit:
 * cover, centred) still show the whole title.
 */
export function coverSvg(title: string, colour: string, eyebrow?: string): string {
  let fit = fitTitle(title, 800 - 2 * 56, 3);
  while (fit.lines.length * fit.size * 1.2 > 170 && fit.size > 24)
    fit = fitTitle(title, 800 - 2 * 56, 3, [fit.size - 4]);
  const { size, lines } = fit;
  const lineHeight = Math.round(size * 1.2);
  const block = lines.length * lineHeight;
  const first = Math.round(225 - block / 2 + size * 0.85);
  const text = lines
    .map(
      (line, i) =>
        `<text x="56" y="${first + i * lineHeight}" font-family="'DejaVu Sans', Arial, sans-serif" font-size="${size}" font-weight="700" fill="#ffffff">${escapeXml(line)}</text>`,
    )
    .join('');
  const top = first - size - 14;
  const label =
    eyebrow && top > 60
      ? `<text x="56" y="${top}" font-family="'DejaVu Sans', Arial, sans-serif" font-size="20" fill="#ffffff" opacity="0.85" letter-spacing="2">${escapeXml(eyebrow.toUpperCase().slice(0, 40))}</text>`
      : '';
  return `<svg xmlns="http://www.w3.org/2000/svg" width="800" height="450">
<defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="#${colour}"/><stop offset="1" stop-color="#1b2a41"/></linearGradient></defs>
<rect width="800" height="450" fill="url(#g)"/>
<circle cx="700" cy="40" r="120" fill="#ffffff" opacity="0.10"/><circle cx="770" cy="420" r="80" fill="#ffffff" opacity="0.07"/>
<rect x="56" y="${first + (lines.length - 1) * lineHeight + 22}" width="64" height="5" rx="2" fill="#ffffff" opacity="0.7"/>
${label}${text}</svg>`;
}

/** Renders {@link coverSvg} to PNG bytes. */
export async function coverPng(title: string, colour: string, eyebrow?: string): Promise<Buffer> {
  return sharp(Buffer.from(coverSvg(title, colour, eyebrow)))
    .png({ compressionLevel: 6 })
    .toBuffer();
}

/** The size of an event's listing image (the list cards' cover: 140 px high, up to ~300 px wide at 2×). */
export const LISTING_IMAGE_SIZE = { width: 480, height: 270 } as const;

/**
 * Renders {@link coverSvg} as a listing image: {@link LISTING_IMAGE_SIZE}, WebP. The lists show covers at
 * 140 px high, so the full 800 × 450 PNG (28–43 kB) cost a phone's first screen of Discover its bandwidth; this
 * is 5–8 kB (issue 37 point 5). Event admins upload their own listing image (spec 002 §3 `listingImg`).
 */
export async function coverListingWebp(title: string, colour: string, eyebrow?: string): Promise<Buffer> {
  return sharp(Buffer.from(coverSvg(title, colour, eyebrow)))
    .resize(LISTING_IMAGE_SIZE)
    .webp({ quality: 80 })
    .toBuffer();
}

/** Looks of a generated avatar (all indices wrap around their palettes). */
export interface AvatarLooks {
  background: number;
  skin: number;
  hair: number;
  hairStyle: number;
  shirt: number;
  glasses: boolean;
}

const BACKGROUNDS = ['#dbeafe', '#fde68a', '#d1fae5', '#fce7f3', '#e0e7ff', '#fee2e2', '#ccfbf1', '#f3e8ff'];
const SKINS = ['#f9d7c0', '#f1c27d', '#e0ac69', '#c68642', '#8d5524', '#5c3a1e'];
const HAIRS = ['#2c1b10', '#4a2f1b', '#7a4a24', '#b5651d', '#d8b25a', '#9ca3af', '#111827'];
const SHIRTS = ['#1f6f8b', '#8e44ad', '#2e8b57', '#c0392b', '#2c3e50', '#d35400', '#14275f', '#0f766e'];

/** A 256 × 256 illustrated head-and-shoulders avatar. */
export function avatarSvg(looks: AvatarLooks): string {
  const pick = <T>(list: T[], i: number) => list[Math.abs(i) % list.length]!;
  const skin = pick(SKINS, looks.skin);
  const hair = pick(HAIRS, looks.hair);
  const style = Math.abs(looks.hairStyle) % 4;
  const hairShape = [
    // short
    '<path d="M76 124 C70 56 186 56 180 124 L172 100 C156 84 100 84 84 100Z"/>',
    // long
    '<path d="M74 118 C70 56 186 56 182 118 L186 196 L166 196 L164 120 C150 96 106 96 92 120 L90 196 L70 196Z"/>',
    // bun
    '<circle cx="128" cy="58" r="22"/><path d="M80 112 C80 64 176 64 176 112 C160 92 96 92 80 112Z"/>',
    // side part
    '<path d="M78 118 C76 60 180 58 178 112 C150 84 120 98 96 92 C88 100 82 108 78 118Z"/>',
  ][style]!;
  const glasses = looks.glasses
    ? '<g fill="none" stroke="#1f2328" stroke-width="3"><circle cx="110" cy="122" r="12"/><circle cx="146" cy="122" r="12"/><line x1="122" y1="122" x2="134" y2="122"/></g>'
    : '';
  return `<svg xmlns="http://www.w3.org/2000/svg" width="256" height="256" viewBox="0 0 256 256">
<rect width="256" height="256" fill="${pick(BACKGROUNDS, looks.background)}"/>
<path d="M40 256 C44 196 84 176 128 176 C172 176 212 196 216 256Z" fill="${pick(SHIRTS, looks.shirt)}"/>
<rect x="112" y="150" width="32" height="32" rx="10" fill="${skin}"/>
<ellipse cx="128" cy="120" rx="46" ry="52" fill="${skin}"/>
<g fill="${hair}">${hairShape}</g>
<circle cx="110" cy="122" r="4.5" fill="#1f2328"/><circle cx="146" cy="122" r="4.5" fill="#1f2328"/>
<path d="M112 146 Q128 158 144 146" fill="none" stroke="#7a3b2e" stroke-width="4" stroke-linecap="round"/>
${glasses}</svg>`;
}

/** Renders {@link avatarSvg} to a 128 × 128 WebP. */
export async function avatarWebp(looks: AvatarLooks): Promise<Buffer> {
  return sharp(Buffer.from(avatarSvg(looks)))
    .resize(128, 128)
    .webp({ quality: 85 })
    .toBuffer();
}
