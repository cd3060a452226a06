import type { Access, TokenClaims } from '@kaksha/contracts';
import { eq } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import type { Db } from '../db/client.ts';
import { users } from '../db/schema/index.ts';
import type { TokenService } from '../platform/auth/tokens.ts';
import { TtlCache } from '../platform/cache/ttl-cache.ts';
import { forbidden, unauthorized } from './errors.ts';

/** Who is calling: the token's claims with role and active state read from the database. */
export interface Actor {
  userId: string;
  email: string;
  role: string;
  curriculum: string | null;
  curriculumCode: string | null;
  subject: string | null;
  userCurriculum: string[];
}

interface LiveUser {
  role: string;
  active: boolean;
}

export function readToken(req: FastifyRequest): string | undefined {
  const header = req.headers['x-access-token'];
  if (typeof header === 'string' && header) return header;
  const auth = req.headers.authorization;
  if (auth?.startsWith('Bearer ')) return auth.slice(7).trim();
  return undefined;
}

export interface ActorResolver {
  resolve(req: FastifyRequest, access: Access): Promise<Actor | null>;
  /** Forget what is cached of a user, after their role or active flag changed. */
  forget(userId: string): void;
}

/** Role and active flag are cached for at most `ttlMs`, so a deactivation bites at once. */
export function createActorResolver(db: Db, tokens: TokenService, ttlMs = 3000): ActorResolver {
  const cache = new TtlCache<LiveUser | null>(ttlMs);

  async function live(userId: string): Promise<LiveUser | null> {
    const hit = cache.get(userId);
    if (hit !== undefined) return hit;
    const [row] = await db
      .select({ role: users.role, isActive: users.isActive, deletedAt: users.deletedAt, isRejected: users.isRejected })
      .from(users)
      .where(eq(users.id, userId))
      .limit(1);
    const value = row ? { role: row.role, active: row.isActive && !row.deletedAt && !row.isRejected } : null;
    cache.set(userId, value);
    return value;
  }

  return {
    forget: (userId) => cache.delete(userId),
    async resolve(req, access) {
      const token = readToken(req);
      if (access === 'public' && !token) return null;
      if (!token) throw unauthorized();
      const claims: TokenClaims | null = await tokens.verify(token);
      if (!claims) {
        if (access === 'public') return null;
        throw unauthorized();
      }
      const user = await live(claims.userID);
      if (!user?.active) {
        if (access === 'public') return null;
        throw unauthorized();
      }
      const actor: Actor = {
        userId: claims.userID,
        email: claims.email,
        role: user.role,
        curriculum: claims.curriculum ?? null,
        curriculumCode: claims.curriculumCode ?? null,
        subject: claims.subject ?? null,
        userCurriculum: Array.isArray(claims.userCurriculum) ? claims.userCurriculum : [],
      };
      if (access !== 'public' && access !== 'any' && !(access as readonly string[]).includes(actor.role)) {
        throw forbidden();
      }
      return actor;
    },
  };
}
