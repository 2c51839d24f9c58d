/**
 * Brand assets (000 §2 Settings area: 9 member logo images and 2 PDF documents with preview and download;
 * §6 Member only; ota's `settings.brand_assets`). Files live in the tenant's file storage; previews are
 * signed 10-minute URLs (for `<img>` and the PDF frame), downloads need the bearer.
 */
import type { Readable } from 'node:stream';
import { type TBrandAsset } from '@portal/contracts';
import { asc, eq } from 'drizzle-orm';
import { brandAssets } from '../../db/schema/index';
import type { TenantScope } from '../../db/tenant-scope';
import { AppError } from '../../lib/app-error';
import { signQuery, verifySignedQuery, type Hmac, type SignedTarget } from '../../lib/signed-url';
import type { FileStorage } from '../../plugins/storage';
import type { RequestContext } from '../../plugins/auth';
import { assertSignedMember } from '../../lib/policy';
import { requireBrandAssets } from './memberships.policy';

/** A stored brand asset. */
export type BrandAssetRow = typeof brandAssets.$inferSelect;

const target = (tenantId: string, id: number): SignedTarget => ({
  purpose: 'brand-asset',
  tenantId,
  resource: String(id),
});

/** `GET /api/user/brand-assets` → `{ data }`: images then documents, each with a signed preview URL. */
export async function listBrandAssets(
  ctx: Pick<RequestContext, 'scope' | 'tenant' | 'actor' | 'hmac'>,
): Promise<{ data: TBrandAsset[] }> {
  requireBrandAssets(ctx.tenant, ctx.actor);
  const rows = await ctx.scope.db
    .select()
    .from(brandAssets)
    .orderBy(asc(brandAssets.sortOrder), asc(brandAssets.id))
    .limit(100);
  return {
    data: rows.map((row) => ({
      id: row.id,
      name: row.name,
      fileName: row.fileName,
      kind: row.kind === 'document' ? 'document' : 'image',
      mimeType: row.mimeType,
      size: row.size,
      previewUrl: `/api/brand-assets/${row.id}/preview?${signQuery(ctx.hmac, target(ctx.scope.tenantId, row.id), ctx.actor.id)}`,
      downloadUrl: `/api/user/brand-assets/${row.id}/download`,
    })),
  };
}

/** A brand asset with its bytes. @throws AppError NOT_FOUND. */
async function assetFile(
  scope: TenantScope,
  storage: FileStorage,
  id: number,
): Promise<{ row: BrandAssetRow; stream: Readable }> {
  const [row] = await scope.db.select().from(brandAssets).where(eq(brandAssets.id, id));
  if (!row) throw new AppError('NOT_FOUND', 'Not found');
  const stream = await storage.read(scope.tenantId, row.storageKey).catch(() => null);
  if (!stream) throw new AppError('NOT_FOUND', 'Not found');
  return { row, stream: stream as Readable };
}

/** `GET /api/user/brand-assets/{id}/download`: Member only. @throws AppError FORBIDDEN, NOT_FOUND. */
export async function downloadBrandAsset(
  ctx: Pick<RequestContext, 'scope' | 'tenant' | 'actor' | 'storage'>,
  id: number,
) {
  requireBrandAssets(ctx.tenant, ctx.actor);
  return assetFile(ctx.scope, ctx.storage, id);
}

/** `GET /api/brand-assets/{id}/preview?signed`: the file behind a signed URL. @throws AppError FORBIDDEN, NOT_FOUND. */
export async function previewBrandAsset(
  scope: TenantScope,
  storage: FileStorage,
  hmac: Hmac,
  id: number,
  query: unknown,
) {
  assertSignedMember(verifySignedQuery(hmac, target(scope.tenantId, id), query));
  return assetFile(scope, storage, id);
}
