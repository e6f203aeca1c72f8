import { useQuery, type UseQueryOptions } from '@tanstack/react-query';
import type { CardinalitiesBody, CountBody, Page } from '@atrium/contract';
import { c13sKey, c13sPath } from './c13s';
import { http } from './http';
import type { QueryParams } from './httpClient';

type Extra<T> = Omit<UseQueryOptions<T>, 'queryKey' | 'queryFn'> & { notifyError?: boolean };

function split<T>({ notifyError, ...query }: Extra<T> = {}) {
  return { notifyError, query };
}

/** The caller's own record: `GET …/{module}/{object}/self`. */
export function useSelf<T>(module: string, object: string, params: QueryParams = {}, options?: Extra<T>) {
  const { notifyError, query } = split(options);
  return useQuery<T>({
    queryKey: c13sKey(module, object, 'self', params),
    queryFn: ({ signal }) =>
      http.get<T>(c13sPath(module, object, 'self'), { query: params, signal, notifyError }),
    ...query,
  });
}

/** One record: `GET …/{module}/{object}/{id}`. Waits while `id` is empty. */
export function useById<T>(
  module: string,
  object: string,
  id: string | undefined,
  params: QueryParams = {},
  options?: Extra<T>,
) {
  const { notifyError, query } = split(options);
  return useQuery<T>({
    queryKey: c13sKey(module, object, 'byId', { id, ...params }),
    queryFn: ({ signal }) =>
      http.get<T>(c13sPath(module, object, id ?? ''), { query: params, signal, notifyError }),
    ...query,
    enabled: Boolean(id) && (query.enabled ?? true),
  });
}

/** A page of records: `GET …/search?q=&<field>=<v>&sort=&page=&size=`. */
export function useSearch<T>(
  module: string,
  object: string,
  params: QueryParams = {},
  options?: Extra<Page<T>>,
) {
  const { notifyError, query } = split(options);
  return useQuery<Page<T>>({
    queryKey: c13sKey(module, object, 'search', params),
    queryFn: ({ signal }) =>
      http.get<Page<T>>(c13sPath(module, object, 'search'), { query: params, signal, notifyError }),
    ...query,
  });
}

/** How many records match: `GET …/count`. */
export function useCount(
  module: string,
  object: string,
  params: QueryParams = {},
  options?: Extra<CountBody>,
) {
  const { notifyError, query } = split(options);
  return useQuery<CountBody>({
    queryKey: c13sKey(module, object, 'count', params),
    queryFn: ({ signal }) =>
      http.get<CountBody>(c13sPath(module, object, 'count'), { query: params, signal, notifyError }),
    ...query,
  });
}

/** Facet counts of `fields` under the same filters: `GET …/cardinalities?field=f&field=g&…`. */
export function useCardinalities(
  module: string,
  object: string,
  fields: readonly string[],
  filters: QueryParams = {},
  options?: Extra<CardinalitiesBody>,
) {
  const { notifyError, query } = split(options);
  const params = { ...filters, field: fields };
  return useQuery<CardinalitiesBody>({
    queryKey: c13sKey(module, object, 'cardinalities', params),
    queryFn: ({ signal }) =>
      http.get<CardinalitiesBody>(c13sPath(module, object, 'cardinalities'), {
        query: params,
        signal,
        notifyError,
      }),
    ...query,
  });
}
