import { getAllCurriculum, getSubjectsForCourse } from '@kaksha/contracts';
import { useQuery } from '@tanstack/react-query';
import { call } from '../../lib/api-client.ts';

/**
 * The curricula and subjects a teacher can be placed in, for the staff form's selects.
 * (Read through the catalogue's calls; when its hooks are shared, use those instead.)
 */
export const useCurriculumChoices = (enabled: boolean) =>
  useQuery({
    queryKey: ['catalogue', 'curricula'],
    queryFn: ({ signal }) => call(getAllCurriculum, { signal }),
    select: (answer) =>
      answer.data.map((c) => ({ value: c.curriculumCode, label: `${c.curriculum} (${c.curriculumCode})` })),
    enabled,
  });

export const useSubjectChoices = (curriculumCode: string | undefined) =>
  useQuery({
    queryKey: ['catalogue', 'subjects-of', curriculumCode],
    queryFn: ({ signal }) => call(getSubjectsForCourse, { body: { curriculumCode: curriculumCode ?? '' }, signal }),
    select: (answer) => [...new Set(answer.data.map((s) => s.subject))],
    enabled: Boolean(curriculumCode),
  });
