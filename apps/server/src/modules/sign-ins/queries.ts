import crypto from 'node:crypto';
import { and, desc, eq, gt, isNull, ne } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { userSessions } from '../../db/schema/index.ts';

/** Where and how a sign-in happened, shown to its owner. */
export interface SignInClient {
  address: string;
  device: string;
}

/** Records a new sign-in, valid as long as its token (`ttlMs`). */
export async function startSignIn(db: Db, userId: string, client: SignInClient, ttlMs: number): Promise<string> {
  const id = crypto.randomUUID();
  await db.insert(userSessions).values({
    id,
    userId,
    device: client.device.slice(0, 100),
    address: client.address.slice(0, 100),
    expiresAt: new Date(Date.now() + ttlMs),
  });
  return id;
}

const open = (userId: string) =>
  and(eq(userSessions.userId, userId), isNull(userSessions.endedAt), gt(userSessions.expiresAt, new Date()));

/** The user's sign-ins whose tokens still work, newest first. */
export function activeSignIns(db: Db, userId: string) {
  return db.select().from(userSessions).where(open(userId)).orderBy(desc(userSessions.createdAt)).limit(100);
}

/** Ends one sign-in of the user; answers whether it was open. */
export async function endSignIn(db: Db, userId: string, signInId: string): Promise<boolean> {
  const ended = await db
    .update(userSessions)
    .set({ endedAt: new Date() })
    .where(and(eq(userSessions.id, signInId), open(userId)))
    .returning({ id: userSessions.id });
  return ended.length > 0;
}

/** Ends every open sign-in of the user, except `keep` when given. */
export async function endSignInsOf(db: Db, userId: string, keep?: string): Promise<number> {
  const ended = await db
    .update(userSessions)
    .set({ endedAt: new Date() })
    .where(and(open(userId), keep ? ne(userSessions.id, keep) : undefined))
    .returning({ id: userSessions.id });
  return ended.length;
}

/** Whether the user has ever signed in from `address` (its owner's usual places). */
export async function isUsualAddress(db: Db, userId: string, address: string): Promise<boolean> {
  const [row] = await db
    .select({ id: userSessions.id })
    .from(userSessions)
    .where(and(eq(userSessions.userId, userId), eq(userSessions.address, address)))
    .limit(1);
  return row !== undefined;
}
