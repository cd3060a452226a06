import type { EndpointDef, ResponseOf } from '@kaksha/contracts/endpoint';
import type { ListPageRequest } from '@kaksha/contracts/list-query';
import {
  keepPreviousData,
  type QueryClient,
  type UseQueryOptions,
  useMutation,
  useQuery,
  useQueryClient,
} from '@tanstack/react-query';
import { type CallOptions, call, type EndpointRef } from './api-client.ts';

type Endpoint = EndpointDef | EndpointRef<EndpointDef>;
type Input<E extends EndpointDef> = Omit<CallOptions<E>, 'signal'>;

/**
 * The one cache key of a read: the endpoint's path and what was sent. Every read of
 * `getAllCurriculum` shares one entry, whichever screen asks, so a save refreshes them all.
 */
export const endpointKey = (endpoint: Endpoint, input?: unknown) =>
  input === undefined ? ([endpoint.path] as const) : ([endpoint.path, input] as const);

/**
 * Marks every cached read of these endpoints stale and refetches those on screen, except the
 * reads of `staleOnly`: those are only marked, so the next screen that shows them fetches again.
 * A delete uses it for the deleted record's own read, which would otherwise be fetched once
 * more (and answer 404) while its view page is still on screen.
 */
export async function invalidateEndpoints(
  client: QueryClient,
  endpoints: readonly Endpoint[],
  staleOnly: readonly Endpoint[] = [],
): Promise<void> {
  const quiet = new Set(staleOnly.map((e) => e.path));
  const paths = new Set(endpoints.map((e) => e.path).filter((path) => !quiet.has(path)));
  const pathOf = (key: readonly unknown[]) => String(key[0]);
  await Promise.all([
    client.invalidateQueries({ predicate: (query) => quiet.has(pathOf(query.queryKey)), refetchType: 'none' }),
    client.invalidateQueries({ predicate: (query) => paths.has(pathOf(query.queryKey)) }),
  ]);
}

// `call`'s argument list depends on the endpoint's shape; here the input is already checked by `Input<E>`.
const callWith = <E extends EndpointDef>(endpoint: E | EndpointRef<E>, options: object) =>
  (call as (e: typeof endpoint, o: object) => Promise<ResponseOf<E>>)(endpoint, options);

/**
 * The cache key and fetcher of one read, for `useQueries` over a list of inputs (the topics of
 * each subject); the same entries `useEndpointQuery` reads and writes.
 */
export const endpointRead = <E extends EndpointDef>(endpoint: E | EndpointRef<E>, input: Input<E>) => ({
  queryKey: endpointKey(endpoint, input),
  queryFn: ({ signal }: { signal: AbortSignal }) => callWith(endpoint, { ...input, signal }),
});

/**
 * Starts a read before the screen that makes it is drawn (its menu link pointed at), into the
 * entry the screen's own `useEndpointQuery` reads: same endpoint, same input, so the same key.
 * Nothing is sent while a fresh answer is cached (`staleTime`, the client's 30 s by default).
 */
export function prefetchEndpoint<E extends EndpointDef>(
  client: QueryClient,
  endpoint: E | EndpointRef<E>,
  input: Input<E>,
  options: { staleTime?: number } = {},
): void {
  void client.prefetchQuery({ ...endpointRead(endpoint, input), ...options });
}

type ReadOptions<E extends EndpointDef, T> = Omit<
  UseQueryOptions<ResponseOf<E>, Error, T, readonly unknown[]>,
  'queryKey' | 'queryFn'
>;

/**
 * Reads one endpoint through the shared cache, keyed `[path, input]`. `input` is the call's
 * body and params; pass `null` to wait (the query stays disabled until the input is known).
 *
 * ```ts
 * useEndpointQuery(getSubjectsByCur, code ? { body: { curriculumCode: code } } : null, { select: (a) => a.data })
 * ```
 */
export function useEndpointQuery<E extends EndpointDef, T = ResponseOf<E>>(
  endpoint: E | EndpointRef<E>,
  input: Input<E> | null,
  options: ReadOptions<E, T> = {},
) {
  return useQuery({
    ...options,
    queryKey: endpointKey(endpoint, input ?? undefined),
    queryFn: ({ signal }) => callWith(endpoint, { ...(input ?? {}), signal }),
    enabled: input !== null && (options.enabled ?? true),
  });
}

/**
 * A change through one endpoint; on success every cached read of `invalidates` is refreshed.
 * Feature hooks wrap it (`useSaveCurriculum`), so screens never call the client directly.
 */
export function useEndpointMutation<V, R>(
  run: (vars: V) => Promise<R>,
  invalidates: readonly Endpoint[] = [],
  /** Reads only marked stale, not refetched: a deleted record's own read (see invalidateEndpoints). */
  staleOnly: readonly Endpoint[] = [],
) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: run,
    onSuccess: () => invalidateEndpoints(client, invalidates, staleOnly),
  });
}

/**
 * A page of a server-paged list: while the next page (or search) loads, the rows of the last one
 * stay on screen instead of a skeleton.
 */
export function useEndpointPage<E extends EndpointDef>(endpoint: E | EndpointRef<E>, input: Input<E> | null) {
  return useEndpointQuery(endpoint, input, { placeholderData: keepPreviousData });
}

/**
 * A list request as a contract's paging fields. Its sort names come from the screen's column
 * definitions; the contract lists the ones each list sorts on, and the server refuses others (400).
 */
export const sortChecked = <S extends string = never>(request: ListPageRequest) =>
  request as Omit<ListPageRequest, 'sort'> & { sort?: S };
