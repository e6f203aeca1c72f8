import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { resumeObject, type Page, type ResumeLibraryEntry } from '@atrium/contract';
import { c13sKey, c13sPath } from '../../api/c13s';
import { http } from '../../api/http';
import type { QueryParams } from '../../api/httpClient';
import { filterParams, type PeopleFilters } from '../../lists/people/peopleFilters';

/** Resumes per page in the CV library. */
export const CV_LIBRARY_PAGE_SIZE = 20;

/**
 * `GET …/cv_library/resume/library`: resumes whose owner matches the people search. Cached
 * under the resume searches, so creating, changing or deleting a resume refreshes it too.
 */
export function useResumeLibrary(filters: PeopleFilters) {
  const params: QueryParams = {
    ...filterParams(filters),
    language: filters.language || undefined,
    sort: filters.sort || undefined,
    page: filters.page,
    size: CV_LIBRARY_PAGE_SIZE,
  };
  return useQuery<Page<ResumeLibraryEntry>>({
    queryKey: c13sKey(resumeObject, 'search', { library: true, ...params }),
    queryFn: ({ signal }) =>
      http.get<Page<ResumeLibraryEntry>>(c13sPath(resumeObject, 'library'), {
        query: params,
        signal,
      }),
    placeholderData: keepPreviousData,
  });
}
