import crypto from 'node:crypto';
import { Email } from '@kaksha/contracts/common';
import { messages } from '@kaksha/contracts/messages';
import type { RegisterBody } from '@kaksha/contracts/registration';
import type { z } from 'zod';
import type { Db } from '../../db/client.ts';
import { isUniqueViolation } from '../../db/errors.ts';
import type { AppDeps } from '../../deps.ts';
import { badRequest, conflict } from '../../http/errors.ts';
import { hashPassword } from '../../platform/auth/password.ts';
import type { UserEvent } from '../../platform/live/event-bus.ts';
import { lockCurriculumForEnrolment } from '../curriculum/index.ts';
import { notifyUserToAccept, publishEvents } from '../notifications/index.ts';
import { issueVerificationToken, queueVerificationLink } from './email-verification.ts';
import { verifiedGoogleIdentity } from './google-login.ts';
import { countRequest } from './limits.ts';
import { registrationAttemptMail } from './mails.ts';
import { isKnownPlace } from './places.ts';
import {
  findCurriculumByCode,
  findLiveUserByEmail,
  identityClaimed,
  insertAccountRows,
  type NewAccount,
} from './queries.ts';

type RegisterInput = z.output<typeof RegisterBody>;

const unknownCurriculum = () =>
  badRequest(messages.unknownCurriculum, [{ field: 'curriculumCode', message: messages.unknownCurriculum }]);

/**
 * Registers a student: inactive until an admin accepts them, enrolled in the chosen curriculum.
 * With a password the e-mail must be verified through the mailed link; after Google sign-in the
 * e-mail is the one Google verified (taken from the token, never from the form) and there is no
 * password at all. An e-mail already registered creates nothing and is answered like a new one,
 * after the same work (writeAccount).
 */
export async function registerStudent(deps: AppDeps, input: RegisterInput, ip: string) {
  await countRequest(deps.limiters.registrationByAddress, ip);

  const google = input.googleToken ? await verifiedGoogleIdentity(deps, input.googleToken) : null;
  const email = google ? google.email : Email.parse(input.email);

  const curriculum = await findCurriculumByCode(deps.db, input.curriculumCode);
  if (!curriculum) throw unknownCurriculum();
  if (!(await isKnownPlace(input))) {
    throw badRequest(messages.unknownPlace, [{ field: 'city', message: messages.unknownPlace }]);
  }
  if (input.identityUrl) await checkIdentityUpload(deps, input.identityUrl);

  const existing = await findLiveUserByEmail(deps.db, email);
  // Google proved the caller owns the address, so telling them it is registered reveals nothing.
  if (existing && google) throw conflict(messages.emailAlreadyRegistered);

  const id = crypto.randomUUID();
  const passwordHash = google ? null : await hashPassword(input.password);
  const account: NewAccount = { id, email, passwordHash, google: google !== null, input, curriculum };
  let events: UserEvent[] = [];
  try {
    events = await deps.db.transaction(async (tx) => {
      // The curriculum may have been deleted since it was read; holding it keeps it until commit.
      if (!(await lockCurriculumForEnrolment(tx, curriculum.curriculumCode))) throw unknownCurriculum();
      // A known address makes the same writes under a stand-in address, then undoes them
      // (writeAccount), so the answer takes as long as a new registration's: a gap of 8.5 ms once
      // told 66 of 80 guesses. Its owner is mailed where a new student gets the verification link.
      const token = await writeAccount(tx, existing ? standIn(account) : account, existing !== undefined);
      if (existing) await queueAttemptMail(deps, tx, existing);
      else if (token) await queueVerificationLink(deps, tx, { id, email, firstName: input.firstName }, token);
      // Google proved the e-mail: admins are told now. Anyone else gets the verification link with the account.
      return google ? notifyUserToAccept(tx, { id, email, firstName: input.firstName, lastName: input.lastName }) : [];
    });
  } catch (e) {
    // Registered a moment ago by a request running alongside: answered like any known address.
    if (isUniqueViolation(e) && !google) return { status: true as const, Message: messages.registered };
    if (isUniqueViolation(e)) throw conflict(messages.emailAlreadyRegistered);
    throw e;
  }

  if (google) {
    await publishEvents(deps, events);
    return { status: true as const, Message: messages.registeredWithGoogle };
  }
  deps.mail.kick();
  return { status: true as const, Message: messages.registered };
}

/**
 * The new student's rows, in a savepoint of the registration's transaction: the account, its
 * enrolment and, without Google, the verification token (returned). With `undo` the savepoint is
 * rolled back and nothing stays; the database has done the same work either way.
 */
async function writeAccount(tx: Db, a: NewAccount, undo: boolean): Promise<string | null> {
  let token: string | null = null;
  try {
    await tx.transaction(async (savepoint) => {
      await insertAccountRows(savepoint, a);
      token = a.google ? null : await issueVerificationToken(savepoint, a.id);
      if (undo) throw new Undone();
    });
  } catch (error) {
    if (!(error instanceof Undone)) throw error;
    return null;
  }
  return token;
}

class Undone extends Error {}

/** The same account under an address and id nobody has: what a known address writes and undoes. */
const standIn = (a: NewAccount): NewAccount => ({
  ...a,
  id: crypto.randomUUID(),
  email: `${crypto.randomUUID()}@registration.invalid`,
});

/**
 * An address that already has an account gets the answer of a new registration, so the form
 * cannot be used to learn who studies here; its owner is told by mail instead (through the
 * outbox, after the answer, like every mail).
 */
async function queueAttemptMail(deps: AppDeps, tx: Db, owner: { email: string; firstName: string }) {
  await deps.mail.queue(tx, {
    to: owner.email,
    ...registrationAttemptMail({ firstName: owner.firstName, loginUrl: `${deps.config.publicUrl}/login` }),
  });
}

/** An identity document must be an upload of this form, not yet claimed by another account. */
async function checkIdentityUpload(deps: AppDeps, location: string): Promise<void> {
  const fail = () =>
    badRequest(messages.identityUploadAgain, [{ field: 'identityUrl', message: messages.identityUploadAgain }]);
  if (await identityClaimed(deps.db, location)) throw fail();
  if (!(await deps.storage.stat(location))) throw fail();
}
