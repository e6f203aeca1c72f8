import { UNSTORABLE_TEXT } from '@atrium/contract';
import { z } from 'zod';
import { ScimError } from './scim-errors.ts';

export const PATCH_OP_SCHEMA = 'urn:ietf:params:scim:api:messages:2.0:PatchOp';
export const ENTERPRISE_SCHEMA = 'urn:ietf:params:scim:schemas:extension:enterprise:2.0:User';
const CORE_SCHEMA = 'urn:ietf:params:scim:schemas:core:2.0:User';

type Json = Record<string, unknown>;

/** RFC 7644 §3.5.2; operation names in any case, as Entra ID writes `Replace` and Okta `replace`. */
export const ScimPatchBody = z.object({
  schemas: z.array(z.string()).optional(),
  Operations: z
    .array(
      z.object({
        op: z
          .string()
          .transform((op) => op.toLowerCase())
          .pipe(z.enum(['add', 'replace', 'remove'])),
        path: z.string().max(500).optional(),
        value: z.unknown().optional(),
      }),
    )
    .min(1)
    .max(100),
});
export type ScimPatchBody = z.infer<typeof ScimPatchBody>;
type Operation = ScimPatchBody['Operations'][number];

/** `attr`, `attr.sub`, `attr[type eq "work"]`, `attr[type eq "work"].sub` (RFC 7644 §3.5.2's paths we meet). */
const PATH =
  /^([A-Za-z][\w$-]*)(?:\[\s*([A-Za-z][\w$-]*)\s+eq\s+"((?:[^"\\]|\\.)*)"\s*\])?(?:\.([A-Za-z][\w$-]*))?$/i;

type Target = {
  /** The object holding the attribute: the resource, or its enterprise extension. */
  container: Json;
  attribute: string;
  filter?: { attribute: string; value: string };
  sub?: string;
};

const isObject = (value: unknown): value is Json =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** The key of `name` in `object`, whatever its case (SCIM attribute names ignore case), or `name`. */
const keyIn = (object: Json, name: string) =>
  Object.keys(object).find((key) => key.toLowerCase() === name.toLowerCase()) ?? name;

const invalidPath = (path: string) =>
  new ScimError(400, `The path "${path}" is not understood`, 'invalidPath');

/**
 * A path filter's quoted value, its JSON escapes read: a bad escape, or text no one could store
 * (a NUL byte), is the path's fault (400 invalidPath), never the server's.
 */
function decodedValue(quoted: string, path: string): string {
  let value: unknown;
  try {
    value = JSON.parse(`"${quoted}"`);
  } catch {
    throw invalidPath(path);
  }
  if (typeof value !== 'string' || UNSTORABLE_TEXT.test(value)) throw invalidPath(path);
  return value;
}

/** Where a path points in the resource, making the enterprise extension's object when it names it. */
function resolve(resource: Json, path: string): Target {
  let container = resource;
  let rest = path;
  if (path.toLowerCase().startsWith(`${ENTERPRISE_SCHEMA.toLowerCase()}:`)) {
    const key = keyIn(resource, ENTERPRISE_SCHEMA);
    if (!isObject(resource[key])) resource[key] = {};
    container = resource[key] as Json;
    rest = path.slice(ENTERPRISE_SCHEMA.length + 1);
  } else if (path.toLowerCase().startsWith(`${CORE_SCHEMA.toLowerCase()}:`)) {
    rest = path.slice(CORE_SCHEMA.length + 1);
  }
  const match = PATH.exec(rest);
  if (!match) throw invalidPath(path);
  const [, attribute, filterAttribute, filterValue, sub] = match;
  return {
    container,
    attribute: attribute!,
    ...(filterAttribute && {
      filter: { attribute: filterAttribute, value: decodedValue(filterValue!, path) },
    }),
    ...(sub && { sub }),
  };
}

/** The elements of a multi-valued attribute that match `[attr eq "value"]` (values compared without case). */
const matches = (filter: NonNullable<Target['filter']>) => (element: unknown) =>
  isObject(element) &&
  String(element[keyIn(element, filter.attribute)] ?? '').toLowerCase() === filter.value.toLowerCase();

/** Sets a value: a complex one merges its sub-attributes into what is there (RFC 7644 §3.5.2.3). */
function put(container: Json, attribute: string, value: unknown, op: 'add' | 'replace'): void {
  const key = keyIn(container, attribute);
  const existing = container[key];
  if (isObject(existing) && isObject(value)) {
    for (const [name, sub] of Object.entries(value)) put(existing, name, sub, op);
  } else if (op === 'add' && Array.isArray(existing) && Array.isArray(value)) {
    // Adding to a list: an element of the same type replaces the one there (one work email).
    const types = new Set(value.filter(isObject).map((element) => String(element.type ?? '')));
    container[key] = [
      ...existing.filter((element) => !isObject(element) || !types.has(String(element.type ?? ''))),
      ...value,
    ];
  } else {
    container[key] = value;
  }
}

function applyToPath(resource: Json, operation: Operation & { path: string }): void {
  const { container, attribute, filter, sub } = resolve(resource, operation.path);
  const key = keyIn(container, attribute);
  const remove = operation.op === 'remove';
  if (!filter) {
    if (sub) {
      if (!isObject(container[key])) {
        if (remove) return;
        container[key] = {};
      }
      const parent = container[key] as Json;
      if (remove) delete parent[keyIn(parent, sub)];
      else put(parent, sub, operation.value, operation.op as 'add' | 'replace');
    } else if (remove) {
      delete container[key];
    } else {
      put(container, attribute, operation.value, operation.op as 'add' | 'replace');
    }
    return;
  }
  const list = Array.isArray(container[key]) ? (container[key] as unknown[]) : [];
  const isMatch = matches(filter);
  if (remove) {
    container[key] = sub
      ? list.map((element) => {
          if (!isMatch(element)) return element;
          const copy = { ...(element as Json) };
          delete copy[keyIn(copy, sub)];
          return copy;
        })
      : list.filter((element) => !isMatch(element));
    return;
  }
  let element = list.find(isMatch) as Json | undefined;
  if (!element) {
    element = { [filter.attribute]: filter.value };
    list.push(element);
  }
  if (sub) element[keyIn(element, sub)] = operation.value;
  else if (isObject(operation.value)) Object.assign(element, operation.value);
  else throw new ScimError(400, `"${operation.path}" needs an object`, 'invalidValue');
  container[key] = list;
}

/**
 * Applies a PATCH to a resource's JSON and answers the new JSON, which is then read as a PUT is:
 * one reading of what a provider means, whichever way it said it. Understands the shapes Entra ID
 * and Okta send: a path-less add or replace with an object (each key a path or an attribute,
 * complex ones merged), `name.givenName`, `emails[type eq "work"].value`, the enterprise
 * extension's URN-prefixed paths, and removes. Attributes Atrium keeps nothing of pass through
 * and are ignored when the result is read.
 */
export function applyScimPatch(resource: Json, body: ScimPatchBody): Json {
  const result = structuredClone(resource);
  for (const operation of body.Operations) {
    if (operation.path !== undefined && operation.path.trim() !== '') {
      applyToPath(result, { ...operation, path: operation.path.trim() });
      continue;
    }
    if (operation.op === 'remove') throw new ScimError(400, 'A remove needs a path', 'noTarget');
    if (!isObject(operation.value))
      throw new ScimError(400, 'An operation without a path needs an object value', 'invalidValue');
    for (const [name, value] of Object.entries(operation.value)) {
      if (name.toLowerCase() === ENTERPRISE_SCHEMA.toLowerCase()) {
        put(result, name, value, operation.op);
      } else {
        applyToPath(result, { op: operation.op, path: name, value });
      }
    }
  }
  return result;
}
