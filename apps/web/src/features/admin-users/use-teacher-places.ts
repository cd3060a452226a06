import { getAllCurriculum } from '@kaksha/contracts/curriculum';
import { getSubjectsForCourse } from '@kaksha/contracts/curriculum-content';
import { useEndpointQuery } from '../../lib/endpoint-query.ts';

/**
 * The curricula and subjects a teacher can be placed in, for the staff form's selects. The same
 * cached reads as the catalogue's screens, so a curriculum saved there shows here at once.
 */
export const useCurriculumChoices = (enabled: boolean) =>
  useEndpointQuery(getAllCurriculum, enabled ? { query: { all: true } } : null, {
    select: (answer) =>
      answer.data.map((c) => ({ value: c.curriculumCode, label: `${c.curriculum} (${c.curriculumCode})` })),
  });

export const useSubjectChoices = (curriculumCode: string | undefined) =>
  useEndpointQuery(getSubjectsForCourse, curriculumCode ? { body: { curriculumCode } } : null, {
    select: (answer) => [...new Set(answer.data.map((s) => s.subject))],
  });
