/**
 * Share button of a news item or resource (spec 002 §2 "Share offers six social options plus copy link").
 * Social options open the network's share page in a new tab; 'Copy link' writes the URL to the clipboard
 * and says 'Link copied' (spec 000 §8; clipboard unsupported: a warning is logged).
 */
import { Button, Dropdown, type MenuProps } from 'antd';
import { useApp } from '../../../shared/app-feedback';
import { ShareAltOutlined } from '@ant-design/icons';
import { CONTENT_MESSAGES } from '../content-kinds';

/** The six social share targets and the URL each opens. */
export const SHARE_TARGETS = [
  {
    key: 'facebook',
    label: 'Facebook',
    href: (url: string) => `https://www.facebook.com/sharer/sharer.php?u=${encodeURIComponent(url)}`,
  },
  {
    key: 'x',
    label: 'X (Twitter)',
    href: (url: string, title: string) =>
      `https://twitter.com/intent/tweet?url=${encodeURIComponent(url)}&text=${encodeURIComponent(title)}`,
  },
  {
    key: 'linkedin',
    label: 'LinkedIn',
    href: (url: string) => `https://www.linkedin.com/sharing/share-offsite/?url=${encodeURIComponent(url)}`,
  },
  {
    key: 'whatsapp',
    label: 'WhatsApp',
    href: (url: string, title: string) =>
      `https://api.whatsapp.com/send?text=${encodeURIComponent(`${title} ${url}`)}`,
  },
  {
    key: 'telegram',
    label: 'Telegram',
    href: (url: string, title: string) =>
      `https://t.me/share/url?url=${encodeURIComponent(url)}&text=${encodeURIComponent(title)}`,
  },
  {
    key: 'email',
    label: 'Email',
    href: (url: string, title: string) =>
      `mailto:?subject=${encodeURIComponent(title)}&body=${encodeURIComponent(url)}`,
  },
] as const;

/** Copies text to the clipboard; false (and a logged warning) when the browser cannot. */
export async function copyToClipboard(text: string): Promise<boolean> {
  if (!navigator.clipboard?.writeText) {
    console.warn('Clipboard is not supported');
    return false;
  }
  try {
    await navigator.clipboard.writeText(text);
    return true;
  } catch (error) {
    console.warn('Clipboard write failed', error);
    return false;
  }
}

/** Props: the absolute URL to share and its title. */
export interface ShareMenuProps {
  url: string;
  title: string;
}

/** Renders the Share dropdown. */
export function ShareMenu({ url, title }: ShareMenuProps) {
  const { message } = useApp();
  const items: MenuProps['items'] = [
    ...SHARE_TARGETS.map((target) => ({
      key: target.key,
      label: (
        <a href={target.href(url, title)} target="_blank" rel="noopener noreferrer">
          {target.label}
        </a>
      ),
    })),
    { type: 'divider' as const },
    { key: 'copy', label: 'Copy link' },
  ];
  const handleClick: MenuProps['onClick'] = ({ key }) => {
    if (key !== 'copy') return;
    void copyToClipboard(url).then((copied) => {
      if (copied) message.success(CONTENT_MESSAGES.linkCopied);
    });
  };
  return (
    <Dropdown menu={{ items, onClick: handleClick }} trigger={['click']}>
      <Button icon={<ShareAltOutlined />}>Share</Button>
    </Dropdown>
  );
}
