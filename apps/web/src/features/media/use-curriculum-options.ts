import { getAllCurriculum } from '@kaksha/contracts';
import { useQuery } from '@tanstack/react-query';
import { call } from '../../lib/api-client.ts';

/** Every curriculum (GET /getAllCurriculum), for the admin pickers and the subscription page. */
export function useAllCurricula(enabled = true) {
  return useQuery({
    queryKey: ['getAllCurriculum'],
    queryFn: ({ signal }) => call(getAllCurriculum, { signal }),
    enabled,
    select: (answer) => answer.data,
  });
}
