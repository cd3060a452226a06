import {
  changePassword as changePasswordEndpoint,
  emailPasswordChange,
  getCurriculumOptions,
  getPublicConfig,
  getUserprofile,
  googleLogin as googleLoginEndpoint,
  login as loginEndpoint,
  updateCurriculumUser,
  verifyEmail as verifyEmailEndpoint,
  whoAmI,
} from '@kaksha/contracts/accounts';
import { updateOwnPassword as updateOwnPasswordEndpoint } from '@kaksha/contracts/own-password';
import { updateOwnProfile as updateOwnProfileEndpoint } from '@kaksha/contracts/own-profile';
import { notFound } from '../../http/errors.ts';
import { implement } from '../../http/implement.ts';
import { isStaff } from '../../http/roles.ts';
import { signInClient } from '../sign-ins/index.ts';
import { changeCurriculum, curriculumOptions } from './change-curriculum.ts';
import { verifyEmail } from './email-verification.ts';
import { googleLogin } from './google-login.ts';
import { login } from './login.ts';
import { loginModuleFor } from './login-module.ts';
import { changePassword, requestPasswordReset } from './password-reset.ts';
import { canReadAccount } from './policy.ts';
import { presentUserCurriculum, presentUserInfo } from './presenter.ts';
import { findLiveUser } from './queries.ts';
import { registrationRoutes } from './registration-routes.ts';
import { updateOwnPassword } from './update-own-password.ts';
import { updateOwnProfile } from './update-own-profile.ts';

export const accountsRoutes = [
  implement(loginEndpoint, ({ body, deps, req }) => login(deps, body, signInClient(req))),

  // Everything shown is what the caller's check already read (actor.ts): no further read.
  implement(whoAmI, async ({ actor, deps }) => ({
    status: true as const,
    user: {
      userID: actor.userId,
      email: actor.email,
      role: actor.role,
      firstName: actor.firstName,
      lastName: actor.lastName,
      curriculum: actor.curriculum,
      curriculumCode: actor.curriculumCode,
      subject: actor.subject,
      loginModule: loginModuleFor(actor.role),
    },
    timeZone: deps.config.TIME_ZONE,
  })),

  implement(verifyEmailEndpoint, ({ body, deps, req }) => verifyEmail(deps, body, req.ip)),

  implement(emailPasswordChange, ({ body, deps, req }) =>
    requestPasswordReset(deps, body.emailId, req.ip, (err) => req.log.error({ err }, 'password reset mail failed')),
  ),

  implement(changePasswordEndpoint, ({ body, deps, req }) => changePassword(deps, body, req.ip)),

  implement(updateOwnPasswordEndpoint, ({ body, actor, deps }) => updateOwnPassword(deps, actor, body)),
  implement(updateOwnProfileEndpoint, ({ body, actor, deps }) => updateOwnProfile(deps, actor, body)),

  implement(getPublicConfig, async ({ deps }) => ({ status: true, googleClientId: deps.google?.clientId ?? null })),

  implement(googleLoginEndpoint, ({ body, deps, req }) => googleLogin(deps, body.tokenId, signInClient(req))),

  implement(getUserprofile, async ({ params, actor, deps }) => {
    if (!canReadAccount(actor, params.id)) throw notFound();
    const user = await findLiveUser(deps.db, params.id);
    if (!user) throw notFound();
    // The identity document is for the staff who manage people, not for the catalogue or the owner.
    const identityUrl = user.identityUrl && isStaff(actor) ? deps.fileUrls.privateUrlFor(user.identityUrl) : null;
    return { status: true, userInfo: presentUserInfo(user, identityUrl) };
  }),

  implement(getCurriculumOptions, async ({ actor, deps }) => {
    const { rows, current } = await curriculumOptions(deps, actor);
    return { status: true, current, data: rows.map(presentUserCurriculum) };
  }),

  implement(updateCurriculumUser, ({ body, actor, deps }) => changeCurriculum(deps, actor, body)),

  ...registrationRoutes,
];
