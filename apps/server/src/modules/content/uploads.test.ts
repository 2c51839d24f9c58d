/**
 * Content uploads: stored extension from the checked type, attachments with nosniff (issue 10 §12), and
 * images capped in pixels, served at preset sizes from a cache (issue 10 §11).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import sharp from 'sharp';
import { eq } from 'drizzle-orm';
import { buildTestApp } from '../../../test/helper';
import { buildUser, signIn } from '../../../test/factories/users';
import { contentFiles } from '../../db/schema/index';
import { transformStats } from './files';

let app: FastifyInstance;
let editor: Record<string, string>;

beforeAll(async () => {
  app = await buildTestApp();
  await buildUser(app, { email: 'up-editor@example.com', permissions: { contentEditor: true } });
  editor = (await signIn(app, 'up-editor@example.com')).headers;
});
afterAll(async () => app.close());

function upload(name: string, type: string, data: Buffer) {
  const boundary = '----uploads-test';
  const payload = Buffer.concat([
    Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${name}"\r\nContent-Type: ${type}\r\n\r\n`,
    ),
    data,
    Buffer.from(`\r\n--${boundary}--\r\n`),
  ]);
  return app.inject({
    method: 'POST',
    url: '/api/content/manage/files',
    headers: { ...editor, 'content-type': `multipart/form-data; boundary=${boundary}` },
    payload,
  });
}
const fetchFile = (id: string, query = '') =>
  app.inject({ method: 'GET', url: `/api/content/assets/${id}${query}`, headers: editor });

describe('content files (issue 10 §12)', () => {
  it('stores evil.html declared text/plain as .txt, and serves it as an attachment with nosniff', async () => {
    const res = await upload('evil.html', 'text/plain', Buffer.from('<script>alert(1)</script>'));
    expect(res.statusCode).toBe(201);
    expect(res.json().filename_download).toBe('evil.txt');
    expect(res.json().filename_disk).toMatch(/\.txt$/);
    const [row] = await app.database.db.select().from(contentFiles).where(eq(contentFiles.id, res.json().id));
    expect(row!.storageKey).toMatch(/\.txt$/);
    const served = await fetchFile(res.json().id);
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-disposition']).toMatch(/^attachment; filename="evil.txt"/);
    expect(served.headers['x-content-type-options']).toBe('nosniff');
    expect(served.headers['content-type']).toMatch(/^text\/plain/);
  });

  it('serves PDFs as attachments, inline only for the portal preview frame; images inline', async () => {
    const pdf = Buffer.from('%PDF-1.4\n1 0 obj\n<<>>\nendobj\ntrailer\n<<>>\n%%EOF\n', 'latin1');
    const res = await upload('report.pdf', 'application/pdf', pdf);
    expect(res.statusCode).toBe(201);
    expect((await fetchFile(res.json().id)).headers['content-disposition']).toMatch(/^attachment/);
    expect((await fetchFile(res.json().id, '?preview=true')).headers['content-disposition']).toMatch(
      /^inline/,
    );
    const png = await sharp({ create: { width: 20, height: 10, channels: 3, background: '#336699' } })
      .png()
      .toBuffer();
    const image = await upload('photo.png', 'image/png', png);
    expect((await fetchFile(image.json().id)).headers['content-disposition']).toMatch(/^inline/);
    expect((await fetchFile(image.json().id, '?download')).headers['content-disposition']).toMatch(
      /^attachment/,
    );
  });
});

describe('image sizes (issue 10 §11)', () => {
  it('refuses a 16,000 × 16,000 PNG at upload with a clear message', async () => {
    const huge = await sharp({ create: { width: 16000, height: 16000, channels: 3, background: '#fff' } })
      .png()
      .toBuffer();
    const res = await upload('huge.png', 'image/png', huge);
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toMatch(/too large: at most 40 megapixels/);
  }, 60_000);

  it('snaps unlisted sizes to the nearest preset and resizes each preset once', async () => {
    const png = await sharp({ create: { width: 2000, height: 1000, channels: 3, background: '#123456' } })
      .png()
      .toBuffer();
    const { id } = (await upload('wide.png', 'image/png', png)).json();
    const before = transformStats.resized;
    const first = await fetchFile(id, '?width=630');
    expect(first.statusCode).toBe(200);
    expect((await sharp(first.rawPayload).metadata()).width).toBe(640);
    expect(transformStats.resized).toBe(before + 1);
    // Another asked width that snaps to the same preset, and the same one again: served from the cache.
    const second = await fetchFile(id, '?width=655');
    expect(second.rawPayload.equals(first.rawPayload)).toBe(true);
    await fetchFile(id, '?width=640');
    expect(transformStats.resized).toBe(before + 1);
    // A 16:9 box.
    const box = await fetchFile(id, '?width=600&height=300');
    expect(await sharp(box.rawPayload).metadata()).toMatchObject({ width: 640, height: 360 });
    expect(transformStats.resized).toBe(before + 2);
  });

  it('gives a resized image in the asked format (Directus `format`), each format a variant of its own', async () => {
    // Issue 37 point 5: the portal's pages ask for WebP; without `format` a PNG stays PNG.
    const png = await sharp({ create: { width: 1200, height: 675, channels: 3, background: '#345678' } })
      .png()
      .toBuffer();
    const { id } = (await upload('photo.png', 'image/png', png)).json();
    const asPng = await fetchFile(id, '?width=640');
    expect(asPng.headers['content-type']).toBe('image/png');
    expect((await sharp(asPng.rawPayload).metadata()).format).toBe('png');
    const before = transformStats.resized;
    const asWebp = await fetchFile(id, '?width=640&format=webp');
    expect(asWebp.statusCode).toBe(200);
    expect(asWebp.headers['content-type']).toBe('image/webp');
    expect(await sharp(asWebp.rawPayload).metadata()).toMatchObject({ format: 'webp', width: 640 });
    expect(transformStats.resized).toBe(before + 1);
    const asJpeg = await fetchFile(id, '?width=640&format=jpg');
    expect(asJpeg.headers['content-type']).toBe('image/jpeg');
    expect((await sharp(asJpeg.rawPayload).metadata()).format).toBe('jpeg');
    // Without a size the original is sent as it is; an unknown format is refused.
    expect((await fetchFile(id, '?format=webp')).headers['content-type']).toBe('image/png');
    expect((await fetchFile(id, '?width=640&format=gif')).statusCode).toBe(400);
  });
});
