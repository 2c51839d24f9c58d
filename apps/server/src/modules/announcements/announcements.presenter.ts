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

/** The announcement for editing: plus whether it is active and its target segments. */
export const presentAdminAnnouncement = (row: AnnouncementRow): TAdminAnnouncement => ({
  ...presentAnnouncement(row),
  isActive: row.isActive,
  segmentIds: row.segmentIds,
});
