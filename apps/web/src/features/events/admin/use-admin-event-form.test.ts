/**
 * The event editor's mapping (issue 18 "Staff tools"; spec 002 §3 fields, §8 errors): form values → the body
 * of `POST|PUT /api/admin/events`, and the server's field errors → the form's fields.
 */
import { describe, expect, it } from 'vitest';
import { ZAdminEventInput } from '@portal/contracts';
import { ApiError } from '../../../api/api-error';
import { tagValue, toInput, type FormValues } from './event-form-values';
import { ADMIN_EVENT_FORM_DEFAULTS, adminEventFieldErrors } from './use-admin-event-form';

const VALUES: FormValues = {
  title: 'Hand therapy workshop',
  content: '<p>Hands</p>',
  shortDesc: '   ',
  typeId: 1,
  categoryId: undefined,
  locationId: null,
  address: '',
  externalUrl: '',
  featureImg: '/api/events/files/cover.png',
  listingImg: '',
  startDateTime: '2031-12-01T09:00',
  startTimeZone: 'Australia/Sydney',
  endDateTime: '2031-12-01T17:00',
  endTimeZone: 'UTC+10:00',
  sessions: undefined,
  canEnrolContent: ' ',
  canEnrolLayout: [{ canEnrolTitle: 'Nurses', canEnrolImageUrl: '' }],
  coursesLayout: [{ courseTitle: 'Basics', courseDesc: ' ', courseImageUrl: '/img/c.png' }],
  sponsorContent: null,
  reasoningContent: '<p>Why</p>',
  accessContent: undefined,
  presenters: [{ name: 'Dr Hand', role: '', profileImageUrl: null, profileDesc: 'Surgeon' }],
  isCpd: true,
  cpdRows: [
    { key: 'CPD hours', value: '3' },
    { key: '', value: 'dropped' },
  ],
  tags: [tagValue(7), 'New label', tagValue(12)],
  docs: undefined,
  links: [{ label: 'Map', url: 'https://example.org/map' }],
  isSingleClickRegistration: false,
  ticketPrices: [{ ticketPriceId: 11, name: 'Member', amount: 120, capacity: null }],
  isPublished: false,
};

describe('useAdminEventForm mapping', () => {
  it('sends blank texts as null, existing tags as ids and typed ones as new tags, CPD rows as details', () => {
    const input = toInput(VALUES);
    expect(input).toMatchObject({
      shortDesc: null,
      address: null,
      externalUrl: null,
      listingImg: null,
      featureImg: '/api/events/files/cover.png',
      canEnrolContent: null,
      sponsorContent: null,
      accessContent: null,
      typeId: 1,
      categoryId: null,
      locationId: null,
      tagIds: [7, 12],
      newTags: ['New label'],
      cpdDetails: { 'CPD hours': '3' },
      sessions: [],
      docs: [],
    });
    expect(input.presenters).toEqual([
      { name: 'Dr Hand', role: null, profileImageUrl: null, profileDesc: 'Surgeon' },
    ]);
    expect(input.canEnrolLayout).toEqual([{ canEnrolTitle: 'Nurses', canEnrolImageUrl: null }]);
    expect(input.coursesLayout).toEqual([
      { courseTitle: 'Basics', courseDesc: null, courseImageUrl: '/img/c.png' },
    ]);
    // A price without a hold length (an older form state) is sent with the default 24 h (issue 38).
    expect(input.ticketPrices).toEqual([
      { ticketPriceId: 11, name: 'Member', amount: 120, capacity: null, holdHours: 24 },
    ]);
    expect(ZAdminEventInput.safeParse(input).success).toBe(true);
  });

  it('sends no CPD details without rows, and a new event starts with one General admission price', () => {
    expect(toInput({ ...VALUES, cpdRows: [] }).cpdDetails).toBeNull();
    expect(ADMIN_EVENT_FORM_DEFAULTS.ticketPrices).toEqual([
      { name: 'General admission', amount: 0, capacity: null, holdHours: 24 },
    ]);
  });

  it("puts the server's field errors on the fields the form holds (a lone error carries the whole message)", () => {
    const lone = new ApiError(400, 'Member: capacity 2 is below the 3 tickets sold', {
      errors: { 'ticketPrices.0.capacity': ['Too small'] },
    });
    expect(adminEventFieldErrors(lone, VALUES)).toEqual([
      { name: ['ticketPrices', 0, 'capacity'], errors: ['Member: capacity 2 is below the 3 tickets sold'] },
    ]);
    const many = new ApiError(400, 'Invalid input', {
      errors: { title: ['Required'], unknownField: ['Nope'], 'links/0/url': ['Invalid URL'] },
    });
    expect(adminEventFieldErrors(many, VALUES)).toEqual([
      { name: ['title'], errors: ['Required'] },
      { name: ['links', 0, 'url'], errors: ['Invalid URL'] },
    ]);
    expect(adminEventFieldErrors(new Error('offline'), VALUES)).toEqual([]);
  });
});
