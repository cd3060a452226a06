/** What other modules use of sign-ins: the client of a request, starting and ending sign-ins. */
export { signInClient } from './client.ts';
export { isUsualAddress, type SignInClient, startSignIn } from './queries.ts';
export { endSignInsOfUser } from './sign-outs.ts';
