/**
 * API tests of courses (002 §3 Enrolment, §4, §7 `POST /api/user/enrolment/list` and `/unenrol`; issue 15
 * catalogue, enrol, completion): statuses Active / Completed / Expired (an Active enrolment past its expiry reads
 * Expired), the member's own enrolments only, unenrol with the spec's messages, completion credits CPD once,
 * CPD off for lca (403).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { COURSE_MESSAGES } from '@portal/contracts';
import { buildTestApp } from '../../../test/helper';
import { buildCourse, buildEnrolment } from '../../../test/factories/cpd';
import { buildUser, signIn } from '../../../test/factories/users';

let app: FastifyInstance;
let member: { id: string };
let headers: Record<string, string>;
let otherHeaders: Record<string, string>;
let admin: Record<string, string>;

const post = (url: string, payload: object, h = headers) =>
  app.inject({ method: 'POST', url, headers: h, payload });
const list = async (status?: string, h = headers) =>
  (await post('/api/user/enrolment/list', status ? { status } : {}, h)).json();

beforeAll(async () => {
  app = await buildTestApp();
  member = await buildUser(app, { email: 'crs-member@example.com' });
  await buildUser(app, { email: 'crs-other@example.com' });
  await buildUser(app, { email: 'crs-admin@example.com', role: 1 });
  headers = (await signIn(app, 'crs-member@example.com')).headers;
  otherHeaders = (await signIn(app, 'crs-other@example.com')).headers;
  admin = (await signIn(app, 'crs-admin@example.com')).headers;
});
afterAll(async () => app.close());

describe('POST /api/user/enrolment/list', () => {
  it('filters by effective status; an Active enrolment past its expiry is Expired', async () => {
    const [a, b, c, d] = await Promise.all(
      [1, 2, 3, 4].map((i) => buildCourse(app, { name: `List course ${i}` })),
    );
    await buildEnrolment(app, { userId: member.id, courseId: a!.id });
    await buildEnrolment(app, { userId: member.id, courseId: b!.id, status: 'Completed' });
    await buildEnrolment(app, {
      userId: member.id,
      courseId: c!.id,
      status: 'Expired',
      expiryDate: '2020-01-01',
    });
    await buildEnrolment(app, { userId: member.id, courseId: d!.id, expiryDate: '2020-01-01' });
    const names = (body: { enrolments: { course: { courseName: string } }[] }) =>
      body.enrolments.map((e) => e.course.courseName).sort();
    expect(names(await list('Active'))).toEqual(['List course 1']);
    expect(names(await list('Completed'))).toEqual(['List course 2']);
    expect(names(await list('Expired'))).toEqual(['List course 3', 'List course 4']);
    const all = await list();
    expect(all.totalItems).toBe(4);
    expect(
      all.enrolments.find((e: { course: { courseId: number } }) => e.course.courseId === a!.id),
    ).toMatchObject({
      courseCode: a!.code,
      status: 'Active',
      loginUrl: 'https://learning.example.org/course',
      course: { courseName: 'List course 1', categoryName: 'Clinical practice', hours: 3 },
    });
  });

  it("answers only the caller's enrolments, and 403 for another userId", async () => {
    expect((await list(undefined, otherHeaders)).enrolments).toEqual([]);
    const res = await post('/api/user/enrolment/list', { userId: member.id, status: 'Active' }, otherHeaders);
    expect(res.statusCode).toBe(403);
  });
});

describe('enrol and unenrol', () => {
  it('enrols from the catalogue, refuses twice, and unenrols with the course code', async () => {
    const course = await buildCourse(app, { name: 'Telehealth essentials', code: 'OTA-900' });
    const catalogue = async () =>
      (await app.inject({ method: 'GET', url: '/api/courses?keyword=telehealth', headers })).json();
    expect((await catalogue()).courses).toEqual([
      expect.objectContaining({ courseId: course.id, enrolmentStatus: null }),
    ]);
    const res = await post('/api/user/enrolment/enrol', { courseId: course.id });
    expect(res.statusCode).toBe(201);
    expect(res.json().enrolment).toMatchObject({
      status: 'Active',
      courseCode: 'OTA-900',
      expiryDate: expect.any(String),
    });
    expect((await catalogue()).courses[0].enrolmentStatus).toBe('Active');
    const again = await post('/api/user/enrolment/enrol', { courseId: course.id });
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe(COURSE_MESSAGES.alreadyEnrolled);

    const wrong = await post('/api/user/enrolment/unenrol', {
      userId: member.id,
      courseId: course.id,
      courseCode: 'X',
    });
    expect(wrong.statusCode).toBe(404);
    const ok = await post('/api/user/enrolment/unenrol', {
      userId: member.id,
      courseId: course.id,
      courseCode: 'OTA-900',
    });
    expect(ok.json()).toEqual({ success: true });
    expect((await list('Active')).enrolments.map((e: { courseCode: string }) => e.courseCode)).not.toContain(
      'OTA-900',
    );
  });

  it("refuses to unenrol a completed course ('Failed unenroll course'), and another member's (403)", async () => {
    const course = await buildCourse(app);
    await buildEnrolment(app, { userId: member.id, courseId: course.id, status: 'Completed' });
    const res = await post('/api/user/enrolment/unenrol', { courseId: course.id, courseCode: course.code });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe(COURSE_MESSAGES.unenrolFailed);
    const other = await post(
      '/api/user/enrolment/unenrol',
      { userId: member.id, courseId: course.id, courseCode: course.code },
      otherHeaders,
    );
    expect(other.statusCode).toBe(403);
  });
});

describe('completion', () => {
  it('credits the course hours once as a CPD record', async () => {
    const course = await buildCourse(app, { name: 'Dementia care', code: 'OTA-777', hours: 6 });
    const enrolment = await buildEnrolment(app, { userId: member.id, courseId: course.id });
    const url = `/api/admin/enrolment/${enrolment.id}/complete`;
    expect((await app.inject({ method: 'POST', url, headers })).statusCode).toBe(403);
    const first = await app.inject({ method: 'POST', url, headers: admin });
    expect(first.statusCode).toBe(200);
    expect(first.json().enrolment).toMatchObject({ status: 'Completed', completionDate: expect.any(String) });
    expect((await app.inject({ method: 'POST', url, headers: admin })).statusCode).toBe(200);
    const cpds = (await app.inject({ method: 'GET', url: '/api/user/cpds', headers })).json();
    const records = cpds.data.periods
      .flatMap((p: { cpdRecords: { title: string; hours: number; source: string }[] }) => p.cpdRecords)
      .filter((r: { title: string }) => r.title === 'Dementia care (OTA-777)');
    expect(records).toEqual([expect.objectContaining({ hours: 6, source: 'course', editUrl: null })]);
    expect((await list('Completed')).enrolments.map((e: { courseCode: string }) => e.courseCode)).toContain(
      'OTA-777',
    );
  });
});

describe('CPD off (lca)', () => {
  it('answers 403 on every course call', async () => {
    await buildUser(app, { email: 'crs-lca@example.com', tenantId: 'lca' });
    const lca = (await signIn(app, 'crs-lca@example.com', 'lca')).headers;
    expect((await app.inject({ method: 'GET', url: '/api/courses', headers: lca })).statusCode).toBe(403);
    expect((await post('/api/user/enrolment/list', {}, lca)).statusCode).toBe(403);
    expect((await post('/api/user/enrolment/enrol', { courseId: 1 }, lca)).statusCode).toBe(403);
    expect(
      (await post('/api/user/enrolment/unenrol', { courseId: 1, courseCode: 'X' }, lca)).statusCode,
    ).toBe(403);
  });
});
