import { afterEach, describe, expect, it, vi } from 'vitest';
import { createTokenService } from './tokens.ts';

const claims = {
  email: 'a@b.test',
  role: 'student',
  userID: 'u1',
  curriculumCode: 'X-2026',
  curriculum: 'X',
  userCurriculum: ['X-2026'],
  subject: null,
  sid: '5f0c6f5e-7f43-4c55-9a53-1b1f4c2c9a10',
};

describe('token service', () => {
  it('round-trips the spec claims', async () => {
    const tokens = createTokenService('s'.repeat(40), '1h');
    expect(await tokens.verify(await tokens.sign(claims))).toMatchObject(claims);
  });

  it('refuses a token signed with another secret or already expired', async () => {
    const mine = createTokenService('s'.repeat(40), '1h');
    const theirs = createTokenService('t'.repeat(40), '1h');
    expect(await mine.verify(await theirs.sign(claims))).toBeNull();
    const expired = createTokenService('s'.repeat(40), '0s');
    const token = await expired.sign(claims);
    await new Promise((r) => setTimeout(r, 1100));
    expect(await mine.verify(token)).toBeNull();
  });

  it('refuses a well-signed token whose claims are not the contract TokenClaims', async () => {
    const tokens = createTokenService('s'.repeat(40), '1h');
    const noRole = await tokens.sign({ ...claims, role: 42 } as unknown as typeof claims);
    expect(await tokens.verify(noRole)).toBeNull();
    const badCurricula = await tokens.sign({ ...claims, userCurriculum: 'X-2026' } as unknown as typeof claims);
    expect(await tokens.verify(badCurricula)).toBeNull();
  });

  describe('verified tokens kept for a while', () => {
    afterEach(() => vi.useRealTimers());

    it('answers a token again from memory, yet never past its expiry', async () => {
      vi.useFakeTimers({ toFake: ['Date'] });
      const tokens = createTokenService('s'.repeat(40), '30s');
      const token = await tokens.sign(claims);
      expect(await tokens.verify(token)).toMatchObject(claims);
      expect(await tokens.verify(token)).toMatchObject(claims);
      vi.setSystemTime(Date.now() + 31_000);
      expect(await tokens.verify(token)).toBeNull();
    });

    it('keeps nothing of a token it refused', async () => {
      const tokens = createTokenService('s'.repeat(40), '1h');
      const token = await tokens.sign(claims);
      const forged = `${token.slice(0, -4)}AAAA`;
      expect(await tokens.verify(forged)).toBeNull();
      expect(await tokens.verify(forged)).toBeNull();
      expect(await tokens.verify(token)).toMatchObject(claims);
    });
  });
});
