import { useMutation, useQueryClient } from '@tanstack/react-query';
import type {
  AnyObjectDeclaration,
  CreatedBody,
  CreateOf,
  MessageBody,
  PatchOf,
  RecordOf,
} from '@atrium/contract';
import { c13sPath } from './c13s';
import { applyCachePlan, cachePlanAfter } from './cacheRules';
import { http } from './http';
import type { MessageOptions } from './messageChoice';

export type MutationOptions = MessageOptions & { notifySuccess?: boolean; notifyError?: boolean };

/** Create a record: `POST …/{module}/{object}[/{updateType}]` → `{ id, msg }`. */
export function useCreate<D extends AnyObjectDeclaration, Input = CreateOf<D>>(
  object: D,
  options: MutationOptions & { updateType?: string } = {},
) {
  const queryClient = useQueryClient();
  const { updateType, ...messages } = options;
  const path = updateType ? c13sPath(object, updateType) : c13sPath(object);
  return useMutation({
    mutationFn: (data: Input) => http.post<CreatedBody>(path, data, messages),
    onSuccess: () => applyCachePlan(queryClient, cachePlanAfter('create', object)),
  });
}

export type UpdateVariables<Patch> = { id: string; data: Patch; modifiedTagType?: string };

/** Change a record: `PATCH …/{id}[?modified_tag_type=]` → the record and `msg`. */
export function useUpdate<D extends AnyObjectDeclaration, Patch = PatchOf<D>>(
  object: D,
  options: MutationOptions = {},
) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, data, modifiedTagType }: UpdateVariables<Patch>) =>
      http.patch<RecordOf<D> & MessageBody>(c13sPath(object, id), data, {
        ...options,
        query: { modified_tag_type: modifiedTagType },
      }),
    onSuccess: () => applyCachePlan(queryClient, cachePlanAfter('update', object)),
  });
}

/** Delete a record: `DELETE …/{id}` → `{ msg }`. */
export function useDelete(object: AnyObjectDeclaration, options: MutationOptions = {}) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => http.del<MessageBody>(c13sPath(object, id), options),
    onSuccess: () => applyCachePlan(queryClient, cachePlanAfter('delete', object)),
  });
}
