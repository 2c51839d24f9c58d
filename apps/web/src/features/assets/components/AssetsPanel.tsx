/**
 * Assets tab ({base}/{alias}/resources, spec 001 §2 "Assets"): collapsible folders of files and links,
 * a sort menu (newest created first) and a file type filter (spec 002 §9), drag reorder of folders (dnd-kit, from a handle beside each folder's header, 1 px activation,
 * keyboard too; optimistic, 1-based new position sent, the order put back on failure), add/rename/delete
 * folders (assetsAll) and items (add: assetsAll; rename — one, or several chosen with check boxes — and delete:
 * Admin or WorkSpaceOwner), downloads through
 * the API (the server records the engagement event) and links opened in a new tab with engagement tracking.
 * Messages of spec 001 §5 and §8.
 */
import { useEffect, useState } from 'react';
import { Button, Dropdown, Empty, Flex, Select, Skeleton } from 'antd';
import { useApp } from '../../../shared/app-feedback';
import { EditOutlined, PlusOutlined, SortAscendingOutlined } from '@ant-design/icons';
import {
  DndContext,
  KeyboardSensor,
  PointerSensor,
  useSensor,
  useSensors,
  type Announcements,
  type DragEndEvent,
  type UniqueIdentifier,
} from '@dnd-kit/core';
import {
  SortableContext,
  arrayMove,
  sortableKeyboardCoordinates,
  verticalListSortingStrategy,
} from '@dnd-kit/sortable';
import { ASSET_MESSAGES, type TAssetFolder, type TAssetItem } from '@portal/contracts';
import { useFolders, useReorderFolderMutation } from '../queries';
import { DEFAULT_SORT, FILE_TYPES, leadingEdge, SORTS, type FileTypeKey, type SortKey } from '../asset-order';
import { errorMessage } from '../../../api/api-error';
import { SortableFolder } from './SortableFolder';
import { FolderModal } from './FolderModal';
import { AddAssetModal } from './AddAssetModal';
import { RenameItemModal } from './RenameItemModal';
import { RenameItemsModal } from './RenameItemsModal';
import { noItemsYet } from '../../../shared/count-label';

/** The assets panel. */
export function AssetsPanel({ communityId }: { communityId: string }) {
  const folders = useFolders(communityId);
  const reorderFolder = useReorderFolderMutation(communityId);
  const { message } = useApp();
  const [order, setOrder] = useState<TAssetFolder[]>([]);
  const [sort, setSort] = useState<SortKey>(DEFAULT_SORT);
  const [fileType, setFileType] = useState<FileTypeKey>('all');
  const [folderModal, setFolderModal] = useState<TAssetFolder | 'new' | null>(null);
  const [addTo, setAddTo] = useState<TAssetFolder | null>(null);
  const [renameItem, setRenameItem] = useState<TAssetItem | null>(null);
  const [selectedIds, setSelectedIds] = useState<string[]>([]);
  const [isRenamingMany, setIsRenamingMany] = useState(false);
  const sensors = useSensors(
    useSensor(PointerSensor, { activationConstraint: { distance: 1 } }),
    useSensor(KeyboardSensor, { coordinateGetter: sortableKeyboardCoordinates }),
  );
  useEffect(() => {
    if (folders.data) setOrder(folders.data.folders);
  }, [folders.data]);

  if (folders.isPending) return <Skeleton active />;
  if (folders.isLoadingError) return <Empty description={noItemsYet('asset')} />;
  const { canManage, canEditItems } = folders.data;
  const selectedItems = order.flatMap((f) => f.assets).filter((item) => selectedIds.includes(item.id));
  const selectItem = (item: TAssetItem, isSelected: boolean) =>
    setSelectedIds((ids) => (isSelected ? [...ids, item.id] : ids.filter((id) => id !== item.id)));

  const name = (id: UniqueIdentifier) => order.find((f) => f.id === id)?.name ?? '';
  const place = (id: UniqueIdentifier) => `${order.findIndex((f) => f.id === id) + 1} of ${order.length}`;
  /** Screen reader announcements with folder names and places (dnd-kit's default reads the ids). */
  const announcements: Announcements = {
    onDragStart: ({ active }) => `Picked up folder ${name(active.id)}, place ${place(active.id)}.`,
    onDragOver: ({ active, over }) =>
      over
        ? `Folder ${name(active.id)} moved to place ${place(over.id)}.`
        : `Folder ${name(active.id)} is not over a place.`,
    onDragEnd: ({ active, over }) =>
      over
        ? `Folder ${name(active.id)} dropped at place ${place(over.id)}.`
        : `Folder ${name(active.id)} dropped.`,
    onDragCancel: ({ active }) => `Moving folder ${name(active.id)} cancelled.`,
  };

  const onDragEnd = async ({ active, over }: DragEndEvent) => {
    if (!over || active.id === over.id) return;
    const from = order.findIndex((f) => f.id === active.id);
    const to = order.findIndex((f) => f.id === over.id);
    const previous = order;
    setOrder(arrayMove(order, from, to));
    try {
      await reorderFolder.mutateAsync({ folderId: String(active.id), newOrder: to + 1 });
    } catch (error) {
      setOrder(previous);
      void message.error(ASSET_MESSAGES.reorderFailed(errorMessage(error, '')));
    }
  };

  return (
    <Flex vertical gap={12}>
      <Flex gap={8} wrap>
        {canManage ? (
          <Button type="primary" icon={<PlusOutlined />} onClick={() => setFolderModal('new')}>
            New folder
          </Button>
        ) : null}
        <Dropdown
          trigger={['click']}
          menu={{
            items: SORTS.map((s) => ({ key: s.key, label: s.label })),
            selectable: true,
            selectedKeys: [sort],
            onClick: ({ key }) => setSort(key as SortKey),
          }}
        >
          <Button icon={<SortAscendingOutlined />}>Sort: {SORTS.find((s) => s.key === sort)?.label}</Button>
        </Dropdown>
        {canEditItems && selectedItems.length > 0 ? (
          <Button icon={<EditOutlined />} onClick={() => setIsRenamingMany(true)}>
            Rename selected ({selectedItems.length})
          </Button>
        ) : null}
        <Select
          aria-label="File type"
          value={fileType}
          onChange={setFileType}
          options={FILE_TYPES.map((t) => ({ value: t.key, label: t.label }))}
          style={{ minWidth: 140 }}
        />
      </Flex>
      {order.length === 0 ? (
        <Empty description={noItemsYet('folder')} />
      ) : (
        <DndContext
          sensors={sensors}
          collisionDetection={leadingEdge}
          accessibility={{ announcements }}
          onDragEnd={(e) => void onDragEnd(e)}
        >
          <SortableContext items={order.map((f) => f.id)} strategy={verticalListSortingStrategy}>
            {order.map((folder) => (
              <SortableFolder
                key={folder.id}
                folder={folder}
                draggable={canManage}
                sort={sort}
                fileType={fileType}
                communityId={communityId}
                canManage={canManage}
                canEditItems={canEditItems}
                onRename={() => setFolderModal(folder)}
                onAdd={() => setAddTo(folder)}
                onRenameItem={setRenameItem}
                selectedIds={selectedIds}
                onSelectItem={selectItem}
              />
            ))}
          </SortableContext>
        </DndContext>
      )}
      <FolderModal communityId={communityId} folder={folderModal} onClose={() => setFolderModal(null)} />
      <AddAssetModal communityId={communityId} folder={addTo} onClose={() => setAddTo(null)} />
      <RenameItemModal communityId={communityId} item={renameItem} onClose={() => setRenameItem(null)} />
      <RenameItemsModal
        communityId={communityId}
        items={selectedItems}
        open={isRenamingMany}
        onClose={(saved) => {
          setIsRenamingMany(false);
          if (saved) setSelectedIds([]);
        }}
      />
    </Flex>
  );
}
