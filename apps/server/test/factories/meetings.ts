/**
 * Test helpers of the meetings, assets, FAQ and notifications API tests: multipart bodies and direct
 * inserts of meetings. Used by tests only, never by the running app.
 */
import type { FastifyInstance } from 'fastify';
import type { TenantId } from '@portal/contracts';
import { meetings, meetingUsers } from '../../src/db/schema/index';

export { BOUNDARY, mp, multipart } from '../multipart';

/** Inserts a meeting directly (start in `startInMinutes` from now, 60 minutes long, Public by default). */
export async function buildMeeting(
  app: FastifyInstance,
  communityId: string,
  input: Partial<typeof meetings.$inferInsert> & { startInMinutes?: number; invite?: string[] } = {},
) {
  const { startInMinutes = 60 * 24, invite = [], ...rest } = input;
  const start = rest.startDate ?? new Date(Date.now() + startInMinutes * 60_000);
  const duration = rest.duration ?? 60;
  const tenantId = (rest.tenantId ?? 'ota') as TenantId;
  const [row] = await app.database.db
    .insert(meetings)
    .values({
      name: 'A meeting',
      description: 'About things',
      meetingLink: 'https://meet.example.com/abc',
      visible: 1,
      ...rest,
      tenantId,
      communityId,
      startDate: start,
      duration,
      endDate: new Date(start.getTime() + duration * 60_000),
    })
    .returning();
  for (const userId of invite)
    await app.database.db
      .insert(meetingUsers)
      .values({ tenantId, meetingId: row!.id, userId, invited: true });
  return row!;
}
