/**
 * Unit tests of the meeting, asset, FAQ and notification contracts — every validation rule of spec 001 §5
 * with its message, the RSVP closing rule of §4, and the notification query defaults of 000 §9.
 */
import { describe, expect, it } from 'vitest';
import {
  ASSET_MESSAGES,
  ZCreateAssetFields,
  ZCreateFolderBody,
  ZReorderBody,
  ZUpdateAssetBody,
  ZUpdateFolderBody,
  assetFileError,
} from '../assets/assets';
import { FAQ_MESSAGES, ZCreateFaqBody } from '../faq/faq';
import { MEETING_MESSAGES, ZCreateMeetingFields, meetingFileError, rsvpClosedReason } from './meetings';
import { ZNotificationsQuery } from '../notifications/notifications';

const firstMessage = (r: { success: boolean; error?: { issues: { message: string }[] } }) =>
  r.success ? null : r.error!.issues[0]!.message;
const inDays = (d: number) => new Date(Date.now() + d * 86_400_000).toISOString();
const meeting = {
  name: 'Catch-up',
  description: 'Agenda',
  meetingLink: 'https://meet.example.com/x',
  startDate: inDays(1),
  duration: 60,
  visible: 2,
};

describe('meeting form (spec 001 §5)', () => {
  it('accepts a valid meeting and coerces numbers', () => {
    const r = ZCreateMeetingFields.safeParse({ ...meeting, duration: '45', visible: '3' });
    expect(r.success).toBe(true);
    expect(r.data).toMatchObject({ duration: 45, visible: 3, sendNotification: false, toDashBoard: false });
  });
  it.each([
    [{ name: '   ' }, MEETING_MESSAGES.titleRequired],
    [{ name: undefined }, MEETING_MESSAGES.titleRequired],
    [{ name: 'x'.repeat(301) }, MEETING_MESSAGES.titleMax],
    [{ description: '' }, MEETING_MESSAGES.descriptionRequired],
    [{ description: 'x'.repeat(2001) }, MEETING_MESSAGES.descriptionMax],
    [{ meetingLink: '' }, MEETING_MESSAGES.linkRequired],
    [{ meetingLink: 'meet.example.com' }, MEETING_MESSAGES.linkInvalid],
    [{ startDate: inDays(-1) }, MEETING_MESSAGES.timeInPast],
    [{ duration: 0 }, MEETING_MESSAGES.endBeforeStart],
    [{ rsvpDate: inDays(2) }, MEETING_MESSAGES.rsvpAfterStart],
    [{ visible: undefined }, MEETING_MESSAGES.privacyRequired],
    [{ visible: 3, toDashBoard: true }, MEETING_MESSAGES.privateNotPublishable],
  ])('%j → %s', (patch, message) => {
    expect(firstMessage(ZCreateMeetingFields.safeParse({ ...meeting, ...patch }))).toBe(message);
  });
  it('asset files: types and 5 MB', () => {
    expect(meetingFileError({ name: 'a.PDF', size: 10 })).toBeNull();
    expect(meetingFileError({ name: 'a.exe', size: 10 })).toBe(
      'Allowed only: pdf, docx, xlsx, txt, png, jpeg, jpg, pptx, ppt file types',
    );
    expect(meetingFileError({ name: 'a.pdf', size: 5 * 1024 * 1024 + 1 })).toBe(
      'Maximum allowed file size is 5Mb',
    );
  });
});

describe('RSVP closing (spec 001 §4)', () => {
  const now = Date.parse('2026-06-01T10:00:00Z');
  it('open before the deadline and the end', () => {
    expect(
      rsvpClosedReason({ startDate: '2026-06-01T09:30:00Z', duration: 60, rsvpDate: null }, now),
    ).toBeNull();
  });
  it('closed once the meeting ended', () => {
    expect(rsvpClosedReason({ startDate: '2026-06-01T08:00:00Z', duration: 120, rsvpDate: null }, now)).toBe(
      'ended',
    );
  });
  it('closed once the RSVP deadline passed', () => {
    expect(
      rsvpClosedReason(
        { startDate: '2026-06-02T08:00:00Z', duration: 60, rsvpDate: '2026-06-01T09:59:00Z' },
        now,
      ),
    ).toBe('deadline');
  });
});

describe('asset forms (spec 001 §5)', () => {
  it.each([
    [{ name: '', description: 'd', link: 'https://a.com' }, ASSET_MESSAGES.nameRequired],
    [{ name: 'n', description: '', link: 'https://a.com' }, ASSET_MESSAGES.descriptionRequired],
    [{ name: 'n', description: 'd' }, ASSET_MESSAGES.urlRequired],
    [{ name: 'n', description: 'd', link: 'www.a.com' }, ASSET_MESSAGES.urlInvalid],
    [{ name: 'n', description: 'd', link: 'https://a.c' }, ASSET_MESSAGES.urlInvalid],
    [{ type: 'file', name: 'n', description: 'd' }, ASSET_MESSAGES.typeRequired],
    [{ type: 'video', name: 'n', description: 'd' }, ASSET_MESSAGES.typeRequired],
  ])('%j → %s', (input, message) => {
    expect(firstMessage(ZCreateAssetFields.safeParse(input))).toBe(message);
  });
  it('accepts a link (default type) and a file, capitalised keys too', () => {
    expect(
      ZCreateAssetFields.safeParse({ Name: 'n', Description: 'd', Link: 'https://www.example.com.au/a?b=1' })
        .success,
    ).toBe(true);
    expect(
      ZCreateAssetFields.safeParse({ type: 'file', name: 'n', description: 'd', hasFile: true }).success,
    ).toBe(true);
  });
  it('folder and item names', () => {
    expect(firstMessage(ZCreateFolderBody.safeParse({ Name: ' ' }))).toBe(ASSET_MESSAGES.folderTitleRequired);
    expect(firstMessage(ZUpdateFolderBody.safeParse({ name: '' }))).toBe(ASSET_MESSAGES.folderNameRequired);
    expect(firstMessage(ZUpdateAssetBody.safeParse({ name: '' }))).toBe(ASSET_MESSAGES.fileNameRequired);
    expect(firstMessage(ZUpdateAssetBody.safeParse({ name: 'n', link: 'nope' }))).toBe(
      ASSET_MESSAGES.urlInvalid,
    );
  });
  it('reorder positions are 1-based', () => {
    expect(ZReorderBody.safeParse({ id: '3f2504e0-4f89-41d3-9a0c-0305e82c3301', newOrder: 0 }).success).toBe(
      false,
    );
    expect(ZReorderBody.safeParse({ Id: '3f2504e0-4f89-41d3-9a0c-0305e82c3301', NewOrder: 1 }).success).toBe(
      true,
    );
  });
  it('asset files: types and 5 MB', () => {
    expect(assetFileError({ name: 'clip.mp4', size: 1 })).toBeNull();
    expect(assetFileError({ name: 'a.zip', size: 1 })).toMatch(/^Allowed only: pdf, doc, docx/);
    expect(assetFileError({ name: 'a.pdf', size: 5 * 1024 * 1024 + 1 })).toBe(
      'Maximum allowed file size is 5Mb',
    );
  });
});

describe('FAQ form and notifications query', () => {
  it.each([
    [{ name: '', description: 'a' }, FAQ_MESSAGES.questionRequired],
    [{ name: 'q', description: ' ' }, FAQ_MESSAGES.answerRequired],
  ])('%j → %s', (item, message) => {
    expect(firstMessage(ZCreateFaqBody.safeParse({ faQs: [item] }))).toBe(message);
  });
  it('notifications default to page 1 of 7', () => {
    expect(ZNotificationsQuery.parse({})).toEqual({ page: 1, pageSize: 7 });
    expect(ZNotificationsQuery.parse({ isRead: 'false' }).isRead).toBe(false);
  });
});
