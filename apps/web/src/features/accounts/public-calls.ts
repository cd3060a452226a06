import { changePassword, emailPasswordChange, verifyEmail } from '@kaksha/contracts/accounts';
import type { BodyOf } from '@kaksha/contracts/endpoint';
import { register } from '@kaksha/contracts/registration';
import { call } from '../../lib/api-client.ts';

/*
 * The accounts changes made from the public pages, before anyone is signed in (so outside any
 * data cache): registering, asking for a password link, setting the new password, verifying.
 */
export const registerStudent = (body: BodyOf<typeof register>) => call(register, { body });
export const requestPasswordLink = (body: BodyOf<typeof emailPasswordChange>) => call(emailPasswordChange, { body });
export const setNewPassword = (body: BodyOf<typeof changePassword>) => call(changePassword, { body });
export const verifyEmailLink = (id: string, emailToken: string) => call(verifyEmail, { body: { id, emailToken } });
