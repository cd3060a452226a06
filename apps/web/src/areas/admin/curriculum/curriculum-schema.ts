import { CurriculumFields, curriculumDateIssues } from '@kaksha/contracts';
import type { z } from 'zod';
import { schoolToday } from '../../../lib/dates.ts';

/**
 * The form's rules: the contract's, plus "effective date not before today" for a new curriculum
 * or a changed effective date (the server checks both again).
 */
export const curriculumFormSchema = (savedEffectiveDate?: string) =>
  CurriculumFields.superRefine((values, ctx) => {
    const today = values.effectiveDate === savedEffectiveDate ? undefined : schoolToday();
    for (const issue of curriculumDateIssues(values, today)) {
      ctx.addIssue({ code: 'custom', path: [issue.path], message: issue.message });
    }
  });

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
