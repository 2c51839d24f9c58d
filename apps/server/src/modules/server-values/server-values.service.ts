/**
 * Server values — spec 000 §7 (`GET api/v1/admin/server-values?page=1&pageSize=1000&keyword`; `POST {key,
 * value}`; `PUT /{id} {value}`; `DELETE /{id}`), §6 ("under an admin API": tenant administrators,
 * `canManageServerValues`). Keys are unique per tenant (409).
 */
import {
  canManageServerValues,
  SERVER_VALUE_MESSAGES as M,
  type TCreateServerValueBody,
  type TServerValue,
  type TServerValuesQuery,
} from '@portal/contracts';
import { AppError } from '../../lib/app-error';
import type { RequestContext } from '../../plugins/auth';
import * as repo from './server-values.repository';

type Ctx = Pick<RequestContext, 'scope' | 'actor'>;

/** @throws AppError 403 unless the caller is a tenant administrator. */
function assertAdmin(ctx: Ctx): void {
  if (!canManageServerValues(ctx.actor)) throw new AppError('FORBIDDEN', M.forbidden);
}

const present = (row: repo.ServerValueRow): TServerValue => ({
  id: row.id,
  key: row.key,
  value: row.value,
  updatedAt: row.updatedAt.toISOString(),
});

/** The list, searched by keyword. @throws 403. */
export async function listServerValues(ctx: Ctx, query: TServerValuesQuery) {
  assertAdmin(ctx);
  const { rows, total } = await repo.findPage(ctx.scope, query);
  return { serverValues: rows.map(present), totalItemCount: total };
}

/** Creates a value. @throws 403; 409 for a key in use. */
export async function createServerValue(ctx: Ctx, body: TCreateServerValueBody): Promise<TServerValue> {
  assertAdmin(ctx);
  const row = await repo.insertValue(ctx.scope, body.key, body.value);
  if (!row) throw new AppError('CONFLICT', M.keyExists, { errors: { key: [M.keyExists] } });
  return present(row);
}

/** Sets a value. @throws 403, 404. */
export async function updateServerValue(ctx: Ctx, id: number, value: string): Promise<TServerValue> {
  assertAdmin(ctx);
  const row = await repo.updateValue(ctx.scope, id, value);
  if (!row) throw new AppError('NOT_FOUND', M.notFound);
  return present(row);
}

/** Deletes a value. @throws 403, 404. */
export async function deleteServerValue(ctx: Ctx, id: number) {
  assertAdmin(ctx);
  if (!(await repo.deleteValue(ctx.scope, id))) throw new AppError('NOT_FOUND', M.notFound);
  return { id };
}
