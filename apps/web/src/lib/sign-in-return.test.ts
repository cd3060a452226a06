import { describe, expect, it } from 'vitest';
import { afterSignIn, signInAfterSessionEnds, signInReturningTo } from './sign-in-return.ts';

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

describe('a 401 sends the user to sign in', () => {
  it('returning to the page they were on', () => {
    expect(signInAfterSessionEnds('/teacher', '')).toBe('/login?next=%2Fteacher');
    expect(signInAfterSessionEnds('/admin/student', '?page=2')).toBe('/login?next=%2Fadmin%2Fstudent%3Fpage%3D2');
  });

  it('and a second 401, answering after the first moved them, keeps the page to return to', () => {
    expect(signInAfterSessionEnds('/login', '?next=%2Fteacher')).toBeNull();
  });
});
