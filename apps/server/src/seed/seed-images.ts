/**
 * Image files of the demo data (issue 18): event and community covers with their titles wrapped, and
 * illustrated avatars, rendered with sharp (lib/demo-images.ts) and written once per tenant under
 * `DATA_DIR/files/{tenant}/seed/` — served by `GET /api/v1/community/files/{key}` like uploaded files.
 */
import crypto from 'node:crypto';
import fsp from 'node:fs/promises';
import path from 'node:path';
import { avatarWebp, coverListingWebp, coverPng, type AvatarLooks } from '../lib/demo-images';
import { fileUrl } from '../plugins/uploads';

/** Cover colours (hex without #), picked in turn. */
export const COVER_COLOURS = [
  '1f6f8b',
  '8e44ad',
  '2e8b57',
  'c0392b',
  'd35400',
  '16a085',
  '2c3e50',
  '2980b9',
  '8a1c3b',
];

/** A file name from a title: lower case, dashes. */
export const fileSlug = (text: string) =>
  text
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '')
    .slice(0, 60);

/** Runs `work` over `items`, `limit` at a time (sharp already uses threads; this bounds memory). */
async function eachLimited<T>(items: T[], limit: number, work: (item: T) => Promise<void>) {
  for (let i = 0; i < items.length; i += limit) await Promise.all(items.slice(i, i + limit).map(work));
}

const seedDir = (tenantId: string, folder: string) =>
  path.resolve(process.env.DATA_DIR ?? './data', 'files', tenantId, 'seed', folder);

/**
 * Writes the image `render` makes to `target`, through a cache keyed by `recipe` (the SVG's inputs) under
 * `DATA_DIR/seed-cache/`: tenants sharing a title (lca and actls) and later seeds copy instead of rendering.
 */
async function writeCached(target: string, recipe: string, ext: string, render: () => Promise<Buffer>) {
  const hash = crypto.createHash('sha256').update(recipe).digest('hex').slice(0, 32);
  const cached = path.resolve(process.env.DATA_DIR ?? './data', 'seed-cache', `${hash}.${ext}`);
  try {
    await fsp.copyFile(cached, target);
    return;
  } catch {
    // Not rendered yet.
  }
  const bytes = await render();
  await fsp.mkdir(path.dirname(cached), { recursive: true });
  await fsp.writeFile(cached, bytes);
  await fsp.writeFile(target, bytes);
}

/**
 * Writes one PNG cover per title into `seed/{folder}/` and answers each title's URL.
 * @param eyebrow small label above every title (e.g. "Event"), optional.
 */
export async function writeSeedCovers(
  tenantId: string,
  folder: string,
  titles: string[],
  eyebrow?: string,
): Promise<Map<string, string>> {
  const dir = seedDir(tenantId, folder);
  await fsp.mkdir(dir, { recursive: true });
  const urls = new Map<string, string>();
  await eachLimited([...new Set(titles)], 4, async (title) => {
    const name = `${fileSlug(title)}.png`;
    const colour = COVER_COLOURS[titles.indexOf(title) % COVER_COLOURS.length]!;
    await writeCached(path.join(dir, name), `cover2|${title}|${colour}|${eyebrow ?? ''}`, 'png', () =>
      coverPng(title, colour, eyebrow),
    );
    urls.set(title, fileUrl(`${tenantId}/seed/${folder}/${name}`)!);
  });
  return urls;
}

/**
 * Writes one listing image per title (`{slug}-listing.webp`, {@link coverListingWebp}) into `seed/{folder}/`,
 * the same covers as {@link writeSeedCovers} with the same colours, and answers each title's URL.
 */
export async function writeSeedListingCovers(
  tenantId: string,
  folder: string,
  titles: string[],
  eyebrow?: string,
): Promise<Map<string, string>> {
  const dir = seedDir(tenantId, folder);
  await fsp.mkdir(dir, { recursive: true });
  const urls = new Map<string, string>();
  await eachLimited([...new Set(titles)], 4, async (title) => {
    const name = `${fileSlug(title)}-listing.webp`;
    const colour = COVER_COLOURS[titles.indexOf(title) % COVER_COLOURS.length]!;
    await writeCached(path.join(dir, name), `listing1|${title}|${colour}|${eyebrow ?? ''}`, 'webp', () =>
      coverListingWebp(title, colour, eyebrow),
    );
    urls.set(title, fileUrl(`${tenantId}/seed/${folder}/${name}`)!);
  });
  return urls;
}

/** Writes one WebP avatar per entry into `seed/avatars/` and answers the URLs in the same order. */
export async function writeSeedAvatars(tenantId: string, looks: AvatarLooks[]): Promise<string[]> {
  const dir = seedDir(tenantId, 'avatars');
  await fsp.mkdir(dir, { recursive: true });
  const urls: string[] = [];
  await eachLimited(
    looks.map((l, i) => [l, i] as const),
    8,
    async ([l, i]) => {
      const name = `avatar-${i + 1}.webp`;
      await writeCached(path.join(dir, name), `avatar1|${JSON.stringify(l)}`, 'webp', () => avatarWebp(l));
      urls[i] = fileUrl(`${tenantId}/seed/avatars/${name}`)!;
    },
  );
  return urls;
}
