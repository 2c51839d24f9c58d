/**
 * Header search (spec 000 §2 "Navigation shell"): a search icon that expands into a global search box;
 * submitting goes to `/search?keyword=...`.
 */
import { useState } from 'react';
import { Button, Input } from 'antd';
import { SearchOutlined } from '@ant-design/icons';
import { useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';

/** Renders the collapsed icon or the expanded search box. */
export function HeaderSearch() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [isOpen, setIsOpen] = useState(false);
  const [keyword, setKeyword] = useState('');

  const handleSearch = (value: string) => {
    const trimmed = value.trim();
    if (!trimmed) return;
    navigate(`/search?keyword=${encodeURIComponent(trimmed)}`);
    setIsOpen(false);
    setKeyword('');
  };

  if (!isOpen) {
    return (
      <Button
        type="text"
        shape="circle"
        aria-label={t('nav.search')}
        icon={<SearchOutlined style={{ color: '#fff', fontSize: 18 }} />}
        onClick={() => setIsOpen(true)}
      />
    );
  }
  return (
    <Input.Search
      autoFocus
      allowClear
      aria-label={t('nav.search')}
      placeholder="Search"
      value={keyword}
      onChange={(event) => setKeyword(event.target.value)}
      onSearch={handleSearch}
      onBlur={() => !keyword && setIsOpen(false)}
      onKeyDown={(event) => event.key === 'Escape' && setIsOpen(false)}
      style={{ width: 'min(220px, 45vw)' }}
    />
  );
}
