import { jwtVerify, SignJWT } from 'jose';

/** The claims the spec puts in the login token. */
export interface TokenClaims {
  email: string;
  role: string;
  userID: string;
  curriculumCode: string | null;
  curriculum: string | null;
  /** Codes of every curriculum the user belongs to. */
  userCurriculum: string[];
  subject: string | null;
}

const ALG = 'HS256';
const ISSUER = 'kaksha';

export interface TokenService {
  sign(claims: TokenClaims): Promise<string>;
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
        if (typeof payload.userID !== 'string' || typeof payload.role !== 'string') return null;
        return payload as unknown as TokenClaims;
      } catch {
        return null;
      }
    },
  };
}
