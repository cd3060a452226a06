import crypto from 'node:crypto';

export interface PaperRules {
  /** How many questions each paper draws; null: all of them. */
  drawQuestions: number | null;
  shuffleQuestions: boolean;
}

const rank = (seed: string, questionId: string) =>
  crypto.createHash('sha256').update(`${seed}\npaper\n${questionId}`).digest('hex');

/**
 * One student's paper: the questionIDs they answer, in their order, from the attempt's seed (a
 * crypto random value made at their start). Each question is ranked by a hash of the seed and its
 * id; a draw keeps the N best ranked, a shuffle keeps the ranked order, otherwise the test's order
 * stays. null when the test neither draws nor shuffles: the paper is the whole test, as before.
 * The paper is stored with the attempt when it opens, so a resume or reload never draws again.
 */
export function drawPaper(seed: string, questionIds: readonly string[], rules: PaperRules): string[] | null {
  if (rules.drawQuestions === null && !rules.shuffleQuestions) return null;
  const ranked = [...questionIds].sort((a, b) => {
    const ra = rank(seed, a);
    const rb = rank(seed, b);
    return ra < rb ? -1 : ra > rb ? 1 : 0;
  });
  const drawn = rules.drawQuestions === null ? ranked : ranked.slice(0, rules.drawQuestions);
  if (rules.shuffleQuestions) return drawn;
  const kept = new Set(drawn);
  return questionIds.filter((id) => kept.has(id));
}

/** The test's questions on one student's paper, in its order (the whole test when it has none). */
export function onPaper<Q extends { questionId: string }>(
  questions: readonly Q[],
  paper: readonly string[] | null,
): Q[] {
  if (paper === null) return [...questions];
  const byId = new Map(questions.map((q) => [q.questionId, q]));
  return paper.flatMap((id) => {
    const q = byId.get(id);
    return q ? [q] : [];
  });
}
