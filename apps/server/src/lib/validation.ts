/**
 * Validation of input a route cannot declare as its Fastify schema (multipart fields, bodies that are
 * either multipart or JSON): the same 400 answer shape as the error handler gives zod failures.
 */
import type { z } from 'zod';
import { AppError } from './app-error';

/**
 * Parses `input` with a zod schema and returns the parsed value.
 * @throws AppError 400 with the first issue's message and `{ errors: { <field path>: [messages] } }`
 * (`(root)` for issues without a path).
 */
export function parseOr400<S extends z.ZodType>(schema: S, input: unknown): z.infer<S> {
  const result = schema.safeParse(input);
  if (result.success) return result.data;
  const errors: Record<string, string[]> = {};
  for (const issue of result.error.issues) {
    const where = issue.path.join('.') || '(root)';
    (errors[where] ??= []).push(issue.message);
  }
  throw new AppError('BAD_REQUEST', result.error.issues[0]?.message ?? 'Invalid input', { errors });
}
