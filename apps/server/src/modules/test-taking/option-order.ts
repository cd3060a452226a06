import crypto from 'node:crypto';

/**
 * The options of one question in the order this student sees them: fixed by the attempt's seed,
 * so a reload shows the same order, yet different for each student and question.
 */
export function orderOptions<T extends { text: string }>(seed: string, questionId: string, options: readonly T[]): T[] {
  const rank = (option: T, index: number) =>
    crypto.createHash('sha256').update(`${seed}\n${questionId}\n${index}\n${option.text}`).digest('hex');
  return options
    .map((option, index) => ({ option, key: rank(option, index) }))
    .sort((a, b) => (a.key < b.key ? -1 : a.key > b.key ? 1 : 0))
    .map(({ option }) => option);
}
