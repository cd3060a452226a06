import type { EndpointDef, ResponseOf } from '@kaksha/contracts';
import { type QueryClient, type UseQueryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { type CallOptions, call, type EndpointRef } from './api-client.ts';

type Endpoint = EndpointDef | EndpointRef<EndpointDef>;
type Input<E extends EndpointDef> = Omit<CallOptions<E>, 'signal'>;

/**
 * The one cache key of a read: the endpoint's path and what was sent. Every read of
 * `getAllCurriculum` shares one entry, whichever screen asks, so a save refreshes them all.
 */
export const endpointKey = (endpoint: Endpoint, input?: unknown) =>
  input === undefined ? ([endpoint.path] as const) : ([endpoint.path, input] as const);

/** Marks every cached read of these endpoints stale (and refetches those on screen). */
export function invalidateEndpoints(client: QueryClient, endpoints: readonly Endpoint[]): Promise<void> {
  const paths = new Set(endpoints.map((e) => e.path));
  return client.invalidateQueries({ predicate: (query) => paths.has(String(query.queryKey[0])) });
}

// `call`'s argument list depends on the endpoint's shape; here the input is already checked by `Input<E>`.
const callWith = <E extends EndpointDef>(endpoint: E | EndpointRef<E>, options: object) =>
  (call as (e: typeof endpoint, o: object) => Promise<ResponseOf<E>>)(endpoint, options);

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
export function useEndpointMutation<V, R>(run: (vars: V) => Promise<R>, invalidates: readonly Endpoint[] = []) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: run,
    onSuccess: () => invalidateEndpoints(client, invalidates),
  });
}
