import type { LoginModule } from '@kaksha/contracts/accounts';
import type { TokenClaims } from '../lib/session.ts';

const base64Url = (text: string) =>
  btoa(String.fromCharCode(...new TextEncoder().encode(text)))
    .replace(/\+/g, '-')
    .replace(/\//g, '_')
    .replace(/=+$/, '');

/** An unsigned token shaped like the server's; the client never checks signatures. */
export function fakeToken(claims: Partial<TokenClaims> = {}): string {
  const payload: TokenClaims = {
    email: 'asha@example.com',
    role: 'student',
    userID: 'u-1',
    curriculumCode: 'CUR-1',
    curriculum: 'Class 10',
    userCurriculum: ['CUR-1'],
    subject: null,
    exp: Math.floor(Date.now() / 1000) + 3600,
    ...claims,
  };
  return `${base64Url(JSON.stringify({ alg: 'HS256', typ: 'JWT' }))}.${base64Url(JSON.stringify(payload))}.sig`;
}

export function signInAs(loginType: LoginModule, claims: Partial<TokenClaims> = {}): void {
  sessionStorage.setItem('token', fakeToken(claims));
  sessionStorage.setItem('loginType', loginType);
}
