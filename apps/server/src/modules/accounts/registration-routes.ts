import {
  getCities,
  getCountries,
  getCurriculaForRegistration,
  getStates,
  IDENTITY_PREFIX,
  register,
  uploadIdentity,
} from '@kaksha/contracts/registration';
import { todayIn } from '@kaksha/contracts/school-time';
import { UPLOADS } from '@kaksha/contracts/uploads';
import { implement } from '../../http/implement.ts';
import { receiveUpload } from '../../platform/storage/receive-upload.ts';
import { countRequest } from './limits.ts';
import { listCities, listCountries, listStates } from './places.ts';
import { curriculaOpenToJoin } from './queries.ts';
import { registerStudent } from './register-student.ts';

export const registrationRoutes = [
  implement(register, ({ body, deps, req }) => registerStudent(deps, body, req.ip)),

  // Public: anyone may upload before registering, so it is rate-limited and kept under a private
  // prefix (served only through signed links to the student and staff).
  implement(uploadIdentity, async ({ deps, req }) => {
    await countRequest(deps.limiters.registrationByAddress, req.ip);
    const file = await receiveUpload(req, deps, { ...UPLOADS.identity, prefix: IDENTITY_PREFIX });
    return { status: true, identityUrl: file.location, fileName: file.fileName };
  }),

  implement(getCountries, async ({ reply }) => {
    reply.header('cache-control', 'public, max-age=86400');
    return { status: true, data: await listCountries() };
  }),
  implement(getStates, async ({ params, reply }) => {
    reply.header('cache-control', 'public, max-age=86400');
    return { status: true, data: await listStates(params.countryCode) };
  }),
  implement(getCities, async ({ params, reply }) => {
    reply.header('cache-control', 'public, max-age=86400');
    return { status: true, data: await listCities(params.countryCode, params.stateCode) };
  }),

  implement(getCurriculaForRegistration, async ({ deps }) => {
    // "Today" is the school's date, as everywhere else (a UTC date is a day off near midnight).
    const rows = await curriculaOpenToJoin(deps.db, todayIn(deps.config.TIME_ZONE));
    return { status: true, data: rows };
  }),
];
