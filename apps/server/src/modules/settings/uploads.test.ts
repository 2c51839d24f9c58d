/**
 * API tests of the two settings uploads — spec 000 §5 avatar upload ('Only images!', 'Less than 5MB!') and
 * contact us (types, 10,485,760 bytes in total, email and comments messages), §7, §8: disguised files are
 * refused, avatars are re-encoded without EXIF, enquiries are stored with their files and mailed.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import sharp from 'sharp';
import { eq } from 'drizzle-orm';
import { AVATAR_SIZE_PX, ENQUIRY_MESSAGES, SETTINGS_MESSAGES, type TenantId } from '@portal/contracts';
import { buildTestApp } from '../../../test/helper';
import { buildUser, lastMail, signIn } from '../../../test/factories/users';
import { mp, multipart } from '../../../test/multipart';
import { sample } from '../../../test/file-bytes';
import { enquiries, enquiryFiles, users } from '../../db/schema/index';
import { tenantScope } from '../../db/tenant-scope';
import { saveTenantSettings } from './settings.repository';

let app: FastifyInstance;
beforeAll(async () => {
  app = await buildTestApp();
  await saveTenantSettings(tenantScope(app.database.db, 'ota'), { contactEmail: 'contact@ota.example' });
  await saveTenantSettings(tenantScope(app.database.db, 'psa'), { contactEmail: 'contact@psa.example' });
});
afterAll(async () => app.close());

async function member(tenantId: TenantId = 'ota') {
  const email = `u-${Math.random().toString(36).slice(2)}@example.com`;
  const user = await buildUser(app, { tenantId, email, firstName: 'Ivy', lastName: 'Chen' });
  return { user, email, headers: (await signIn(app, email, tenantId)).headers };
}

/** A real 600×400 JPEG carrying EXIF (a copyright note standing in for a location). */
const photo = () =>
  sharp({ create: { width: 600, height: 400, channels: 3, background: { r: 200, g: 80, b: 40 } } })
    .jpeg()
    .withExif({ IFD0: { Copyright: 'secret-location' } })
    .toBuffer();

describe('POST /api/user/profileimage (avatar)', () => {
  const upload = (headers: Record<string, string>, name: string, content: Buffer | string) =>
    app.inject({
      method: 'POST',
      url: '/api/user/profileimage',
      headers: mp(headers),
      payload: multipart({}, [{ field: 'avatar', name, content }]),
    });

  it('re-encodes the image as a square without EXIF and shows it as the account avatar', async () => {
    const { headers } = await member();
    const original = await photo();
    expect((await sharp(original).metadata()).exif).toBeDefined();
    const res = await upload(headers, 'me.jpg', original);
    expect(res.statusCode).toBe(200);
    const { avatarUrl } = res.json();
    const file = await app.inject({ method: 'GET', url: avatarUrl, headers });
    expect(file.statusCode).toBe(200);
    const meta = await sharp(file.rawPayload).metadata();
    expect(meta).toMatchObject({ format: 'webp', width: AVATAR_SIZE_PX, height: AVATAR_SIZE_PX });
    expect(meta.exif).toBeUndefined();
    expect(file.rawPayload.includes(Buffer.from('secret-location'))).toBe(false);
    const account = (await app.inject({ method: 'GET', url: '/api/v1/account', headers })).json();
    expect(account.avatarUrl).toBe(avatarUrl);
  });

  it('refuses non-images, disguised files and files of 5 MB or more, and keeps the avatar', async () => {
    const { headers } = await member();
    const html = '<html><script>alert(1)</script></html>';
    const cases: [string, Buffer | string, string][] = [
      ['notes.pdf', sample('pdf'), SETTINGS_MESSAGES.avatarImagesOnly],
      ['evil.png', html, SETTINGS_MESSAGES.avatarImagesOnly],
      ['fake.jpg', sample('png'), SETTINGS_MESSAGES.avatarImagesOnly],
      ['broken.png', sample('png'), SETTINGS_MESSAGES.avatarImagesOnly],
      [
        'big.png',
        Buffer.concat([sample('png'), Buffer.alloc(5 * 1024 * 1024)]),
        SETTINGS_MESSAGES.avatarTooLarge,
      ],
    ];
    for (const [name, content, message] of cases) {
      const res = await upload(headers, name, content);
      expect(res.statusCode, name).toBe(400);
      expect(res.json().message, name).toBe(message);
    }
    const none = await app.inject({
      method: 'POST',
      url: '/api/user/profileimage',
      headers: mp(headers),
      payload: multipart({}),
    });
    expect(none.statusCode).toBe(400);
    expect(
      (await app.inject({ method: 'GET', url: '/api/v1/account', headers })).json().avatarUrl,
    ).toBeNull();
  });
});

describe('POST api/user/enquire and /api/user/contactus (contact us)', () => {
  const send = (
    url: string,
    headers: Record<string, string>,
    fields: Record<string, string>,
    files: { name: string; content: Buffer | string }[] = [],
  ) =>
    app.inject({
      method: 'POST',
      url,
      headers: mp(headers),
      payload: multipart(
        fields,
        files.map((f) => ({ field: 'FileAttachment', ...f })),
      ),
    });

  it('stores the enquiry with its files and mails the tenant with a copy to the member', async () => {
    const { user, email, headers } = await member();
    const res = await send(
      '/api/user/enquire',
      headers,
      {
        Name: 'Ivy Chen',
        Email: 'ivy@work.example',
        Mobile: '0400111222',
        Comments: 'Please <b>call</b> me',
      },
      [
        { name: 'scan.pdf', content: sample('pdf') },
        { name: 'photo.jpeg', content: sample('jpeg') },
      ],
    );
    expect(res.statusCode).toBe(200);
    expect(res.json().message).toBe(ENQUIRY_MESSAGES.submitted);
    const [row] = await app.database.db.select().from(enquiries).where(eq(enquiries.id, res.json().id));
    expect(row).toMatchObject({
      userId: user.id,
      email: 'ivy@work.example',
      comments: 'Please <b>call</b> me',
    });
    const files = await app.database.db
      .select()
      .from(enquiryFiles)
      .where(eq(enquiryFiles.enquiryId, row!.id));
    expect(files.map((f) => f.name).sort()).toEqual(['photo.jpeg', 'scan.pdf']);
    const toTenant = await lastMail(app, 'contact@ota.example');
    expect(toTenant?.text).toContain('Please <b>call</b> me');
    expect(toTenant?.text).toContain('scan.pdf');
    expect((await lastMail(app, email))?.subject).toMatch(/Copy of your enquiry/);
  });

  it("sends the account's member number, not a typed-in one, and a typed one only without an account number", async () => {
    const { user, headers } = await member();
    await app.database.db.update(users).set({ memberNum: 'OTA-100777' }).where(eq(users.id, user.id));
    const fields = { Email: 'ivy@work.example', Comments: 'Renewal question', memberNumber: 'OTA-999999' };
    const res = await send('/api/user/enquire', headers, fields);
    expect(res.statusCode).toBe(200);
    const [row] = await app.database.db.select().from(enquiries).where(eq(enquiries.id, res.json().id));
    expect(row!.memberNumber).toBe('OTA-100777');
    const toTenant = await lastMail(app, 'contact@ota.example');
    expect(toTenant?.text).toContain('Member number: OTA-100777');
    expect(toTenant?.text).not.toContain('OTA-999999');

    const other = await member();
    const typed = await send('/api/user/enquire', other.headers, { ...fields, memberNumber: 'LCA-100003' });
    expect((await lastMail(app, 'contact@ota.example'))?.text).toContain('Member number: LCA-100003');
    expect(typed.statusCode).toBe(200);
  });

  it('answers the §5 messages and stores nothing', async () => {
    const { headers } = await member();
    const before = (await app.database.db.select().from(enquiries)).length;
    const cases: [Record<string, string>, { name: string; content: Buffer | string }[], string][] = [
      [{ Email: 'bad', Comments: 'x' }, [], ENQUIRY_MESSAGES.emailInvalid],
      [{ Comments: 'x' }, [], ENQUIRY_MESSAGES.emailInvalid],
      [{ Email: 'a@b.co', Comments: ' ' }, [], ENQUIRY_MESSAGES.commentsRequired],
      [{ Email: 'a@b.co', Comments: 'x' }, [{ name: 'run.exe', content: 'MZ' }], ENQUIRY_MESSAGES.fileTypes],
      [
        { Email: 'a@b.co', Comments: 'x' },
        [{ name: 'notes.txt', content: 'hi' }],
        ENQUIRY_MESSAGES.fileTypes,
      ],
      // A web page renamed .png: the bytes are not a PNG.
      [
        { Email: 'a@b.co', Comments: 'x' },
        [{ name: 'page.png', content: '<html></html>' }],
        ENQUIRY_MESSAGES.fileTypes,
      ],
      [
        { Email: 'a@b.co', Comments: 'x' },
        [
          { name: 'a.pdf', content: Buffer.concat([sample('pdf'), Buffer.alloc(6 * 1024 * 1024)]) },
          { name: 'b.pdf', content: Buffer.concat([sample('pdf'), Buffer.alloc(5 * 1024 * 1024)]) },
        ],
        ENQUIRY_MESSAGES.totalSize,
      ],
    ];
    for (const [fields, files, message] of cases) {
      const res = await send('/api/user/enquire', headers, fields, files);
      expect(res.statusCode, message).toBe(400);
      expect(res.json().message).toBe(message);
    }
    expect((await app.database.db.select().from(enquiries)).length).toBe(before);
  });

  it('accepts exactly 10,485,760 bytes in total', async () => {
    const { headers } = await member();
    const pdf = sample('pdf');
    const content = Buffer.concat([pdf, Buffer.alloc(10485760 - pdf.length)]);
    const res = await send('/api/user/enquire', headers, { Email: 'a@b.co', Comments: 'Big file' }, [
      { name: 'big.pdf', content },
    ]);
    expect(res.statusCode).toBe(200);
  });

  it('takes each flavour at its own path: legacy api/user/enquire, workflow /api/user/contactus', async () => {
    const ota = await member('ota');
    const psa = await member('psa');
    const fields = { Email: 'a@b.co', Comments: 'Hello' };
    expect((await send('/api/user/contactus', ota.headers, fields)).statusCode).toBe(404);
    expect((await send('/api/user/enquire', psa.headers, fields)).statusCode).toBe(404);
    expect((await send('/api/user/contactus', psa.headers, fields)).statusCode).toBe(200);
    expect((await lastMail(app, 'contact@psa.example', 'psa'))?.text).toContain('Hello');
    expect(await lastMail(app, 'contact@psa.example', 'ota')).toBeNull();
  });
});
