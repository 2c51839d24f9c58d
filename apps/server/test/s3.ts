/**
 * A local S3-compatible server for tests (s3rver in a child process, files in a temporary folder):
 * `startS3()` answers the `S3_*` environment of the app pointing at it, and `stop()` to close it.
 */
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

/** Bucket every test uses. */
export const TEST_BUCKET = 'portal-test';

/** Starts s3rver on a free port with {@link TEST_BUCKET}. @throws Error when it does not start in 20 s. */
export async function startS3() {
  const directory = fs.mkdtempSync(path.join(os.tmpdir(), 'portal-s3-'));
  const script = path.join(path.dirname(fileURLToPath(import.meta.url)), 's3-server.mjs');
  const child = spawn(process.execPath, [script, directory, TEST_BUCKET], {
    env: { ...process.env, NODE_OPTIONS: '' },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  const port = await new Promise<number>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error('s3rver did not start')), 20_000);
    let out = '';
    child.stdout.on('data', (chunk: Buffer) => {
      out += chunk.toString();
      const match = /port=(\d+)/.exec(out);
      if (match) {
        clearTimeout(timer);
        resolve(Number(match[1]));
      }
    });
    child.on('exit', (code) => reject(new Error(`s3rver exited (${code})`)));
  });
  const env = {
    S3_BUCKET: TEST_BUCKET,
    S3_ENDPOINT: `http://127.0.0.1:${port}`,
    S3_REGION: 'us-east-1',
    S3_ACCESS_KEY_ID: 'S3RVER',
    S3_SECRET_ACCESS_KEY: 'S3RVER',
    S3_FORCE_PATH_STYLE: 'true',
  };
  return {
    env,
    directory,
    stop: async () => {
      const exited = new Promise((resolve) => child.once('exit', resolve));
      child.kill('SIGTERM');
      await exited;
      fs.rmSync(directory, { recursive: true, force: true });
    },
  };
}
