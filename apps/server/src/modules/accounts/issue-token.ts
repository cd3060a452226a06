import type { Db } from '../../db/client.ts';
import type { UserRow } from '../../db/schema/index.ts';
import type { TokenService } from '../../platform/auth/tokens.ts';
import { enrolmentCodesOf } from './queries.ts';

/** Signs a token carrying the spec's claims for the user's current curriculum, for one sign-in. */
export async function issueToken(db: Db, tokens: TokenService, user: UserRow, signInId: string): Promise<string> {
  const rows = await enrolmentCodesOf(db, user.id);
  return tokens.sign({
    email: user.email,
    role: user.role,
    userID: user.id,
    curriculumCode: user.curriculumCode,
    curriculum: user.curriculum,
    userCurriculum: [...new Set(rows.map((r) => r.code))],
    subject: user.subject,
    sid: signInId,
  });
}
