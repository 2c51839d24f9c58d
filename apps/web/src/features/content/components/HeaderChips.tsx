/**
 * Removable chips above the list showing the chosen category, tags, keyword and the saved-only filter
 * (spec 002 §2 "Header chips show chosen category and tags, removable").
 */
import { Tag } from 'antd';
import type { ListState } from '../content-query';
import type { ContentCategory, ContentTag } from '../content-types';

/** Props of {@link HeaderChips}. */
export interface HeaderChipsProps {
  state: ListState;
  categories: ContentCategory[] | undefined;
  tags: ContentTag[] | undefined;
  onRemoveCategory: () => void;
  onRemoveTag: (id: number) => void;
  onRemoveKeyword: () => void;
  onRemoveSaved: () => void;
}

/** Renders the chips; nothing when no filter is chosen. */
export function HeaderChips(props: HeaderChipsProps) {
  const { state, categories, tags } = props;
  const category = categories?.find((item) => item.id === state.categoryId);
  const chips: Array<{ key: string; label: string; kind: string; onClose: () => void }> = [];
  if (state.categoryId !== null)
    chips.push({
      key: 'category',
      kind: 'category',
      label: category?.label ?? `Category ${state.categoryId}`,
      onClose: props.onRemoveCategory,
    });
  for (const id of state.tagIds) {
    const tag = tags?.find((item) => item.id === id);
    chips.push({
      key: `tag-${id}`,
      kind: 'tag',
      label: tag?.label ?? `Tag ${id}`,
      onClose: () => props.onRemoveTag(id),
    });
  }
  if (state.keyword)
    chips.push({
      key: 'keyword',
      kind: 'keyword',
      label: `“${state.keyword}”`,
      onClose: props.onRemoveKeyword,
    });
  if (state.savedOnly)
    chips.push({ key: 'saved', kind: 'filter', label: 'Bookmarked', onClose: props.onRemoveSaved });
  if (chips.length === 0) return null;
  return (
    <ul
      aria-label="Active filters"
      style={{ listStyle: 'none', padding: 0, margin: '0 0 16px', display: 'flex', flexWrap: 'wrap', gap: 8 }}
    >
      {chips.map((chip) => (
        <li key={chip.key}>
          <Tag
            closable
            onClose={(event) => {
              event.preventDefault();
              chip.onClose();
            }}
            closeIcon={<span aria-label={`Remove ${chip.kind} ${chip.label}`}>×</span>}
            style={{ fontSize: 14, padding: '4px 10px', marginInlineEnd: 0 }}
          >
            {chip.label}
          </Tag>
        </li>
      ))}
    </ul>
  );
}
