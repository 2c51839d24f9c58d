/**
 * The community form's segment field (spec 001 §3 Community segmentIds, §7 `GET /api/segment/all`): a
 * searchable multi-select of the tenant's segments, loaded while the form is open. When the list fails to load
 * the field says 'Error fetching segments. Try again' (§8) with a Retry button, and the community can still be
 * saved (its segments are then left as they are on an edit, or none on create).
 */
import { Alert, Button, Form, Select } from 'antd';
import { COMMUNITY_ADMIN_MESSAGES } from '@portal/contracts';
import { useSegmentOptions } from '../queries';

/** Renders the `segmentIds` form item; `enabled` loads the segments (the modal is open). */
export function SegmentField({ enabled, word }: { enabled: boolean; word: string }) {
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
          `Members of these segments are offered the ${word}.`
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
