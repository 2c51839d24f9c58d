/**
 * Server values — spec 000 §7 (`GET api/v1/admin/server-values?page=1&pageSize=1000&keyword`; `POST {key,
 * value}`; `PUT /{id} {value}`; `DELETE /{id}`), §6 ("under an admin API": tenant administrators,
 * `canManageServerValues`). Keys are unique per tenant (409).
 */
import {
  SERVER_VALUE_MESSAGES as M,
  type TCreateServerValueBody,
  type TServerValue,
  type TServerValuesQuery,
} from '@portal/contracts';
import { AppError } from '../../lib/app-error';
import { diffFields } from '../../lib/audit';
import { recordAudit } from '../../db/audit';
import { withTransaction } from '../../db/tenant-scope';
import type { RequestContext } from '../../plugins/auth';
import { assertCanManageServerValues } from './server-values.policy';
import * as repo from './server-values.repository';

const present = (row: repo.ServerValueRow): TServerValue => ({
  id: row.id,
  key: row.key,
  value: row.value,
  updatedAt: row.updatedAt.toISOString(),
});

/** The list, searched by keyword. @throws 403. */
export async function listServerValues(
  ctx: Pick<RequestContext, 'scope' | 'actor'>,
  query: TServerValuesQuery,
) {
  assertCanManageServerValues(ctx.actor);
  const { rows, total } = await repo.findPage(ctx.scope, query);
  return { serverValues: rows.map(present), totalItemCount: total };
}

/**
 * Creates a value, recorded in the same transaction (issue 39: key and value as `after`, target the new id).
 * @throws 403; 409 for a key in use.
 */
export async function createServerValue(
  ctx: Pick<RequestContext, 'scope' | 'actor' | 'audit'>,
  body: TCreateServerValueBody,
): Promise<TServerValue> {
  assertCanManageServerValues(ctx.actor);
  return withTransaction(ctx.scope, async (tx) => {
    const row = await repo.insertValue(tx, body.key, body.value);
    if (!row) throw new AppError('CONFLICT', M.keyExists, { errors: { key: [M.keyExists] } });
    await recordAudit(tx, ctx.audit, {
      targetType: 'server-value',
      targetId: String(row.id),
      changes: diffFields(null, { key: row.key, value: row.value }),
    });
    return present(row);
  });
}

/**
 * Sets a value; the audit record (issue 39, docs/audit-log.md) with the value before and after is written in
 * the same transaction. @throws 403, 404.
 */
export async function updateServerValue(
  ctx: Pick<RequestContext, 'scope' | 'actor' | 'audit'>,
  id: number,
  value: string,
): Promise<TServerValue> {
  assertCanManageServerValues(ctx.actor);
  return withTransaction(ctx.scope, async (tx) => {
    const before = await repo.findValueForUpdate(tx, id);
    if (!before) throw new AppError('NOT_FOUND', M.notFound);
    const row = (await repo.updateValue(tx, id, value))!;
    await recordAudit(tx, ctx.audit, {
      targetType: 'server-value',
      targetId: String(id),
      changes: diffFields({ value: before.value }, { value: row.value }),
    });
    return present(row);
  });
}

/** Deletes a value, recorded in the same transaction with its key and value as `before`. @throws 403, 404. */
export async function deleteServerValue(ctx: Pick<RequestContext, 'scope' | 'actor' | 'audit'>, id: number) {
  assertCanManageServerValues(ctx.actor);
  return withTransaction(ctx.scope, async (tx) => {
    const before = await repo.findValueForUpdate(tx, id);
    if (!before || !(await repo.deleteValue(tx, id))) throw new AppError('NOT_FOUND', M.notFound);
    await recordAudit(tx, ctx.audit, {
      targetType: 'server-value',
      targetId: String(id),
      changes: diffFields({ key: before.key, value: before.value }, null),
    });
    return { id };
  });
}
