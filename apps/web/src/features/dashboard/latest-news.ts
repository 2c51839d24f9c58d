/**
 * The dashboard's latest news request and its cover image (spec 000 §7 "the dashboard calls"): constants and
 * pure helpers without React or the API clients (queries.ts re-exports them).
 */

/** A news item as the dashboard shows it (spec 002 §3 News item, camelCased). */
export interface DashboardNewsItem {
  id: number | string;
  name: string;
  shortDescription?: string | null;
  publishStartDate?: string | null;
  dateCreated?: string | null;
  image?: string | { id: string } | null;
}

/** The item's image file id (shown through a signed URL of the content service, issue 10 §9). */
export const newsImageId = (item: DashboardNewsItem): string | undefined =>
  typeof item.image === 'string' ? item.image : item.image?.id;

/** Widths (px) the dashboard asks the content service to scale the large and the small news images to. */
export const NEWS_IMAGE_WIDTH = { large: 960, small: 480 } as const;

/** Latest news limit and sort (spec 000 §7: limit 4 sorted by publishStartDate then date_created descending). */
export const LATEST_NEWS_QUERY = {
  limit: 4,
  sort: '-publish_start_date,-date_created',
  fields: 'id,name,short_description,publish_start_date,date_created,image',
} as const;
