/** What other modules use of accounts: sign-in tokens, users, password links, request limits, places. */
export { issueToken } from './issue-token.ts';
export { countRequest } from './limits.ts';
export { queuePasswordLinkMail, queueSetPasswordMails } from './password-links.ts';
export { unknownPlacePart } from './places.ts';
export { findLiveUser, findUser } from './queries.ts';
