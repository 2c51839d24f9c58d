/**
 * Tag chip colours (spec 002 §9 "Tag chip colours cycle among four palettes"), shared by the content chips
 * and the search tag panel.
 */

/** The four palettes (background, text) — each pair passes WCAG AA contrast. */
export const TAG_PALETTES = [
  { background: '#e6f0fb', color: '#123f6b' },
  { background: '#e8f5ec', color: '#1c5530' },
  { background: '#fdf1e3', color: '#6b3b06' },
  { background: '#f3e9f7', color: '#4f2463' },
] as const;

/** The palette of the n-th chip. */
export function tagPalette(index: number) {
  return TAG_PALETTES[index % TAG_PALETTES.length];
}
