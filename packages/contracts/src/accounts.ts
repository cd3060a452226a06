import { z } from 'zod';
import { Email, UserId } from './common.ts';
import { endpoint, ok } from './endpoint.ts';
import { messages } from './messages.ts';

/** The area a user lands in after sign-in (spec: login type). */
export const LoginModule = z.enum(['student', 'teacher', 'superadmin']);
export type LoginModule = z.infer<typeof LoginModule>;

export const LoginBody = z.object({
  email: Email,
  password: z.string({ error: messages.required }).min(1, messages.required).max(128),
});

/** `statuscode` 200 on success; 204 means "show the message" as in the spec. */
export const login = endpoint({
  method: 'POST',
  path: '/login',
  access: 'public',
  summary: 'Sign in with e-mail and password; answers a token and the login type',
  body: LoginBody,
  response: ok({
    statuscode: z.number(),
    message: z.string(),
    loginModule: LoginModule,
    token: z.string(),
  }),
});

export const UserCurriculum = z.object({
  curriculum: z.string(),
  curriculumCode: z.string(),
  subject: z.string().nullable(),
  startDate: z.string().nullable(),
  endDate: z.string().nullable(),
  location: z.string().nullable(),
});

/** The signed-in user as the server sees them now (role and active flag re-read). */
export const whoAmI = endpoint({
  method: 'GET',
  path: '/whoami',
  access: 'any',
  summary: 'The signed-in user: role, names and curricula',
  response: ok({
    user: z.object({
      userID: UserId,
      email: z.string(),
      role: z.string(),
      firstName: z.string(),
      lastName: z.string(),
      curriculum: z.string().nullable(),
      curriculumCode: z.string().nullable(),
      subject: z.string().nullable(),
      loginModule: LoginModule.nullable(),
    }),
  }),
});

export const accountsEndpoints = [login, whoAmI] as const;
