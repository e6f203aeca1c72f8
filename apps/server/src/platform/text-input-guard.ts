import { INPUT_DEPTH_MAX, INPUT_VALUES_MAX, UNSTORABLE_TEXT as UNSTORABLE } from '@atrium/contract';
import type { FastifyInstance } from 'fastify';
import { badRequest } from './http-errors.ts';

/** What is wrong with a request's input, before any schema looks at it. */
export type InputFault = { kind: 'tooComplex' } | { kind: 'unstorable'; path: string[] };

/**
 * A value met on the walk, with the way back to its parent, so a path is built only when needed;
 * `depth` counts the objects and arrays it is in, itself included.
 */
type Visit = { value: unknown; key: string | null; parent: Visit | null; depth: number };

function pathOf(visit: Visit): string[] {
  const path: string[] = [];
  for (let at: Visit | null = visit; at?.key != null; at = at.parent) path.push(at.key);
  return path.reverse();
}

/**
 * The first fault of a parsed input (a JSON body, a query, path parameters, a form's JSON field):
 * nested deeper than INPUT_DEPTH_MAX or holding more than INPUT_VALUES_MAX values, or text the
 * database could not store (with its path). One loop over an explicit stack, so no input can
 * exhaust the call stack, and the work is bounded by the value count whatever the shape.
 */
export function inputFault(input: unknown): InputFault | null {
  const stack: Visit[] = [{ value: input, key: null, parent: null, depth: 1 }];
  let values = 0;
  while (stack.length > 0) {
    const visit = stack.pop()!;
    if (++values > INPUT_VALUES_MAX) return { kind: 'tooComplex' };
    const { value } = visit;
    if (typeof value === 'string') {
      if (UNSTORABLE.test(value)) return { kind: 'unstorable', path: pathOf(visit) };
      continue;
    }
    if (value === null || typeof value !== 'object') continue;
    if (visit.depth > INPUT_DEPTH_MAX) return { kind: 'tooComplex' };
    const keys = Object.keys(value);
    // Pushed in reverse, so the first field is looked at first, as a reader would.
    for (let i = keys.length - 1; i >= 0; i--) {
      const key = keys[i]!;
      const child: Visit = {
        value: (value as Record<string, unknown>)[key],
        key,
        parent: visit,
        depth: visit.depth + 1,
      };
      if (UNSTORABLE.test(key)) return { kind: 'unstorable', path: pathOf(child) };
      stack.push(child);
    }
  }
  return null;
}

/** The 400 for an input's fault: the whole request when too complex, the field when unstorable. */
export function refuseInputFault(fault: InputFault): never {
  if (fault.kind === 'tooComplex') throw badRequest('inputTooComplex');
  throw badRequest(undefined, { [fault.path.join('.') || '_']: 'characterNotAllowed' });
}

/**
 * Refuses, with a 400, any request whose JSON body, query or path is too deep or too wide to walk
 * or holds text the database could not store: one check before every route's validation (the
 * first hook of that stage), so no route and no later walker can forget it.
 */
export function installTextInputGuard(app: FastifyInstance): void {
  app.addHook('preValidation', async (request) => {
    for (const part of [request.params, request.query, request.body]) {
      const fault = inputFault(part);
      if (fault) refuseInputFault(fault);
    }
  });
}
