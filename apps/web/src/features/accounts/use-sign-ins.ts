import { endSession, getMySessions, logout, logoutEverywhere } from '@kaksha/contracts/sign-ins';
import { call } from '../../lib/api-client.ts';
import { useEndpointMutation, useEndpointQuery } from '../../lib/endpoint-query.ts';

/** The user's active sign-ins (profile: "Where you are signed in"). */
export const useSignIns = () => useEndpointQuery(getMySessions, {}, { select: (answer) => answer.data });

/** Signs out one other device; the list refreshes. */
export const useEndSignIn = () =>
  useEndpointMutation((id: string) => call(endSession, { body: { id } }), [getMySessions]);

/** Ends every sign-in of the user, this one included (the caller then clears the browser). */
export const useLogoutEverywhere = () => useEndpointMutation(() => call(logoutEverywhere), []);

/**
 * Ends this browser's sign-in on the server, so its token stops working even if it was copied.
 * The browser is cleared whatever the answer: a failed call must not keep anyone signed in here.
 */
export async function endThisSignIn(): Promise<void> {
  try {
    await call(logout);
  } catch {
    // Already ended, expired or offline: nothing more to do than clear the browser.
  }
}
