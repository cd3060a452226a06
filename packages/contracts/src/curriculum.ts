import { z } from 'zod';
import { fieldError, RequiredText } from './common.ts';
import { endpoint, ok, STAFF_ROLES } from './endpoint.ts';
import { listQuery, pagedList } from './list-query.ts';
import { messages } from './messages.ts';
import { StoredKey } from './stored-keys.ts';
import { Identifier } from './text.ts';

/** Experience options and marks modes (admin spec §9). */
export const EXPERIENCES = ['Internship', 'Placement', 'Work experience', 'Industry experience'] as const;
export const MARKS_MODES = ['Percentage', 'Marks'] as const;

const CALENDAR_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;

/** Days since 1970 of a `YYYY-MM-DD` date, or null when it is not a real day. */
export function dayNumber(date: string): number | null {
  const match = CALENDAR_DATE.exec(date);
  if (!match) return null;
  const [y, m, d] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const time = Date.UTC(y, m - 1, d);
  const back = new Date(time);
  if (back.getUTCFullYear() !== y || back.getUTCMonth() !== m - 1 || back.getUTCDate() !== d) return null;
  return time / 86_400_000;
}

/** A calendar date as the API carries it: `YYYY-MM-DD`, no time, no zone. */
export const CalendarDate = z
  .string({ error: fieldError })
  .min(1, messages.required)
  .refine((value) => dayNumber(value) !== null, messages.enterDate);

/** Rich text as an editor sends it; the server sanitises it before storing. */
export const RichText = z.string().max(50_000).default('');

/** The curriculum name: organizationCode-curriculumAward-shortName (admin spec §3), as far as typed. */
export const deriveCurriculumName = (parts: {
  organizationCode?: string;
  curriculumAward?: string;
  shortName?: string;
}) =>
  [parts.organizationCode, parts.curriculumAward, parts.shortName]
    .map((part) => (part ?? '').trim())
    .filter(Boolean)
    .join('-');

/** The curriculum code: the name, '-', the year it was created. */
export const deriveCurriculumCode = (name: string, year: number) => (name ? `${name}-${year}` : '');

/** Duration in years: the days from start to end over 360-day years, one decimal (admin spec §5). */
export function deriveDuration(startDate: string, endDate: string): number | null {
  const start = dayNumber(startDate);
  const end = dayNumber(endDate);
  if (start === null || end === null) return null;
  return Math.round(((end - start) / 360) * 10) / 10;
}

type DateIssue = { path: string; message: string };

/**
 * The date rules of the curriculum form (admin spec §5). `today` is given when the effective date
 * must not be in the past (a new curriculum, or a changed effective date).
 */
export function curriculumDateIssues(
  values: { effectiveDate: string; startDate: string; endDate: string },
  today?: string,
): DateIssue[] {
  const issues: DateIssue[] = [];
  const effective = dayNumber(values.effectiveDate);
  const start = dayNumber(values.startDate);
  const end = dayNumber(values.endDate);
  if (today && effective !== null && effective < (dayNumber(today) ?? 0)) {
    issues.push({ path: 'effectiveDate', message: messages.effectiveDateBeforeToday });
  }
  if (effective !== null && start !== null && start < effective) {
    issues.push({ path: 'startDate', message: messages.startBeforeEffective });
  }
  if (start !== null && end !== null && end < start) issues.push({ path: 'endDate', message: messages.endBeforeStart });
  return issues;
}

/**
 * A part of the curriculum code: the code is typed in links, searches and other rows, so it is
 * one word of letters, digits, dots, dashes and underscores, without spaces or brackets.
 */
const CodePart = (max: number) => RequiredText(max).regex(/^[A-Za-z0-9][A-Za-z0-9._-]*$/, messages.codePartRule);

/**
 * The price in Rupees (admin spec §5: minimum 0). Refused below 0 with its message, never clamped,
 * so -5 is not silently taken as a free curriculum.
 */
export const CurriculumPrice = z.number({ error: fieldError }).min(0, messages.priceBelowZero).max(10_000_000);

/** What an admin enters for a curriculum; name, code, duration and create date are derived. */
export const CurriculumFields = z.object({
  organizationName: RequiredText(200),
  organizationCode: CodePart(40),
  curriculumAward: CodePart(40),
  shortName: CodePart(60),
  longName: RequiredText(300),
  experience: z.enum(EXPERIENCES, { error: messages.required }),
  marksMode: z.enum(MARKS_MODES, { error: messages.required }),
  liveSession: z.boolean({ error: messages.required }),
  showPreviousCurriculum: z.boolean({ error: messages.required }),
  eligibility: RichText,
  passCriteria: RichText,
  effectiveDate: CalendarDate,
  startDate: CalendarDate,
  endDate: CalendarDate,
  price: CurriculumPrice,
  /** An image uploaded through /api/profile/upload-file. */
  image: z
    .object({
      location: StoredKey('curriculumImage', messages.imageFileType),
      fieldname: Identifier(100).optional(),
    })
    .nullable()
    .optional(),
});

/** The curriculum rules that need no clock; the server adds "effective date not before today". */
export const CurriculumInput = CurriculumFields.superRefine((values, ctx) => {
  for (const issue of curriculumDateIssues(values))
    ctx.addIssue({ code: 'custom', path: [issue.path], message: issue.message });
});
export type CurriculumInput = z.input<typeof CurriculumInput>;

export const CurriculumDto = z.object({
  _id: z.string(),
  organizationName: z.string(),
  organizationCode: z.string(),
  curriculumAward: z.string(),
  shortName: z.string(),
  longName: z.string(),
  curriculum: z.string(),
  curriculumCode: z.string(),
  experience: z.string(),
  marksMode: z.string(),
  liveSession: z.boolean(),
  showPreviousCurriculum: z.boolean(),
  eligibility: z.string(),
  passCriteria: z.string(),
  effectiveDate: z.string(),
  startDate: z.string(),
  endDate: z.string(),
  duration: z.number(),
  price: z.number(),
  /** `url` is a signed, expiring address to show it. */
  image: z.object({ location: z.string(), fieldname: z.string().optional(), url: z.string() }).nullable(),
  createDate: z.string(),
  /** Staff only. */
  createdBy: z.string().nullable().optional(),
  /** A copy of another curriculum: it cannot be copied again; its code parts stay editable until it is in use. */
  isCopy: z.boolean().optional(),
});
export type CurriculumDto = z.infer<typeof CurriculumDto>;

const IdParams = z.object({ id: Identifier(100) });

export const getAllCurriculum = endpoint({
  method: 'GET',
  path: '/getAllCurriculum',
  access: 'any',
  summary:
    'Curricula, newest first, a page at a time (admin list); `all=true` for every one (pickers, the subscription page)',
  query: listQuery(['curriculum', 'curriculumCode', 'startDate', 'createDate']),
  response: pagedList(CurriculumDto),
});

export const createCurriculum = endpoint({
  method: 'POST',
  path: '/createCurriculum',
  access: STAFF_ROLES,
  summary: 'Creates a curriculum; name, code and duration are derived',
  body: CurriculumInput,
  response: ok({ message: z.string(), data: CurriculumDto }),
});

export const updateCurriculum = endpoint({
  method: 'POST',
  path: '/updateCurriculum',
  access: STAFF_ROLES,
  summary: 'Updates a curriculum; its name and code stay as created',
  body: z.object({ condition: z.object({ _id: z.string().min(1).max(100) }), updateData: CurriculumInput }),
  response: ok({ message: z.string(), data: CurriculumDto }),
});

export const getCurriculum = endpoint({
  method: 'POST',
  path: '/getCurriculum',
  access: STAFF_ROLES,
  summary: 'One curriculum by _id',
  body: z.object({ _id: z.string().min(1).max(100) }),
  response: ok({ data: CurriculumDto }),
});

export const removeCurriculum = endpoint({
  method: 'POST',
  path: '/removeCurriculum',
  access: STAFF_ROLES,
  summary: 'Deletes a curriculum with its subjects, chapter content and questions; refused while students are enrolled',
  body: z.object({ curriculumCode: RequiredText(200), curriculum: RequiredText(200) }),
  response: ok({ message: z.string() }),
});

export const copyCurriculum = endpoint({
  method: 'POST',
  path: '/copycurriculum/:id',
  access: STAFF_ROLES,
  summary: 'Copies a curriculum alone, as "name (copy)" with a new code',
  params: IdParams,
  response: ok({ message: z.string(), data: CurriculumDto }),
});

export const copyCurriculumDeep = endpoint({
  method: 'POST',
  path: '/copycurriculumtest/:id',
  access: STAFF_ROLES,
  summary: 'Copies a curriculum with its subjects, chapter content and questions, in one transaction',
  params: IdParams,
  response: ok({
    message: z.string(),
    data: CurriculumDto,
    copied: z.object({ subjects: z.number(), courses: z.number(), chapters: z.number(), questions: z.number() }),
  }),
});

export const curriculumEndpoints = [
  getAllCurriculum,
  createCurriculum,
  updateCurriculum,
  getCurriculum,
  removeCurriculum,
  copyCurriculum,
  copyCurriculumDeep,
] as const;
