/** The meeting form's mapping (spec 001 §5 Meeting form, §7 Meetings): values ↔ saved meeting, values → body. */
import dayjs from 'dayjs';
import { describe, expect, it } from 'vitest';
import type { TMeeting } from '@portal/contracts';
import {
  meetingStart,
  toMeetingFormData,
  toMeetingFormValues,
  type MeetingFormValues,
} from './meeting-form-values';

const day = dayjs('2031-03-04T00:00:00');
const VALUES: MeetingFormValues = {
  name: ' Board call ',
  description: ' Quarterly ',
  date: day,
  from: day.hour(10).minute(15),
  to: day.hour(11).minute(45),
  rsvpDate: day.hour(9).minute(30).second(42),
  noRsvp: false,
  meetingLink: ' https://zoom.us/j/1 ',
  visible: 2,
  meetingId: '  ',
  meetingPassword: ' secret ',
  sendNotification: true,
};
const start = day.hour(10).minute(15);
const MEETING = {
  id: 'm-1',
  name: 'Board call',
  description: 'Quarterly',
  meetingLink: 'https://zoom.us/j/1',
  meetingId: null,
  meetingPassword: 'pw',
  startDate: start.toISOString(),
  endDate: start.add(90, 'minute').toISOString(),
  rsvpDate: null,
  visible: 3,
  imageUrl: 'https://cdn/x.png',
  assets: [],
} as unknown as TMeeting;
const NO_MEDIA = { cover: null, files: [], deletedAssets: [] };

describe('meeting form values', () => {
  it('creates: trimmed texts, start, duration in minutes, RSVP without seconds, visible and notification', () => {
    const body = toMeetingFormData(VALUES, NO_MEDIA);
    expect(body.get('name')).toBe('Board call');
    expect(body.get('description')).toBe('Quarterly');
    expect(body.get('meetingLink')).toBe('https://zoom.us/j/1');
    expect(body.has('meetingId')).toBe(false);
    expect(body.get('meetingPassword')).toBe('secret');
    expect(body.get('startDate')).toBe(start.toISOString());
    expect(body.get('duration')).toBe('90');
    expect(body.get('rsvpDate')).toBe(day.hour(9).minute(30).second(0).toISOString());
    expect(body.get('visible')).toBe('2');
    expect(body.get('sendNotification')).toBe('true');
  });

  it("leaves the RSVP date out with 'No RSVP date', and sends the new cover and new files only", () => {
    const cover = new File(['c'], 'cover.png');
    const file = new File(['f'], 'agenda.pdf');
    const body = toMeetingFormData(
      { ...VALUES, noRsvp: true },
      {
        cover: { url: 'blob:c', file: cover },
        files: [
          { uid: 's', id: 's', name: 'old.pdf' },
          { uid: 'n', name: 'agenda.pdf', file },
        ],
        deletedAssets: ['gone'],
      },
    );
    expect(body.has('rsvpDate')).toBe(false);
    expect(body.get('imageFile')).toBe(cover);
    expect(body.getAll('files')).toEqual([file]);
    expect(body.has('deletedAssetIds')).toBe(false);
  });

  it('edits: no unchanged start, no visible or notification, removed cover and deleted assets', () => {
    const values = { ...toMeetingFormValues(MEETING), sendNotification: false } as MeetingFormValues;
    const body = toMeetingFormData(values, {
      meeting: MEETING,
      cover: null,
      files: [],
      deletedAssets: ['a1'],
    });
    expect(body.has('startDate')).toBe(false);
    expect(body.get('duration')).toBe('90');
    expect(body.has('visible')).toBe(false);
    expect(body.has('sendNotification')).toBe(false);
    expect(body.get('removeImage')).toBe('true');
    expect(body.get('deletedAssetIds')).toBe('["a1"]');
    const moved = toMeetingFormData({ ...values, from: start.hour(11) }, { ...NO_MEDIA, meeting: MEETING });
    expect(moved.get('startDate')).toBe(start.hour(11).toISOString());
  });

  it("reads a saved meeting: 'No RSVP date' without one, empty ID; the start joins date and From", () => {
    const values = toMeetingFormValues(MEETING);
    expect(values.noRsvp).toBe(true);
    expect(values.rsvpDate).toBeNull();
    expect(values.meetingId).toBe('');
    expect(values.meetingPassword).toBe('pw');
    expect(values.visible).toBe(3);
    expect(meetingStart(values.date, values.from)?.toISOString()).toBe(start.toISOString());
    expect(meetingStart(values.date, null)).toBeNull();
  });
});
