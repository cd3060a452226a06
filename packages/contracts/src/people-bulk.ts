import { z } from 'zod';
import { RequiredText, UserId } from './common.ts';
import { endpoint, ok, STAFF_ROLES } from './endpoint.ts';
import { messages } from './messages.ts';

/** What one press of a bulk button does to every selected user. */
export const BULK_USER_ACTIONS = ['accept', 'reject', 'activate', 'deactivate', 'delete', 'enrol', 'move'] as const;
export type BulkUserAction = (typeof BULK_USER_ACTIONS)[number];

/** The actions that name a curriculum: students only. */
export const CURRICULUM_BULK_ACTIONS = ['enrol', 'move'] as const satisfies readonly BulkUserAction[];

/** How many users one bulk call may change: a few pages of the largest page size. */
export const MAX_BULK_USERS = 500;

/** The words of each action on its button and in its question. */
export const BULK_USER_ACTION_LABELS: Record<BulkUserAction, string> = {
  accept: 'Accept',
  reject: 'Reject',
  activate: 'Activate',
  deactivate: 'Deactivate',
  delete: 'Delete',
  enrol: 'Enrol in curriculum',
  move: 'Move to curriculum',
};

export const BulkUpdateUsersBody = z
  .object({
    action: z.enum(BULK_USER_ACTIONS),
    userIDs: z
      .array(UserId)
      .min(1, messages.bulkNothingSelected)
      .max(MAX_BULK_USERS, messages.bulkTooMany.replace('{max}', String(MAX_BULK_USERS)))
      .refine((ids) => new Set(ids).size === ids.length, messages.bulkRepeatedUser),
    /** The curriculum of `enrol` and `move`. */
    curriculumCode: RequiredText(100).optional(),
  })
  .superRefine((body, ctx) => {
    const needsCurriculum = (CURRICULUM_BULK_ACTIONS as readonly string[]).includes(body.action);
    if (needsCurriculum && !body.curriculumCode) {
      ctx.addIssue({ code: 'custom', path: ['curriculumCode'], message: messages.required });
    }
  });
export type BulkUpdateUsersInput = z.input<typeof BulkUpdateUsersBody>;

/** What happened to one user: changed, already so (unchanged), or refused with the reason. */
export const BULK_OUTCOMES = ['changed', 'unchanged', 'failed'] as const;
export type BulkOutcome = (typeof BULK_OUTCOMES)[number];

export const BulkUserResult = z.object({
  userID: z.string(),
  /** The user's name and e-mail, or the id when no such user exists. */
  name: z.string(),
  outcome: z.enum(BULK_OUTCOMES),
  /** Why it failed, or what was already so; empty when changed. */
  message: z.string(),
});
export type BulkUserResult = z.infer<typeof BulkUserResult>;

export const bulkUpdateUsers = endpoint({
  method: 'POST',
  path: '/bulkUpdateUsers',
  access: STAFF_ROLES,
  summary:
    'Accept, reject, activate, deactivate or delete many users, or enrol or move students to a curriculum. Each user is changed in a transaction of its own and audited; the answer says per user what happened, so one refusal stops no other',
  body: BulkUpdateUsersBody,
  response: ok({
    message: z.string(),
    data: z.object({
      changed: z.number().int(),
      unchanged: z.number().int(),
      failed: z.number().int(),
      results: z.array(BulkUserResult),
    }),
  }),
});

export const peopleBulkEndpoints = [bulkUpdateUsers] as const;
