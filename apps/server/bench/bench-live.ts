/**
 * `npm run bench:live` (issue 38 point 4, docs/live-updates.md "Figures"): the live stream's fan-out across
 * replicas. Two apps (two replicas: two pools, two LISTEN connections) on one fresh PostgreSQL database of
 * DATABASE_URL (default postgres://postgres@127.0.0.1:5432/postgres), each listening on a port of its own;
 * BENCH_LIVE_MEMBERS (200) members of one community open one stream each, half on either replica, all
 * following one post; then BENCH_LIVE_ROUNDS (20) comments are written through replica A, one after the other
 * once the previous one has reached every stream. Prints, as JSON, the time from the comment's POST to each
 * delivery (p50, p99, max), to the last stream of each round (p50, p99) and to the POST's own answer, in ms.
 * Everything runs in this one process (both replicas, the 200 readers and the writer), so the figures include
 * the readers' own parsing on the same cores.
 */
import { buildTwinApps } from '../test/helper';
import { buildUser } from '../test/factories/users';
import { addMember, buildCommunity, buildPost } from '../test/factories/communities';
import { openLive, portOf, type OpenStream } from '../test/sse';

const MEMBERS = Number(process.env.BENCH_LIVE_MEMBERS ?? 200);
const ROUNDS = Number(process.env.BENCH_LIVE_ROUNDS ?? 20);

/** The `q` quantile (0–1) of sorted values, nearest rank. */
const quantile = (sorted: number[], q: number) =>
  sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil(q * sorted.length) - 1))]!;
const round1 = (ms: number) => Math.round(ms * 10) / 10;

async function main() {
  process.env.DATABASE_URL ??= 'postgres://postgres@127.0.0.1:5432/postgres';
  const [a, b] = await buildTwinApps();
  const streams: OpenStream[] = [];
  try {
    await a.listen({ port: 0, host: '127.0.0.1' });
    await b.listen({ port: 0, host: '127.0.0.1' });
    const community = await buildCommunity(a);
    const writer = await buildUser(a);
    await addMember(a, community.id, writer.id);
    const post = await buildPost(a, community.id, writer.id);
    const bearer = async (app: typeof a, user: { id: string }) => ({
      host: 'ota.localhost',
      authorization: `Bearer ${(await app.tokens.issue({ userId: user.id, tenantId: 'ota', name: 'Bench' })).token}`,
    });
    for (let i = 0; i < MEMBERS; i++) {
      const member = await buildUser(a);
      await addMember(a, community.id, member.id);
      const app = i % 2 === 0 ? a : b;
      const stream = await openLive(portOf(app), await bearer(app, member), [post.id]);
      if (stream.status !== 200) throw new Error(`stream ${i}: ${stream.status} ${stream.body}`);
      streams.push(stream);
    }
    const writerHeaders = await bearer(a, writer);
    const each: number[] = [];
    const last: number[] = [];
    const answered: number[] = [];
    for (let r = 0; r < ROUNDS; r++) {
      const started = performance.now();
      const res = await a.inject({
        method: 'POST',
        url: `/api/v1/community/post/${post.id}/comment`,
        headers: writerHeaders,
        payload: { body: `Round ${r}` },
      });
      if (res.statusCode !== 201) throw new Error(`comment: ${res.statusCode} ${res.body}`);
      answered.push(performance.now() - started);
      const commentId = (res.json() as { id: string }).id;
      const arrivals = await Promise.all(
        streams.map((s) =>
          s.next('comment', 10_000, (d) => (d as { commentId: string }).commentId === commentId),
        ),
      );
      const delays = arrivals.map((e) => e.at - started);
      each.push(...delays);
      last.push(Math.max(...delays));
    }
    each.sort((x, y) => x - y);
    last.sort((x, y) => x - y);
    answered.sort((x, y) => x - y);
    console.log(
      JSON.stringify(
        {
          streams: MEMBERS,
          replicas: 2,
          rounds: ROUNDS,
          deliveryMs: {
            p50: round1(quantile(each, 0.5)),
            p99: round1(quantile(each, 0.99)),
            max: round1(each.at(-1)!),
          },
          allStreamsMs: { p50: round1(quantile(last, 0.5)), p99: round1(quantile(last, 0.99)) },
          commentAnsweredMs: { p50: round1(quantile(answered, 0.5)), p99: round1(quantile(answered, 0.99)) },
        },
        null,
        2,
      ),
    );
  } finally {
    for (const s of streams) s.close();
    await b.close();
    await a.close();
  }
}

main().catch((error) => {
  console.error(error);
  process.exitCode = 1;
});
