/** Ordering of the assets tab (spec 001 §2 "Assets"): the sort menu of items and where a dragged folder goes. */
import type { CollisionDetection } from '@dnd-kit/core';
import type { TAssetItem } from '@portal/contracts';

/** The sort menu's choices. */
export type SortKey = 'order' | 'name-asc' | 'name-desc' | 'newest' | 'oldest';
/** The sort menu: key and label, default order first. */
export const SORTS: { key: SortKey; label: string }[] = [
  { key: 'order', label: 'Default order' },
  { key: 'name-asc', label: 'Name A–Z' },
  { key: 'name-desc', label: 'Name Z–A' },
  { key: 'newest', label: 'Newest first' },
  { key: 'oldest', label: 'Oldest first' },
];

/** Items of a folder in the chosen order. */
export function sortItems(items: TAssetItem[], sort: SortKey): TAssetItem[] {
  const list = [...items];
  if (sort === 'name-asc') list.sort((a, b) => a.name.localeCompare(b.name));
  if (sort === 'name-desc') list.sort((a, b) => b.name.localeCompare(a.name));
  if (sort === 'newest') list.sort((a, b) => b.createdAt.localeCompare(a.createdAt));
  if (sort === 'oldest') list.sort((a, b) => a.createdAt.localeCompare(b.createdAt));
  if (sort === 'order') list.sort((a, b) => a.order - b.order);
  return list;
}

/**
 * Where a dragged folder goes, for folders of different heights (an open one is far taller than a closed
 * one): over the farthest folder, in the direction of the move, whose middle its leading edge (bottom going
 * down, top going up) has passed, else over its own place. dnd-kit's closestCenter compares middles, so an
 * open folder moved past a closed one (by the keyboard, or a short pointer drag) stays over itself and the
 * move is lost.
 */
export const leadingEdge: CollisionDetection = ({
  active,
  collisionRect,
  droppableRects,
  droppableContainers,
}) => {
  const start = droppableRects.get(active.id);
  if (!start) return [];
  const down = collisionRect.top > start.top;
  const edge = down ? collisionRect.bottom : collisionRect.top;
  let target = droppableContainers.find((c) => c.id === active.id);
  let targetTop = start.top;
  for (const container of droppableContainers) {
    const rect = droppableRects.get(container.id);
    if (!rect || container.disabled) continue;
    const middle = rect.top + rect.height / 2;
    const passed = down ? rect.top > targetTop && middle <= edge : rect.top < targetTop && middle >= edge;
    if (passed) {
      target = container;
      targetTop = rect.top;
    }
  }
  return target ? [{ id: target.id, data: { droppableContainer: target, value: 0 } }] : [];
};
