/**
 * Ordering of the assets tab (spec 001 §2 "Assets", 002 §9 sort options and file type filter): the sort menu
 * and the file type filter of items, and where a dragged folder goes.
 */
import type { CollisionDetection } from '@dnd-kit/core';
import type { TAssetItem } from '@portal/contracts';

/** The sort menu's choices (spec 002 §9 "Asset sort options"). */
export type SortKey = 'newest' | 'oldest' | 'updated-newest' | 'updated-oldest' | 'name-asc' | 'name-desc';
/** The sort menu: key and label, in the spec's order. */
export const SORTS: { key: SortKey; label: string }[] = [
  { key: 'oldest', label: 'Oldest created' },
  { key: 'newest', label: 'Newest created' },
  { key: 'updated-oldest', label: 'Oldest update' },
  { key: 'updated-newest', label: 'Most recent update' },
  { key: 'name-asc', label: 'Name A–Z' },
  { key: 'name-desc', label: 'Name Z–A' },
];
/** The sort shown first: newest created (spec 002 §9 "default newest created"). */
export const DEFAULT_SORT: SortKey = 'newest';

const COMPARE: Record<SortKey, (a: TAssetItem, b: TAssetItem) => number> = {
  newest: (a, b) => b.createdAt.localeCompare(a.createdAt),
  oldest: (a, b) => a.createdAt.localeCompare(b.createdAt),
  'updated-newest': (a, b) => b.updatedAt.localeCompare(a.updatedAt),
  'updated-oldest': (a, b) => a.updatedAt.localeCompare(b.updatedAt),
  'name-asc': (a, b) => a.name.localeCompare(b.name),
  'name-desc': (a, b) => b.name.localeCompare(a.name),
};

/** Items of a folder in the chosen order (ties keep the folder's own order). */
export function sortItems(items: TAssetItem[], sort: SortKey): TAssetItem[] {
  return [...items].sort((a, b) => COMPARE[sort](a, b) || a.order - b.order);
}

/** The file type filter's choices (spec 002 §9 "File type filter"). */
export type FileTypeKey =
  'all' | 'images' | 'videos' | 'audio' | 'pdf' | 'text' | 'word' | 'excel' | 'powerpoint';
/** The file type filter: key and label, in the spec's order. */
export const FILE_TYPES: { key: FileTypeKey; label: string }[] = [
  { key: 'all', label: 'All' },
  { key: 'images', label: 'Images' },
  { key: 'videos', label: 'Videos' },
  { key: 'audio', label: 'Audio' },
  { key: 'pdf', label: 'PDF' },
  { key: 'text', label: 'Text' },
  { key: 'word', label: 'Word' },
  { key: 'excel', label: 'Excel' },
  { key: 'powerpoint', label: 'PowerPoint' },
];

/** File extensions (lower case, no dot) of each file type; links belong to no type but All. */
const EXTENSIONS: Record<Exclude<FileTypeKey, 'all'>, readonly string[]> = {
  images: ['png', 'jpg', 'jpeg', 'gif', 'webp', 'svg', 'bmp', 'heic'],
  videos: ['mp4', 'mov', 'avi', 'webm', 'mkv', 'm4v'],
  audio: ['mp3', 'wav', 'm4a', 'aac', 'ogg', 'flac'],
  pdf: ['pdf'],
  text: ['txt', 'rtf', 'md'],
  word: ['doc', 'docx'],
  excel: ['xls', 'xlsx', 'csv'],
  powerpoint: ['ppt', 'pptx'],
};

/** The items of one file type (by extension); `all` keeps every item, links included. */
export function filterItems(items: TAssetItem[], type: FileTypeKey): TAssetItem[] {
  if (type === 'all') return items;
  const wanted = EXTENSIONS[type];
  return items.filter((item) => item.type !== 'link' && wanted.includes(item.extension.toLowerCase()));
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
