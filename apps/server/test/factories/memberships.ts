/** Test factories of memberships: a membership type (the fee in AUD cents, GST included). */
import type { FastifyInstance } from 'fastify';
import type { TenantId } from '@portal/contracts';
import { membershipTypes } from '../../src/db/schema/index';

/**
 * Inserts a membership type of `tenantId` ('Full member', $495.00 incl. $45.00 GST, financial-year periods by
 * default). @returns its id.
 */
export async function buildMembershipType(
  app: FastifyInstance,
  input: { tenantId?: TenantId; name?: string; feeIncGstCents?: number; gstCents?: number } = {},
): Promise<number> {
  const [type] = await app.database.db
    .insert(membershipTypes)
    .values({
      tenantId: input.tenantId ?? 'ota',
      name: input.name ?? 'Full member',
      feeIncGstCents: input.feeIncGstCents ?? 49500,
      gstCents: input.gstCents ?? 4500,
      periodRule: 'financial',
    })
    .returning();
  return type!.id;
}
