/**
 * The Add members modal (spec 001 §5 Add members): a multi-select user picker whose search starts at 3
 * letters ('Please enter at least 3 letters') after a 500 ms debounce, says 'Not found users' when empty,
 * and shows users already in the community or blacklisted as disabled. 'Add' needs one selection at least.
 * Picking a user clears the search and closes the list, so it never covers the modal's buttons.
 */
import { useState } from 'react';
import { Form, Modal, Select } from 'antd';
import type { TUserSearchResult } from '@portal/contracts';
import { useUserPicker } from './use-user-picker';
import { UserCell } from './UserCell';

/** Props of {@link AddMembersModal}. */
export interface AddMembersModalProps {
  open: boolean;
  communityId: string;
  isSaving: boolean;
  /** Sends the chosen user ids; resolves true when added (the modal then clears and closes). */
  onAdd: (userIds: string[]) => Promise<boolean>;
  onClose: () => void;
}

type Choice = { value: string; label: React.ReactNode };

function userLabel(user: TUserSearchResult) {
  const note = user.isBlocked ? ' (blacklisted)' : user.isInCommunity ? ' (already a member)' : '';
  return `${user.firstName} ${user.lastName}${note}`;
}

/** Renders the modal with the user picker. */
export function AddMembersModal({ open, communityId, isSaving, onAdd, onClose }: AddMembersModalProps) {
  const picker = useUserPicker(communityId);
  const { setSearch } = picker;
  const [chosen, setChosen] = useState<Choice[]>([]);
  const [isListOpen, setListOpen] = useState(false);

  const handleOk = async () => {
    if (chosen.length === 0) return;
    if (await onAdd(chosen.map((c) => c.value))) {
      setChosen([]);
      setSearch('');
    }
  };

  return (
    <Modal
      open={open}
      title="Add members"
      okText="Add"
      okButtonProps={{ disabled: chosen.length === 0 }}
      confirmLoading={isSaving}
      onOk={() => void handleOk()}
      onCancel={onClose}
      afterClose={() => {
        setChosen([]);
        setSearch('');
        setListOpen(false);
      }}
    >
      <Form layout="vertical">
        <Form.Item label="Members" htmlFor="add-members-picker" help={picker.help}>
          <Select<Choice[]>
            {...picker.selectProps}
            id="add-members-picker"
            onSearch={(text) => {
              setSearch(text);
              setListOpen(true);
            }}
            open={isListOpen}
            onOpenChange={setListOpen}
            value={chosen}
            onChange={(value) => setChosen(value)}
            onSelect={() => {
              setSearch('');
              setListOpen(false);
            }}
            options={picker.users.map((user) => ({
              value: user.id,
              label: userLabel(user),
              disabled: user.isInCommunity || user.isBlocked,
              user,
            }))}
            optionRender={(option) => {
              const user = (option.data as { user: TUserSearchResult }).user;
              return (
                <UserCell
                  avatarUrl={user.avatarSrc}
                  firstName={user.firstName}
                  name={userLabel(user)}
                  email={user.registeredEmail}
                  size="small"
                />
              );
            }}
          />
        </Form.Item>
      </Form>
    </Modal>
  );
}
