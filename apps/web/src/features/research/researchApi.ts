import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  usersObject,
  type MessageBody,
  type ResearchQuery,
  type ResearchResultBody,
  type ResearchTab,
  type SavedSearchBody,
  type SavedSearchInput,
  type SavedSearch,
} from '@atrium/contract';
import { C13S_BASE, c13sKey } from '../../api/c13s';
import { download } from '../../api/download';
import { http } from '../../api/http';

const base = `${C13S_BASE}/research`;
const researchKey = ['research'] as const;
const savedKey = [...researchKey, 'saved'] as const;

export const RESEARCH_PATH = '/advanced-research';
/** A saved search's link: the page opens it. */
export const savedSearchPath = (id: string) => `${RESEARCH_PATH}?saved=${encodeURIComponent(id)}`;

/** The counts of every tab and a page of one, for the query applied (none until there is one). */
export function useResearch(query: ResearchQuery | undefined, tab: ResearchTab, page: number, size: number) {
  return useQuery({
    // A view of people: any write to a person's records refreshes it (`cacheRules.ts`).
    queryKey: [...c13sKey(usersObject, 'view'), 'research', query, tab, page, size],
    queryFn: ({ signal }) =>
      http.post<ResearchResultBody>(
        `${base}/search`,
        { query, tab, page, size },
        { signal, notifySuccess: false },
      ),
    enabled: query !== undefined,
    placeholderData: keepPreviousData,
  });
}

export function useSavedSearches() {
  return useQuery({
    queryKey: savedKey,
    queryFn: ({ signal }) => http.get<{ data: SavedSearch[] }>(`${base}/saved`, { signal }),
  });
}

/** A saved search from its link (its owner's, or shared); null once it is known to be missing. */
export function useSavedSearch(id: string | null) {
  return useQuery({
    queryKey: [...savedKey, id],
    queryFn: ({ signal }) =>
      http.get<SavedSearchBody>(`${base}/saved/${encodeURIComponent(id!)}`, { signal, notifyError: false }),
    enabled: id !== null,
    retry: false,
  });
}

export function useSaveSearch() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: SavedSearchInput) => http.post<SavedSearchBody>(`${base}/saved`, input),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: savedKey }),
  });
}

export function useDeleteSavedSearch() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => http.del<MessageBody>(`${base}/saved/${encodeURIComponent(id)}`),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: savedKey }),
  });
}

/** Saves one tab of the results as CSV, headings in the interface's language. */
export const exportResearch = (query: ResearchQuery, tab: ResearchTab, lang: 'en' | 'fr') =>
  download(`${base}/export`, {
    method: 'POST',
    body: { query, tab, lang },
    fallbackName: `research-${tab}.csv`,
  });
