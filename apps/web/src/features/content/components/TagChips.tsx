/**
 * Tag chips of a card or detail (spec 002 §9 "Tag chip colours cycle among four palettes").
 */
import { Tag } from 'antd';
import type { ContentTag } from '../content-types';

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

/** Props: the tags and an optional click handler. */
export interface TagChipsProps {
  tags: ContentTag[];
  onClick?: (tag: ContentTag) => void;
}

/** Renders the tags as coloured chips; clickable ones are buttons. */
export function TagChips({ tags, onClick }: TagChipsProps) {
  if (tags.length === 0) return null;
  return (
    <div style={{ display: 'flex', flexWrap: 'wrap', gap: 6 }}>
      {tags.map((tag, index) => {
        const palette = tagPalette(index);
        return (
          <Tag
            key={tag.id}
            bordered={false}
            style={{ background: palette.background, color: palette.color, marginInlineEnd: 0 }}
          >
            {onClick ? (
              <button
                type="button"
                onClick={() => onClick(tag)}
                style={{ all: 'unset', cursor: 'pointer' }}
                aria-label={`Filter by tag ${tag.label}`}
              >
                {tag.label}
              </button>
            ) : (
              tag.label
            )}
          </Tag>
        );
      })}
    </div>
  );
}
