import { z } from 'zod';
import { getPublicConfigRoute, googleLoginRoute, LOGIN_MODULES, loginRoute } from './accounts-routes.ts';
import { Email, fieldError, Password, UserId } from './common.ts';
import { endpoint, ok } from './endpoint.ts';
import { messages } from './messages.ts';

/** The area a user lands in after sign-in (spec: login type). */
export const LoginModule = z.enum(LOGIN_MODULES);
export type LoginModule = z.infer<typeof LoginModule>;

export const LoginBody = z.object({
  email: Email,
  password: z.string({ error: fieldError }).min(1, messages.required).max(128),
});

/** `statuscode` 200 on success; 204 means "show the message" as in the spec. */
export const login = endpoint({
  ...loginRoute,
  summary: 'Sign in with e-mail and password; answers a token and the login type',
  body: LoginBody,
  response: ok({
    statuscode: z.number(),
    message: z.string(),
    loginModule: LoginModule,
    token: z.string(),
  }),
});

const RequiredCode = z.string({ error: fieldError }).trim().min(1, messages.required).max(100);

export const UserCurriculum = z.object({
  curriculum: z.string(),
  /** The curriculum's long name, what people call it; the name when the curriculum is gone. */
  longName: z.string(),
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
    /** The school's time zone (the server's TIME_ZONE): every date a person reads is shown in it. */
    timeZone: z.string().optional(),
  }),
});

/** POST /verify-email: the link of the verification mail. */
export const verifyEmail = endpoint({
  method: 'POST',
  path: '/verify-email',
  access: 'public',
  summary: "Verify a new student's e-mail with the one-time token from the mail",
  body: z.object({ id: UserId, emailToken: z.string().min(1).max(200) }),
  response: ok({ message: z.string() }),
});

export const EmailPasswordChangeBody = z.object({
  emailId: z
    .string({ error: messages.emailCantBeEmpty })
    .trim()
    .min(1, messages.emailCantBeEmpty)
    .max(254)
    .pipe(z.email({ error: messages.invalidEmail }))
    .transform((v) => v.toLowerCase()),
});

/** POST /email-password-change: answers the same whether or not the address has an account. */
export const emailPasswordChange = endpoint({
  method: 'POST',
  path: '/email-password-change',
  access: 'public',
  summary: 'Send a link to change the password to this e-mail, if it has an account',
  body: EmailPasswordChangeBody,
  response: ok({ Message: z.string() }),
});

export const ChangePasswordBody = z
  .object({
    id: UserId,
    token: z.string().min(1).max(200),
    password: Password,
    confirmPassword: z.string({ error: fieldError }).min(1, messages.required).max(128),
  })
  .refine((v) => v.password === v.confirmPassword, {
    path: ['confirmPassword'],
    message: messages.passwordsDoNotMatch,
  });

/** POST /change-password: the link of the reset mail (and of a new staff account's mail). */
export const changePassword = endpoint({
  method: 'POST',
  path: '/change-password',
  access: 'public',
  summary: 'Set a new password with the one-time token from the mail',
  body: ChangePasswordBody,
  response: ok({ message: z.string() }),
});

/** Settings the sign-in page needs before anyone signs in. */
export const getPublicConfig = endpoint({
  ...getPublicConfigRoute,
  summary: 'Public settings: the Google client id when Google sign-in is on',
  response: ok({ googleClientId: z.string().nullable() }),
});

/**
 * POST /googleLogin. A known user gets the /login answer with `valid: true`; an unknown one gets
 * `valid: false` and the e-mail (and names) Google verified, to register with.
 */
export const googleLogin = endpoint({
  ...googleLoginRoute,
  summary: 'Sign in with a Google ID token',
  body: z.object({ tokenId: z.string().min(1).max(4096) }),
  response: ok({
    valid: z.boolean(),
    email: z.string(),
    firstName: z.string().optional(),
    lastName: z.string().optional(),
    statuscode: z.number(),
    message: z.string(),
    loginModule: LoginModule.optional(),
    token: z.string().optional(),
  }),
});

export const UserInfo = z.object({
  userID: UserId,
  role: z.string(),
  firstName: z.string(),
  middleName: z.string(),
  lastName: z.string(),
  mobile: z.string(),
  dob: z.string().nullable(),
  email: z.string(),
  gender: z.string().nullable(),
  address: z.string(),
  country: z.string().nullable(),
  state: z.string().nullable(),
  city: z.string().nullable(),
  pincode: z.string().nullable(),
  curriculum: z.string().nullable(),
  curriculumCode: z.string().nullable(),
  subject: z.string().nullable(),
  parentOrGardien: z
    .object({
      parentFirstName: z.string().optional(),
      parentMiddleName: z.string().optional(),
      parentLastName: z.string().optional(),
      parentMobile: z.string().optional(),
      parentEmail: z.string().optional(),
      parentAddress: z.string().optional(),
    })
    .nullable(),
  identityNumber: z.string().nullable(),
  /** A signed, expiring link to the identity document, when there is one. */
  identityUrl: z.string().nullable(),
  isActivate: z.boolean(),
  isEmail: z.boolean(),
  isGoogle: z.boolean(),
});
export type UserInfo = z.infer<typeof UserInfo>;

/** A user reads only their own profile; staff may read anyone's. */
export const getUserprofile = endpoint({
  method: 'GET',
  path: '/getUserprofile/:id',
  access: 'any',
  summary: "A user's profile (your own, or anyone's for staff)",
  params: z.object({ id: UserId }),
  response: ok({ userInfo: UserInfo }),
});

/**
 * What the signed-in user may switch to in Change Curriculum: their enrolments (students) or
 * assignments with a subject (teachers). The media domain's getUserCurr lists enrolments for
 * browsing; this one carries the subject the teacher's modal needs.
 */
export const getCurriculumOptions = endpoint({
  method: 'GET',
  path: '/getCurriculumOptions',
  access: ['student', 'teacher'],
  summary: 'The curricula (and subjects, for teachers) the caller may switch to',
  response: ok({
    current: z.object({ curriculumCode: z.string().nullable(), subject: z.string().nullable() }),
    data: z.array(UserCurriculum),
  }),
});

/** Switches the current curriculum (and subject, for teachers); answers a new token. */
export const updateCurriculumUser = endpoint({
  method: 'POST',
  path: '/updateCurriculumUser',
  access: ['student', 'teacher'],
  summary: 'Change the current curriculum (teachers: and subject); answers a new token',
  body: z.object({
    userID: UserId,
    curriculum: z.string().max(200).optional(),
    curriculumCode: RequiredCode,
    role: z.enum(['student', 'teacher']).optional(),
    subject: z.string().trim().max(200).optional(),
  }),
  response: ok({ token: z.string(), loginModule: LoginModule, message: z.string() }),
});

export const accountsEndpoints = [
  login,
  whoAmI,
  verifyEmail,
  emailPasswordChange,
  changePassword,
  getPublicConfig,
  googleLogin,
  getUserprofile,
  getCurriculumOptions,
  updateCurriculumUser,
] as const;
