/**
 * Membership certificate files (000 §7 `api/user/membership/{id}/printview` → `{ previewUrl }` signed for 10
 * minutes, `/download` → PDF attachment).
 */
import type { TenantProfile } from '@portal/contracts';
import type { TenantScope } from '../../db/tenant-scope';
import { AppError } from '../../lib/app-error';
import { signQuery, verifySignedQuery, type Hmac, type SignedTarget } from '../../lib/signed-url';
import type { Actor } from '../../plugins/actor';
import type { RequestContext } from '../../plugins/auth';
import { certificatePdf } from './certificate';
import { assertSignedMember } from '../../lib/policy';
import { findMemberUser, findUserMembership } from './memberships.repository';

const target = (tenantId: string, id: number): SignedTarget => ({
  purpose: 'membership-certificate',
  tenantId,
  resource: String(id),
});

/** `GET api/user/membership/{id}/printview` → `{ previewUrl }`. @throws AppError NOT_FOUND. */
export async function certificatePreviewUrl(
  ctx: Pick<RequestContext, 'scope' | 'actor' | 'hmac'>,
  id: number,
): Promise<{ previewUrl: string }> {
  const row = await findUserMembership(ctx.scope, ctx.actor.id, id);
  if (!row) throw new AppError('NOT_FOUND', 'Not found');
  return {
    previewUrl: `/api/membership/${id}/preview?${signQuery(ctx.hmac, target(ctx.scope.tenantId, id), ctx.actor.id)}`,
  };
}

/**
 * The certificate PDF of the member's membership `id`, with the account's one member number (issue 34 point 5),
 * named `membership-certificate-{memberNum}.pdf`. The signed preview knows only the member's id.
 * @throws AppError NOT_FOUND.
 */
export async function certificateFile(
  ctx: Pick<RequestContext, 'scope' | 'tenant'> & { actor: Pick<Actor, 'id'> },
  id: number,
): Promise<{ pdf: Buffer; fileName: string }> {
  const row = await findUserMembership(ctx.scope, ctx.actor.id, id);
  const user = row ? await findMemberUser(ctx.scope, row.userId) : null;
  if (!row || !user) throw new AppError('NOT_FOUND', 'Not found');
  const membership = { ...row, memberNum: user.memberNum };
  const pdf = await certificatePdf(ctx.tenant, membership, `${user.firstName} ${user.lastName}`);
  return { pdf, fileName: `membership-certificate-${user.memberNum ?? row.id}.pdf` };
}

/** The certificate behind a signed URL. @throws AppError FORBIDDEN (bad signature), NOT_FOUND. */
export async function previewCertificate(
  scope: TenantScope,
  tenant: TenantProfile,
  hmac: Hmac,
  id: number,
  query: unknown,
) {
  const userId = verifySignedQuery(hmac, target(scope.tenantId, id), query);
  assertSignedMember(userId);
  return certificateFile({ scope, tenant, actor: { id: userId } }, id);
}
