/**
 * The 'Blacklist user' modal (spec 001 §5 Blacklist): pick users (search from 3 characters, 500 ms
 * debounce; already-blacklisted users cannot be picked) and give a reason (required). Save is disabled
 * until at least one user and a reason are there.
 */
import { useState } from 'react';
import { Form, Input, Modal, Select } from 'antd';
import { MODERATION_LIMITS, type TUserSearchResult } from '@portal/contracts';
import { useUserPicker } from './use-user-picker';

/** Props of {@link BlacklistUserModal}. */
export interface BlacklistUserModalProps {
  open: boolean;
  communityId: string;
  isSaving: boolean;
  /** Sends the users and the reason; resolves true when saved (the modal then clears). */
  onSave: (userIds: string[], reason: string) => Promise<boolean>;
  onClose: () => void;
}

type Choice = { value: string; label: string };
const label = (u: TUserSearchResult) => `${u.firstName} ${u.lastName}${u.isBlocked ? ' (blacklisted)' : ''}`;

/** Renders the modal. */
export function BlacklistUserModal({
  open,
  communityId,
  isSaving,
  onSave,
  onClose,
}: BlacklistUserModalProps) {
  const picker = useUserPicker(communityId);
  const { setSearch } = picker;
  const [chosen, setChosen] = useState<Choice[]>([]);
  const [reason, setReason] = useState('');
  const canSave = chosen.length > 0 && reason.trim().length > 0;

  const save = async () => {
    if (!canSave) return;
    if (
      await onSave(
        chosen.map((c) => c.value),
        reason.trim(),
      )
    ) {
      setChosen([]);
      setReason('');
      setSearch('');
    }
  };

  return (
    <Modal
      open={open}
      title="Blacklist user"
      okText="Save"
      okButtonProps={{ disabled: !canSave }}
      confirmLoading={isSaving}
      onOk={() => void save()}
      onCancel={onClose}
      destroyOnHidden
    >
      <Form layout="vertical">
        <Form.Item label="Users" htmlFor="blacklist-picker" help={picker.help}>
          <Select<Choice[]>
            {...picker.selectProps}
            id="blacklist-picker"
            onSearch={setSearch}
            value={chosen}
            onChange={setChosen}
            onSelect={() => setSearch('')}
            options={picker.users.map((u) => ({ value: u.id, label: label(u), disabled: u.isBlocked }))}
          />
        </Form.Item>
        <Form.Item label="Reason" htmlFor="blacklist-reason" required>
          <Input.TextArea
            id="blacklist-reason"
            value={reason}
            maxLength={MODERATION_LIMITS.reasonMax}
            onChange={(e) => setReason(e.target.value)}
            autoSize={{ minRows: 2, maxRows: 6 }}
          />
        </Form.Item>
      </Form>
    </Modal>
  );
}
