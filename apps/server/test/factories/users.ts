/**
 * Factories for test data (STYLE.md: data from factories, not from the demo seed).
 */
import crypto from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import type { TContactType, TenantId, TPermissionFlags } from '@portal/contracts';
import { users } from '../../src/db/schema/index';
import { hashPassword } from '../../src/modules/auth/auth.service';
import { recentMailTo } from '../../src/modules/mailbox/mailbox.repository';
import { tenantScope } from '../../src/db/tenant-scope';
import { hostOf } from '../helper';

export const PASSWORD = 'Correct-Horse1';
let passwordHash: Promise<string> | null = null;

export interface BuildUserInput {
  tenantId?: TenantId;
  email?: string;
  firstName?: string;
  lastName?: string;
  role?: 0 | 1 | 2 | 3;
  contactTypes?: TContactType[];
  enableTfa?: boolean;
  isFirstLogin?: boolean;
  permissions?: Partial<TPermissionFlags>;
}

/** Inserts a user (password {@link PASSWORD}) and returns its row. */
export async function buildUser(app: FastifyInstance, input: BuildUserInput = {}) {
  passwordHash ??= hashPassword(PASSWORD);
  const tenantId = input.tenantId ?? 'ota';
  const email = (input.email ?? `user-${crypto.randomBytes(4).toString('hex')}@example.com`).toLowerCase();
  const [row] = await app.database.db
    .insert(users)
    .values({
      tenantId,
      email,
      passwordHash: await passwordHash,
      firstName: input.firstName ?? 'Test',
      lastName: input.lastName ?? 'User',
      role: input.role ?? 0,
      contactTypes: input.contactTypes ?? ['Member'],
      enableTfa: input.enableTfa ?? false,
      isFirstLogin: input.isFirstLogin ?? false,
      permissions: input.permissions ?? {},
    })
    .returning();
  return row!;
}

/** Signs a user in through the API and returns the stored token and the request headers to use. */
export async function signIn(
  app: FastifyInstance,
  email: string,
  tenantId: TenantId = 'ota',
  password = PASSWORD,
) {
  const res = await app.inject({
    method: 'POST',
    url: '/api/v1/auth/sign-in',
    headers: { host: hostOf(tenantId) },
    payload: { email, password },
  });
  if (res.statusCode !== 200) throw new Error(`sign-in failed: ${res.statusCode} ${res.body}`);
  const body = res.json() as { token: string; accessToken: string };
  return { ...body, headers: { host: hostOf(tenantId), authorization: `Bearer ${body.token}` } };
}

/**
 * The newest outbox message to an address, read from the tenant's outbox table (the dev mailbox is off in
 * tests unless a test opts in with `DEV_MAILBOX=open`).
 */
export async function lastMail(app: FastifyInstance, to: string, tenantId: TenantId = 'ota') {
  const [message] = await recentMailTo(tenantScope(app.database.db, tenantId), to.toLowerCase());
  return message ? { subject: message.subject, text: message.textBody } : null;
}
