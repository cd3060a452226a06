import crypto from 'node:crypto';
import { and, eq, gt } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { oneTimeTokens } from '../../db/schema/index.ts';

/** What a mailed token is for; a token of one purpose never works for another. */
export type TokenPurpose = 'verify-email' | 'reset-password';

const hash = (token: string) => crypto.createHash('sha256').update(token).digest('hex');

/**
 * Issues a random token for one user and purpose and returns it raw (to put in a link). Only its
 * hash is stored; issuing again replaces the older token, so only the newest link works.
 */
export async function issueOneTimeToken(
  db: Db,
  input: { userId: string; purpose: TokenPurpose; ttlMs: number },
): Promise<string> {
  const token = crypto.randomBytes(32).toString('base64url');
  const expiresAt = new Date(Date.now() + input.ttlMs);
  await db
    .insert(oneTimeTokens)
    .values({
      id: crypto.randomUUID(),
      userId: input.userId,
      purpose: input.purpose,
      tokenHash: hash(token),
      expiresAt,
    })
    .onConflictDoUpdate({
      target: [oneTimeTokens.userId, oneTimeTokens.purpose],
      set: { tokenHash: hash(token), expiresAt, createdAt: new Date() },
    });
  return token;
}

/**
 * Issues tokens for many new users of one purpose in one statement (an import's batch), answering
 * the raw tokens in the order of `userIds`. For users who have no token of that purpose yet.
 */
export async function issueOneTimeTokens(
  db: Db,
  input: { userIds: readonly string[]; purpose: TokenPurpose; ttlMs: number },
): Promise<string[]> {
  if (input.userIds.length === 0) return [];
  const expiresAt = new Date(Date.now() + input.ttlMs);
  const tokens = input.userIds.map(() => crypto.randomBytes(32).toString('base64url'));
  await db.insert(oneTimeTokens).values(
    input.userIds.map((userId, i) => ({
      id: crypto.randomUUID(),
      userId,
      purpose: input.purpose,
      tokenHash: hash(tokens[i] ?? ''),
      expiresAt,
    })),
  );
  return tokens;
}

/**
 * True once for a valid, unexpired token: the row is deleted in the same statement that checks
 * it, so two requests racing with one link cannot both succeed.
 */
export async function consumeOneTimeToken(
  db: Db,
  input: { userId: string; purpose: TokenPurpose; token: string },
): Promise<boolean> {
  if (!input.token || input.token.length > 200) return false;
  const deleted = await db
    .delete(oneTimeTokens)
    .where(
      and(
        eq(oneTimeTokens.userId, input.userId),
        eq(oneTimeTokens.purpose, input.purpose),
        eq(oneTimeTokens.tokenHash, hash(input.token)),
        gt(oneTimeTokens.expiresAt, new Date()),
      ),
    )
    .returning({ id: oneTimeTokens.id });
  return deleted.length === 1;
}
