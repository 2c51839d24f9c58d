/**
 * The meeting form's values and body (spec 001 §5 Meeting form, §7 Meetings): the defaults, the values of a
 * saved meeting, the start of the meeting, and the multipart body of `POST|PUT
 * api/v1/admin/community/{id}/meeting[/{meetingId}]`.
 */
import dayjs, { type Dayjs } from 'dayjs';
import type { TMeeting } from '@portal/contracts';
import { atTime } from './meeting-rules';
import type { AttachmentItem } from '../../shared/components/AttachmentsUpload';
import type { CoverImage } from '../../shared/components/CoverImageUpload';

/** Form values. */
export interface MeetingFormValues {
  name: string;
  description: string;
  date: Dayjs | null;
  from: Dayjs | null;
  to: Dayjs | null;
  rsvpDate: Dayjs | null;
  noRsvp: boolean;
  meetingLink: string;
  visible: 1 | 2 | 3 | undefined;
  meetingId: string;
  meetingPassword: string;
  sendNotification: boolean;
}

/** The values a new meeting starts with (no RSVP date flag off, no notification, empty texts). */
export const MEETING_FORM_DEFAULTS: Partial<MeetingFormValues> = {
  noRsvp: false,
  sendNotification: false,
  name: '',
  description: '',
  meetingLink: '',
  meetingId: '',
  meetingPassword: '',
};

/** The form values of a saved meeting: date, From and To from its start and end; 'No RSVP date' without one. */
export function toMeetingFormValues(meeting: TMeeting): Partial<MeetingFormValues> {
  return {
    name: meeting.name,
    description: meeting.description,
    date: dayjs(meeting.startDate),
    from: dayjs(meeting.startDate),
    to: dayjs(meeting.endDate),
    rsvpDate: meeting.rsvpDate ? dayjs(meeting.rsvpDate) : null,
    noRsvp: !meeting.rsvpDate,
    meetingLink: meeting.meetingLink,
    visible: meeting.visible,
    meetingId: meeting.meetingId ?? '',
    meetingPassword: meeting.meetingPassword ?? '',
  };
}

/** The meeting's start: the day of `date` at the time of `from`, or null while either is empty. */
export function meetingStart(date: Dayjs | null | undefined, from: Dayjs | null | undefined): Dayjs | null {
  return date && from ? atTime(date, from) : null;
}

/** What the body holds besides the form values: the meeting edited, the cover and the files. */
export interface MeetingMedia {
  /** The meeting being edited; undefined when creating. */
  meeting?: TMeeting;
  /** The chosen cover (with `file` when newly chosen), null when none or removed. */
  cover: CoverImage | null;
  /** The listed files; those with `file` are uploaded. */
  files: AttachmentItem[];
  /** Ids of the saved assets removed while editing. */
  deletedAssets: string[];
}

/**
 * The multipart body of a valid form (spec 001 §7 Meetings): trimmed texts, `startDate` (ISO, sent on edit
 * only when changed), `duration` in minutes, `rsvpDate` (seconds cut) unless 'No RSVP date'; `visible` and
 * `sendNotification` only when creating; `imageFile`, or `removeImage` when an edit drops the cover; new
 * `files`, and `deletedAssetIds` as a JSON array when editing.
 */
export function toMeetingFormData(values: MeetingFormValues, media: MeetingMedia): FormData {
  const { meeting, cover, files, deletedAssets } = media;
  const startAt = atTime(values.date!, values.from!);
  const endAt = atTime(values.date!, values.to!);
  const fd = new FormData();
  fd.append('name', values.name.trim());
  fd.append('description', values.description.trim());
  fd.append('meetingLink', values.meetingLink.trim());
  if (values.meetingId?.trim()) fd.append('meetingId', values.meetingId.trim());
  if (values.meetingPassword?.trim()) fd.append('meetingPassword', values.meetingPassword.trim());
  const startChanged = !meeting || startAt.toISOString() !== dayjs(meeting.startDate).toISOString();
  if (startChanged) fd.append('startDate', startAt.toISOString());
  fd.append('duration', String(endAt.diff(startAt, 'minute')));
  if (!values.noRsvp && values.rsvpDate) fd.append('rsvpDate', values.rsvpDate.second(0).toISOString());
  if (!meeting) {
    fd.append('visible', String(values.visible));
    fd.append('sendNotification', values.sendNotification ? 'true' : 'false');
  }
  if (cover?.file) fd.append('imageFile', cover.file);
  if (meeting && !cover && meeting.imageUrl) fd.append('removeImage', 'true');
  files.forEach((f) => f.file && fd.append('files', f.file));
  if (meeting && deletedAssets.length) fd.append('deletedAssetIds', JSON.stringify(deletedAssets));
  return fd;
}
