import { CurriculumFields, curriculumDateIssues } from '@kaksha/contracts/curriculum';
import type { z } from 'zod';
import { schoolToday } from '../../../lib/dates.ts';
import { resolverWithRules } from '../../../lib/form-rules.ts';

/**
 * The form's rules: the contract's, plus "effective date not before today" for a new curriculum
 * or a changed effective date (the server checks both again).
 */
export const curriculumResolver = (savedEffectiveDate?: string) =>
  resolverWithRules(CurriculumFields, (values) =>
    curriculumDateIssues(
      { effectiveDate: values.effectiveDate ?? '', startDate: values.startDate ?? '', endDate: values.endDate ?? '' },
      values.effectiveDate === savedEffectiveDate ? undefined : schoolToday(),
    ),
  );

export type CurriculumFormValues = z.input<typeof CurriculumFields>;
export type CurriculumFormOutput = z.output<typeof CurriculumFields>;

export const emptyCurriculum = {
  organizationName: '',
  organizationCode: '',
  curriculumAward: '',
  shortName: '',
  longName: '',
  experience: '',
  marksMode: '',
  liveSession: false,
  showPreviousCurriculum: false,
  eligibility: '',
  passCriteria: '',
  effectiveDate: '',
  startDate: '',
  endDate: '',
  price: '',
} as unknown as CurriculumFormValues;
