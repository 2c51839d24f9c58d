/** Announcement rows → the contract's shapes (spec 000 §3 Announcement). */
import type { TAdminAnnouncement, TAnnouncement } from '@portal/contracts';
import type { AnnouncementRow } from './announcements.repository';

/** The announcement as the dashboard shows it: id, title, description, link. */
export const presentAnnouncement = (row: AnnouncementRow): TAnnouncement => ({
  id: row.id,
  title: row.title,
  description: row.description,
  link: row.link,
});

/** The announcement for the admin table: plus dates, whether it is active, author and target segments. */
export const presentAdminAnnouncement = (row: AnnouncementRow): TAdminAnnouncement => ({
  ...presentAnnouncement(row),
  startDate: row.startDate,
  endDate: row.endDate,
  isActive: row.isActive,
  createdAt: row.createdAt.toISOString(),
  createdByUserId: row.createdByUserId,
  segmentIds: row.segmentIds,
});
