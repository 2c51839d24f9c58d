/**
 * `POST /api/user/profileimage` (spec 000 §5 Avatar upload, §7, §8): images only ('Only images!'), under
 * 5 MB ('Less than 5MB!'), the bytes checked against the extension like every upload (`lib/file-content`),
 * then decoded, turned upright, cropped to a {@link AVATAR_SIZE_PX} square and re-encoded as WebP with
 * `sharp` — so EXIF (location), colour profiles and anything appended to the file are dropped. The stored
 * file is served by the tenant's file route; the header avatar and every author avatar read `users.avatar_url`.
 */
import sharp from 'sharp';
import {
  AVATAR_SIZE_PX,
  SETTINGS_MESSAGES,
  avatarError,
  type TenantId,
  type TProfileImageResponse,
} from '@portal/contracts';
import { AppError } from '../../lib/app-error';
import { contentMatchesExtension } from '../../lib/file-content';
import { extensionOf } from '../../lib/mime';
import type { RequestContext } from '../../plugins/auth';
import { discardFiles, fileUrl, keepFilesIf, type IncomingFile } from '../../plugins/uploads';
import { updateUser } from '../account/account.service';

/** Largest decoded image accepted, in pixels (a decompression bomb is refused before resizing). */
const MAX_INPUT_PIXELS = 40_000_000;

const refuse = (message: string) => new AppError('BAD_REQUEST', message, { errors: { avatar: [message] } });

/** The avatar's stored key when `avatarUrl` points at a file of this tenant's storage, else null. */
function storedKeyOf(avatarUrl: string | null, tenantId: string): string | null {
  const base = fileUrl('_')!.slice(0, -1);
  return avatarUrl?.startsWith(`${base}${tenantId}/`) ? avatarUrl.slice(base.length) : null;
}

/** Decodes, squares and re-encodes an image. @throws AppError 400 'Only images!' when it does not decode. */
async function normalise(data: Buffer): Promise<Buffer> {
  try {
    return await sharp(data, { limitInputPixels: MAX_INPUT_PIXELS, failOn: 'error' })
      .rotate()
      .resize(AVATAR_SIZE_PX, AVATAR_SIZE_PX, { fit: 'cover', position: 'attention' })
      .webp({ quality: 85 })
      .toBuffer();
  } catch {
    throw refuse(SETTINGS_MESSAGES.avatarImagesOnly);
  }
}

/**
 * Stores a new avatar for the signed-in member and removes the previous stored one.
 * @param files the request's files: exactly one (the `avatar` field, or the only file sent).
 * @throws AppError 400 'Only images!' (none, several, wrong type, disguised or undecodable), 'Less than 5MB!'.
 */
export async function uploadAvatar(
  ctx: Pick<RequestContext, 'scope' | 'actor' | 'storage'>,
  files: IncomingFile[],
): Promise<TProfileImageResponse> {
  const file = files.length === 1 ? files[0]! : files.find((f) => f.field === 'avatar');
  if (!file || files.length > 1) throw refuse(SETTINGS_MESSAGES.avatarImagesOnly);
  const rule = avatarError({ name: file.name, size: file.size });
  if (rule) throw refuse(rule);
  if (!(await contentMatchesExtension(file.data, extensionOf(file.name))))
    throw refuse(SETTINGS_MESSAGES.avatarImagesOnly);
  const image = await normalise(file.data);
  const tenantId = ctx.scope.tenantId as TenantId;
  const stored = await ctx.storage.put(tenantId, image, 'webp');
  const avatarUrl = fileUrl(stored.key)!;
  const previous = storedKeyOf(ctx.actor.avatarUrl, tenantId);
  await keepFilesIf(ctx.storage, tenantId, [stored], () => updateUser(ctx, ctx.actor.id, { avatarUrl }));
  if (previous) await discardFiles(ctx.storage, tenantId, [previous]);
  return { avatarUrl };
}
