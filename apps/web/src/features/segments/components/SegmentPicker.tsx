/**
 * The body of an interest or preference screen (002 §2 Interests and preferences): loads the full list and
 * the member's segments of one kind, and toggles them one at a time per item (several may run at once, each
 * with its own loading flag). Load failures are only logged (spec 000 §8) and show a retry.
 */
import { useState } from 'react';
import { Skeleton } from 'antd';
import { useApp } from '../../../shared/app-feedback';
import { SEGMENT_MESSAGES } from '@portal/contracts';
import { LoadError } from '../../../shared/components/LoadError';
import { SettingsCard } from '../../../shared/components/SettingsCard';
import { useMySegments, useSegmentOptions, useToggleSegment, type SegmentKind } from '../queries';
import { SegmentToggleList } from './SegmentToggleList';

/** Props: the kind of segment, the page title and its description. */
export interface SegmentPickerProps {
  kind: SegmentKind;
  title: string;
  description: string;
}

/** Renders the titled page with the toggle list and its four states. */
export function SegmentPicker({ kind, title, description }: SegmentPickerProps) {
  const { message } = useApp();
  const options = useSegmentOptions(kind);
  const mine = useMySegments(kind);
  const toggle = useToggleSegment(kind);
  const [pendingIds, setPendingIds] = useState<ReadonlySet<number>>(new Set());

  const handleToggle = (segmentId: number, add: boolean) => {
    setPendingIds((ids) => new Set(ids).add(segmentId));
    toggle.mutate(
      { segmentId, add },
      {
        onError: () => void message.error(SEGMENT_MESSAGES.failed),
        onSettled: () =>
          setPendingIds((ids) => {
            const next = new Set(ids);
            next.delete(segmentId);
            return next;
          }),
      },
    );
  };

  const isError = options.isLoadingError || mine.isLoadingError;
  if (isError) console.warn('Failed to load segments', options.error ?? mine.error);
  return (
    <SettingsCard title={title} description={description}>
      {isError ? (
        <LoadError
          message="We couldn't load this list."
          onRetry={() => {
            void options.refetch();
            void mine.refetch();
          }}
        />
      ) : !options.data || !mine.data ? (
        <Skeleton active paragraph={{ rows: 6 }} />
      ) : (
        <SegmentToggleList
          label={title}
          options={options.data}
          selected={mine.data}
          pendingIds={pendingIds}
          onToggle={handleToggle}
        />
      )}
    </SettingsCard>
  );
}
