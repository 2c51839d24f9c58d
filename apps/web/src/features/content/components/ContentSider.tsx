/**
 * Sider of the news and resources lists (spec 002 §2): search box ('Search news' / 'Search resources'),
 * library menu ('News library' / 'Resource library') sorted by label — choosing the current category returns
 * to all —, the tag filter and the 'My News' / 'My Resources' section.
 */
import { useEffect, useState } from 'react';
import { Badge, Divider, Input, Menu, Skeleton } from 'antd';
import { StarOutlined, HeartOutlined } from '@ant-design/icons';
import { Link } from 'react-router';
import type { ContentKindConfig } from '../content-kinds';
import type { ListState } from '../content-query';
import type { ContentCategory, ContentTag } from '../content-types';
import { TagFilter } from './TagFilter';
import { Typography } from '../../../shared/components/PlainTypography';

/** Props of {@link ContentSider}. */
export interface ContentSiderProps {
  config: ContentKindConfig;
  state: ListState;
  categories: ContentCategory[] | undefined;
  tags: ContentTag[] | undefined;
  savedCount: number | undefined;
  onKeyword: (keyword: string) => void;
  onCategory: (categoryId: number | null) => void;
  onTags: (ids: number[]) => void;
  onSavedOnly: (savedOnly: boolean) => void;
}

/** Sorts categories by label (spec 002 §2 "sorted by label"). */
export function sortByLabel<T extends { label: string }>(items: T[]): T[] {
  return [...items].sort((a, b) => a.label.localeCompare(b.label, 'en', { sensitivity: 'base' }));
}

/** Renders the sider. */
export function ContentSider(props: ContentSiderProps) {
  const { config, state, categories, tags, savedCount } = props;
  const [keyword, setKeyword] = useState(state.keyword);
  useEffect(() => setKeyword(state.keyword), [state.keyword]);

  const handleCategory = (key: string) => {
    const id = Number(key);
    props.onCategory(state.categoryId === id ? null : id);
  };

  return (
    <aside aria-label={`${config.texts.title} filters`} style={{ display: 'grid', gap: 8 }}>
      <Input.Search
        placeholder={config.texts.searchPlaceholder}
        aria-label={config.texts.searchPlaceholder}
        allowClear
        value={keyword}
        onChange={(event) => {
          setKeyword(event.target.value);
          if (!event.target.value) props.onKeyword('');
        }}
        onSearch={(value) => props.onKeyword(value.trim())}
      />
      <Divider style={{ margin: '8px 0' }} />
      <section aria-labelledby="content-library-heading">
        <Typography.Title level={2} id="content-library-heading" style={{ fontSize: 16, marginTop: 0 }}>
          {config.texts.library}
        </Typography.Title>
        {categories === undefined ? (
          <Skeleton active paragraph={{ rows: 3 }} title={false} />
        ) : (
          <nav aria-label={config.texts.library}>
            <Menu
              tooltip={false}
              mode="inline"
              style={{ borderInlineEnd: 0, background: 'transparent' }}
              selectedKeys={state.categoryId === null ? [] : [String(state.categoryId)]}
              items={sortByLabel(categories).map((category) => ({
                key: String(category.id),
                label: category.label,
              }))}
              onClick={({ key }) => handleCategory(key)}
            />
          </nav>
        )}
      </section>
      <Divider style={{ margin: '8px 0' }} />
      {tags === undefined ? (
        <Skeleton active paragraph={{ rows: 3 }} title={false} />
      ) : (
        <TagFilter tags={tags} selectedIds={state.tagIds} onChange={props.onTags} />
      )}
      <Divider style={{ margin: '8px 0' }} />
      <section aria-labelledby="content-mine-heading">
        <Typography.Title level={2} id="content-mine-heading" style={{ fontSize: 16, marginTop: 0 }}>
          {config.texts.mine}
        </Typography.Title>
        <Menu
          tooltip={false}
          mode="inline"
          style={{ borderInlineEnd: 0, background: 'transparent' }}
          selectedKeys={state.savedOnly ? ['saved'] : []}
          items={[
            {
              key: 'saved',
              icon: <StarOutlined />,
              label: (
                <span>
                  Bookmarked{' '}
                  <Badge count={savedCount ?? 0} showZero color="#5b6472" style={{ marginInlineStart: 6 }} />
                </span>
              ),
            },
            {
              key: 'favourites',
              icon: <HeartOutlined />,
              label: <Link to={config.favouritesPath}>My Favourites</Link>,
            },
          ]}
          onClick={({ key }) => {
            if (key === 'saved') props.onSavedOnly(!state.savedOnly);
          }}
        />
      </section>
    </aside>
  );
}
