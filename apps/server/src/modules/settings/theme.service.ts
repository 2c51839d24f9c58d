/**
 * The member's theme choice (issue 42 point 1, docs/api-settings.md): read from and written to the member's
 * own `users` row (`theme`, migration 0033), never another member's. Writing the row notifies the actor
 * cache (migration 0018), so the next `GET api/v1/account` of every replica carries the new choice.
 */
import type { TThemeSettings } from '@portal/contracts';
import { AppError } from '../../lib/app-error';
import type { RequestContext } from '../../plugins/auth';
import { updateUser } from '../account/account.service';

/** `GET /api/user/theme`: `{ theme }` of the signed-in member ('system' until they choose). */
export function themeOf(ctx: Pick<RequestContext, 'actor'>): TThemeSettings {
  return { theme: ctx.actor.theme };
}

/**
 * `PUT /api/user/theme`: stores the signed-in member's choice (validated by `ZThemeSettings`).
 * @returns the stored `{ theme }`.
 * @throws AppError 404 when the member's row is gone (closed meanwhile).
 */
export async function updateTheme(
  ctx: Pick<RequestContext, 'scope' | 'actor'>,
  body: TThemeSettings,
): Promise<TThemeSettings> {
  const row = await updateUser(ctx, ctx.actor.id, { theme: body.theme });
  if (!row) throw new AppError('NOT_FOUND', 'Account not found');
  return { theme: row.theme };
}
