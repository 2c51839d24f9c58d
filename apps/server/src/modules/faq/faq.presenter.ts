/** FAQ rows → `TFaqItem` (spec 001 §3 FAQ item): dates as ISO strings, `updatedAt` null until edited. */
import type { TFaqItem } from '@portal/contracts';
import type { FaqRow } from './faq.repository';

/** One FAQ item as the contracts show it. */
export const presentFaqItem = (r: FaqRow): TFaqItem => ({
  id: r.id,
  name: r.name,
  description: r.description,
  isDeleted: r.isDeleted,
  createdAt: r.createdAt.toISOString(),
  createdByUserId: r.createdByUserId,
  updatedAt: r.updatedAt ? r.updatedAt.toISOString() : null,
  updatedByUserId: r.updatedByUserId,
});
