import {
  type CurriculumInput,
  copyCurriculum,
  copyCurriculumDeep,
  createCurriculum,
  getAllCurriculum,
  getCurriculum,
  removeCurriculum,
  updateCurriculum,
} from '@kaksha/contracts';
import { useMutation, useQuery } from '@tanstack/react-query';
import { call } from '../../lib/api-client.ts';
import { catalogueKey, useRefreshCatalogue } from './catalogue-keys.ts';

/** Every curriculum (newest first). */
export function useCurricula() {
  return useQuery({
    queryKey: catalogueKey('curricula'),
    queryFn: ({ signal }) => call(getAllCurriculum, { signal }),
    select: (answer) => answer.data,
  });
}

export function useCurriculum(id: string | undefined) {
  return useQuery({
    queryKey: catalogueKey('curriculum', id),
    queryFn: ({ signal }) => call(getCurriculum, { body: { _id: id ?? '' }, signal }),
    enabled: Boolean(id),
    select: (answer) => answer.data,
  });
}

/** Creates (no id) or updates (id) a curriculum. */
export function useSaveCurriculum(id: string | undefined) {
  const refresh = useRefreshCatalogue();
  return useMutation({
    mutationFn: (values: CurriculumInput) =>
      id
        ? call(updateCurriculum, { body: { condition: { _id: id }, updateData: values } })
        : call(createCurriculum, { body: values }),
    onSuccess: refresh,
  });
}

export function useRemoveCurriculum() {
  const refresh = useRefreshCatalogue();
  return useMutation({
    mutationFn: (row: { curriculumCode: string; curriculum: string }) =>
      call(removeCurriculum, { body: { curriculumCode: row.curriculumCode, curriculum: row.curriculum } }),
    onSuccess: refresh,
  });
}

/** 'Copy curriculum' (alone) or 'Copy curriculum+Subject+Course+Question' (deep). */
export function useCopyCurriculum() {
  const refresh = useRefreshCatalogue();
  return useMutation({
    mutationFn: async ({ id, deep }: { id: string; deep: boolean }) =>
      (await call(deep ? copyCurriculumDeep : copyCurriculum, { params: { id } })).message,
    onSuccess: refresh,
  });
}
