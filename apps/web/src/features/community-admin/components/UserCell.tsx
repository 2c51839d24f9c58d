/**
 * A person in the community-admin lists (members, blacklist, the add-members picker): the avatar (picture, or
 * the first initial), the name, and the e-mail under it in grey.
 */
import type { ReactNode } from 'react';
import { Avatar, Space, Typography, type AvatarProps } from 'antd';

/** Props: the picture (none: the initial of `firstName`), the name shown, the e-mail, the avatar's size. */
export interface UserCellProps {
  avatarUrl: string | null | undefined;
  firstName: string;
  name: ReactNode;
  email: string;
  size?: AvatarProps['size'];
}

/** Renders the avatar beside the name and e-mail. */
export function UserCell({ avatarUrl, firstName, name, email, size }: UserCellProps) {
  return (
    <Space>
      <Avatar alt="" size={size} src={avatarUrl ?? undefined}>
        {firstName[0]}
      </Avatar>
      <span>
        {name}
        <br />
        <Typography.Text type="secondary">{email}</Typography.Text>
      </span>
    </Space>
  );
}
