import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildStudent } from '../../test/factories.ts';
import { getTestApp, type TestApp } from '../../test/test-app.ts';
import { consumeOneTimeToken, issueOneTimeToken } from './one-time-tokens.ts';

describe('one-time tokens', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await getTestApp();
  });
  afterAll(() => t.close());

  it('work once, for their own user and purpose only', async () => {
    const db = t.deps.db;
    const user = await buildStudent(db);
    const other = await buildStudent(db);
    const token = await issueOneTimeToken(db, { userId: user.id, purpose: 'reset-password', ttlMs: 60_000 });
    expect(await consumeOneTimeToken(db, { userId: other.id, purpose: 'reset-password', token })).toBe(false);
    expect(await consumeOneTimeToken(db, { userId: user.id, purpose: 'verify-email', token })).toBe(false);
    expect(await consumeOneTimeToken(db, { userId: user.id, purpose: 'reset-password', token })).toBe(true);
    expect(await consumeOneTimeToken(db, { userId: user.id, purpose: 'reset-password', token })).toBe(false);
  });

  it('expire, and a newer token replaces an older one', async () => {
    const db = t.deps.db;
    const user = await buildStudent(db);
    const expired = await issueOneTimeToken(db, { userId: user.id, purpose: 'verify-email', ttlMs: -1 });
    expect(await consumeOneTimeToken(db, { userId: user.id, purpose: 'verify-email', token: expired })).toBe(false);
    const first = await issueOneTimeToken(db, { userId: user.id, purpose: 'verify-email', ttlMs: 60_000 });
    const second = await issueOneTimeToken(db, { userId: user.id, purpose: 'verify-email', ttlMs: 60_000 });
    expect(await consumeOneTimeToken(db, { userId: user.id, purpose: 'verify-email', token: first })).toBe(false);
    expect(await consumeOneTimeToken(db, { userId: user.id, purpose: 'verify-email', token: second })).toBe(true);
  });
});
