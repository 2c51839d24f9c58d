/**
 * Meetings — payloads and answers of spec 001 §7 "Meetings", the Meeting entity of §3, the meeting rules of
 * §4 (RSVP closing, one-way publish and notify, visibility fixed after creation), the form of §5, the
 * permission of §6 (meetingAll: global flag OR community flag) and the limits of §9. Answers are camelCase;
 * dates are ISO 8601 strings (UTC); `duration` is in minutes.
 */
import { z } from 'zod';
import { communityLinkFields } from '../shared/record-fields';
import { ATTACHMENT_TYPES } from '../shared/attachments';
import { zRequiredText } from '../shared/input';
import { URL_MAX_LENGTH, isHttpUrl } from '../shared/url';
import { ZAuthor, attachmentError } from '../posts/posts';

/** Messages of spec 001 §4, §5 and §8 for meetings (exact wording). */
export const MEETING_MESSAGES = {
  titleRequired: 'Please enter a Meeting title',
  titleMax: 'Meeting title must be at most 300 characters',
  descriptionRequired: 'Please enter a meeting description',
  descriptionMax: 'Meeting description must be at most 2000 characters',
  timeInPast: 'Time cannot be in the past',
  endBeforeStart: 'End time before start time',
  rsvpAfterStart: 'The RSVP date cannot be set after the meeting start time',
  linkRequired: 'Please enter a meeting link',
  linkInvalid: 'Please enter a valid meeting link',
  privacyRequired: 'Please select privacy',
  rsvpClosedEnded: 'RSVP is closed. The meeting date and time have passed.',
  rsvpClosedDeadline: 'RSVP is closed. The deadline has passed.',
  published: 'The meeting has been published successfully',
  notificationSent: 'The notification has been sent successfully',
  invitesSent: 'Invites sent',
  removed: 'Removed successfully!',
  removeFailed: 'Error removing meeting:',
  editFailed: 'Error editing meeting. Try again.',
  createFailed: 'Error creating meeting. Try again.',
  downloadFailed: 'Error downloading files',
  updateFailed: 'Error during updating',
  loadFailed: 'Failed to load meetings. Try again.',
  statusFailed: 'Failed to update meeting status. Try again.',
  noUpcoming: 'No upcoming meetings',
  linkCopied: 'Link copied',
  // Server answers of our own (the spec shows no text for these refusals).
  notFound: 'Meeting not found',
  forbidden: 'You do not have permission to manage meetings',
  visibilityLocked: 'Visibility cannot be changed when editing',
  alreadyPublished: 'The meeting is already published to the dashboard',
  privateNotPublishable: 'A private meeting cannot be published to the dashboard',
  alreadyNotified: 'The notification has already been sent',
  invitesOnlyPrivate: 'Invite members is only available for private meetings',
  tooManyAssets: 'Maximum 5 files are allowed',
  notInvited: 'This meeting is private',
} as const;

/** Limits of spec 001 §9 for meetings. */
export const MEETING_LIMITS = {
  titleMax: 300,
  descriptionMax: 2000,
  assetsMax: 5,
  /** Bytes per asset file (5 MB). */
  fileMaxBytes: 5 * 1024 * 1024,
  /** Admin meeting list default page size. */
  adminPageSize: 100,
  /** Explore meetings API page size. */
  explorePageSize: 1000,
  /** Explore meetings page size in the UI. */
  exploreUiPageSize: 10,
  exploreDebounceMs: 400,
  highlightMs: 2000,
  /** Duration bounds in minutes. */
  durationMin: 1,
  durationMax: 24 * 60,
} as const;

/** Meeting asset file types (spec 001 §5 Meeting form); preview only png, jpeg, jpg. */
export const MEETING_FILE_TYPES = ATTACHMENT_TYPES;
/** Cover image types. */
export const MEETING_IMAGE_TYPES = ['png', 'jpeg', 'jpg'] as const;

/** Visibility (spec 001 §3): 1 Public = all members, 2 Community = community members, 3 Private = invited. */
export const MeetingVisibility = { Public: 1, Community: 2, Private: 3 } as const;
/** One value of {@link MeetingVisibility}. */
export type TMeetingVisibility = (typeof MeetingVisibility)[keyof typeof MeetingVisibility];
/** Schema of one of those values. */
export const ZMeetingVisibility = z.union([z.literal(1), z.literal(2), z.literal(3)]);

/** RSVP status (spec 001 §3): 0 No response, 1 Going, 2 Can't go. */
export const RsvpStatus = { NoResponse: 0, Going: 1, CantGo: 2 } as const;
/** One value of {@link RsvpStatus}. */
export type TRsvpStatus = (typeof RsvpStatus)[keyof typeof RsvpStatus];
/** Schema of one of those values. */
export const ZRsvpStatus = z.union([z.literal(0), z.literal(1), z.literal(2)]);

/** Why RSVP is closed (spec 001 §4): the meeting ended, or the RSVP deadline passed; null while open. */
export const ZRsvpClosedReason = z.enum(['ended', 'deadline']).nullable();

/**
 * RSVP closing rule of spec 001 §4: closed once the meeting has ended (start + duration) or the RSVP
 * deadline has passed. `now` in ms since epoch.
 */
export function rsvpClosedReason(
  meeting: { startDate: string | Date; duration: number; rsvpDate: string | Date | null },
  now: number = Date.now(),
): 'ended' | 'deadline' | null {
  const end = new Date(meeting.startDate).getTime() + meeting.duration * 60_000;
  if (now >= end) return 'ended';
  if (meeting.rsvpDate && now > new Date(meeting.rsvpDate).getTime()) return 'deadline';
  return null;
}

/** A meeting participant (invited or answered) with the RSVP status. */
export const ZMeetingUser = ZAuthor.extend({ userId: z.string(), status: ZRsvpStatus, invited: z.boolean() });
/** The parsed shape of {@link ZMeetingUser}. */
export type TMeetingUser = z.infer<typeof ZMeetingUser>;

/** Meeting asset (spec 001 §3): `path` is the download URL. */
export const ZMeetingAsset = z.object({ id: z.string(), path: z.string(), fileName: z.string() });
/** The parsed shape of {@link ZMeetingAsset}. */
export type TMeetingAsset = z.infer<typeof ZMeetingAsset>;

/**
 * Meeting (spec 001 §3). `endDate` = startDate + duration minutes. `status` is the caller's RSVP;
 * `rsvpClosedReason` the §4 closing rule; `canManage` the caller's meetingAll in the community;
 * `isNotified` whether the one-way notification was sent. `users` lists invited or answering members.
 */
export const ZMeeting = z.object({
  id: z.string(),
  name: z.string(),
  description: z.string(),
  meetingLink: z.string(),
  meetingId: z.string().nullable(),
  meetingPassword: z.string().nullable(),
  startDate: z.string(),
  endDate: z.string(),
  duration: z.number().int(),
  rsvpDate: z.string().nullable(),
  visible: ZMeetingVisibility,
  imageUrl: z.string().nullable(),
  sendNotification: z.boolean(),
  isNotified: z.boolean(),
  toDashBoard: z.boolean(),
  ...communityLinkFields(),
  users: z.array(ZMeetingUser),
  goingCount: z.number().int(),
  assets: z.array(ZMeetingAsset),
  isFavorite: z.boolean(),
  status: ZRsvpStatus,
  rsvpClosedReason: ZRsvpClosedReason,
  canManage: z.boolean(),
  createdByUserId: z.string().nullable(),
  createdAt: z.string(),
});
/** The parsed shape of {@link ZMeeting}. */
export type TMeeting = z.infer<typeof ZMeeting>;

/** Meeting entry in lists (spec 001 §3): meet, the caller's status and favourite flag. */
export const ZMeetingListItem = z.object({ meet: ZMeeting, status: ZRsvpStatus, isFavorite: z.boolean() });
/** The parsed shape of {@link ZMeetingListItem}. */
export type TMeetingListItem = z.infer<typeof ZMeetingListItem>;
/** A page of meetings. */
export const ZMeetingsResponse = z.object({
  meets: z.array(ZMeetingListItem),
  totalItemCount: z.number().int(),
});
/** The parsed shape of {@link ZMeetingsResponse}. */
export type TMeetingsResponse = z.infer<typeof ZMeetingsResponse>;

const page = z.coerce.number().int().min(1).default(1);
const qbool = z.stringbool().optional();

/**
 * `GET api/v1/community/{id}/meeting?page&pageSize[&showPast&showUpcoming]` (member list, page size 100):
 * meetings of the community the caller may see, upcoming first by start date, then past newest first.
 * `GET api/v1/admin/community/{id}/meeting` takes the same query (meetingAll; every visibility).
 */
export const ZCommunityMeetingsQuery = z.object({
  page,
  pageSize: z.coerce.number().int().min(1).max(1000).default(MEETING_LIMITS.adminPageSize),
  showPast: qbool,
  showUpcoming: qbool,
});
/** The parsed shape of {@link ZCommunityMeetingsQuery}. */
export type TCommunityMeetingsQuery = z.infer<typeof ZCommunityMeetingsQuery>;

/** Path `{id}/meeting/{mid}`. */
export const ZMeetingParams = z.object({ id: z.uuid(), mid: z.uuid() });
/** Path `{id}/meeting/{mid}/asset/{assetId}`. */
export const ZMeetingAssetParams = ZMeetingParams.extend({ assetId: z.uuid() });

/**
 * `POST api/v1/community/meeting` — explore meetings (spec 001 §2, §7): page, pageSize (default 1000),
 * onlyFavorite, showPast (ended), showUpcoming (not ended; "My upcoming meetings" = showUpcoming with
 * statuses [1]), communitiesIds, statuses (the caller's RSVP statuses 0/1/2), startDate/endDate (ISO, the
 * meeting start within the range), keyword. Upcoming sorted by start ascending, past by start descending.
 */
export const ZExploreMeetingsBody = z.object({
  page,
  pageSize: z.coerce.number().int().min(1).max(1000).default(MEETING_LIMITS.explorePageSize),
  onlyFavorite: z.boolean().optional(),
  showPast: z.boolean().optional(),
  showUpcoming: z.boolean().optional(),
  communitiesIds: z.array(z.uuid()).max(1000).optional(),
  statuses: z.array(ZRsvpStatus).max(3).optional(),
  startDate: z.iso.datetime({ offset: true }).optional(),
  endDate: z.iso.datetime({ offset: true }).optional(),
  keyword: z.string().trim().max(300).optional(),
});
/** The parsed shape of {@link ZExploreMeetingsBody}. */
export type TExploreMeetingsBody = z.infer<typeof ZExploreMeetingsBody>;

/**
 * `GET api/v1/community/meeting/preference` answer (spec 001 §3 Meeting preference): communities that have
 * meetings the caller can see (for the explore filter, by name), `totalUpcoming` = visible meetings not yet
 * ended, `totalIncoming` = of those, the ones the caller has not answered (No response).
 */
export const ZMeetingPreference = z.object({
  communities: z.array(
    z.object({ id: z.string(), name: z.string(), alias: z.string(), imageUrl: z.string().nullable() }),
  ),
  totalIncoming: z.number().int(),
  totalUpcoming: z.number().int(),
});
/** The parsed shape of {@link ZMeetingPreference}. */
export type TMeetingPreference = z.infer<typeof ZMeetingPreference>;

/**
 * `GET api/v1/dashboard/meetings?page&pageSize&viewMeetsWithAllAnswers` (000 §2 dashboard, 001 §7):
 * meetings not yet ended that the caller can see and that were published to the dashboard (toDashBoard) or
 * that the caller is invited to or going to; by start ascending. Without viewMeetsWithAllAnswers=true
 * meetings the caller answered "Can't go" are left out.
 */
export const ZDashboardMeetingsQuery = z.object({
  page,
  pageSize: z.coerce.number().int().min(1).max(1000).default(1000),
  viewMeetsWithAllAnswers: qbool,
});

/** `POST api/v1/community/{id}/meeting/{mid}` RSVP body: 1 Going or 2 Can't go (0 resets). */
export const ZRsvpBody = z.object({ status: ZRsvpStatus });
/** RSVP answer: the caller's new status and the going count. 400 with a §4 tooltip text when closed. */
export const ZRsvpResponse = z.object({ status: ZRsvpStatus, goingCount: z.number().int() });
/** Favourite answer. */
export const ZMeetingFavoriteResponse = z.object({ isFavorite: z.boolean() });

const title = zRequiredText(MEETING_MESSAGES.titleRequired).max(
  MEETING_LIMITS.titleMax,
  MEETING_MESSAGES.titleMax,
);
const description = zRequiredText(MEETING_MESSAGES.descriptionRequired).max(
  MEETING_LIMITS.descriptionMax,
  MEETING_MESSAGES.descriptionMax,
);
const meetingLink = zRequiredText(MEETING_MESSAGES.linkRequired)
  .max(URL_MAX_LENGTH)
  .regex(/^https?:\/\/[^\s/$.?#][^\s]*\.[^\s]+$/i, MEETING_MESSAGES.linkInvalid)
  .refine(isHttpUrl, MEETING_MESSAGES.linkInvalid);
const optionalText = z.string().trim().max(200).optional();
const isoDate = z.iso.datetime({ offset: true });

/**
 * Create-meeting fields (multipart `POST api/v1/admin/community/{id}/meeting`, spec 001 §5): name,
 * description, meetingLink, meetingId?, meetingPassword?, startDate (ISO, not in the past), duration
 * (minutes, so the end is after the start), rsvpDate? (not after the start), visible (1/2/3),
 * sendNotification (default false), toDashBoard (default false; not for Private). Files: `imageFile`
 * (cover, png/jpeg/jpg ≤ 5 MB) and `files` (assets, ≤ 5, types of MEETING_FILE_TYPES, ≤ 5 MB each).
 * Multipart booleans are 'true'/'false', numbers as text; `userIds` (repeated or JSON) invites members
 * of a Private meeting.
 */
export const ZCreateMeetingFields = z
  .object({
    name: title,
    description,
    meetingLink,
    meetingId: optionalText,
    meetingPassword: optionalText,
    startDate: isoDate,
    duration: z.coerce
      .number({ error: MEETING_MESSAGES.endBeforeStart })
      .int()
      .min(MEETING_LIMITS.durationMin, MEETING_MESSAGES.endBeforeStart)
      .max(MEETING_LIMITS.durationMax),
    rsvpDate: isoDate.optional(),
    visible: z.coerce.number({ error: MEETING_MESSAGES.privacyRequired }).pipe(ZMeetingVisibility),
    sendNotification: z.boolean().default(false),
    toDashBoard: z.boolean().default(false),
    userIds: z.array(z.uuid()).max(1000).optional(),
  })
  .superRefine((v, ctx) => {
    if (new Date(v.startDate).getTime() < Date.now() - 60_000)
      ctx.addIssue({ code: 'custom', path: ['startDate'], message: MEETING_MESSAGES.timeInPast });
    if (v.rsvpDate && new Date(v.rsvpDate).getTime() > new Date(v.startDate).getTime())
      ctx.addIssue({ code: 'custom', path: ['rsvpDate'], message: MEETING_MESSAGES.rsvpAfterStart });
    if (v.toDashBoard && v.visible === MeetingVisibility.Private)
      ctx.addIssue({
        code: 'custom',
        path: ['toDashBoard'],
        message: MEETING_MESSAGES.privateNotPublishable,
      });
  });
/** The parsed shape of {@link ZCreateMeetingFields}. */
export type TCreateMeetingFields = z.infer<typeof ZCreateMeetingFields>;

/**
 * Edit-meeting fields (multipart or JSON `PUT api/v1/admin/community/{id}/meeting/{mid}`): any field of
 * create except that `visible`, when sent, must equal the stored one (§4). `sendNotification=true` sends
 * the one-way notification (400 once sent); `toDashBoard=true` publishes one-way (400 when published or
 * Private). `deletedAssetIds` removes assets (Deleted marks); `files` adds assets (Added marks); the total
 * stays ≤ 5. `removeImage=true` clears the cover. A past start is allowed when unchanged.
 */
export const ZUpdateMeetingFields = z.object({
  name: title.optional(),
  description: description.optional(),
  meetingLink: meetingLink.optional(),
  meetingId: optionalText,
  meetingPassword: optionalText,
  startDate: isoDate.optional(),
  duration: z.coerce
    .number()
    .int()
    .min(MEETING_LIMITS.durationMin, MEETING_MESSAGES.endBeforeStart)
    .max(MEETING_LIMITS.durationMax)
    .optional(),
  rsvpDate: isoDate.nullable().optional(),
  visible: z.coerce.number().pipe(ZMeetingVisibility).optional(),
  sendNotification: z.boolean().optional(),
  toDashBoard: z.boolean().optional(),
  deletedAssetIds: z.array(z.uuid()).max(50).optional(),
  removeImage: z.boolean().optional(),
});
/** The parsed shape of {@link ZUpdateMeetingFields}. */
export type TUpdateMeetingFields = z.infer<typeof ZUpdateMeetingFields>;

/** `PUT .../meeting/{mid}/add-members` and `remove-members` body (Private meetings; meetingAll). */
export const ZMeetingMembersBody = z.object({ userIds: z.array(z.uuid()).min(1).max(1000) });
/** Answer of add/remove members: the meeting's participants. */
export const ZMeetingMembersResponse = z.object({ users: z.array(ZMeetingUser) });
/** Answer of meeting asset list and upload. */
export const ZMeetingAssetsResponse = z.object({ assets: z.array(ZMeetingAsset) });
/** Answer of deletes: `{ ok: true }`. */
export const ZOkResponse = z.object({ ok: z.literal(true) });

/** Client-side check of one meeting asset file; null when allowed (spec 001 §5). */
export function meetingFileError(file: { name: string; size: number }): string | null {
  return attachmentError(file, MEETING_FILE_TYPES, MEETING_LIMITS.fileMaxBytes);
}
