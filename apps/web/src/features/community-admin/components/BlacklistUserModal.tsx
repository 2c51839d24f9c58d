/**
 * The 'Blacklist user' modal (spec 001 §5 Blacklist): pick users (search from 3 characters, 500 ms
 * debounce; already-blacklisted users cannot be picked) and give a reason (required). Save is disabled
 * until at least one user and a reason are there.
 */
import { useState } from 'react';
import { Form, Input, Modal, Select, Spin } from 'antd';
import { COMMUNITY_ADMIN_MESSAGES, MODERATION_LIMITS, type TUserSearchResult } from '@portal/contracts';
import { useDebouncedValue } from '../../../shared/use-debounced-value';
import { ADMIN_SEARCH_DEBOUNCE_MS, useUserSearch } from '../queries';

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
  const [search, setSearch] = useState('');
  const [chosen, setChosen] = useState<Choice[]>([]);
  const [reason, setReason] = useState('');
  const keyword = useDebouncedValue(search.trim(), ADMIN_SEARCH_DEBOUNCE_MS);
  const results = useUserSearch(communityId, keyword);
  const isTooShort = search.trim().length < 3;
  const isWaiting = !isTooShort && (keyword !== search.trim() || results.isFetching);
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
        <Form.Item
          label="Users"
          htmlFor="blacklist-picker"
          help={isTooShort && search.length > 0 ? COMMUNITY_ADMIN_MESSAGES.searchMin : undefined}
        >
          <Select<Choice[]>
            id="blacklist-picker"
            mode="multiple"
            labelInValue
            showSearch
            filterOption={false}
            virtual={false}
            searchValue={search}
            onSearch={setSearch}
            value={chosen}
            onChange={setChosen}
            onSelect={() => setSearch('')}
            placeholder="Search by name"
            notFoundContent={
              isTooShort ? (
                COMMUNITY_ADMIN_MESSAGES.searchMin
              ) : isWaiting ? (
                <Spin size="small" />
              ) : (
                COMMUNITY_ADMIN_MESSAGES.notFoundUsers
              )
            }
            options={
              isTooShort || isWaiting
                ? []
                : (results.data?.users ?? []).map((u) => ({
                    value: u.id,
                    label: label(u),
                    disabled: u.isBlocked,
                  }))
            }
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
