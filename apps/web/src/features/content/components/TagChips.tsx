/**
 * Tag chips of a card or detail (spec 002 §9 "Tag chip colours cycle among four palettes").
 */
import { Tag } from 'antd';
import type { ContentTag } from '../content-types';
import { tagPalette } from '../../../shared/tag-palettes';

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
            variant="filled"
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
