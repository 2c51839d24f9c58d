/** Client validation rules of spec 001 §5 for meetings, with their messages. */
import dayjs from 'dayjs';
import { describe, expect, it } from 'vitest';
import { meetingDescriptionError, meetingLinkError, meetingTitleError } from './meeting-rules';
import { isPastDay, meetingFromError, meetingRsvpError, meetingToError } from './meeting-rules';
import { canAddMeetingAsset, meetingAssetError, previewError } from './meeting-rules';

const MB = 1024 * 1024;

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

describe('preview images (001 §5)', () => {
  it('previews only png, jpeg, jpg', () => {
    expect(previewError('x.png')).toBeNull();
    expect(previewError('x.jpeg')).toBeNull();
    expect(previewError('x.pdf')).toBe('Allowed only: png, jpeg, jpg file types for preview');
  });
});
