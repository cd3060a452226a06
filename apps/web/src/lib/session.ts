import type { LoginModule } from '@kaksha/contracts/accounts';
import { TokenClaims } from '@kaksha/contracts/token-claims';
import { decodeJwt } from 'jose';
import { useSyncExternalStore } from 'react';
import { getLoginType, getToken, isExpired, subscribeSession } from './session-store.ts';

export {
  AREA_OF,
  type AreaPath,
  clearSession,
  getToken,
  isExpired,
  saveSession,
} from './session-store.ts';
export type { TokenClaims };

export interface Session {
  token: string;
  loginType: LoginModule;
  claims: TokenClaims;
}

/**
 * Reads the token's claims (jose's decodeJwt) against the contracts' TokenClaims, without checking
 * the signature: the server checks it on every call, the client only needs the claims to choose
 * the area and greet the user.
 */
export function decodeToken(token: string): TokenClaims | null {
  try {
    const parsed = TokenClaims.safeParse(decodeJwt(token));
    return parsed.success ? parsed.data : null;
  } catch {
    return null;
  }
}

/** The signed-in session, or null when there is none or it has expired. */
export function getSession(nowMs = Date.now()): Session | null {
  const token = getToken();
  const loginType = getLoginType();
  if (!token || !loginType) return null;
  const claims = decodeToken(token);
  if (!claims || isExpired(claims, nowMs)) return null;
  return { token, loginType, claims };
}

// useSyncExternalStore needs the same object while nothing changed: keep the last one per token.
let last: { key: string; session: Session | null } = { key: '', session: null };
function snapshot(): Session | null {
  const key = `${getLoginType()}|${getToken()}`;
  if (key !== last.key) last = { key, session: getSession() };
  return last.session && !isExpired(last.session.claims) ? last.session : null;
}

/**
 * The signed-in session, re-rendering when it is saved or cleared: a new token (Change
 * Curriculum) shows on every screen without reloading the page.
 */
export const useSession = (): Session | null => useSyncExternalStore(subscribeSession, snapshot);
