/**
 * Assets tab ({base}/{alias}/resources, spec 001 §2 "Assets"): collapsible folders of files and links,
 * a sort menu, drag reorder of folders (dnd-kit, from a handle beside each folder's header, 1 px activation,
 * keyboard too; optimistic, 1-based new position sent, the order put back on failure), add/rename/delete
 * folders (assetsAll) and items (add: assetsAll; rename/delete: Admin or WorkSpaceOwner), downloads through
 * the API (the server records the engagement event) and links opened in a new tab with engagement tracking.
 * Messages of spec 001 §5 and §8.
 */
import { useEffect, useState } from 'react';
import {
  App,
  Button,
  Collapse,
  Dropdown,
  Empty,
  Flex,
  Form,
  Input,
  List,
  Modal,
  Radio,
  Skeleton,
  Typography,
  Upload,
} from 'antd';
import {
  DeleteOutlined,
  DownloadOutlined,
  EditOutlined,
  FileOutlined,
  FolderOutlined,
  HolderOutlined,
  LinkOutlined,
  PlusOutlined,
  SortAscendingOutlined,
  UploadOutlined,
} from '@ant-design/icons';
import {
  DndContext,
  KeyboardSensor,
  PointerSensor,
  useSensor,
  useSensors,
  type Announcements,
  type CollisionDetection,
  type DragEndEvent,
  type UniqueIdentifier,
} from '@dnd-kit/core';
import {
  SortableContext,
  arrayMove,
  sortableKeyboardCoordinates,
  useSortable,
  verticalListSortingStrategy,
} from '@dnd-kit/sortable';
import { CSS } from '@dnd-kit/utilities';
import { useQueryClient } from '@tanstack/react-query';
import { ASSET_FILE_TYPES, ASSET_MESSAGES, type TAssetFolder, type TAssetItem } from '@portal/contracts';
import { assetCalls, assetKeys, useFolders } from '../queries';
import { assetDataError, assetFileCheck, assetUrlError, requiredError } from '../asset-rules';
import { formatDate } from '../../../shared/format';
import { errorMessage } from '../../../api/api-error';
import { trackEngagement } from '../../../shared/engagement';

type SortKey = 'order' | 'name-asc' | 'name-desc' | 'newest' | 'oldest';
const SORTS: { key: SortKey; label: string }[] = [
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
const leadingEdge: CollisionDetection = ({ active, collisionRect, droppableRects, droppableContainers }) => {
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

/** The assets panel. */
export function AssetsPanel({ communityId }: { communityId: string }) {
  const folders = useFolders(communityId);
  const queryClient = useQueryClient();
  const { message } = App.useApp();
  const [order, setOrder] = useState<TAssetFolder[]>([]);
  const [sort, setSort] = useState<SortKey>('order');
  const [folderModal, setFolderModal] = useState<TAssetFolder | 'new' | null>(null);
  const [addTo, setAddTo] = useState<TAssetFolder | null>(null);
  const [renameItem, setRenameItem] = useState<TAssetItem | null>(null);
  const sensors = useSensors(
    useSensor(PointerSensor, { activationConstraint: { distance: 1 } }),
    useSensor(KeyboardSensor, { coordinateGetter: sortableKeyboardCoordinates }),
  );
  useEffect(() => {
    if (folders.data) setOrder(folders.data.folders);
  }, [folders.data]);
  const refresh = () => queryClient.invalidateQueries({ queryKey: assetKeys.folders(communityId) });

  if (folders.isPending) return <Skeleton active />;
  if (folders.isError) return <Empty description="No assets yet" />;
  const { canManage, canEditItems } = folders.data;

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
      await assetCalls.reorderFolder(communityId, String(active.id), to + 1);
      await refresh();
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
      </Flex>
      {order.length === 0 ? (
        <Empty description="No folders yet" />
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
                communityId={communityId}
                canManage={canManage}
                canEditItems={canEditItems}
                onRename={() => setFolderModal(folder)}
                onAdd={() => setAddTo(folder)}
                onRenameItem={setRenameItem}
                refresh={refresh}
              />
            ))}
          </SortableContext>
        </DndContext>
      )}
      <FolderModal
        communityId={communityId}
        folder={folderModal}
        onClose={(saved) => {
          setFolderModal(null);
          if (saved) void refresh();
        }}
      />
      <AddAssetModal
        communityId={communityId}
        folder={addTo}
        onClose={(saved) => {
          setAddTo(null);
          if (saved) void refresh();
        }}
      />
      <RenameItemModal
        communityId={communityId}
        item={renameItem}
        onClose={(saved) => {
          setRenameItem(null);
          if (saved) void refresh();
        }}
      />
    </Flex>
  );
}

/**
 * The drag handle (a 32 px button) beside the Collapse, its middle level with the header's: 1 px border,
 * 12 px padding and the 24 px row of small buttons put that middle 25 px down.
 */
const HANDLE_STYLE = { marginTop: 9, touchAction: 'none' } as const;

interface SortableFolderProps {
  folder: TAssetFolder;
  draggable: boolean;
  sort: SortKey;
  communityId: string;
  canManage: boolean;
  canEditItems: boolean;
  onRename: () => void;
  onAdd: () => void;
  onRenameItem: (item: TAssetItem) => void;
  refresh: () => Promise<unknown>;
}

function SortableFolder(props: SortableFolderProps) {
  const {
    folder,
    draggable,
    sort,
    communityId,
    canManage,
    canEditItems,
    onRename,
    onAdd,
    onRenameItem,
    refresh,
  } = props;
  const { message, modal } = App.useApp();
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
          await assetCalls.deleteFolder(communityId, folder.id);
          void message.success(ASSET_MESSAGES.folderDeleted);
          await refresh();
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
          await assetCalls.deleteAsset(communityId, folder.id, item.id);
          void message.success(ASSET_MESSAGES.itemDeleted);
          await refresh();
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
      const blob = await assetCalls.download(communityId, folder.id, item.id);
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
              <Flex gap={4} onClick={(e) => e.stopPropagation()}>
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
                <List
                  dataSource={sortItems(folder.assets, sort)}
                  locale={{ emptyText: 'No files yet' }}
                  renderItem={(item) => (
                    <List.Item
                      actions={[
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
                      ]}
                    >
                      <List.Item.Meta
                        avatar={item.type === 'link' ? <LinkOutlined /> : <FileOutlined />}
                        title={item.name}
                        description={`${item.description} · ${item.extension.toUpperCase()} · ${formatDate(item.createdAt)}`}
                      />
                    </List.Item>
                  )}
                />
              </>
            ),
          },
        ]}
      />
    </Flex>
  );
}

/** Create folder ('Please input the title') or rename folder ('Please input the folder name'). */
function FolderModal({
  communityId,
  folder,
  onClose,
}: {
  communityId: string;
  folder: TAssetFolder | 'new' | null;
  onClose: (saved: boolean) => void;
}) {
  const { message } = App.useApp();
  const [form] = Form.useForm<{ name: string; description: string }>();
  const isNew = folder === 'new';
  useEffect(() => {
    if (folder)
      form.setFieldsValue(
        isNew ? { name: '', description: '' } : { name: folder.name, description: folder.description },
      );
  }, [folder, form, isNew]);
  const submit = async () => {
    const values = await form.validateFields().catch(() => null);
    if (!values || !folder) return;
    try {
      if (folder === 'new') {
        await assetCalls.createFolder(communityId, {
          name: values.name.trim(),
          description: values.description?.trim() || undefined,
        });
        void message.success(ASSET_MESSAGES.folderCreated);
      } else {
        await assetCalls.renameFolder(communityId, folder.id, {
          name: values.name.trim(),
          description: values.description?.trim() ?? '',
        });
        void message.success(ASSET_MESSAGES.folderRenamed);
      }
      onClose(true);
    } catch {
      void message.error(
        folder === 'new' ? ASSET_MESSAGES.createFolderFailed : ASSET_MESSAGES.renameFolderFailed,
      );
    }
  };
  const required = isNew ? ASSET_MESSAGES.folderTitleRequired : ASSET_MESSAGES.folderNameRequired;
  return (
    <Modal
      open={folder !== null}
      title={isNew ? 'New folder' : 'Rename folder'}
      onCancel={() => onClose(false)}
      onOk={() => void submit()}
      okText="Save"
      forceRender
    >
      <Form form={form} name="folderForm" layout="vertical">
        <Form.Item
          label={isNew ? 'Title' : 'Folder name'}
          name="name"
          required
          rules={[
            {
              validator: async (_r, v: string) => {
                const p = requiredError(v, required);
                if (p) throw new Error(p);
              },
            },
          ]}
        >
          <Input />
        </Form.Item>
        <Form.Item label="Description" name="description">
          <Input.TextArea autoSize={{ minRows: 2 }} />
        </Form.Item>
      </Form>
    </Modal>
  );
}

/** Add-file modal of spec 001 §5: type link or file (default link), name, description, URL or one file. */
function AddAssetModal({
  communityId,
  folder,
  onClose,
}: {
  communityId: string;
  folder: TAssetFolder | null;
  onClose: (saved: boolean) => void;
}) {
  const { message } = App.useApp();
  const [form] = Form.useForm<{ type: 'link' | 'file'; name: string; description: string; link: string }>();
  const [file, setFile] = useState<File | null>(null);
  const [dataError, setDataError] = useState<string | null>(null);
  const type = Form.useWatch('type', form);
  useEffect(() => {
    if (folder) {
      form.resetFields();
      setFile(null);
      setDataError(null);
    }
  }, [folder, form]);
  const submit = async () => {
    const values = await form.validateFields().catch(() => null);
    if (!values || !folder) return;
    const problem = assetDataError(values.type, values.link ?? '', file);
    setDataError(problem);
    if (problem) return;
    const fd = new FormData();
    fd.append('type', values.type);
    fd.append('name', values.name.trim());
    fd.append('description', values.description.trim());
    if (values.type === 'link') fd.append('link', values.link.trim());
    else if (file) fd.append('file', file);
    try {
      await assetCalls.addAsset(communityId, folder.id, fd);
      void message.success(ASSET_MESSAGES.fileAdded);
      onClose(true);
    } catch {
      void message.error(ASSET_MESSAGES.addFailed);
    }
  };
  const req = (msg: string) => ({
    validator: async (_r: unknown, v: string) => {
      const p = requiredError(v, msg);
      if (p) throw new Error(p);
    },
  });
  return (
    <Modal
      open={folder !== null}
      title={`Add file to ${folder?.name ?? ''}`}
      onCancel={() => onClose(false)}
      onOk={() => void submit()}
      okText="Add"
      forceRender
    >
      <Form
        form={form}
        name="assetForm"
        layout="vertical"
        initialValues={{ type: 'link', name: '', description: '', link: '' }}
      >
        <Form.Item label="Type" name="type">
          <Radio.Group
            options={[
              { value: 'link', label: 'Link' },
              { value: 'file', label: 'File' },
            ]}
            optionType="button"
          />
        </Form.Item>
        <Form.Item label="Name" name="name" required rules={[req(ASSET_MESSAGES.nameRequired)]}>
          <Input />
        </Form.Item>
        <Form.Item
          label="Description"
          name="description"
          required
          rules={[req(ASSET_MESSAGES.descriptionRequired)]}
        >
          <Input.TextArea autoSize={{ minRows: 2 }} />
        </Form.Item>
        {type === 'file' ? (
          <Form.Item label="File" required>
            <Upload
              maxCount={1}
              accept={ASSET_FILE_TYPES.map((t) => `.${t}`).join(',')}
              fileList={file ? [{ uid: '1', name: file.name, status: 'done' }] : []}
              beforeUpload={(f) => {
                const problem = assetFileCheck(f);
                if (problem) {
                  void message.error(problem);
                  return Upload.LIST_IGNORE;
                }
                setFile(f);
                return false;
              }}
              onRemove={() => setFile(null)}
            >
              <Button icon={<UploadOutlined />}>Choose file</Button>
            </Upload>
          </Form.Item>
        ) : (
          <Form.Item
            label="URL"
            name="link"
            required
            rules={[
              {
                validator: async (_r, v: string) => {
                  const p = assetUrlError(v);
                  if (p) throw new Error(p);
                },
              },
            ]}
          >
            <Input placeholder="https://" />
          </Form.Item>
        )}
        {dataError ? <Typography.Text type="danger">{dataError}</Typography.Text> : null}
      </Form>
    </Modal>
  );
}

/** Rename an item ('Please input the file name'). */
function RenameItemModal({
  communityId,
  item,
  onClose,
}: {
  communityId: string;
  item: TAssetItem | null;
  onClose: (saved: boolean) => void;
}) {
  const { message } = App.useApp();
  const [form] = Form.useForm<{ name: string; description: string }>();
  useEffect(() => {
    if (item) form.setFieldsValue({ name: item.name, description: item.description });
  }, [item, form]);
  const submit = async () => {
    const values = await form.validateFields().catch(() => null);
    if (!values || !item) return;
    try {
      await assetCalls.renameAsset(communityId, item.folderId, item.id, {
        name: values.name.trim(),
        description: values.description?.trim(),
      });
      void message.success(ASSET_MESSAGES.itemRenamed);
      onClose(true);
    } catch {
      void message.error(ASSET_MESSAGES.renameItemFailed);
    }
  };
  return (
    <Modal
      open={item !== null}
      title="Rename file"
      onCancel={() => onClose(false)}
      onOk={() => void submit()}
      okText="Save"
      forceRender
    >
      <Form form={form} name="renameItemForm" layout="vertical">
        <Form.Item
          label="File name"
          name="name"
          required
          rules={[
            {
              validator: async (_r, v: string) => {
                const p = requiredError(v, ASSET_MESSAGES.fileNameRequired);
                if (p) throw new Error(p);
              },
            },
          ]}
        >
          <Input />
        </Form.Item>
        <Form.Item label="Description" name="description">
          <Input.TextArea autoSize={{ minRows: 2 }} />
        </Form.Item>
      </Form>
    </Modal>
  );
}
