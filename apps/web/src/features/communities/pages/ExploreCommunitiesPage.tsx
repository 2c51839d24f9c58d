/**
 * {base}/explore (spec 001 §2 "Explore communities"): cards with a header count, the 'Show only N joined'
 * switch (hidden for admins and without joined communities), category chips with Clear all, a sider with
 * a back link, a category tree (indeterminate parents) and a 'Favourites' toggle; query parameters
 * onlyJoined and onlyFavorite; refetch debounced 800 ms.
 */
import { useMemo, useState } from 'react';
import { Col, Empty, Flex, Input, Row, Skeleton, Switch, Tag, Tree, Typography } from 'antd';
import { ArrowLeftOutlined } from '@ant-design/icons';
import { Link, useSearchParams } from 'react-router';
import { COMMUNITY_LIMITS, isCommunityAdmin, type TCommunityCategory } from '@portal/contracts';
import { useCategories, useCommunityList, useCommunityPreference } from '../queries';
import { CommunityGrid } from '../components/CommunityCard';
import { useCommunityBase } from '../../../session/use-community-base';
import { useAccount } from '../../../session/session-queries';
import { useDebouncedValue } from '../../../shared/use-debounced-value';
import { LoadError } from '../../../shared/components/LoadError';
import { ExploreHeader } from '../../../shared/components/ExploreParts';
import { FiltersPanel } from '../../../shared/components/FiltersPanel';
import { useTranslation } from 'react-i18next';

/** Flattens categories to a map id → name. */
function categoryNames(categories: TCommunityCategory[]): Map<string, string> {
  const map = new Map<string, string>();
  const walk = (list: TCommunityCategory[]) =>
    list.forEach((c) => {
      map.set(c.id, c.name);
      walk(c.subCategories ?? []);
    });
  walk(categories);
  return map;
}

/** The explore page. */
export default function ExploreCommunitiesPage() {
  const { base, words, Words } = useCommunityBase();
  const { t } = useTranslation();
  const [params, setParams] = useSearchParams();
  const onlyJoined = params.get('onlyJoined') === 'true';
  const onlyFavorite = params.get('onlyFavorite') === 'true';
  const categoryIds = useMemo(() => (params.get('categoryIds') ?? '').split(',').filter(Boolean), [params]);
  const [keyword, setKeyword] = useState(params.get('keyword') ?? '');
  const account = useAccount();
  const isAdmin = account.data ? isCommunityAdmin(account.data.role) : false;
  const preference = useCommunityPreference();
  const categories = useCategories();
  const names = useMemo(() => categoryNames(categories.data?.communityCategories ?? []), [categories.data]);

  const body = useDebouncedValue(
    {
      onlyJoined: onlyJoined || undefined,
      onlyFavorite: onlyFavorite || undefined,
      categoryIds: categoryIds.length ? categoryIds : undefined,
      keyword: keyword.trim() || undefined,
    },
    COMMUNITY_LIMITS.exploreDebounceMs,
  );
  const list = useCommunityList(body);

  const update = (changes: Record<string, string | null>) => {
    const next = new URLSearchParams(params);
    for (const [k, v] of Object.entries(changes)) {
      if (v === null || v === '') next.delete(k);
      else next.set(k, v);
    }
    setParams(next, { replace: true });
  };
  const setCategories = (ids: string[]) => update({ categoryIds: ids.join(',') || null });
  const joinedCount = preference.data?.joinedCount ?? 0;

  const treeData = (categories.data?.communityCategories ?? []).map((parent) => ({
    key: parent.id,
    title: parent.name,
    children: (parent.subCategories ?? []).map((child) => ({ key: child.id, title: child.name })),
  }));

  return (
    <Row gutter={[24, 24]}>
      <Col xs={24} md={7}>
        <Flex vertical gap={16}>
          <Link to={base}>
            <ArrowLeftOutlined /> Back to {words}
          </Link>
          <FiltersPanel
            activeCount={categoryIds.length + (onlyFavorite ? 1 : 0)}
            collapseBelow="md"
            title={`${Words} filters`}
          >
            <Flex vertical gap={16}>
              <Typography.Title level={2} style={{ fontSize: 16, margin: 0 }}>
                Categories
              </Typography.Title>
              {categories.isPending ? (
                <Skeleton active />
              ) : (
                <Tree
                  checkable
                  selectable={false}
                  defaultExpandAll
                  treeData={treeData}
                  checkedKeys={categoryIds}
                  onCheck={(checked) =>
                    setCategories((Array.isArray(checked) ? checked : checked.checked).map(String))
                  }
                  aria-label="Categories"
                />
              )}
              <label>
                <Switch
                  checked={onlyFavorite}
                  onChange={(on) => update({ onlyFavorite: on ? 'true' : null })}
                  style={{ marginRight: 8 }}
                />
                Favourites
              </label>
            </Flex>
          </FiltersPanel>
        </Flex>
      </Col>
      <Col xs={24} md={17}>
        <Flex vertical gap={16}>
          <ExploreHeader title={`Explore ${words} ${list.data ? `(${list.data.totalItemCount})` : ''}`}>
            {!isAdmin && joinedCount > 0 ? (
              <label>
                <Switch
                  checked={onlyJoined}
                  onChange={(on) => update({ onlyJoined: on ? 'true' : null })}
                  style={{ marginRight: 8 }}
                />
                Show only {joinedCount} joined
              </label>
            ) : null}
          </ExploreHeader>
          <Input.Search
            allowClear
            placeholder={`Search ${words}`}
            aria-label={`Search ${words}`}
            value={keyword}
            onChange={(e) => {
              setKeyword(e.target.value);
              update({ keyword: e.target.value || null });
            }}
          />
          {categoryIds.length > 0 ? (
            <Flex wrap gap={4}>
              {categoryIds.map((id) => (
                <Tag key={id} closable onClose={() => setCategories(categoryIds.filter((c) => c !== id))}>
                  {names.get(id) ?? id}
                </Tag>
              ))}
              <Tag.CheckableTag checked={false} onChange={() => setCategories([])}>
                Clear all
              </Tag.CheckableTag>
            </Flex>
          ) : null}
          {list.isPending ? (
            <Skeleton active paragraph={{ rows: 8 }} />
          ) : list.isLoadingError ? (
            <LoadError message={t('words.failedToLoad')} onRetry={() => list.refetch()} />
          ) : list.data.communities.length === 0 ? (
            <Empty description={t('words.noneFound')} />
          ) : (
            <CommunityGrid items={list.data.communities} isAdmin={isAdmin} />
          )}
          <span hidden>{Words}</span>
        </Flex>
      </Col>
    </Row>
  );
}
