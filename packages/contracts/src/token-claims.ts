import { z } from 'zod';

/**
 * The claims Kaksha puts in its sign-in token (spec §1), written once: the server validates a
 * token's payload against this when it verifies the signature, and the web reads the same shape
 * when it decodes the token to choose the area and greet the user.
 */
export const TokenClaims = z.object({
  userID: z.string().min(1),
  role: z.string().min(1),
  email: z.string().default(''),
  curriculumCode: z.string().nullable().default(null),
  curriculum: z.string().nullable().default(null),
  /** Codes of every curriculum the user belongs to. */
  userCurriculum: z.array(z.string()).default([]),
  subject: z.string().nullable().default(null),
  /**
   * The sign-in session the token belongs to (server-side, can be ended). Tokens signed before
   * sign-ins existed have none: they still decode here, and the server refuses them.
   */
  sid: z.string().optional(),
  /** Expiry, seconds since the epoch; set by the signer, absent from what is signed. */
  exp: z.number().optional(),
});
export type TokenClaims = z.output<typeof TokenClaims>;

/** What the server signs: the claims without the expiry (the signer adds it from TOKEN_TTL), always with a sign-in. */
export type TokenClaimsToSign = Omit<TokenClaims, 'exp' | 'sid'> & { sid: string };
