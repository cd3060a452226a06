import { describe, expect, it } from 'vitest';
import { afterSignIn, signInReturningTo } from './sign-in-return.ts';

describe('after signing in, the page first asked for', () => {
  it('is carried by the sign-in address', () => {
    expect(signInReturningTo('/student/my-queries/open?chat=c1')).toBe(
      '/login?next=%2Fstudent%2Fmy-queries%2Fopen%3Fchat%3Dc1',
    );
    expect(afterSignIn('student', '?next=%2Fstudent%2Fmy-queries%2Fopen%3Fchat%3Dc1')).toBe(
      '/student/my-queries/open?chat=c1',
    );
  });

  it.each([
    ['teacher', '?next=/teacher/queries-list', '/teacher/queries-list'],
    ['superadmin', '?next=/admin/students', '/admin/students'],
    ['superadmin', '?next=/admin?tab=2#top', '/admin?tab=2#top'],
    // Another area: the guard would send them home anyway, so go home at once.
    ['student', '?next=/admin/staff', '/student'],
    ['student', '?next=/studentx', '/student'],
    // Not a path of this site.
    ['student', '?next=https://evil.example/student', '/student'],
    ['student', '?next=//evil.example/student', '/student'],
    ['student', '?next=/\\evil.example/student', '/student'],
    ['student', '?next=javascript:alert(1)', '/student'],
    ['student', '', '/student'],
  ] as const)('%s with %s goes to %s', (loginType, search, expected) => {
    expect(afterSignIn(loginType, search)).toBe(expected);
  });
});
