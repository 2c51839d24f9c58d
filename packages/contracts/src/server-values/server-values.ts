/**
 * Server values — spec 000 §3 "Server value: id, key, value", §7 (`GET api/v1/admin/server-values?page=1&
 * pageSize=1000&keyword`; `POST {key, value}`; `PUT /{id} {value}`; `DELETE /{id}`), §9 (page size 1000), shown
 * at /admin/settings. Tenant administrators only (`canManageServerValues`).
 */
import { z } from 'zod';
import { ZIntIdParam, zRequiredText } from '../shared/input';
import { pageQuery } from '../communities/communities';

/** Messages of the server values screen and API (ours: the spec does not word them). */
export const SERVER_VALUE_MESSAGES = {
  keyRequired: 'Please enter a key',
  keyPattern: 'Use letters, digits, dots, dashes and underscores only',
  valueRequired: 'Please enter a value',
  keyExists: 'A value with this key already exists',
  notFound: 'Server value not found',
  forbidden: 'Only administrators can manage server values',
  loadFailed: 'Failed to load server values',
  saved: 'Successfully saved!',
  deleted: 'Removed successfully!',
} as const;

/** Limits: key and value lengths in characters; the default page size (spec 000 §9: 1000). */
export const SERVER_VALUE_LIMITS = { keyMax: 100, valueMax: 4000, pageSize: 1000 } as const;

/** A server value (spec 000 §3). Dates ISO strings. */
export const ZServerValue = z.object({
  id: z.number().int(),
  key: z.string(),
  value: z.string(),
  updatedAt: z.string(),
});
export type TServerValue = z.infer<typeof ZServerValue>;

/** `GET api/v1/admin/server-values?page&pageSize&keyword` (keyword matches key or value, case-insensitive). */
export const ZServerValuesQuery = pageQuery(SERVER_VALUE_LIMITS.pageSize).extend({
  keyword: z.string().trim().max(100).optional(),
});
export type TServerValuesQuery = z.infer<typeof ZServerValuesQuery>;
/** A page of server values by key, and the total of the same filter. */
export const ZServerValuesResponse = z.object({
  serverValues: z.array(ZServerValue),
  totalItemCount: z.number().int(),
});
export type TServerValuesResponse = z.infer<typeof ZServerValuesResponse>;

const value = z
  .string({ error: SERVER_VALUE_MESSAGES.valueRequired })
  .max(SERVER_VALUE_LIMITS.valueMax)
  .refine((v) => v.trim().length > 0, SERVER_VALUE_MESSAGES.valueRequired);

/** `POST api/v1/admin/server-values` body. Keys are unique per tenant. */
export const ZCreateServerValueBody = z
  .object({
    key: zRequiredText(SERVER_VALUE_MESSAGES.keyRequired)
      .max(SERVER_VALUE_LIMITS.keyMax)
      .regex(/^[A-Za-z0-9._-]+$/, SERVER_VALUE_MESSAGES.keyPattern),
    value,
  })
  .strict();
export type TCreateServerValueBody = z.infer<typeof ZCreateServerValueBody>;
/** `PUT api/v1/admin/server-values/{id}` body: the new value. */
export const ZUpdateServerValueBody = z.object({ value }).strict();
export type TUpdateServerValueBody = z.infer<typeof ZUpdateServerValueBody>;
/** Path `{id}` of a server value. */
export const ZServerValueIdParams = z.object({ id: ZIntIdParam });
/** `DELETE` answer: the removed id. */
export const ZServerValueDeletedResponse = z.object({ id: z.number().int() });
