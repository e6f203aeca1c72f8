import { useQuery, type UseQueryOptions } from '@tanstack/react-query';
import type {
  AnyObjectDeclaration,
  CardinalitiesBody,
  CountBody,
  FilterOf,
  Page,
  RecordOf,
} from '@atrium/contract';
import { c13sKey, c13sPath, type ObjectName } from './c13s';
import { http } from './http';
import type { QueryParams } from './httpClient';

/** A declared object's record; for an object outside the contract's declarations, the caller says. */
type RecordType<D extends ObjectName> = D extends AnyObjectDeclaration ? RecordOf<D> : unknown;

type Extra<T> = Omit<UseQueryOptions<T>, 'queryKey' | 'queryFn'> & { notifyError?: boolean };

function split<T>({ notifyError, ...query }: Extra<T> = {}) {
  return { notifyError, query };
}

/** The caller's own record: `GET …/{module}/{object}/self`. */
export function useSelf<D extends ObjectName, T = RecordType<D>>(
  object: D,
  params: QueryParams = {},
  options?: Extra<T>,
) {
  const { notifyError, query } = split(options);
  return useQuery<T>({
    queryKey: c13sKey(object, 'self', params),
    queryFn: ({ signal }) => http.get<T>(c13sPath(object, 'self'), { query: params, signal, notifyError }),
    ...query,
  });
}

/** One record: `GET …/{module}/{object}/{id}`. Waits while `id` is empty. */
export function useById<D extends ObjectName, T = RecordType<D>>(
  object: D,
  id: string | undefined,
  params: QueryParams = {},
  options?: Extra<T>,
) {
  const { notifyError, query } = split(options);
  return useQuery<T>({
    queryKey: c13sKey(object, 'byId', { id, ...params }),
    queryFn: ({ signal }) => http.get<T>(c13sPath(object, id ?? ''), { query: params, signal, notifyError }),
    ...query,
    enabled: Boolean(id) && (query.enabled ?? true),
  });
}

/** A page of records: `GET …/search?q=&<filter>=<v>&sort=&page=&size=`. */
export function useSearch<D extends ObjectName, T = RecordType<D>>(
  object: D,
  params: QueryParams = {},
  options?: Extra<Page<T>>,
) {
  const { notifyError, query } = split(options);
  return useQuery<Page<T>>({
    queryKey: c13sKey(object, 'search', params),
    queryFn: ({ signal }) =>
      http.get<Page<T>>(c13sPath(object, 'search'), { query: params, signal, notifyError }),
    ...query,
  });
}

/** How many records match: `GET …/count`. */
export function useCount(object: ObjectName, params: QueryParams = {}, options?: Extra<CountBody>) {
  const { notifyError, query } = split(options);
  return useQuery<CountBody>({
    queryKey: c13sKey(object, 'count', params),
    queryFn: ({ signal }) =>
      http.get<CountBody>(c13sPath(object, 'count'), { query: params, signal, notifyError }),
    ...query,
  });
}

/** Facet counts of `fields` under the same filters: `GET …/cardinalities?field=f&field=g&…`. */
export function useCardinalities<D extends AnyObjectDeclaration>(
  object: D,
  fields: readonly FilterOf<D>[],
  filters: QueryParams = {},
  options?: Extra<CardinalitiesBody>,
) {
  const { notifyError, query } = split(options);
  const params = { ...filters, field: fields };
  return useQuery<CardinalitiesBody>({
    queryKey: c13sKey(object, 'cardinalities', params),
    queryFn: ({ signal }) =>
      http.get<CardinalitiesBody>(c13sPath(object, 'cardinalities'), {
        query: params,
        signal,
        notifyError,
      }),
    ...query,
  });
}
