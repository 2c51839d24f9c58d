/**
 * The audit walk's fixtures (issue 39 point 3 "Done when": every staff write route of the OpenAPI document
 * leaves an audit record). One app, one global Admin and one signed-in member are shared by every entry of the
 * walk tables (`community-routes.ts`, `other-routes.ts`); each entry makes the rows its call needs (a pending
 * post, a membership, a folder…) with the factories or through the API, then names the call to walk.
 */
import type { FastifyInstance } from 'fastify';
import { expect } from 'vitest';
import { buildUser, signIn } from '../factories/users';
import { buildCommunity } from '../factories/communities';

/** A signed-in account of the walk: its id, e-mail and the headers of its session. */
export interface WalkPerson {
  id: string;
  email: string;
  headers: Record<string, string>;
}

/** What an entry's setup hands the walk. */
export interface WalkContext {
  app: FastifyInstance;
  /** The global Admin (role 1) who makes every walked call. */
  admin: WalkPerson;
  /**
   * A setup call (not the walked one) as `who` (the admin by default): JSON `payload`, asserted 2xx.
   * @returns the answer's JSON as `T` (most answers name the made row's `id`).
   */
  call<T = { id: string | number }>(
    method: 'POST' | 'PUT' | 'PATCH' | 'DELETE' | 'GET',
    url: string,
    payload?: unknown,
    who?: WalkPerson,
  ): Promise<T>;
  /** A fresh member account (role 0), signed in. */
  person(): Promise<WalkPerson>;
  /** A fresh community of the tenant (public and visible unless `input` says otherwise). */
  community(input?: Parameters<typeof buildCommunity>[1]): Promise<{ id: string }>;
}

/**
 * The walked call of an entry: the path parameters by name (`{ id: community.id }`; each is also an accepted
 * target id of the record), an optional query string (`ids=…`), and the body — JSON, or multipart bytes
 * with their headers. `target`: another accepted target id, for a service that records the row it changed
 * rather than the path's (an approved account closure names the closed account).
 */
export interface WalkCall {
  params?: Record<string, string | number>;
  target?: string;
  query?: string;
  payload?: unknown;
  headers?: Record<string, string>;
}

/** One table entry: makes the prior state, then names the call. */
export type WalkEntry = (ctx: WalkContext) => Promise<WalkCall>;

/** A walk table: `METHOD /openapi/{path}` → entry. */
export type WalkTable = ReadonlyMap<string, WalkEntry>;

/** Builds the shared context on a built app (tenant `ota`). */
export async function walkContext(app: FastifyInstance): Promise<WalkContext> {
  const person = async (role: 0 | 1 = 0): Promise<WalkPerson> => {
    const user = await buildUser(app, { role });
    return { id: user.id, email: user.email, headers: (await signIn(app, user.email)).headers };
  };
  const admin = await person(1);
  return {
    app,
    admin,
    person: () => person(0),
    community: (input) => buildCommunity(app, input),
    async call(method, url, payload, who = admin) {
      const res = await app.inject({
        method,
        url,
        headers: who.headers,
        ...(payload === undefined ? {} : { payload: payload as object }),
      });
      expect(res.statusCode, `setup ${method} ${url}: ${res.body.slice(0, 300)}`).toBeLessThan(300);
      return (res.body ? res.json() : null) as never;
    },
  };
}

/** A date `days` from today as an ISO day (`2026-12-25`). */
export const dayFromNow = (days: number) => new Date(Date.now() + days * 864e5).toISOString().slice(0, 10);

/** An ISO date-time `minutes` from now. */
export const minutesFromNow = (minutes: number) => new Date(Date.now() + minutes * 60_000).toISOString();

/** A short random suffix for unique names and keys. */
export const suffix = () => Math.random().toString(36).slice(2, 8);
