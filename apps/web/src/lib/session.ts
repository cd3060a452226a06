import type { LoginModule } from '@kaksha/contracts';

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

function decodeBase64Url(segment: string): string {
  const base64 = segment.replace(/-/g, '+').replace(/_/g, '/');
  const padded = base64.padEnd(base64.length + ((4 - (base64.length % 4)) % 4), '=');
  const bytes = Uint8Array.from(atob(padded), (char) => char.charCodeAt(0));
  // Names and e-mails may hold non-ASCII characters, so decode the bytes as UTF-8.
  return new TextDecoder().decode(bytes);
}

/**
 * Reads the token's payload without checking its signature: the server checks it on every call,
 * the client only needs the claims to choose the area and greet the user.
 */
export function decodeToken(token: string): TokenClaims | null {
  const payload = token.split('.')[1];
  if (!payload) return null;
  let raw: unknown;
  try {
    raw = JSON.parse(decodeBase64Url(payload));
  } catch {
    return null;
  }
  if (typeof raw !== 'object' || raw === null) return null;
  const claims = raw as Record<string, unknown>;
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

export function saveSession(token: string, loginType: LoginModule): void {
  sessionStorage.setItem(TOKEN_KEY, token);
  sessionStorage.setItem(LOGIN_TYPE_KEY, loginType);
}

/** Everything Kaksha keeps for the tab goes, as the spec's Logout asks. */
export function clearSession(): void {
  sessionStorage.clear();
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

export type AreaPath = '/student' | '/teacher' | '/admin';

/** Where each login type lives (spec §2: superadmin uses the admin area). */
export const AREA_OF: Record<LoginModule, AreaPath> = {
  student: '/student',
  teacher: '/teacher',
  superadmin: '/admin',
};
