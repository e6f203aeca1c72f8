import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  tagsObject,
  type CreatedBody,
  type MessageBody,
  type RecordOf,
  type TagInput,
  type TagMergeBody,
  type TagAlias,
  type TagAliasBody,
  type TagAliasesBody,
  type TagUsage,
  type TagUsageBody,
} from '@atrium/contract';
import { c13sKey, c13sPath } from '../../api/c13s';
import { http } from '../../api/http';

export type TagRecord = RecordOf<typeof tagsObject>;

/** Every tags query (lists, counts per type, usage) starts with this key. */
const tagsKey = c13sKey(tagsObject);

/** The usage of the tags of a page, in one request; `undefined` for a tag until it arrives. */
export function useTagUsage(ids: readonly string[]): (id: string) => TagUsage | undefined {
  const usage = useQuery({
    queryKey: [...tagsKey, 'usage', ids],
    queryFn: ({ signal }) =>
      http.get<TagUsageBody>(c13sPath(tagsObject, 'usage'), { query: { id: ids }, signal }),
    enabled: ids.length > 0,
    placeholderData: keepPreviousData,
  });
  const byId = new Map((usage.data?.data ?? []).map((tagUsage) => [tagUsage.id, tagUsage]));
  return (id) => byId.get(id);
}

/** The aliases of the tags of a page, in one request: each tag's, alphabetically. */
export function useTagAliases(ids: readonly string[]): (id: string) => TagAlias[] {
  const aliases = useQuery({
    queryKey: [...tagsKey, 'aliases', ids],
    queryFn: ({ signal }) =>
      http.get<TagAliasesBody>(c13sPath(tagsObject, 'aliases'), { query: { id: ids }, signal }),
    enabled: ids.length > 0,
    placeholderData: keepPreviousData,
  });
  return (id) => (aliases.data?.data ?? []).filter((alias) => alias.tag_id === id);
}

/** A write that changes only the tag list: its lists, counts and usage are read again. */
function useTagsWrite<Variables, Answer>(write: (variables: Variables) => Promise<Answer>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: write,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: tagsKey }),
  });
}

/**
 * A write that rewrites records of every area (profiles, resumes, solutions, groups, mentorship
 * registrations name the tag): whatever is cached of them is read again.
 */
function useEverywhereWrite<Variables, Answer>(write: (variables: Variables) => Promise<Answer>) {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: write, onSuccess: () => queryClient.invalidateQueries() });
}

export const useCreateTag = () =>
  useTagsWrite((input: TagInput) =>
    http.post<CreatedBody>(c13sPath(tagsObject), input, { notifyError: false }),
  );

export const useDeleteTag = () =>
  useTagsWrite((tag: TagRecord) => http.del<MessageBody>(c13sPath(tagsObject, tag.id)));

/** `PATCH …/tags/{id}?modified_tag_type={type}` (SPEC §7): the server checks it is the tag's type. */
export const useRenameTag = () =>
  useEverywhereWrite(({ tag, name }: { tag: TagRecord; name: string }) =>
    http.patch<TagRecord & MessageBody>(
      c13sPath(tagsObject, tag.id),
      { name },
      { query: { modified_tag_type: tag.type }, notifyError: false },
    ),
  );

export const useMergeTag = () =>
  useEverywhereWrite(({ tag, into }: { tag: TagRecord; into: string }) =>
    http.post<TagMergeBody>(c13sPath(tagsObject, tag.id, 'merge'), { into }),
  );

export const useAddTagAlias = () =>
  useTagsWrite(({ tag, alias }: { tag: TagRecord; alias: string }) =>
    http.post<TagAliasBody>(c13sPath(tagsObject, tag.id, 'aliases'), { alias }, { notifyError: false }),
  );

export const useRemoveTagAlias = () =>
  useTagsWrite((alias: TagAlias) =>
    http.del<MessageBody>(c13sPath(tagsObject, alias.tag_id, 'aliases', alias.id)),
  );
