import type { LoginModule } from '@kaksha/contracts';
import { decodeJwt } from 'jose';
import { useSyncExternalStore } from 'react';

/** The claims Kaksha puts in its sign-in token (spec §1). */
export interface TokenClaims {
  email: string;
  role: string;
  userID: string;
  curriculumCode: string | null;
  curriculum: string | null;
  userCurriculum: string[];
  subject: string | null;
  /** Seconds since the epoch. */
  exp?: number;
}

export interface Session {
  token: string;
  loginType: LoginModule;
  claims: TokenClaims;
}

const TOKEN_KEY = 'token';
const LOGIN_TYPE_KEY = 'loginType';
const LOGIN_TYPES: readonly LoginModule[] = ['student', 'teacher', 'superadmin'];

const isLoginType = (value: unknown): value is LoginModule =>
  typeof value === 'string' && (LOGIN_TYPES as readonly string[]).includes(value);

const textOrNull = (value: unknown): string | null => (typeof value === 'string' ? value : null);

/**
 * Reads the token's payload without checking its signature (jose's decodeJwt): the server checks
 * it on every call, the client only needs the claims to choose the area and greet the user.
 */
export function decodeToken(token: string): TokenClaims | null {
  let claims: Record<string, unknown>;
  try {
    claims = decodeJwt(token);
  } catch {
    return null;
  }
  if (typeof claims.userID !== 'string' || typeof claims.role !== 'string') return null;
  return {
    email: textOrNull(claims.email) ?? '',
    role: claims.role,
    userID: claims.userID,
    curriculumCode: textOrNull(claims.curriculumCode),
    curriculum: textOrNull(claims.curriculum),
    userCurriculum: Array.isArray(claims.userCurriculum)
      ? claims.userCurriculum.filter((code): code is string => typeof code === 'string')
      : [],
    subject: textOrNull(claims.subject),
    exp: typeof claims.exp === 'number' ? claims.exp : undefined,
  };
}

/** A token without `exp` is left for the server to judge: a 401 from it signs the user out. */
export const isExpired = (claims: TokenClaims, nowMs = Date.now()): boolean =>
  claims.exp !== undefined && claims.exp * 1000 <= nowMs;

/*
 * Screens read the session through useSession, so a new token (Change Curriculum) re-renders every
 * screen that shows the current curriculum, without reloading the page.
 */
const listeners = new Set<() => void>();
const notify = () => {
  for (const listener of listeners) listener();
};

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

/** The signed-in session, or null when there is none or it has expired. */
export function getSession(nowMs = Date.now()): Session | null {
  const token = getToken();
  const loginType = sessionStorage.getItem(LOGIN_TYPE_KEY);
  if (!token || !isLoginType(loginType)) return null;
  const claims = decodeToken(token);
  if (!claims || isExpired(claims, nowMs)) return null;
  return { token, loginType, claims };
}

const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => listeners.delete(listener);
};

// useSyncExternalStore needs the same object while nothing changed: keep the last one per token.
let last: { key: string; session: Session | null } = { key: '', session: null };
function snapshot(): Session | null {
  const key = `${sessionStorage.getItem(LOGIN_TYPE_KEY)}|${getToken()}`;
  if (key !== last.key) last = { key, session: getSession() };
  return last.session && !isExpired(last.session.claims) ? last.session : null;
}

/** The signed-in session, re-rendering when it is saved or cleared. */
export const useSession = (): Session | null => useSyncExternalStore(subscribe, snapshot);

export type AreaPath = '/student' | '/teacher' | '/admin';

/** Where each login type lives (spec §2: superadmin uses the admin area). */
export const AREA_OF: Record<LoginModule, AreaPath> = {
  student: '/student',
  teacher: '/teacher',
  superadmin: '/admin',
};
