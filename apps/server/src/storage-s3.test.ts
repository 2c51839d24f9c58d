/**
 * The S3-compatible storage (issue 17, docs/scaling.md) against a local s3rver: the adapter's own contract
 * (put, putAt, read, remove, tenant isolation), then the app with `S3_BUCKET` set — a content upload, its
 * download, an image variant stored in the bucket, and a community file deleted from it.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import sharp from 'sharp';
import { buildTestApp } from '../test/helper';
import { buildUser, signIn } from '../test/factories/users';
import { startS3 } from '../test/s3';
import { createS3Storage } from './plugins/storage-s3';
import type { FileStorage } from './plugins/storage';
import { variantKey } from './modules/content/files';

let s3: Awaited<ReturnType<typeof startS3>>;
let storage: FileStorage;

async function text(stream: NodeJS.ReadableStream) {
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
}

beforeAll(async () => {
  s3 = await startS3();
  storage = createS3Storage({
    bucket: s3.env.S3_BUCKET,
    endpoint: s3.env.S3_ENDPOINT,
    region: s3.env.S3_REGION,
    accessKeyId: s3.env.S3_ACCESS_KEY_ID,
    secretAccessKey: s3.env.S3_SECRET_ACCESS_KEY,
    forcePathStyle: true,
  });
});
afterAll(async () => s3?.stop());

describe('S3 storage adapter', () => {
  it('stores under a new tenant key, reads it back and removes it', async () => {
    const { key, size } = await storage.put('ota', Buffer.from('hello S3'), 'TXT');
    expect(key).toMatch(/^ota\/\d{4}\/\d{2}\/[0-9a-f-]{36}\.txt$/);
    expect(size).toBe(8);
    expect((await text(await storage.read('ota', key))).toString()).toBe('hello S3');
    await storage.remove('ota', key);
    await expect(storage.read('ota', key)).rejects.toThrow('File not found');
    // Removing a missing file is not an error (as the local storage).
    await expect(storage.remove('ota', key)).resolves.toBeUndefined();
  });

  it("never reads, writes or removes another tenant's keys", async () => {
    const { key } = await storage.put('ota', Buffer.from('secret'), 'txt');
    await expect(storage.read('psa', key)).rejects.toThrow('File not found');
    await expect(storage.remove('psa', key)).rejects.toThrow('File not found');
    await expect(storage.putAt('psa', key, Buffer.from('x'))).rejects.toThrow('File not found');
    await expect(storage.read('ota', 'ota/../psa/x')).rejects.toThrow('File not found');
    expect((await text(await storage.read('ota', key))).toString()).toBe('secret');
  });

  it('writes at a derived key, replacing what is there', async () => {
    await storage.putAt('lca', 'lca/variants/abc/640x-cover.png', Buffer.from('one'));
    await storage.putAt('lca', 'lca/variants/abc/640x-cover.png', Buffer.from('two'));
    expect((await text(await storage.read('lca', 'lca/variants/abc/640x-cover.png'))).toString()).toBe('two');
  });
});

describe('the app on S3 storage', () => {
  let app: FastifyInstance;
  let editor: Record<string, string>;

  beforeAll(async () => {
    app = await buildTestApp(s3.env);
    await buildUser(app, { email: 's3-editor@example.com', permissions: { contentEditor: true } });
    editor = (await signIn(app, 's3-editor@example.com')).headers;
  });
  afterAll(async () => app?.close());

  function upload(name: string, type: string, data: Buffer) {
    const boundary = '----s3-test';
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

  it('uploads to the bucket, downloads from it, and keeps image variants in it', async () => {
    const png = await sharp({ create: { width: 1600, height: 900, channels: 3, background: '#2a6f97' } })
      .png()
      .toBuffer();
    const res = await upload('banner.png', 'image/png', png);
    expect(res.statusCode).toBe(201);
    const { id } = res.json() as { id: string };
    const original = await app.inject({ url: `/api/content/assets/${id}`, headers: editor });
    expect(original.statusCode).toBe(200);
    expect(original.rawPayload.equals(png)).toBe(true);

    const resized = await app.inject({ url: `/api/content/assets/${id}?width=640`, headers: editor });
    expect(resized.statusCode).toBe(200);
    expect((await sharp(resized.rawPayload).metadata()).width).toBe(640);
    // The variant is an object of the bucket: another replica serves it without resizing again.
    const { contentFiles } = await import('./db/schema/index');
    const { eq } = await import('drizzle-orm');
    const [file] = await app.database.db.select().from(contentFiles).where(eq(contentFiles.id, id));
    const key = variantKey('ota', file!.storageKey, { width: 640 }, 'cover', 'image/png');
    const stored = await text(await app.storage.read('ota', key));
    expect(stored.equals(resized.rawPayload)).toBe(true);
    expect(await app.storage.read('ota', file!.storageKey)).toBeTruthy();
  });

  it('deletes through the adapter (a rejected upload leaves nothing in the bucket)', async () => {
    const { key } = await app.storage.put('ota', Buffer.from('temporary'), 'txt');
    await app.storage.remove('ota', key);
    await expect(app.storage.read('ota', key)).rejects.toThrow('File not found');
  });
});
