import { messages } from '@kaksha/contracts/messages';
import { endSession, getMySessions, logout, logoutEverywhere } from '@kaksha/contracts/sign-ins';
import { notFound } from '../../http/errors.ts';
import { implement } from '../../http/implement.ts';
import { presentSignIn } from './presenter.ts';
import { activeSignIns } from './queries.ts';
import { endOneSignIn, endSignInsOfUser } from './sign-outs.ts';

/** A user sees and ends only their own sign-ins: every query is scoped to the caller's id. */
export const signInRoutes = [
  implement(getMySessions, async ({ actor, deps }) => {
    const rows = await activeSignIns(deps.db, actor.userId);
    return { status: true, data: rows.map((row) => presentSignIn(row, actor.signInId)) };
  }),

  implement(endSession, async ({ body, actor, deps }) => {
    // Someone else's sign-in, an ended one and an unknown id all read as not found.
    if (!(await endOneSignIn(deps, actor.userId, body.id))) throw notFound();
    return { status: true, message: messages.signInEnded };
  }),

  implement(logout, async ({ actor, deps }) => {
    await endOneSignIn(deps, actor.userId, actor.signInId);
    return { status: true, message: messages.signedOut };
  }),

  implement(logoutEverywhere, async ({ actor, deps }) => {
    await endSignInsOfUser(deps, actor.userId);
    return { status: true, message: messages.signedOutEverywhere };
  }),
];
