/**
 * `npm run bench:directus` (bench-directus.ts): the check made before timing — both sides answer page 1 of the
 * news list with the same items and the same `filter_count` (the portal's bounded by `contentCountBound`).
 */
import { contentCountBound } from '@portal/contracts';
import type { Headers } from './bench-run';

/** A news card as both APIs answer it (the fields compared). */
interface Card {
  id: number;
  name: string;
  categories: { category_id: { id: number } | null }[];
  tags: { tag_id: { id: number } | null }[];
}

async function getList(url: string, headers: Headers): Promise<{ count: number; data: Card[] }> {
  const res = await fetch(url, { headers });
  if (res.status !== 200) throw new Error(`GET ${url}: ${res.status} ${await res.text()}`);
  const body = (await res.json()) as { data: Card[]; meta?: { filter_count?: number | string } };
  return { count: Number(body.meta?.filter_count), data: body.data };
}

/** One card reduced to what must match: id, name, sorted category ids, sorted tag ids. */
const summary = (card: Card) => ({
  id: Number(card.id),
  name: card.name,
  categories: card.categories.map((c) => Number(c.category_id?.id)).sort((a, b) => a - b),
  tags: card.tags.map((t) => Number(t.tag_id?.id)).sort((a, b) => a - b),
});

/**
 * Asks both for page 1 and compares them. @throws when the counts, the ids and their order, or a card's name,
 * categories or tags differ. @returns the count and the ids of page 1.
 */
export async function sameItems(
  portal: { url: string; headers: Headers },
  directus: { url: string; headers: Headers },
): Promise<{ count: number; portalCount: number; ids: number[] }> {
  const [ours, theirs] = [
    await getList(portal.url, portal.headers),
    await getList(directus.url, directus.headers),
  ];
  const a = ours.data.map(summary);
  const b = theirs.data.map(summary);
  // The portal's members list counts up to contentCountBound and answers bound + 1 above it (issue 37 point 4);
  // Directus counts every match.
  const page = new URL(portal.url);
  const limit = Number(page.searchParams.get('limit') ?? 100);
  const offset = (Number(page.searchParams.get('page') ?? 1) - 1) * limit;
  const expected = Math.min(theirs.count, contentCountBound(offset, limit) + 1);
  if (ours.count !== expected || !Number.isFinite(ours.count))
    throw new Error(
      `filter_count differs: portal ${ours.count}, Directus ${theirs.count} (portal expected ${expected})`,
    );
  if (JSON.stringify(a) !== JSON.stringify(b))
    throw new Error(`page 1 differs:\nportal   ${JSON.stringify(a)}\nDirectus ${JSON.stringify(b)}`);
  if (!a.length) throw new Error('page 1 is empty on both: nothing to compare');
  return { count: theirs.count, portalCount: ours.count, ids: a.map((card) => card.id) };
}
