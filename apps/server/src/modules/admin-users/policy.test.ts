import { messages } from '@kaksha/contracts/messages';
import { describe, expect, it } from 'vitest';
import { mayActOnRole, removalRefusal, roleChangeRefusal } from './policy.ts';

const superadmin = { userId: 's1', role: 'superadmin' };
const admin = { userId: 'a1', role: 'admin' };
const target = (role: string, id = 't1', isActive = true) => ({ id, role, isActive });

describe('people policy', () => {
  it.each([
    ['admin', 'teacher', true],
    ['admin', 'staff', true],
    ['admin', 'librarian', true],
    ['admin', 'admin', false],
    ['admin', 'superadmin', false],
    ['superadmin', 'admin', true],
    ['superadmin', 'superadmin', true],
  ])('%s may act on role %s: %s', (actorRole, role, expected) => {
    expect(mayActOnRole({ userId: 'x', role: actorRole }, role)).toBe(expected);
  });

  it('refuses an admin removing an admin, and anyone removing themselves', () => {
    expect(removalRefusal(admin, target('admin'), 2)).toEqual({
      status: 403,
      message: messages.onlySuperadmin,
    });
    expect(removalRefusal(admin, target('admin', 'a1'), 2)?.message).toBe(messages.notYourself);
    expect(removalRefusal(superadmin, target('superadmin', 's1'), 3)).toEqual({
      status: 403,
      message: messages.notYourself,
    });
    expect(removalRefusal(admin, target('teacher'), 1)).toBeNull();
  });

  it('keeps the last active superadmin', () => {
    expect(removalRefusal(superadmin, target('superadmin', 's2'), 1)).toEqual({
      status: 409,
      message: messages.lastSuperadmin,
    });
    expect(removalRefusal(superadmin, target('superadmin', 's2'), 2)).toBeNull();
    // An inactive superadmin is not the one keeping the school running.
    expect(removalRefusal(superadmin, target('superadmin', 's2', false), 1)).toBeNull();
  });

  it('lets only a superadmin grant or take away the admin roles', () => {
    expect(roleChangeRefusal(admin, target('teacher'), 'admin', 1)?.status).toBe(403);
    expect(roleChangeRefusal(admin, target('admin'), 'staff', 1)?.status).toBe(403);
    expect(roleChangeRefusal(superadmin, target('teacher'), 'admin', 1)).toBeNull();
    expect(roleChangeRefusal(superadmin, target('superadmin', 's2'), 'admin', 1)?.status).toBe(409);
    expect(roleChangeRefusal(superadmin, target('superadmin', 's1'), 'admin', 2)?.status).toBe(403);
    // Keeping one's own role while editing one's own details is fine.
    expect(roleChangeRefusal(superadmin, target('superadmin', 's1'), 'superadmin', 1)).toBeNull();
  });
});
