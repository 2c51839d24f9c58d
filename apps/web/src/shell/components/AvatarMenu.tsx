/**
 * The avatar menu (spec 000 §2 "Navigation shell"): the user's name (and an 'Impersonating' tag when an
 * administrator signed in as them), then the entries of {@link buildAvatarMenu}.
 */
import { Avatar, Button, Dropdown, Space, Tag, Typography, type MenuProps } from 'antd';
import { useTranslation } from 'react-i18next';
import type { TAccount } from '@portal/contracts';
import { initialsOf, type AvatarMenuEntry } from '../avatar-menu';
import { NavLinkLabel } from './NavLinkLabel';

type MenuItem = Required<MenuProps>['items'][number];

function toMenuItems(entries: AvatarMenuEntry[], onLogout: () => void): MenuItem[] {
  return entries.map((entry) => {
    if (entry.children) {
      return { key: entry.key, label: entry.label, children: toMenuItems(entry.children, onLogout) };
    }
    if (entry.action === 'logout') return { key: entry.key, label: entry.label, onClick: onLogout };
    return {
      key: entry.key,
      label: <NavLinkLabel label={entry.label} path={entry.path} href={entry.href} />,
    };
  });
}

/** Props: the account, the entries and the log-out action. */
export interface AvatarMenuProps {
  account: TAccount;
  entries: AvatarMenuEntry[];
  onLogout: () => void;
}

/** Renders the avatar button and its dropdown menu. */
export function AvatarMenu({ account, entries, onLogout }: AvatarMenuProps) {
  const { t } = useTranslation();
  const fullName = `${account.firstName} ${account.lastName}`.trim();
  const header: MenuItem = {
    key: 'user',
    disabled: true,
    style: { cursor: 'default' },
    label: (
      <Space orientation="vertical" size={0}>
        <Typography.Text strong>{fullName}</Typography.Text>
        <Typography.Text type="secondary">{account.email}</Typography.Text>
        {account.impersonatorId ? <Tag color="orange">Impersonating</Tag> : null}
      </Space>
    ),
  };
  const items: MenuItem[] = [header, { type: 'divider' }, ...toMenuItems(entries, onLogout)];
  return (
    <Dropdown trigger={['click']} placement="bottomRight" menu={{ items }}>
      <Button
        type="text"
        shape="circle"
        aria-label={t('nav.accountMenu')}
        style={{ padding: 0, height: 40, width: 40 }}
      >
        <Avatar
          alt=""
          src={account.avatarUrl || undefined}
          style={{ background: '#ffffff', color: '#1f1f1f' }}
        >
          {initialsOf(account.firstName, account.lastName)}
        </Avatar>
      </Button>
    </Dropdown>
  );
}
