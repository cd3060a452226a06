import { describe, expect, it } from 'vitest';
import { fakeToken, signInAs } from '../test/fake-token.ts';
import { clearSession, decodeToken, getSession, isExpired, saveSession, type TokenClaims } from './session.ts';

describe('decodeToken', () => {
  it('reads the claims of the payload', () => {
    const claims = decodeToken(
      fakeToken({ email: 'rené@example.com', role: 'teacher', subject: 'Physics', exp: 2000 }),
    );
    expect(claims).toEqual({
      email: 'rené@example.com',
      role: 'teacher',
      userID: 'u-1',
      curriculumCode: 'CUR-1',
      curriculum: 'Class 10',
      userCurriculum: ['CUR-1'],
      subject: 'Physics',
      exp: 2000,
    });
  });

  it('answers null for something that is not a token', () => {
    expect(decodeToken('not-a-token')).toBeNull();
    expect(decodeToken('a.%%%.c')).toBeNull();
    expect(decodeToken(`a.${btoa('{"role":"student"}')}.c`)).toBeNull();
  });
});

describe('isExpired', () => {
  const claims: TokenClaims = {
    email: 'a@b.co',
    role: 'student',
    userID: 'u-1',
    curriculumCode: null,
    curriculum: null,
    userCurriculum: [],
    subject: null,
  };

  it('compares exp (seconds) with now', () => {
    expect(isExpired({ ...claims, exp: 100 }, 100_000)).toBe(true);
    expect(isExpired({ ...claims, exp: 101 }, 100_000)).toBe(false);
  });

  it('leaves a token without exp to the server', () => {
    expect(isExpired(claims, 100_000)).toBe(false);
  });
});

describe('getSession', () => {
  it('returns the stored session', () => {
    saveSession(fakeToken(), 'student');
    expect(getSession()?.loginType).toBe('student');
    expect(getSession()?.claims.userID).toBe('u-1');
  });

  it('treats an expired token as signed out', () => {
    signInAs('teacher', { exp: Math.floor(Date.now() / 1000) - 5 });
    expect(getSession()).toBeNull();
  });

  it('needs a known login type', () => {
    sessionStorage.setItem('token', fakeToken());
    sessionStorage.setItem('loginType', 'pirate');
    expect(getSession()).toBeNull();
  });

  it('is gone after clearSession', () => {
    signInAs('superadmin');
    clearSession();
    expect(getSession()).toBeNull();
    expect(sessionStorage.length).toBe(0);
  });
});
