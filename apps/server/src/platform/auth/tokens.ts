import { TokenClaims, type TokenClaimsToSign } from '@kaksha/contracts';
import { jwtVerify, SignJWT } from 'jose';

const ALG = 'HS256';
const ISSUER = 'kaksha';

export interface TokenService {
  sign(claims: TokenClaimsToSign): Promise<string>;
  /** Returns the claims, or null for a bad, expired or foreign token. */
  verify(token: string): Promise<TokenClaims | null>;
}

export function createTokenService(secret: string, ttl: string): TokenService {
  const key = new TextEncoder().encode(secret);
  return {
    sign: (claims) =>
      new SignJWT({ ...claims })
        .setProtectedHeader({ alg: ALG })
        .setIssuer(ISSUER)
        .setSubject(claims.userID)
        .setIssuedAt()
        .setExpirationTime(ttl)
        .sign(key),
    async verify(token) {
      try {
        // The algorithm is fixed: a token signed any other way (or `none`) is refused.
        const { payload } = await jwtVerify(token, key, { algorithms: [ALG], issuer: ISSUER });
        // A payload of another shape (an older or foreign token) is refused like a bad signature.
        const claims = TokenClaims.safeParse(payload);
        return claims.success ? claims.data : null;
      } catch {
        return null;
      }
    },
  };
}
