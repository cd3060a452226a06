import type { Access } from '@kaksha/contracts/endpoint';
import type { TokenClaims } from '@kaksha/contracts/token-claims';
import { and, eq, isNull, sql } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import type { Db } from '../db/client.ts';
import { userSessions, users } from '../db/schema/index.ts';
import type { TokenService } from '../platform/auth/tokens.ts';
import { TtlCache } from '../platform/cache/ttl-cache.ts';
import { type Broadcast, createMemoryBroadcast } from '../platform/live/broadcast.ts';
import { forbidden, unauthorized } from './errors.ts';

/** Who is calling: the token's claims with role and active state read from the database. */
export interface Actor {
  userId: string;
  /** The user's e-mail as stored now (it can change after the token was signed). */
  email: string;
  firstName: string;
  lastName: string;
  role: string;
  curriculum: string | null;
  curriculumCode: string | null;
  subject: string | null;
  userCurriculum: string[];
  /** The sign-in session of the token (the `sid` claim). */
  signInId: string;
}

/**
 * What one query tells of a token's user and its sign-in; cached per user and sign-in. The e-mail
 * and names ride along (a few bytes more on a read made anyway), so `whoami`, which every screen
 * asks at start, reads nothing more; a change of them calls `forget`.
 */
interface LiveSignIn {
  role: string;
  email: string;
  firstName: string;
  lastName: string;
  /** The user is active and the sign-in neither ended nor expired. */
  admitted: boolean;
  lastSeenAt: number;
}

/** "Last seen" is kept to the minute: one write per sign-in per minute at most. */
const LAST_SEEN_EVERY_MS = 60_000;

export function readToken(req: FastifyRequest): string | undefined {
  const header = req.headers['x-access-token'];
  if (typeof header === 'string' && header) return header;
  const auth = req.headers.authorization;
  if (auth?.startsWith('Bearer ')) return auth.slice(7).trim();
  return undefined;
}

export interface ActorResolver {
  resolve(req: FastifyRequest, access: Access): Promise<Actor | null>;
  /**
   * Forget what is cached of a user, after their role, active flag, e-mail or names changed or one
   * of their sign-ins ended: on this instance at once, on the others through the broadcast.
   */
  forget(userId: string): void;
  /** Whether the user is active and the sign-in neither ended nor expired (cached like `resolve`). */
  isAdmitted(userId: string, signInId: string): Promise<boolean>;
  /** Calls `listener` with the user id after each `forget`, here or on another instance; answers the unsubscribe. */
  onForget(listener: (userId: string) => void): () => void;
}

/**
 * Role, active flag and the sign-in's state are read in one query (the user row joined to the
 * token's sign-in) and cached for at most `ttlMs` per user and sign-in, so no request pays more
 * than the user read it paid before sign-ins existed, and a deactivation or sign-out bites at
 * once: `forget` drops the user's entries here and, through `broadcast`, on every instance.
 */
export function createActorResolver(
  db: Db,
  tokens: TokenService,
  opts: { ttlMs?: number; broadcast?: Broadcast; onError?: (error: unknown) => void } = {},
): ActorResolver {
  const cache = new TtlCache<LiveSignIn | null>(opts.ttlMs ?? 3000);
  const broadcast = opts.broadcast ?? createMemoryBroadcast();
  const onError = opts.onError ?? (() => {});
  const keyOf = (userId: string, signInId: string) => `${userId}:${signInId}`;
  const forgetListeners = new Set<(userId: string) => void>();
  broadcast.listen((userId) => {
    cache.deletePrefix(`${userId}:`);
    for (const listener of [...forgetListeners]) listener(userId);
  });

  async function live(userId: string, signInId: string): Promise<LiveSignIn | null> {
    const key = keyOf(userId, signInId);
    const hit = cache.get(key);
    if (hit !== undefined) return hit;
    const [row] = await db
      .select({
        role: users.role,
        email: users.email,
        firstName: users.firstName,
        lastName: users.lastName,
        isActive: users.isActive,
        deletedAt: users.deletedAt,
        isRejected: users.isRejected,
        signInOpen: sql<boolean>`${userSessions.id} is not null and ${userSessions.expiresAt} > now()`,
        lastSeenAt: userSessions.lastSeenAt,
      })
      .from(users)
      .leftJoin(
        userSessions,
        and(eq(userSessions.id, signInId), eq(userSessions.userId, users.id), isNull(userSessions.endedAt)),
      )
      .where(eq(users.id, userId))
      .limit(1);
    const value = row
      ? {
          role: row.role,
          email: row.email,
          firstName: row.firstName,
          lastName: row.lastName,
          admitted: row.isActive && !row.deletedAt && !row.isRejected && row.signInOpen === true,
          lastSeenAt: row.lastSeenAt ? new Date(row.lastSeenAt).getTime() : 0,
        }
      : null;
    cache.set(key, value);
    return value;
  }

  /** Writes "last seen" when the cached one is a minute old; the request does not wait for it. */
  function touch(signInId: string, signIn: LiveSignIn): void {
    const now = Date.now();
    if (now - signIn.lastSeenAt < LAST_SEEN_EVERY_MS) return;
    signIn.lastSeenAt = now;
    db.update(userSessions)
      .set({ lastSeenAt: new Date(now) })
      .where(eq(userSessions.id, signInId))
      .then(
        () => {},
        (error: unknown) => onError(error),
      );
  }

  return {
    forget(userId) {
      cache.deletePrefix(`${userId}:`);
      broadcast.publish(userId);
    },
    async isAdmitted(userId, signInId) {
      return (await live(userId, signInId))?.admitted === true;
    },
    onForget(listener) {
      forgetListeners.add(listener);
      return () => forgetListeners.delete(listener);
    },
    async resolve(req, access) {
      const token = readToken(req);
      if (access === 'public' && !token) return null;
      if (!token) throw unauthorized();
      const claims: TokenClaims | null = await tokens.verify(token);
      // A token without a sign-in (signed before sign-ins existed) cannot be ended, so it is refused.
      const signIn = claims?.sid ? await live(claims.userID, claims.sid) : null;
      if (!claims?.sid || !signIn?.admitted) {
        if (access === 'public') return null;
        throw unauthorized();
      }
      touch(claims.sid, signIn);
      const actor: Actor = {
        userId: claims.userID,
        email: signIn.email,
        firstName: signIn.firstName,
        lastName: signIn.lastName,
        role: signIn.role,
        curriculum: claims.curriculum ?? null,
        curriculumCode: claims.curriculumCode ?? null,
        subject: claims.subject ?? null,
        userCurriculum: Array.isArray(claims.userCurriculum) ? claims.userCurriculum : [],
        signInId: claims.sid,
      };
      if (access !== 'public' && access !== 'any' && !(access as readonly string[]).includes(actor.role)) {
        throw forbidden();
      }
      return actor;
    },
  };
}
