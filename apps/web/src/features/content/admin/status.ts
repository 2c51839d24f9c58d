/**
 * Editorial status shown in the content admin: Draft, Published, Scheduled (published with a future publish
 * start date) or Archived. `active` and `published` are both the tenant's live key (spec 000 §9).
 */
import dayjs from 'dayjs';

/** The editorial label of a stored status. */
export function editorialStatus(status: string | undefined, publishStartDate?: string | null): string {
  if (status === 'active' || status === 'published') {
    return publishStartDate && dayjs(publishStartDate).isAfter(dayjs()) ? 'Scheduled' : 'Published';
  }
  if (status === 'archived') return 'Archived';
  return 'Draft';
}

/**
 * antd tag colour of an editorial label: preset palettes, whose text the theme keeps at 4.5:1 (shared/theme.ts);
 * the status colours ('success', 'warning') write antd's light status colour on its tint, 2.2:1 (issue 42, axe).
 */
export function statusColor(label: string): string {
  return { Published: 'green', Scheduled: 'blue', Archived: 'default', Draft: 'gold' }[label] ?? 'default';
}
