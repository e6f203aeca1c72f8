import { UNSTORABLE_TEXT as UNSTORABLE } from '@atrium/contract';
import type { FastifyInstance } from 'fastify';
import { badRequest } from './http-errors.ts';

/** The path of the first string in `value` holding an unstorable character, or null. */
export function unstorableTextAt(value: unknown, path: string[] = []): string[] | null {
  if (typeof value === 'string') return UNSTORABLE.test(value) ? path : null;
  if (value === null || typeof value !== 'object') return null;
  for (const [key, item] of Object.entries(value)) {
    if (UNSTORABLE.test(key)) return [...path, key];
    const found = unstorableTextAt(item, [...path, key]);
    if (found) return found;
  }
  return null;
}

/**
 * Refuses, with a 400 naming the field, any request whose JSON body, query or path holds text the
 * database could not store: one check before every route's validation, so no route can forget it.
 */
export function installTextInputGuard(app: FastifyInstance): void {
  app.addHook('preValidation', async (request) => {
    for (const part of [request.params, request.query, request.body]) {
      const at = unstorableTextAt(part);
      if (at) throw badRequest(undefined, { [at.join('.') || '_']: 'characterNotAllowed' });
    }
  });
}
