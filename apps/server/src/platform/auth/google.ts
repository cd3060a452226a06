import { createRemoteJWKSet, type JWTPayload, jwtVerify } from 'jose';

/** What Kaksha takes from a verified Google ID token. */
export interface GoogleIdentity {
  email: string;
  sub: string;
  firstName?: string;
  lastName?: string;
}

export interface GoogleVerifier {
  readonly clientId: string;
  /** The identity of a valid token for our client id with a verified e-mail, else null. */
  verify(idToken: string): Promise<GoogleIdentity | null>;
}

const GOOGLE_ISSUER = 'https://accounts.google.com';

/**
 * Verifies Google ID tokens against Google's published keys (fetched and cached by jose):
 * signature, audience (our client id), issuer and expiry. Google also issues tokens with the
 * issuer written without the scheme; both forms are accepted for Google's own issuer.
 */
export function createGoogleVerifier(opts: { clientId: string; issuer: string; jwksUrl: string }): GoogleVerifier {
  const jwks = createRemoteJWKSet(new URL(opts.jwksUrl), { timeoutDuration: 5000 });
  const issuers = opts.issuer === GOOGLE_ISSUER ? [GOOGLE_ISSUER, 'accounts.google.com'] : [opts.issuer];
  return {
    clientId: opts.clientId,
    async verify(idToken) {
      let payload: JWTPayload;
      try {
        ({ payload } = await jwtVerify(idToken, jwks, {
          audience: opts.clientId,
          issuer: issuers,
          algorithms: ['RS256'],
        }));
      } catch {
        return null;
      }
      const { email, email_verified: verified, sub, given_name: given, family_name: family } = payload;
      if (typeof email !== 'string' || verified !== true || typeof sub !== 'string') return null;
      return {
        email: email.trim().toLowerCase(),
        sub,
        firstName: typeof given === 'string' ? given : undefined,
        lastName: typeof family === 'string' ? family : undefined,
      };
    },
  };
}
