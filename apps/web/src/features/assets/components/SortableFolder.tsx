/**
 * One folder of the assets tab (spec 001 §2 "Assets"): a drag handle, a collapsible header with add, rename
 * and delete, and its items (download through the API, links in a new tab with engagement tracking), each
 * with a check box for the multi-item rename when the caller may rename items.
 */
import { Button, Checkbox, Collapse, Flex, Typography } from 'antd';
import { useApp } from '../../../shared/app-feedback';
import {
  DeleteOutlined,
  DownloadOutlined,
  EditOutlined,
  FileOutlined,
  FolderOutlined,
  HolderOutlined,
  LinkOutlined,
  PlusOutlined,
} from '@ant-design/icons';
import { useSortable } from '@dnd-kit/sortable';
import { CSS } from '@dnd-kit/utilities';
import { ASSET_MESSAGES, type TAssetFolder, type TAssetItem } from '@portal/contracts';
import { ItemList } from '../../../shared/components/ItemList';
import { downloadAsset, useDeleteAssetMutation, useDeleteFolderMutation } from '../queries';
import { filterItems, sortItems, type FileTypeKey, type SortKey } from '../asset-order';
import { formatDate } from '../../../shared/format';
import { errorMessage } from '../../../api/api-error';
import { trackEngagement } from '../../../shared/engagement';
import { noItemsYet } from '../../../shared/count-label';

/**
 * The drag handle (a 32 px button) beside the Collapse, its middle level with the header's: 1 px border,
 * 12 px padding and the 24 px row of small buttons put that middle 25 px down.
 */
const HANDLE_STYLE = { marginTop: 9, touchAction: 'none' } as const;

/** Props of {@link SortableFolder}. */
export interface SortableFolderProps {
  folder: TAssetFolder;
  draggable: boolean;
  sort: SortKey;
  /** The file type filter's choice (spec 002 §9). */
  fileType: FileTypeKey;
  communityId: string;
  canManage: boolean;
  canEditItems: boolean;
  onRename: () => void;
  onAdd: () => void;
  onRenameItem: (item: TAssetItem) => void;
  /** Ids of the items chosen for the multi-item rename (spec 001 §8 'Items renamed successfully.'). */
  selectedIds: readonly string[];
  /** Chooses or drops an item for the multi-item rename. */
  onSelectItem: (item: TAssetItem, selected: boolean) => void;
}

/** Renders one sortable folder with its items. */
export function SortableFolder(props: SortableFolderProps) {
  const {
    folder,
    draggable,
    sort,
    fileType,
    communityId,
    canManage,
    canEditItems,
    onRename,
    onAdd,
    onRenameItem,
    selectedIds,
    onSelectItem,
  } = props;
  const { message, modal } = useApp();
  const deleteFolder = useDeleteFolderMutation(communityId);
  const deleteAsset = useDeleteAssetMutation(communityId);
  const { attributes, listeners, setNodeRef, setActivatorNodeRef, transform, transition, isDragging } =
    useSortable({ id: folder.id, disabled: !draggable });
  const removeFolder = () =>
    modal.confirm({
      title: 'Delete folder',
      content: `Delete '${folder.name}' and all its files?`,
      okText: 'Delete',
      okButtonProps: { danger: true },
      onOk: async () => {
        try {
          await deleteFolder.mutateAsync(folder.id);
          void message.success(ASSET_MESSAGES.folderDeleted);
        } catch {
          void message.error(ASSET_MESSAGES.deleteFolderFailed);
        }
      },
    });
  const removeItem = (item: TAssetItem) =>
    modal.confirm({
      title: 'Delete item',
      content: `Delete '${item.name}'?`,
      okText: 'Delete',
      okButtonProps: { danger: true },
      onOk: async () => {
        try {
          await deleteAsset.mutateAsync({ folderId: folder.id, assetId: item.id });
          void message.success(ASSET_MESSAGES.itemDeleted);
        } catch {
          void message.error(ASSET_MESSAGES.deleteItemFailed);
        }
      },
    });
  const open = async (item: TAssetItem) => {
    if (item.type === 'link') {
      void trackEngagement({ type: 'downloadAsset', entityId: item.id, name: item.name, url: item.path });
      window.open(item.path, '_blank', 'noopener,noreferrer');
      return;
    }
    try {
      const blob = await downloadAsset(communityId, folder.id, item.id);
      const url = URL.createObjectURL(blob);
      const a = document.createElement('a');
      a.href = url;
      a.download = item.fileName ?? item.name;
      document.body.appendChild(a);
      a.click();
      a.remove();
      window.setTimeout(() => URL.revokeObjectURL(url), 1000);
    } catch (error) {
      void message.error(ASSET_MESSAGES.downloadFailed(errorMessage(error, 'Unknown error')));
    }
  };
  return (
    <Flex
      ref={setNodeRef}
      gap={8}
      align="flex-start"
      data-testid={`folder-${folder.name}`}
      style={{
        transform: CSS.Translate.toString(transform),
        transition,
        opacity: isDragging ? 0.6 : 1,
        position: 'relative',
        zIndex: isDragging ? 1 : undefined,
      }}
    >
      {draggable ? (
        // Outside the Collapse header: its click and Enter handlers would take the drag's events.
        <Button
          ref={setActivatorNodeRef}
          type="text"
          icon={<HolderOutlined />}
          aria-label={`Drag to reorder ${folder.name}`}
          {...attributes}
          {...listeners}
          style={{ ...HANDLE_STYLE, cursor: isDragging ? 'grabbing' : 'grab' }}
        />
      ) : null}
      <Collapse
        style={{ flex: 1, minWidth: 0 }}
        // The title alone toggles: the folder's buttons must not sit inside a role=button header (axe
        // nested-interactive), as on the admin FAQ.
        collapsible="header"
        items={[
          {
            key: folder.id,
            label: (
              <Flex gap={8} align="center">
                <FolderOutlined />
                <span>{folder.name}</span>
                <Typography.Text type="secondary">({folder.assets.length})</Typography.Text>
              </Flex>
            ),
            extra: canManage ? (
              <Flex gap={4}>
                <Button size="small" icon={<PlusOutlined />} onClick={onAdd}>
                  Add file
                </Button>
                <Button
                  size="small"
                  icon={<EditOutlined />}
                  aria-label={`Rename ${folder.name}`}
                  onClick={onRename}
                />
                <Button
                  size="small"
                  danger
                  icon={<DeleteOutlined />}
                  aria-label={`Delete ${folder.name}`}
                  onClick={removeFolder}
                />
              </Flex>
            ) : undefined,
            children: (
              <>
                {folder.description ? (
                  <Typography.Paragraph type="secondary">{folder.description}</Typography.Paragraph>
                ) : null}
                <ItemList
                  items={sortItems(filterItems(folder.assets, fileType), sort)}
                  itemKey={(item) => item.id}
                  empty={noItemsYet('file')}
                  renderItem={(item) => ({
                    actions: [
                      <Button
                        key="open"
                        size="small"
                        icon={item.type === 'link' ? <LinkOutlined /> : <DownloadOutlined />}
                        onClick={() => void open(item)}
                      >
                        {item.type === 'link' ? 'Open' : 'Download'}
                      </Button>,
                      ...(canEditItems
                        ? [
                            <Button
                              key="rn"
                              size="small"
                              icon={<EditOutlined />}
                              aria-label={`Rename ${item.name}`}
                              onClick={() => onRenameItem(item)}
                            />,
                            <Button
                              key="del"
                              size="small"
                              danger
                              icon={<DeleteOutlined />}
                              aria-label={`Delete ${item.name}`}
                              onClick={() => removeItem(item)}
                            />,
                          ]
                        : []),
                    ],
                    avatar: (
                      <Flex gap={8} align="center">
                        {canEditItems ? (
                          <Checkbox
                            aria-label={`Select ${item.name}`}
                            checked={selectedIds.includes(item.id)}
                            onChange={(e) => onSelectItem(item, e.target.checked)}
                          />
                        ) : null}
                        {item.type === 'link' ? <LinkOutlined /> : <FileOutlined />}
                      </Flex>
                    ),
                    title: item.name,
                    description: `${item.description} · ${item.extension.toUpperCase()} · ${formatDate(item.createdAt)}`,
                  })}
                />
              </>
            ),
          },
        ]}
      />
    </Flex>
  );
}
