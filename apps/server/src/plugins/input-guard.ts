/**
 * Input guard (issue 10 §8): one `preValidation` hook for every route that refuses, with 400, any text in the
 * query string, the path parameters or a JSON body (keys and values, at any depth) holding a NUL byte or a
 * lone UTF-16 surrogate — PostgreSQL cannot store either, and no field of the portal needs them. Routes
 * added later inherit it; multipart text fields are checked the same way where they are read
 * (`modules/communities/uploads.ts`) and by the content service. New schemas use `ZText` of contracts too.
 */
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { isSafeText, UNSAFE_TEXT_MESSAGE } from '@portal/contracts';
import { AppError } from '../lib/app-error';

/**
 * The dotted path of the first unsafe string in a value (`keyword`, `items.2.title`), or null when all text
 * is safe. Walks iteratively (no recursion limit on deeply nested JSON) and checks keys and values.
 * @param value a parsed query, params or JSON body.
 * @param root the name reported for the value itself.
 */
export function findUnsafeText(value: unknown, root: string): string | null {
  const stack: { value: unknown; path: string }[] = [{ value, path: root }];
  while (stack.length) {
    const { value: current, path } = stack.pop()!;
    if (typeof current === 'string') {
      if (!isSafeText(current)) return path;
    } else if (current !== null && typeof current === 'object' && !Buffer.isBuffer(current)) {
      for (const [key, child] of Object.entries(current)) {
        const childPath = path ? `${path}.${key}` : key;
        if (!isSafeText(key)) return path || '(root)';
        stack.push({ value: child, path: childPath });
      }
    }
  }
  return null;
}

/** Registers the guard on the root instance (call before the routes). */
export default fp(
  async (app: FastifyInstance) => {
    app.addHook('preValidation', async (request) => {
      const where =
        findUnsafeText(request.params, '') ??
        findUnsafeText(request.query, '') ??
        (request.isMultipart?.() ? null : findUnsafeText(request.body, ''));
      if (where !== null)
        throw new AppError('BAD_REQUEST', UNSAFE_TEXT_MESSAGE, {
          errors: { [where || '(root)']: [UNSAFE_TEXT_MESSAGE] },
        });
    });
  },
  { name: 'input-guard' },
);
