/**
 * The role-change modal of a member row (spec 001 §5 Role change): a Select of the offered roles; Save is
 * disabled until the role differs from the member's.
 */
import { useState } from 'react';
import { Form, Modal, Select } from 'antd';
import type { TMember, TMemberRole } from '@portal/contracts';

/** Props of {@link ChangeRoleModal}. */
export interface ChangeRoleModalProps {
  /** The member whose role changes; null keeps the modal closed. */
  member: TMember | null;
  roles: readonly TMemberRole[];
  isSaving: boolean;
  onSave: (role: TMemberRole) => void;
  onClose: () => void;
}

/** Renders the role-change modal for `member`. */
export function ChangeRoleModal({ member, roles, isSaving, onSave, onClose }: ChangeRoleModalProps) {
  const [role, setRole] = useState<TMemberRole | null>(null);
  const current = member?.role ?? null;
  const chosen = role ?? current;
  const options = roles.includes(current as TMemberRole) || !current ? roles : [...roles, current];
  return (
    <Modal
      open={!!member}
      title={member ? `Change role: ${member.firstName} ${member.lastName}` : 'Change role'}
      okText="Save"
      okButtonProps={{ disabled: !chosen || chosen === current }}
      confirmLoading={isSaving}
      onOk={() => chosen && onSave(chosen)}
      onCancel={onClose}
      afterClose={() => setRole(null)}
      destroyOnHidden
    >
      <Form layout="vertical">
        <Form.Item label="Role" htmlFor="member-role">
          <Select<TMemberRole>
            id="member-role"
            value={chosen ?? undefined}
            onChange={setRole}
            options={options.map((r) => ({
              value: r,
              label: r,
              disabled: !roles.includes(r),
            }))}
          />
        </Form.Item>
      </Form>
    </Modal>
  );
}
