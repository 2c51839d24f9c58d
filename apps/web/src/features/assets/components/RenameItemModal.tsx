/** The rename-file modal of the assets tab (spec 001 §5 messages). */
import { useMemo } from 'react';
import { useApp } from '../../../shared/app-feedback';
import { ASSET_MESSAGES, type TAssetItem } from '@portal/contracts';
import { useRenameAssetMutation } from '../queries';
import { NameDescriptionModal, type NameDescription } from './NameDescriptionModal';

/** Rename an item ('Please input the file name'). */
export function RenameItemModal({
  communityId,
  item,
  onClose,
}: {
  communityId: string;
  item: TAssetItem | null;
  onClose: (saved: boolean) => void;
}) {
  const { message } = useApp();
  const renameAsset = useRenameAssetMutation(communityId);
  const initial = useMemo<NameDescription | null>(
    () => (item ? { name: item.name, description: item.description } : null),
    [item],
  );
  const save = async (values: NameDescription) => {
    if (!item) return;
    try {
      await renameAsset.mutateAsync({
        folderId: item.folderId,
        assetId: item.id,
        body: { name: values.name.trim(), description: values.description?.trim() },
      });
      void message.success(ASSET_MESSAGES.itemRenamed);
      onClose(true);
    } catch {
      void message.error(ASSET_MESSAGES.renameItemFailed);
    }
  };
  return (
    <NameDescriptionModal
      initial={initial}
      title="Rename file"
      formName="renameItemForm"
      nameLabel="File name"
      requiredMessage={ASSET_MESSAGES.fileNameRequired}
      onSave={save}
      onCancel={() => onClose(false)}
    />
  );
}
