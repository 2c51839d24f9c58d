/**
 * Client-side validation rules of spec 001 §5 with their exact messages (typos kept). Each rule returns
 * the message of the first broken rule, or null. The same messages come from the contracts so the server
 * and the web app agree.
 */
import dayjs, { type Dayjs } from 'dayjs';
import {
  ASSET_FILE_TYPES,
  ASSET_MESSAGES,
  ASSET_URL_PATTERN,
  COMMUNITY_MESSAGES,
  MEETING_FILE_TYPES,
  MEETING_LIMITS,
  MEETING_MESSAGES,
  POST_FILE_TYPES,
  POST_LIMITS,
  POST_MESSAGES,
  POST_PREVIEW_TYPES,
  attachmentError,
  fileExtension,
} from '@portal/contracts';

/** Text of an HTML fragment without tags (for "is the editor empty" checks). */
export function htmlText(html: string): string {
  return html
    .replace(/<[^>]*>/g, ' ')
    .replace(/&nbsp;/g, ' ')
    .trim();
}

/** An editor with no text yields an empty body (spec 001 §5 Comment). */
export function normaliseEditorHtml(html: string): string {
  return htmlText(html) === '' && !/<img\b/i.test(html) ? '' : html;
}

/** Post title: required, not only whitespace, max 150 (spec 001 §5 Post form). */
export function postTitleError(title: string): string | null {
  if (!title || title.trim() === '') return POST_MESSAGES.titleRequired;
  if (title.length > POST_LIMITS.titleMax) return POST_MESSAGES.titleMax;
  return null;
}

/** Post body: required (spec 001 §5 Post form). */
export function postBodyError(html: string): string | null {
  return normaliseEditorHtml(html) === '' ? POST_MESSAGES.bodyRequired : null;
}

/** The Post/Save button is disabled while title or body is empty. */
export function canSubmitPost(title: string, html: string): boolean {
  return title.trim() !== '' && normaliseEditorHtml(html) !== '';
}

/** One post or comment attachment: types of §5, 5 MB each. */
export function postAttachmentError(file: { name: string; size: number }): string | null {
  return attachmentError(file, POST_FILE_TYPES, POST_LIMITS.fileMaxBytes);
}

/** The upload button is disabled at 10 attachments. */
export function canAddAttachment(count: number): boolean {
  return count < POST_LIMITS.filesMax;
}

/** Preview only for png, jpeg, jpg (spec 001 §5). */
export function previewError(name: string): string | null {
  return (POST_PREVIEW_TYPES as readonly string[]).includes(fileExtension(name))
    ? null
    : POST_MESSAGES.previewTypes;
}

/** Tags up to 10 (posts and communities). */
export function tagsError(count: number): string | null {
  return count > POST_LIMITS.tagsMax ? POST_MESSAGES.tooManyTags : null;
}

/** Comment save is disabled when the editor has no text and no files. */
export function canSubmitComment(html: string, filesCount = 0): boolean {
  return normaliseEditorHtml(html) !== '' || filesCount > 0;
}

/** Report dialogs: submit is disabled when the reason is blank after trimming. */
export function canSubmitReport(reason: string): boolean {
  return reason.trim() !== '';
}

/** Meeting title: required, not blank, max 300. */
export function meetingTitleError(title: string): string | null {
  if (!title || title.trim() === '') return MEETING_MESSAGES.titleRequired;
  if (title.length > MEETING_LIMITS.titleMax) return MEETING_MESSAGES.titleMax;
  return null;
}

/** Meeting description: required, max 2000. */
export function meetingDescriptionError(text: string): string | null {
  if (!text || text.trim() === '') return MEETING_MESSAGES.descriptionRequired;
  if (text.length > MEETING_LIMITS.descriptionMax) return MEETING_MESSAGES.descriptionMax;
  return null;
}

/** Meeting link: required, an http(s) URL. */
export function meetingLinkError(link: string): string | null {
  if (!link || link.trim() === '') return MEETING_MESSAGES.linkRequired;
  return /^https?:\/\/[^\s/$.?#][^\s]*\.[^\s]+$/i.test(link.trim()) ? null : MEETING_MESSAGES.linkInvalid;
}

/** Combines a date and a time of day into one moment. */
export function atTime(date: Dayjs, time: Dayjs): Dayjs {
  return date.hour(time.hour()).minute(time.minute()).second(0).millisecond(0);
}

/** Past days are disabled in the meeting date picker. */
export function isPastDay(day: Dayjs, now: Dayjs = dayjs()): boolean {
  return day.isBefore(now.startOf('day'));
}

/** From time: on the same day not in the past ('Time cannot be in the past'). */
export function meetingFromError(
  date: Dayjs | null,
  from: Dayjs | null,
  now: Dayjs = dayjs(),
): string | null {
  if (!date || !from) return null;
  return atTime(date, from).isBefore(now.second(0).millisecond(0)) ? MEETING_MESSAGES.timeInPast : null;
}

/** To time: 'End time before start time' if not after From. */
export function meetingToError(from: Dayjs | null, to: Dayjs | null): string | null {
  if (!from || !to) return null;
  const minutes = (t: Dayjs) => t.hour() * 60 + t.minute();
  return minutes(to) <= minutes(from) ? MEETING_MESSAGES.endBeforeStart : null;
}

/** RSVP date: optional, not after the meeting start. */
export function meetingRsvpError(rsvp: Dayjs | null, start: Dayjs | null): string | null {
  if (!rsvp || !start) return null;
  return rsvp.isAfter(start) ? MEETING_MESSAGES.rsvpAfterStart : null;
}

/** Meeting asset file: types of §5, 5 MB. */
export function meetingAssetError(file: { name: string; size: number }): string | null {
  return attachmentError(file, MEETING_FILE_TYPES, MEETING_LIMITS.fileMaxBytes);
}

/** At most 5 meeting assets. */
export function canAddMeetingAsset(count: number): boolean {
  return count < MEETING_LIMITS.assetsMax;
}

/** Join answers (spec 001 §5 Join questions): text required unless the question needs a file. */
export function joinAnswerError(
  question: { isRequiredAssets: boolean },
  answer: { text: string; file: unknown | null },
): string | null {
  if (question.isRequiredAssets) return answer.file ? null : COMMUNITY_MESSAGES.fileRequired;
  return answer.text.trim() === '' ? COMMUNITY_MESSAGES.answerRequired : null;
}

/** Asset link URL pattern of spec 001 §5. */
export function assetUrlError(url: string): string | null {
  if (!url || url.trim() === '') return ASSET_MESSAGES.urlRequired;
  return ASSET_URL_PATTERN.test(url.trim()) ? null : ASSET_MESSAGES.urlInvalid;
}

/** Asset file (add-file modal): allowed extensions and size. */
export function assetFileCheck(file: { name: string; size: number }): string | null {
  return attachmentError(file, ASSET_FILE_TYPES, 5 * 1024 * 1024);
}

/** The add-file modal as a whole: type and data present (spec 001 §5). */
export function assetDataError(
  type: 'link' | 'file' | undefined,
  link: string,
  file: unknown | null,
): string | null {
  if (!type) return ASSET_MESSAGES.typeRequired;
  if (type === 'link' && !link.trim()) return ASSET_MESSAGES.typeRequired;
  if (type === 'file' && !file) return ASSET_MESSAGES.typeRequired;
  return null;
}

/** Required-text rule with a message (name, description, folder title/name, file name). */
export function requiredError(value: string | undefined, message: string): string | null {
  return !value || value.trim() === '' ? message : null;
}
