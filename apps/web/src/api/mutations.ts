import { useMutation, useQueryClient } from '@tanstack/react-query';
import type {
  AnyObjectDeclaration,
  CreatedBody,
  CreateOf,
  MessageBody,
  PatchOf,
  RecordOf,
} from '@atrium/contract';
import { c13sPath, type ObjectName } from './c13s';
import { applyCachePlan, cachePlanAfter, type MutationKind } from './cacheRules';
import { http } from './http';
import type { MessageOptions } from './messageChoice';

/**
 * For a write outside the generic create/update/delete (a special route: archive, confirm, import,
 * merge, move…): refreshes what it made outdated by the same rule, `cachePlanAfter`, naming the
 * other objects it changed.
 */
export function useRefreshAfter() {
  const queryClient = useQueryClient();
  return (kind: MutationKind, object: ObjectName, touches: readonly ObjectName[] = []) =>
    applyCachePlan(queryClient, cachePlanAfter(kind, object, touches));
}

export type MutationOptions = MessageOptions & { notifySuccess?: boolean; notifyError?: boolean };
/** The other objects a write changes on the server, refreshed with it (`cachePlanAfter`). */
type Touches = { touches?: readonly ObjectName[] };

/** Create a record: `POST …/{module}/{object}[/{updateType}]` → `{ id, msg }`. */
export function useCreate<D extends AnyObjectDeclaration, Input = CreateOf<D>>(
  object: D,
  options: MutationOptions & Touches & { updateType?: string } = {},
) {
  const refresh = useRefreshAfter();
  const { updateType, touches, ...messages } = options;
  const path = updateType ? c13sPath(object, updateType) : c13sPath(object);
  return useMutation({
    mutationFn: (data: Input) => http.post<CreatedBody>(path, data, messages),
    onSuccess: () => refresh('create', object, touches),
  });
}

export type UpdateVariables<Patch> = { id: string; data: Patch; modifiedTagType?: string };

/** Change a record: `PATCH …/{id}[?modified_tag_type=]` → the record and `msg`. */
export function useUpdate<D extends AnyObjectDeclaration, Patch = PatchOf<D>>(
  object: D,
  options: MutationOptions & Touches = {},
) {
  const refresh = useRefreshAfter();
  const { touches, ...messages } = options;
  return useMutation({
    mutationFn: ({ id, data, modifiedTagType }: UpdateVariables<Patch>) =>
      http.patch<RecordOf<D> & MessageBody>(c13sPath(object, id), data, {
        ...messages,
        query: { modified_tag_type: modifiedTagType },
      }),
    onSuccess: () => refresh('update', object, touches),
  });
}

/** Delete a record: `DELETE …/{id}` → `{ msg }`. */
export function useDelete(object: AnyObjectDeclaration, options: MutationOptions & Touches = {}) {
  const refresh = useRefreshAfter();
  const { touches, ...messages } = options;
  return useMutation({
    mutationFn: (id: string) => http.del<MessageBody>(c13sPath(object, id), messages),
    onSuccess: () => refresh('delete', object, touches),
  });
}
