import type { QuestionDto } from '@kaksha/contracts/question-bank';

type WithOptions = Pick<QuestionDto, 'questionType' | 'answer1' | 'answer2' | 'answer3' | 'moreAnswers'>;

/** "Multi (5 options)" or "Text": a Multi question names how many options it has (2 to 8). */
export function questionKind(q: WithOptions): string {
  if (q.questionType !== 'Multi') return q.questionType;
  const wrong = [q.answer1, q.answer2, q.answer3].filter((a) => a !== '').length + q.moreAnswers.length;
  return `Multi (${1 + wrong} options)`;
}
