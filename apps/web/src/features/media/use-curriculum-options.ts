import type { EndpointDef } from '@kaksha/contracts';
import { useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import { call, type EndpointRef } from '../../lib/api-client.ts';
import type { CurriculumOption } from '../student-catalogue/topic-picker.tsx';

// TEMPORARY until the curriculum contracts are merged: GET /getAllCurriculum by path.
type AllCurricula = EndpointDef<
  undefined,
  undefined,
  z.ZodType<{ status: true; data: (CurriculumOption & { price: number; _id: string })[] }>
>;
const getAllCurriculumRef: EndpointRef<AllCurricula> = { method: 'GET', path: '/getAllCurriculum', access: 'any' };

/** Every curriculum (GET /getAllCurriculum), for the admin pickers and the subscription page. */
export function useAllCurricula(enabled = true) {
  return useQuery({
    queryKey: ['getAllCurriculum'],
    queryFn: ({ signal }) => call(getAllCurriculumRef, { signal }),
    enabled,
    select: (answer) => answer.data,
  });
}
