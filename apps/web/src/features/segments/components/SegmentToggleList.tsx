/**
 * A list of segments the member adds and removes (002 §2 Interests and preferences; spec 000 §2 Settings
 * area): every segment of the full list with Add or Remove; the item being changed shows its own loading
 * flag while the others stay usable. A filter box narrows long lists.
 */
import { useMemo, useState } from 'react';
import { Button, Empty, Flex, Input, Tag, Typography } from 'antd';
import { CheckOutlined, PlusOutlined } from '@ant-design/icons';
import type { TSegmentList, TSegmentMap } from '@portal/contracts';
import { ItemList } from '../../../shared/components/ItemList';

/** Props: the full list, the member's segments, the ids being changed and the toggle action. */
export interface SegmentToggleListProps {
  label: string;
  options: TSegmentMap;
  selected: TSegmentList;
  pendingIds: ReadonlySet<number>;
  onToggle: (segmentId: number, add: boolean) => void;
}

/** Renders the list. */
export function SegmentToggleList({
  label,
  options,
  selected,
  pendingIds,
  onToggle,
}: SegmentToggleListProps) {
  const [filter, setFilter] = useState('');
  const selectedIds = useMemo(() => new Set(selected.map((s) => s.segmentId)), [selected]);
  const items = useMemo(() => {
    const needle = filter.trim().toLowerCase();
    return Object.entries(options)
      .map(([id, name]) => ({ id: Number(id), name }))
      .filter((item) => Number.isInteger(item.id) && item.name.toLowerCase().includes(needle))
      .sort((a, b) => a.name.localeCompare(b.name));
  }, [options, filter]);

  return (
    <>
      <Flex gap={8} wrap style={{ marginBottom: 16 }} aria-live="polite">
        <Typography.Text strong>Selected:</Typography.Text>
        {selected.length === 0 ? (
          <Typography.Text type="secondary">None yet</Typography.Text>
        ) : (
          selected.map((s) => <Tag key={s.segmentId}>{s.segmentName}</Tag>)
        )}
      </Flex>
      {Object.keys(options).length > 8 && (
        <Input.Search
          aria-label={`Filter ${label}`}
          placeholder="Filter"
          allowClear
          value={filter}
          onChange={(event) => setFilter(event.target.value)}
          style={{ maxWidth: 320, marginBottom: 12 }}
        />
      )}
      <ItemList
        bordered
        label={label}
        items={items}
        itemKey={(item) => item.id}
        empty={<Empty description="No Data" />}
        renderItem={(item) => {
          const isSelected = selectedIds.has(item.id);
          return {
            actions: [
              <Button
                key="toggle"
                danger={isSelected}
                icon={isSelected ? undefined : <PlusOutlined />}
                loading={pendingIds.has(item.id)}
                aria-label={`${isSelected ? 'Remove' : 'Add'} ${item.name}`}
                onClick={() => onToggle(item.id, !isSelected)}
              >
                {isSelected ? 'Remove' : 'Add'}
              </Button>,
            ],
            content: (
              <Flex gap={8} align="center">
                {isSelected ? <CheckOutlined aria-label="selected" style={{ color: '#237804' }} /> : null}
                <span>{item.name}</span>
              </Flex>
            ),
          };
        }}
      />
    </>
  );
}
