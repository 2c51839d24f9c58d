/**
 * The 'Tags matching' panel of the search page (spec 002 §2, §9 "Tags list initial … 150 (search)"): the tags
 * whose name matches the keyword as chips in the four palettes; the first 150 are shown, 'See all tags' shows
 * the rest and 'Show less tags' folds them again. Choosing a tag starts a tag search.
 */
import { useState } from 'react';
import { Button, Card, Tag, Typography } from 'antd';
import { Link } from 'react-router';
import { tagPalette } from '../../../shared/tag-palettes';
import type { SearchTagChip } from '../search-view';

/** The number of tags shown before 'See all tags' (spec 002 §9). */
export const TAGS_INITIAL_COUNT = 150;

/** Props: the keyword, the matching tags, the chosen tag and the link of a tag. */
export interface TagsPanelProps {
  keyword: string;
  tags: readonly SearchTagChip[];
  activeTagId: string;
  tagHref: (tag: SearchTagChip) => string;
  /** Starts unfolded (the `section=tags` link). */
  isInitiallyExpanded?: boolean;
}

/** Renders the panel; nothing when no tag matches. */
export function TagsPanel({
  keyword,
  tags,
  activeTagId,
  tagHref,
  isInitiallyExpanded = false,
}: TagsPanelProps) {
  const [isExpanded, setIsExpanded] = useState(isInitiallyExpanded);
  if (tags.length === 0) return null;
  const shown = isExpanded ? tags : tags.slice(0, TAGS_INITIAL_COUNT);
  return (
    <Card size="small" style={{ marginBottom: 16 }}>
      <Typography.Title level={2} id="tags-matching" style={{ fontSize: 16, margin: '0 0 8px' }}>
        Tags matching &lsquo;{keyword}&rsquo;
      </Typography.Title>
      <ul
        aria-labelledby="tags-matching"
        style={{ display: 'flex', flexWrap: 'wrap', gap: 6, listStyle: 'none', margin: 0, padding: 0 }}
      >
        {shown.map((tag, index) => {
          const palette = tagPalette(index);
          const isActive = tag.id === activeTagId;
          return (
            <li key={tag.id}>
              <Tag style={{ background: palette.background, color: palette.color, marginInlineEnd: 0 }}>
                <Link
                  to={tagHref(tag)}
                  aria-current={isActive ? 'true' : undefined}
                  style={{ color: 'inherit', fontWeight: isActive ? 600 : 400 }}
                >
                  {tag.label}
                </Link>
              </Tag>
            </li>
          );
        })}
      </ul>
      {tags.length > TAGS_INITIAL_COUNT && (
        <Button type="link" style={{ paddingInline: 0 }} onClick={() => setIsExpanded((value) => !value)}>
          {isExpanded ? 'Show less tags' : 'See all tags'}
        </Button>
      )}
    </Card>
  );
}
