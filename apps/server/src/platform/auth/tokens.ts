import { TokenClaims, type TokenClaimsToSign } from '@kaksha/contracts/token-claims';
import { jwtVerify, SignJWT } from 'jose';
import { TtlCache } from '../cache/ttl-cache.ts';

const ALG = 'HS256';
const ISSUER = 'kaksha';

export interface TokenService {
  /** How long a token lives (TOKEN_TTL). */
  readonly ttlMs: number;
  sign(claims: TokenClaimsToSign): Promise<string>;
  /** Returns the claims, or null for a bad, expired or foreign token. */
  verify(token: string): Promise<TokenClaims | null>;
}

/**
 * Checking a signature through WebCrypto costs about a millisecond and a half of CPU, on every
 * request; a sitting sends the same token dozens of times (the exam bench found it the largest
 * cost of a save). So a verified token's claims are kept for a minute, never past its expiry.
 */
const VERIFIED_TTL_MS = 60_000;

const UNIT_MS = { s: 1000, m: 60_000, h: 3_600_000, d: 86_400_000 } as const;

/** `8h`, `30m`, `1d`, `45s` (the shape config checks) in milliseconds. */
function durationMs(ttl: string): number {
  const match = /^(\d+)([smhd])$/.exec(ttl);
  if (!match) throw new Error(`not a duration: ${ttl}`);
  return Number(match[1]) * UNIT_MS[match[2] as keyof typeof UNIT_MS];
}

export function createTokenService(secret: string, ttl: string): TokenService {
  const key = new TextEncoder().encode(secret);
  const ttlMs = durationMs(ttl);
  const verified = new TtlCache<{ claims: TokenClaims; expiresAt: number }>(VERIFIED_TTL_MS);
  return {
    ttlMs,
    sign: (claims) =>
      new SignJWT({ ...claims })
        .setProtectedHeader({ alg: ALG })
        .setIssuer(ISSUER)
        .setSubject(claims.userID)
        .setIssuedAt()
        .setExpirationTime(ttl)
        .sign(key),
    async verify(token) {
      const hit = verified.get(token);
      if (hit && hit.expiresAt > Date.now()) return hit.claims;
      try {
        // The algorithm is fixed: a token signed any other way (or `none`) is refused.
        const { payload } = await jwtVerify(token, key, { algorithms: [ALG], issuer: ISSUER });
        // A payload of another shape (an older or foreign token) is refused like a bad signature.
        const parsed = TokenClaims.safeParse(payload);
        if (!parsed.success) return null;
        if (typeof payload.exp === 'number')
          verified.set(token, { claims: parsed.data, expiresAt: payload.exp * 1000 });
        return parsed.data;
      } catch {
        return null;
      }
    },
  };
}
