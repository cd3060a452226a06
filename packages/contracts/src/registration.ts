import { z } from 'zod';
import { Email, Password, RequiredText } from './common.ts';
import { endpoint, ok } from './endpoint.ts';
import { messages } from './messages.ts';
import {
  Address,
  DateOfBirth,
  Gender,
  Guardian,
  OptionalMobile,
  OptionalName,
  OptionalText,
  PersonName,
  Pincode,
  PlaceName,
} from './person-fields.ts';
import { STORAGE_PREFIX, StoredKey } from './stored-keys.ts';

/** Where an identity document uploaded during registration is kept (server-chosen, private). */
export const IDENTITY_PREFIX = STORAGE_PREFIX.identity;
export const IdentityLocation = StoredKey('identity', messages.identityUploadAgain);

/** Fields of the registration form (spec §3 Registration, §5) shared by both variants. */
const registrationFields = {
  firstName: PersonName,
  middleName: OptionalName,
  lastName: PersonName,
  mobile: OptionalMobile,
  gender: Gender,
  dob: DateOfBirth,
  parentOrGardien: Guardian.optional(),
  address: Address,
  country: PlaceName,
  state: PlaceName,
  city: PlaceName,
  pincode: Pincode,
  identityNumber: OptionalText(50),
  /** The spec's client sends '' when no document was chosen: that is none, not a bad upload. */
  identityUrl: z
    .union([z.literal(''), IdentityLocation])
    .optional()
    .transform((location) => location || undefined),
  /** The curriculum to join; the server takes its name from the code. */
  curriculumCode: RequiredText(100),
  curriculum: z.string().max(200).optional(),
};

/**
 * POST /register. With `googleToken` (after Google sign-in) the e-mail comes from the verified
 * token, never from `email`, and there is no password.
 */
export const RegisterBody = z
  .object({
    ...registrationFields,
    email: z.string().max(254).default(''),
    password: z.string().max(128).default(''),
    googleToken: z.string().max(4096).optional(),
  })
  // Checked even when other fields are wrong (`when`), so the form shows every message at once.
  .superRefine(
    (value, ctx) => {
      if (value.googleToken) return;
      const fields = { email: Email, password: Password } as const;
      for (const field of ['email', 'password'] as const) {
        const checked = fields[field].safeParse(value[field] ?? '');
        if (!checked.success) {
          ctx.addIssue({
            code: 'custom',
            path: [field],
            message: checked.error.issues[0]?.message ?? messages.required,
          });
        }
      }
    },
    { when: (payload) => typeof payload.value === 'object' && payload.value !== null },
  );

export type RegisterInput = z.input<typeof RegisterBody>;

export const register = endpoint({
  method: 'POST',
  path: '/register',
  access: 'public',
  summary: 'Register a student: inactive and unverified until the e-mail is verified and an admin accepts',
  body: RegisterBody,
  response: ok({ Message: z.string() }),
});

export const uploadIdentity = endpoint({
  method: 'POST',
  path: '/uploadIdentity',
  access: 'public',
  upload: true,
  summary: 'Upload the identity document of a registration (image or PDF, 2 MB at most); answers its location',
  response: ok({ identityUrl: IdentityLocation, fileName: z.string() }),
});

const Place = z.object({ name: z.string(), isoCode: z.string() });

export const getCountries = endpoint({
  method: 'GET',
  path: '/countries',
  access: 'public',
  summary: 'Countries for the address selects',
  response: ok({ data: z.array(Place) }),
});

const CodeParam = z.string().regex(/^[A-Za-z0-9-]{1,10}$/);

export const getStates = endpoint({
  method: 'GET',
  path: '/states/:countryCode',
  access: 'public',
  summary: 'States of a country',
  params: z.object({ countryCode: CodeParam }),
  response: ok({ data: z.array(Place) }),
});

export const getCities = endpoint({
  method: 'GET',
  path: '/cities/:countryCode/:stateCode',
  access: 'public',
  summary: 'Cities of a state',
  params: z.object({ countryCode: CodeParam, stateCode: CodeParam }),
  response: ok({ data: z.array(z.object({ name: z.string() })) }),
});

export const getCurriculaForRegistration = endpoint({
  method: 'GET',
  path: '/getCurriculaForRegistration',
  access: 'public',
  summary: 'Curricula open to join (name, code and price): registration and the public /Subscription page',
  response: ok({
    data: z.array(
      z.object({ curriculum: z.string(), curriculumCode: z.string(), longName: z.string(), price: z.number() }),
    ),
  }),
});

export const registrationEndpoints = [
  register,
  uploadIdentity,
  getCountries,
  getStates,
  getCities,
  getCurriculaForRegistration,
] as const;
