import type { TagType } from '@atrium/contract';
import { forbidden } from '../http-errors.ts';
import type { AccessContext, ObjectDefinition } from './define-object.ts';

type Values = Record<string, unknown>;

const tagSet = (value: unknown): Set<string> =>
  new Set(Array.isArray(value) ? value.map(String) : value == null ? [] : [String(value)]);

const sameTags = (a: Set<string>, b: Set<string>) => a.size === b.size && [...a].every((tag) => b.has(tag));

/** The tag types whose columns a write changes: `before` is the stored row (none for a create). */
export function changedTagTypes(def: ObjectDefinition, before: Values | undefined, after: Values): TagType[] {
  const changed = new Set<TagType>();
  for (const [column, type] of Object.entries(def.tagColumns ?? {})) {
    if (!type || !(column in after)) continue;
    if (!sameTags(tagSet(before?.[column]), tagSet(after[column]))) changed.add(type);
  }
  return [...changed];
}

/** Refuses (403) a write that changes tags of a type the caller holds no 'tag {type}' for. */
export function assertTagRights(
  def: ObjectDefinition,
  ctx: Pick<AccessContext, 'can'>,
  before: Values | undefined,
  after: Values,
): void {
  if (changedTagTypes(def, before, after).some((type) => !ctx.can('tag', type))) throw forbidden();
}
