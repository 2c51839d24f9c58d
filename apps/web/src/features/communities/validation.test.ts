/** Every client validation rule of spec 001 §5 for the member-side communities screens, with its message. */
import dayjs from 'dayjs';
import { describe, expect, it } from 'vitest';
import {
  assetDataError,
  assetFileCheck,
  assetUrlError,
  canAddAttachment,
  canAddMeetingAsset,
  canSubmitComment,
  canSubmitPost,
  canSubmitReport,
  isPastDay,
  joinAnswerError,
  meetingAssetError,
  meetingDescriptionError,
  meetingFromError,
  meetingLinkError,
  meetingRsvpError,
  meetingTitleError,
  meetingToError,
  normaliseEditorHtml,
  postAttachmentError,
  postBodyError,
  postTitleError,
  previewError,
  requiredError,
  tagsError,
} from './validation';

const MB = 1024 * 1024;

describe('post form (001 §5)', () => {
  it('requires a title that is not only whitespace', () => {
    expect(postTitleError('')).toBe('Please enter a post title');
    expect(postTitleError('   ')).toBe('Please enter a post title');
    expect(postTitleError('Hello')).toBeNull();
  });
  it('limits the title to 150 characters', () => {
    expect(postTitleError('a'.repeat(150))).toBeNull();
    expect(postTitleError('a'.repeat(151))).toBe('Max length is 150 symbols');
  });
  it('requires a body; an editor with no text is empty', () => {
    expect(postBodyError('<p></p>')).toBe('Please enter a post content');
    expect(postBodyError('<p>  </p>')).toBe('Please enter a post content');
    expect(postBodyError('<p>Hi</p>')).toBeNull();
    expect(normaliseEditorHtml('<p><br></p>')).toBe('');
  });
  it('disables Post/Save while title or body is empty', () => {
    expect(canSubmitPost('', '<p>x</p>')).toBe(false);
    expect(canSubmitPost('t', '<p></p>')).toBe(false);
    expect(canSubmitPost('t', '<p>x</p>')).toBe(true);
  });
  it('allows only the listed attachment types at 5 MB each', () => {
    expect(postAttachmentError({ name: 'a.exe', size: 1 })).toBe(
      'Allowed only: pdf, docx, xlsx, ppt, pptx, txt, png, jpeg, jpg file types',
    );
    expect(postAttachmentError({ name: 'a.PDF', size: 5 * MB })).toBeNull();
    expect(postAttachmentError({ name: 'a.pdf', size: 5 * MB + 1 })).toBe('Maximum allowed file size is 5Mb');
  });
  it('disables the upload button at 10 attachments', () => {
    expect(canAddAttachment(9)).toBe(true);
    expect(canAddAttachment(10)).toBe(false);
  });
  it('previews only png, jpeg, jpg', () => {
    expect(previewError('x.png')).toBeNull();
    expect(previewError('x.jpeg')).toBeNull();
    expect(previewError('x.pdf')).toBe('Allowed only: png, jpeg, jpg file types for preview');
  });
  it('allows up to 10 tags', () => {
    expect(tagsError(10)).toBeNull();
    expect(tagsError(11)).toBe('Up to 10 tags are allowed');
  });
});

describe('comments and reports (001 §5)', () => {
  it('disables comment save when blank', () => {
    expect(canSubmitComment('')).toBe(false);
    expect(canSubmitComment('<p> </p>')).toBe(false);
    expect(canSubmitComment('<p>ok</p>')).toBe(true);
    expect(canSubmitComment('', 1)).toBe(true);
  });
  it('disables report submit when the reason is blank after trimming', () => {
    expect(canSubmitReport('   ')).toBe(false);
    expect(canSubmitReport(' spam ')).toBe(true);
  });
});

describe('meeting form (001 §5)', () => {
  const now = dayjs('2030-05-10T10:00:00');
  it('requires a title, not blank, max 300', () => {
    expect(meetingTitleError(' ')).toBe('Please enter a Meeting title');
    expect(meetingTitleError('a'.repeat(301))).toBe('Meeting title must be at most 300 characters');
    expect(meetingTitleError('Standup')).toBeNull();
  });
  it('requires a description, max 2000', () => {
    expect(meetingDescriptionError('')).toBe('Please enter a meeting description');
    expect(meetingDescriptionError('a'.repeat(2001))).toBe(
      'Meeting description must be at most 2000 characters',
    );
    expect(meetingDescriptionError('a'.repeat(2000))).toBeNull();
  });
  it('disables past days', () => {
    expect(isPastDay(now.subtract(1, 'day'), now)).toBe(true);
    expect(isPastDay(now, now)).toBe(false);
  });
  it('rejects a From time in the past on the same day', () => {
    expect(meetingFromError(now, now.hour(9), now)).toBe('Time cannot be in the past');
    expect(meetingFromError(now, now.hour(11), now)).toBeNull();
    expect(meetingFromError(now.add(1, 'day'), now.hour(9), now)).toBeNull();
  });
  it('rejects a To time before From', () => {
    expect(meetingToError(now.hour(11), now.hour(10))).toBe('End time before start time');
    expect(meetingToError(now.hour(11), now.hour(11))).toBe('End time before start time');
    expect(meetingToError(now.hour(11), now.hour(12))).toBeNull();
  });
  it('rejects an RSVP date after the start', () => {
    const start = now.add(2, 'day');
    expect(meetingRsvpError(start.add(1, 'minute'), start)).toBe(
      'The RSVP date cannot be set after the meeting start time',
    );
    expect(meetingRsvpError(start, start)).toBeNull();
    expect(meetingRsvpError(null, start)).toBeNull();
  });
  it('requires an http(s) meeting link', () => {
    expect(meetingLinkError('')).toBe('Please enter a meeting link');
    expect(meetingLinkError('zoom.us/j/1')).toBe('Please enter a valid meeting link');
    expect(meetingLinkError('https://zoom.us/j/1')).toBeNull();
  });
  it('allows at most 5 assets of the listed types at 5 MB', () => {
    expect(canAddMeetingAsset(4)).toBe(true);
    expect(canAddMeetingAsset(5)).toBe(false);
    expect(meetingAssetError({ name: 'a.doc', size: 1 })).toBe(
      'Allowed only: pdf, docx, xlsx, txt, png, jpeg, jpg, pptx, ppt file types',
    );
    expect(meetingAssetError({ name: 'a.pdf', size: 6 * MB })).toBe('Maximum allowed file size is 5Mb');
  });
});

describe('join questions (001 §5)', () => {
  it('requires a text answer unless the question needs a file', () => {
    expect(joinAnswerError({ isRequiredAssets: false }, { text: ' ', file: null })).toBe(
      'This field is required',
    );
    expect(joinAnswerError({ isRequiredAssets: false }, { text: 'yes', file: null })).toBeNull();
  });
  it('requires a file for a file question', () => {
    expect(joinAnswerError({ isRequiredAssets: true }, { text: '', file: null })).toBe(
      'Please upload a file.',
    );
    expect(joinAnswerError({ isRequiredAssets: true }, { text: '', file: {} })).toBeNull();
  });
});

describe('assets add-file modal (001 §5)', () => {
  it('requires a URL starting with http(s) with a domain', () => {
    expect(assetUrlError('')).toBe('Please input the URL!');
    expect(assetUrlError('ftp://x.com')).toBe(
      'The URL must start with http:// or https:// and must have domain',
    );
    expect(assetUrlError('https://localhost')).toBe(
      'The URL must start with http:// or https:// and must have domain',
    );
    expect(assetUrlError('https://example.org/docs?a=1')).toBeNull();
  });
  it('asks for a type and its data', () => {
    expect(assetDataError(undefined, '', null)).toBe(
      'Please select a file type and provide the necessary data.',
    );
    expect(assetDataError('file', '', null)).toBe(
      'Please select a file type and provide the necessary data.',
    );
    expect(assetDataError('link', 'https://a.io', null)).toBeNull();
  });
  it('allows the listed extensions at 5 MB', () => {
    expect(assetFileCheck({ name: 'a.mp4', size: 1 })).toBeNull();
    expect(assetFileCheck({ name: 'a.zip', size: 1 })).toBe(
      'Allowed only: pdf, doc, docx, xlsx, xls, txt, mp4, png, jpeg, jpg, pptx, ppt file types',
    );
    expect(assetFileCheck({ name: 'a.pdf', size: 5 * MB + 1 })).toBe('Maximum allowed file size is 5Mb');
  });
  it('requires names with their messages', () => {
    expect(requiredError(' ', 'Please input the name!')).toBe('Please input the name!');
    expect(requiredError('x', 'Please input the title')).toBeNull();
  });
});
