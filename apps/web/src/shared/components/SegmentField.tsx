/**
 * A staff form's audience segment field (spec 001 §3 Community segmentIds, §7 `GET /api/segment/all`, §8
 * 'Error fetching segments. Try again'; issue 38 point 2 event segments): a searchable multi-select of the
 * tenant's segments, loaded while the form is open. When the list fails to load the field says so with a Retry
 * button, and the form can still be saved (its segments are then left as they were).
 */
import type { ReactNode } from 'react';
import { Alert, Button, Form, Select } from 'antd';
import { COMMUNITY_ADMIN_MESSAGES } from '@portal/contracts';
import { useSegmentOptions } from '../segment-queries';

/**
 * Renders the `segmentIds` form item (ids of the tenant's segments; none = everyone). `enabled` loads the
 * segments (the form is open); `help` says what the segments do for this kind of item.
 */
export function SegmentField({ enabled = true, help }: { enabled?: boolean; help: ReactNode }) {
  const segments = useSegmentOptions(enabled);
  return (
    <Form.Item
      name="segmentIds"
      label="Segments"
      extra={
        segments.isLoadingError ? (
          <Alert
            type="error"
            showIcon
            style={{ marginTop: 8 }}
            title={COMMUNITY_ADMIN_MESSAGES.segmentsFailed}
            action={
              <Button size="small" onClick={() => void segments.refetch()} loading={segments.isFetching}>
                Retry
              </Button>
            }
          />
        ) : (
          help
        )
      }
    >
      <Select
        mode="multiple"
        aria-label="Segments"
        placeholder="Choose segments"
        loading={segments.isFetching}
        disabled={segments.isLoadingError}
        optionFilterProp="label"
        options={segments.data ?? []}
      />
    </Form.Item>
  );
}
