import { describe, expect, it } from 'vitest';
import type { Actor } from '../../http/actor.ts';
import { reviewOpensAt, seesReview } from './policy.ts';

const endsAt = new Date('2026-12-01T06:30:00Z');
const early = new Date('2026-12-01T05:00:00Z');
const late = new Date('2026-12-01T07:00:00Z');
const actor = (role: Actor['role']) => ({ userId: 'u1', role }) as Actor;

describe('reviewOpensAt', () => {
  it.each([
    ['submit', early, early],
    ['close', early, endsAt],
    // Submitted by the deadline job after the close: nothing left to protect.
    ['close', late, late],
  ] as const)('%s, submitted at %s, opens at %s', (reviewAfter, submittedAt, expected) =>
    expect(reviewOpensAt({ reviewAfter, endsAt }, submittedAt)).toEqual(expected),
  );
});

describe('seesReview', () => {
  it.each([
    ['student', early, false],
    ['student', endsAt, true],
    ['student', late, true],
    ['teacher', early, true],
    ['admin', early, true],
    ['superadmin', early, true],
  ] as const)('%s at %s: %s', (role, now, expected) => expect(seesReview(actor(role), endsAt, now)).toBe(expected));
});
