import {
  type CurriculumInput,
  copyCurriculum,
  copyCurriculumDeep,
  createCurriculum,
  getAllCurriculum,
  getCurriculum,
  removeCurriculum,
  updateCurriculum,
} from '@kaksha/contracts/curriculum';
import { call } from '../../lib/api-client.ts';
import { useEndpointMutation, useEndpointQuery } from '../../lib/endpoint-query.ts';
import { CATALOGUE_READS } from './catalogue-reads.ts';

/** Every curriculum (newest first). */
export const useCurricula = () =>
  useEndpointQuery(getAllCurriculum, { query: { all: true } }, { select: (answer) => answer.data });

export const useCurriculum = (id: string | undefined) =>
  useEndpointQuery(getCurriculum, id ? { body: { _id: id } } : null, { select: (answer) => answer.data });

/** Creates (no id) or updates (id) a curriculum. */
export const useSaveCurriculum = (id: string | undefined) =>
  useEndpointMutation(
    (values: CurriculumInput) =>
      id
        ? call(updateCurriculum, { body: { condition: { _id: id }, updateData: values } })
        : call(createCurriculum, { body: values }),
    CATALOGUE_READS,
  );

export const useRemoveCurriculum = () =>
  useEndpointMutation(
    (row: { curriculumCode: string; curriculum: string }) =>
      call(removeCurriculum, { body: { curriculumCode: row.curriculumCode, curriculum: row.curriculum } }),
    CATALOGUE_READS,
    [getCurriculum],
  );

/** 'Copy curriculum' (alone) or 'Copy curriculum+Subject+Course+Question' (deep). */
export const useCopyCurriculum = () =>
  useEndpointMutation(
    async ({ id, deep }: { id: string; deep: boolean }) =>
      (await call(deep ? copyCurriculumDeep : copyCurriculum, { params: { id } })).message,
    CATALOGUE_READS,
  );
