/**
 * Meeting rows → the contract's Meeting (spec 001 §3) with participants, assets, the caller's RSVP status
 * and whether RSVP is closed (§4).
 */
import {
  RsvpStatus,
  rsvpClosedReason,
  type TMeeting,
  type TMeetingListItem,
  type TMeetingUser,
  type TRsvpStatus,
} from '@portal/contracts';
import type { findParticipantsAndAssets, Row } from './meetings.repository';
import { iso } from './meetings.repository';
import { fileUrl } from '../../plugins/uploads';

/** Maps meeting rows with their participants and assets (from {@link findParticipantsAndAssets}). */
export function presentMeetings(
  rows: Row[],
  { people, files }: Awaited<ReturnType<typeof findParticipantsAndAssets>>,
): TMeeting[] {
  const usersOf = new Map<string, TMeetingUser[]>();
  for (const p of people) {
    const list = usersOf.get(p.meetingId) ?? [];
    list.push({
      id: p.userId,
      userId: p.userId,
      status: p.status as TRsvpStatus,
      invited: p.invited,
      firstName: p.firstName,
      lastName: p.lastName,
      avatarUrl: p.avatarUrl,
      pronoun: p.pronoun,
    });
    usersOf.set(p.meetingId, list);
  }
  const assetsOf = new Map<string, TMeeting['assets']>();
  for (const f of files) {
    const list = assetsOf.get(f.meetingId) ?? [];
    list.push({ id: f.id, fileName: f.fileName, path: fileUrl(f.key)! });
    assetsOf.set(f.meetingId, list);
  }
  return rows.map((r) => {
    const m = r.meeting;
    return {
      id: m.id,
      name: m.name,
      description: m.description,
      meetingLink: m.meetingLink,
      meetingId: m.meetingCode,
      meetingPassword: m.meetingPassword,
      startDate: iso(m.startDate),
      endDate: iso(m.endDate),
      duration: m.duration,
      rsvpDate: m.rsvpDate ? iso(m.rsvpDate) : null,
      visible: m.visible as TMeeting['visible'],
      imageUrl: fileUrl(m.imageKey),
      sendNotification: m.sendNotification,
      isNotified: m.notifiedAt !== null,
      toDashBoard: m.toDashBoard,
      communityId: m.communityId,
      community: {
        id: m.communityId,
        alias: r.communityAlias,
        name: r.communityName,
        imageUrl: fileUrl(r.communityImage),
      },
      users: usersOf.get(m.id) ?? [],
      goingCount: Number(r.goingCount),
      assets: assetsOf.get(m.id) ?? [],
      isFavorite: r.isFavorite,
      status: (r.myStatus ?? RsvpStatus.NoResponse) as TRsvpStatus,
      rsvpClosedReason: rsvpClosedReason({
        startDate: m.startDate,
        duration: m.duration,
        rsvpDate: m.rsvpDate,
      }),
      canManage: r.canManage,
      createdByUserId: m.createdByUserId,
      createdAt: iso(m.createdAt),
    };
  });
}

/** Meetings as list items (`{ meet, status, isFavorite }`). */
export const asItems = (list: TMeeting[]): TMeetingListItem[] =>
  list.map((meet) => ({ meet, status: meet.status, isFavorite: meet.isFavorite }));
