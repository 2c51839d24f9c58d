import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { COURSE_MESSAGES, type TCourse, type TEnrolment } from '@portal/contracts';
import { jsonResponse, mockFetch, renderRoute, storeAccessToken } from '../../../test-utils';
import EnrolledPage from './EnrolledPage';
import AllCoursesPage from './AllCoursesPage';

const account = {
  id: '6b1f3f0e-3c1a-4a57-9b1c-2a3d4e5f6a7b',
  firstName: 'Mia',
  lastName: 'M',
  role: 0,
  contactTypes: ['Member'],
};
const enrolment: TEnrolment = {
  enrolmentId: 3,
  course: {
    courseId: 11,
    courseName: 'Ethics in practice',
    categoryName: 'Ethics',
    description: null,
    imageUrl: null,
    hours: 4,
  },
  courseCode: 'ETH-101',
  status: 'Active',
  expiryDate: '2027-02-01',
  completionDate: null,
  loginUrl: 'https://learn.example.org/eth-101',
};
const course: TCourse = {
  courseId: 12,
  courseName: 'Wound care basics',
  courseCode: 'WND-100',
  categoryName: 'Clinical',
  description: 'Dressings and healing.',
  imageUrl: null,
  hours: 3,
  loginUrl: null,
  enrolmentStatus: null,
};

describe('course pages (002 §2 CPD, §4, §8 Courses)', { timeout: 30_000 }, () => {
  beforeEach(storeAccessToken);
  afterEach(() => {
    vi.unstubAllGlobals();
    vi.restoreAllMocks();
  });

  it('lists Active enrolments only, titled Enrolled, and unenrols after confirmation', async () => {
    let listed = [enrolment];
    const fetchMock = mockFetch({
      'GET /api/v1/account': () => jsonResponse(200, account),
      'POST /api/user/enrolment/list': () =>
        jsonResponse(200, { enrolments: listed, totalItems: listed.length }),
      'POST /api/user/enrolment/unenrol': () => {
        listed = [];
        return jsonResponse(200, { success: true });
      },
    });
    renderRoute(<EnrolledPage />, { path: '/cpd/enrolled-page' });
    expect(await screen.findByRole('heading', { name: 'Enrolled' })).toBeInTheDocument();
    const card = (await screen.findByText('Ethics in practice')).closest('.ant-card') as HTMLElement;
    expect(within(card).getByText('Expires 1 Feb 2027')).toBeInTheDocument();
    const listCall = fetchMock.mock.calls.find(([url]) => String(url).includes('enrolment/list'));
    expect(JSON.parse(String(listCall?.[1]?.body))).toMatchObject({ status: 'Active' });

    await userEvent.click(within(card).getByRole('button', { name: 'Unenrol' }));
    const confirm = await screen.findByRole('tooltip');
    await userEvent.click(within(confirm).getByRole('button', { name: 'Unenrol' }));
    expect(await screen.findByText(COURSE_MESSAGES.unenrolled)).toBeInTheDocument();
    const unenrolCall = fetchMock.mock.calls.find(([url]) => String(url).includes('enrolment/unenrol'));
    expect(JSON.parse(String(unenrolCall?.[1]?.body))).toEqual({
      userId: account.id,
      courseId: 11,
      courseCode: 'ETH-101',
    });
    // The list reloads (002 §4) and is now empty.
    expect(await screen.findByText('You are not enrolled in any course.')).toBeInTheDocument();
  });

  it("shows 'Failed unenroll course' when unenrolling fails and 'Failed to get enrolls' when loading fails", async () => {
    mockFetch({
      'GET /api/v1/account': () => jsonResponse(200, account),
      'POST /api/user/enrolment/list': () => jsonResponse(200, { enrolments: [enrolment], totalItems: 1 }),
      'POST /api/user/enrolment/unenrol': () => jsonResponse(400, { message: COURSE_MESSAGES.unenrolFailed }),
    });
    const { unmount } = renderRoute(<EnrolledPage />, { path: '/cpd/enrolled-page' });
    await userEvent.click(await screen.findByRole('button', { name: 'Unenrol' }));
    await userEvent.click(
      within(await screen.findByRole('tooltip')).getByRole('button', { name: 'Unenrol' }),
    );
    expect(await screen.findByText(COURSE_MESSAGES.unenrolFailed)).toBeInTheDocument();
    unmount();

    mockFetch({ 'POST /api/user/enrolment/list': () => jsonResponse(403, { message: 'Forbidden' }) });
    renderRoute(<EnrolledPage />, { path: '/cpd/enrolled-page' });
    expect(await screen.findByText(COURSE_MESSAGES.loadFailed)).toBeInTheDocument();
  });

  it('enrols in a catalogue course and shows its new status', async () => {
    let status: TCourse['enrolmentStatus'] = null;
    const fetchMock = mockFetch({
      'GET /api/v1/account': () => jsonResponse(200, account),
      'GET /api/courses': () =>
        jsonResponse(200, {
          courses: [{ ...course, enrolmentStatus: status }],
          totalItems: 1,
          categories: ['Clinical'],
        }),
      'POST /api/user/enrolment/enrol': () => {
        status = 'Active';
        return jsonResponse(201, {
          enrolment: { ...enrolment, course: { ...enrolment.course, courseId: 12 } },
        });
      },
    });
    renderRoute(<AllCoursesPage />, { path: '/cpd/all-courses' });
    await userEvent.click(await screen.findByRole('button', { name: 'Enrol in Wound care basics' }));
    expect(await screen.findByText(COURSE_MESSAGES.enrolled)).toBeInTheDocument();
    expect(await screen.findByText('Active')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Enrol in Wound care basics' })).toBeNull();
    const enrolCall = fetchMock.mock.calls.find(([url]) => String(url).includes('enrolment/enrol'));
    expect(JSON.parse(String(enrolCall?.[1]?.body))).toEqual({ userId: account.id, courseId: 12 });
  });

  it('keeps the keyword in the URL and says when nothing matches', async () => {
    const fetchMock = mockFetch({
      'GET /api/courses': () => jsonResponse(200, { courses: [], totalItems: 0, categories: [] }),
    });
    renderRoute(<AllCoursesPage />, {
      path: '/cpd/all-courses',
      initialEntry: '/cpd/all-courses?keyword=zzz',
    });
    expect(await screen.findByText('No courses found.')).toBeInTheDocument();
    expect(screen.getByRole('searchbox', { name: 'Search courses' })).toHaveValue('zzz');
    await waitFor(() =>
      expect(fetchMock.mock.calls.some(([url]) => String(url).includes('keyword=zzz'))).toBe(true),
    );
  });
});
