import { keepPreviousData } from '@tanstack/react-query';
import { tagsObject, type TagType } from '@atrium/contract';
import { useSearch } from '../api/queries';
import { usePermissions } from '../api/usePermissions';
import { useSearchText } from './searchPause';

const SUGGESTIONS = 20;

/**
 * What a tag field offers as one types: the names of `cv_library/tags` of the type matching the
 * text, and whether the caller may add a name the list lacks ('tags create' or 'tag {type}', as
 * the server checks): a client, a market or a business unit is otherwise chosen from the list.
 */
export function useTagSuggestions(type: TagType, typed: string, enabled: boolean) {
  const { can } = usePermissions();
  const q = useSearchText(typed);
  const tags = useSearch(
    tagsObject,
    { type, q, size: SUGGESTIONS },
    { enabled, placeholderData: keepPreviousData, notifyError: false },
  );
  // Until the search has caught up with the typing, the last answer narrowed down stands in, and
  // no new item is offered: the tag may well exist.
  const settled = q === typed.trim() && !tags.isFetching;
  const names = tags.data?.data.map((tag) => tag.name) ?? [];
  const lowered = typed.trim().toLocaleLowerCase();
  return {
    suggestions: settled ? names : names.filter((name) => name.toLocaleLowerCase().includes(lowered)),
    /** The text a new item may be made of: none while searching, or for one who may not add. */
    addable: settled && (can('tags', 'create') || can('tag', type)) ? typed : '',
    mayAdd: can('tags', 'create') || can('tag', type),
    searching: tags.isFetching,
  };
}
