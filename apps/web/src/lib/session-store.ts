import type { LoginModule } from '@kaksha/contracts/accounts';
import { LOGIN_MODULES } from '@kaksha/contracts/accounts/routes';
import { decodeJwt } from 'jose';

/*
 * Where the sign-in lives for the tab (session storage), without zod: the sign-in page loads
 * this. session.ts reads the token's claims against the contracts' TokenClaims for the areas.
 */

/** The tab's session storage keys (the browser tests sign in by writing them as the login page does). */
export const TOKEN_KEY = 'token';
export const LOGIN_TYPE_KEY = 'loginType';

export const isLoginType = (value: unknown): value is LoginModule =>
  typeof value === 'string' && (LOGIN_MODULES as readonly string[]).includes(value);

const listeners = new Set<() => void>();
const notify = () => {
  for (const listener of listeners) listener();
};

/** Called whenever the session is saved or cleared (useSession re-renders with it). */
export function subscribeSession(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function saveSession(token: string, loginType: LoginModule): void {
  sessionStorage.setItem(TOKEN_KEY, token);
  sessionStorage.setItem(LOGIN_TYPE_KEY, loginType);
  notify();
}

/** Everything Kaksha keeps for the tab goes, as the spec's Logout asks. */
export function clearSession(): void {
  sessionStorage.clear();
  notify();
}

export function getToken(): string | null {
  return sessionStorage.getItem(TOKEN_KEY);
}

export function getLoginType(): LoginModule | null {
  const value = sessionStorage.getItem(LOGIN_TYPE_KEY);
  return isLoginType(value) ? value : null;
}

/** A token without `exp` is left for the server to judge: a 401 from it signs the user out. */
export const isExpired = (claims: { exp?: number }, nowMs = Date.now()): boolean =>
  claims.exp !== undefined && claims.exp * 1000 <= nowMs;

/** The login type of a stored, readable, unexpired token: where the sign-in page sends its user. */
export function storedLoginType(nowMs = Date.now()): LoginModule | null {
  const token = getToken();
  const loginType = getLoginType();
  if (!token || !loginType) return null;
  try {
    const { exp } = decodeJwt(token);
    return isExpired({ exp }, nowMs) ? null : loginType;
  } catch {
    return null;
  }
}

export type AreaPath = '/student' | '/teacher' | '/admin';

/** Where each login type lives (spec §2: superadmin uses the admin area). */
export const AREA_OF: Record<LoginModule, AreaPath> = {
  student: '/student',
  teacher: '/teacher',
  superadmin: '/admin',
};
