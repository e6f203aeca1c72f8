import { INPUT_DEPTH_MAX, INPUT_VALUES_MAX, UNSTORABLE_TEXT as UNSTORABLE } from '@atrium/contract';
import type { FastifyInstance, FastifyRequest } from 'fastify';
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

const OPEN_ARRAY = 0x5b; // [
const OPEN_OBJECT = 0x7b; // {
const CLOSE_ARRAY = 0x5d; // ]
const CLOSE_OBJECT = 0x7d; // }
const COMMA = 0x2c;
const QUOTE = 0x22;
const BACKSLASH = 0x5c;

/**
 * Whether a JSON text, before it is parsed, nests deeper than INPUT_DEPTH_MAX or holds more than
 * INPUT_VALUES_MAX values (counted from above: containers and commas). One pass over the characters
 * that allocates nothing: a hostile body is refused before JSON.parse builds thousands of arrays
 * for the collector to sweep (4 clients sending them held the loop 107 ms in `bench files`).
 */
export function jsonTextTooComplex(text: string): boolean {
  let depth = 0;
  let values = 1;
  let inString = false;
  for (let at = 0; at < text.length; at++) {
    const code = text.charCodeAt(at);
    if (inString) {
      if (code === BACKSLASH) at++;
      else if (code === QUOTE) inString = false;
    } else if (code === QUOTE) inString = true;
    else if (code === OPEN_ARRAY || code === OPEN_OBJECT) {
      if (++depth > INPUT_DEPTH_MAX || ++values > INPUT_VALUES_MAX) return true;
    } else if (code === CLOSE_ARRAY || code === CLOSE_OBJECT) depth--;
    else if (code === COMMA && ++values > INPUT_VALUES_MAX) return true;
  }
  return false;
}

/** The 400 for an input's fault: the whole request when too complex, the field when unstorable. */
export function refuseInputFault(fault: InputFault): never {
  if (fault.kind === 'tooComplex') throw badRequest('inputTooComplex');
  throw badRequest(undefined, { [fault.path.join('.') || '_']: 'characterNotAllowed' });
}

/**
 * Fastify's own JSON parser (its prototype-poisoning checks included), after the shape's bound: for
 * `application/json`, and for its kin a plugin accepts (SCIM's `application/scim+json`). To be
 * registered with `parseAs: 'string'`.
 */
export function guardedJsonParser(app: FastifyInstance) {
  const parseJson = app.getDefaultJsonParser('error', 'error');
  return (
    request: FastifyRequest,
    body: string | Buffer,
    done: (error: Error | null, value?: unknown) => void,
  ) => {
    // `parseAs: 'string'` hands a string; the type allows a Buffer for the other mode.
    const text = String(body);
    if (jsonTextTooComplex(text)) done(badRequest('inputTooComplex'), undefined);
    else parseJson(request, text, done);
  };
}

/**
 * Refuses, with a 400, any request whose JSON body, query or path is too deep or too wide to walk
 * or holds text the database could not store: one check before every route's validation (the
 * first hook of that stage), so no route and no later walker can forget it.
 */
export function installTextInputGuard(app: FastifyInstance): void {
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'string' }, guardedJsonParser(app));
  app.addHook('preValidation', async (request) => {
    for (const part of [request.params, request.query, request.body]) {
      const fault = inputFault(part);
      if (fault) refuseInputFault(fault);
    }
  });
}
