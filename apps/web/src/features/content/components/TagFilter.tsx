/**
 * Tag filter of the news and resources sider (spec 002 §2): the first 5 tags, 'See all tags' / 'Show less
 * tags', and a 'Search tags' box (debounced 500 ms, spec 002 §9) that narrows the list by label.
 */
import { useMemo, useState } from 'react';
import { Button, Checkbox, Input } from 'antd';
import { useDebouncedValue } from '../../../shared/use-debounced-value';
import { CONTENT_LIMITS } from '../content-kinds';
import type { ContentTag } from '../content-types';
import { Typography } from '../../../shared/components/PlainTypography';

/** Props: all tags, the chosen ids and the change handler. */
export interface TagFilterProps {
  tags: ContentTag[];
  selectedIds: number[];
  onChange: (ids: number[]) => void;
}

/** Renders the tag checklist. */
export function TagFilter({ tags, selectedIds, onChange }: TagFilterProps) {
  const [isExpanded, setIsExpanded] = useState(false);
  const [search, setSearch] = useState('');
  const term = useDebouncedValue(search.trim().toLowerCase(), CONTENT_LIMITS.tagSearchDebounceMs);
  const matching = useMemo(
    () => (term ? tags.filter((tag) => tag.label.toLowerCase().includes(term)) : tags),
    [tags, term],
  );
  const shown = isExpanded ? matching : matching.slice(0, CONTENT_LIMITS.initialTags);

  const toggle = (id: number, checked: boolean) =>
    onChange(checked ? [...selectedIds, id] : selectedIds.filter((selected) => selected !== id));

  return (
    <section aria-labelledby="content-tags-heading">
      <Typography.Title level={2} id="content-tags-heading" style={{ fontSize: 16, marginTop: 0 }}>
        Tags
      </Typography.Title>
      <Input.Search
        placeholder="Search tags"
        aria-label="Search tags"
        allowClear
        value={search}
        onChange={(event) => setSearch(event.target.value)}
        style={{ marginBottom: 8 }}
      />
      {shown.length === 0 ? (
        <Typography.Text type="secondary">No tags found</Typography.Text>
      ) : (
        <ul style={{ listStyle: 'none', padding: 0, margin: 0, display: 'grid', gap: 4 }}>
          {shown.map((tag) => (
            <li key={tag.id}>
              <Checkbox
                checked={selectedIds.includes(tag.id)}
                onChange={(event) => toggle(tag.id, event.target.checked)}
              >
                {tag.label}
              </Checkbox>
            </li>
          ))}
        </ul>
      )}
      {matching.length > CONTENT_LIMITS.initialTags && (
        <Button type="link" style={{ paddingInline: 0 }} onClick={() => setIsExpanded((value) => !value)}>
          {isExpanded ? 'Show less tags' : 'See all tags'}
        </Button>
      )}
    </section>
  );
}
