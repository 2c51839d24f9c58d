/** The folder modal of the assets tab (spec 001 §5 messages). */
import { useMemo } from 'react';
import { useApp } from '../../../shared/app-feedback';
import { ASSET_MESSAGES, type TAssetFolder } from '@portal/contracts';
import { useSaveFolderMutation } from '../queries';
import { NameDescriptionModal, type NameDescription } from './NameDescriptionModal';

/** Create folder ('Please input the title') or rename folder ('Please input the folder name'). */
export function FolderModal({
  communityId,
  folder,
  onClose,
}: {
  communityId: string;
  folder: TAssetFolder | 'new' | null;
  onClose: (saved: boolean) => void;
}) {
  const { message } = useApp();
  const saveFolder = useSaveFolderMutation(communityId);
  const isNew = folder === 'new';
  const initial = useMemo<NameDescription | null>(
    () =>
      folder === null
        ? null
        : folder === 'new'
          ? { name: '', description: '' }
          : { name: folder.name, description: folder.description },
    [folder],
  );
  const save = async (values: NameDescription) => {
    if (!folder) return;
    try {
      if (folder === 'new') {
        await saveFolder.mutateAsync({
          body: { name: values.name.trim(), description: values.description?.trim() || undefined },
        });
        void message.success(ASSET_MESSAGES.folderCreated);
      } else {
        await saveFolder.mutateAsync({
          folderId: folder.id,
          body: { name: values.name.trim(), description: values.description?.trim() ?? '' },
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
  return (
    <NameDescriptionModal
      initial={initial}
      title={isNew ? 'New folder' : 'Rename folder'}
      formName="folderForm"
      nameLabel={isNew ? 'Title' : 'Folder name'}
      requiredMessage={isNew ? ASSET_MESSAGES.folderTitleRequired : ASSET_MESSAGES.folderNameRequired}
      onSave={save}
      onCancel={() => onClose(false)}
    />
  );
}
