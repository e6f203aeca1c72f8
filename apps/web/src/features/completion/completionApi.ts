import {
  completionProfilesObject,
  type CompletionDimension,
  type CompletionDistributionBody,
  type CompletionHistoryBody,
  type CompletionPeopleBody,
  type CompletionRatesBody,
  type ExportFormat,
} from '@atrium/contract';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { c13sKey, c13sPath } from '../../api/c13s';
import { download } from '../../api/download';
import { http } from '../../api/http';
import type { QueryParams } from '../../api/httpClient';

/** A view of the profiles: any write to a person's records refreshes it (`cacheRules.ts`). */
const dashboardKey = (...rest: unknown[]) => [...c13sKey(completionProfilesObject, 'view'), ...rest];
const path = (...rest: string[]) => c13sPath(completionProfilesObject, ...rest);

function useDashboardQuery<T>(route: string[], query: QueryParams = {}) {
  return useQuery<T>({
    queryKey: dashboardKey(...route, query),
    queryFn: ({ signal }) => http.get<T>(path(...route), { query, signal }),
    // The next page or row keeps the last one on screen rather than a spinner.
    placeholderData: keepPreviousData,
  });
}

export const useCompletionDistribution = () =>
  useDashboardQuery<CompletionDistributionBody>(['distribution']);
export const useCompletionHistory = () => useDashboardQuery<CompletionHistoryBody>(['history']);
export const useCompletionRates = (by: CompletionDimension) =>
  useDashboardQuery<CompletionRatesBody>(['rates'], { by });

/** One row's people: `key` undefined for those with no value. */
export type PeopleParams = {
  by: CompletionDimension;
  key: string | undefined;
  incomplete: boolean;
  /** Highest rate first; lowest first otherwise. */
  highestFirst: boolean;
  page: number;
  size: number;
};

/** The query of a row's people as the API reads it (`incomplete` only when asked). */
export const peopleQuery = ({ by, key, incomplete, highestFirst }: Omit<PeopleParams, 'page' | 'size'>) => ({
  by,
  key,
  incomplete: incomplete ? 'true' : undefined,
  sort: highestFirst ? '-rate' : undefined,
});

export const useCompletionPeople = ({ page, size, ...row }: PeopleParams) =>
  useDashboardQuery<CompletionPeopleBody>(['rates', 'people'], { ...peopleQuery(row), page, size });

/** A list as a file, named by the server (`completion-rates-hub-2026-11-25.xlsx`). */
export function exportList(
  list: 'rates' | 'people',
  query: QueryParams,
  format: ExportFormat,
): Promise<string> {
  const route = list === 'rates' ? ['rates', 'export'] : ['rates', 'people', 'export'];
  return download(path(...route), {
    query: { ...query, format },
    fallbackName: `completion-${list}.${format}`,
  });
}
