/**
 * The avatar menu (spec 000 §2 "Navigation shell"): the user's name (and an 'Impersonating' tag when an
 * administrator signed in as them), then the entries of {@link buildAvatarMenu}. On wide screens a dropdown
 * whose groups open as side submenus; on narrow ones (phones) a right-hand drawer whose groups expand in
 * place, since a side submenu beside a dropdown at the screen's right edge ran off its left edge (issue 18).
 */
import { useState } from 'react';
import { Avatar, Dropdown, Menu, Space, Tag, type MenuProps } from 'antd';
import { Button } from '../../shared/components/PlainButton';
import { LazyDrawer } from '../../shared/components/LazyDrawer';
import { drawerSize } from '../../shared/drawer-size';
import { useTranslation } from 'react-i18next';
import type { TAccount } from '@portal/contracts';
import { initialsOf, type AvatarMenuEntry } from '../avatar-menu';
import { NavLinkLabel } from './NavLinkLabel';
import { Typography } from '../../shared/components/PlainTypography';

type MenuItem = Required<MenuProps>['items'][number];

function toMenuItems(entries: AvatarMenuEntry[], onLogout: () => void, onNavigate?: () => void): MenuItem[] {
  return entries.map((entry) => {
    if (entry.children) {
      return {
        key: entry.key,
        label: entry.label,
        children: toMenuItems(entry.children, onLogout, onNavigate),
      };
    }
    if (entry.action === 'logout') return { key: entry.key, label: entry.label, onClick: onLogout };
    return {
      key: entry.key,
      label: <NavLinkLabel label={entry.label} path={entry.path} href={entry.href} onNavigate={onNavigate} />,
    };
  });
}

/** Props: the account, the entries, the log-out action and whether the screen is narrow (drawer). */
export interface AvatarMenuProps {
  account: TAccount;
  entries: AvatarMenuEntry[];
  onLogout: () => void;
  isNarrow?: boolean;
}

/** Renders the avatar button and its dropdown menu (its drawer on narrow screens). */
export function AvatarMenu({ account, entries, onLogout, isNarrow = false }: AvatarMenuProps) {
  const { t } = useTranslation();
  const [isOpen, setIsOpen] = useState(false);
  const fullName = `${account.firstName} ${account.lastName}`.trim();
  const who = (
    <Space orientation="vertical" size={0}>
      <Typography.Text strong>{fullName}</Typography.Text>
      <Typography.Text type="secondary">{account.email}</Typography.Text>
      {account.impersonatorId ? <Tag color="orange">Impersonating</Tag> : null}
    </Space>
  );
  const avatarButton = (
    <Button
      type="text"
      shape="circle"
      aria-label={t('nav.accountMenu')}
      aria-haspopup={isNarrow ? 'dialog' : undefined}
      aria-expanded={isNarrow ? isOpen : undefined}
      onClick={isNarrow ? () => setIsOpen(true) : undefined}
      style={{ padding: 0, height: 40, width: 40 }}
    >
      <Avatar alt="" src={account.avatarUrl || undefined} style={{ background: '#ffffff', color: '#1f1f1f' }}>
        {initialsOf(account.firstName, account.lastName)}
      </Avatar>
    </Button>
  );
  if (isNarrow) {
    const close = () => setIsOpen(false);
    const logout = () => {
      close();
      onLogout();
    };
    return (
      <>
        {avatarButton}
        <LazyDrawer
          title={who}
          aria-label={t('nav.accountMenu')}
          placement="right"
          size={drawerSize(330)}
          open={isOpen}
          onClose={close}
          styles={{ body: { padding: 0 } }}
        >
          <Menu
            tooltip={false}
            mode="inline"
            items={toMenuItems(entries, logout, close)}
            style={{ borderInlineEnd: 0 }}
          />
        </LazyDrawer>
      </>
    );
  }
  const header: MenuItem = { key: 'user', disabled: true, style: { cursor: 'default' }, label: who };
  const items: MenuItem[] = [header, { type: 'divider' }, ...toMenuItems(entries, onLogout)];
  return (
    <Dropdown trigger={['click']} placement="bottomRight" menu={{ items }}>
      {avatarButton}
    </Dropdown>
  );
}
