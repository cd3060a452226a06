import type { TestMarksDto } from '@kaksha/contracts/statistics';
import type { Db } from '../../db/client.ts';
import type { AssessmentRow } from '../../db/schema/index.ts';
import { questionsOfTest } from '../assessments/index.ts';
import { percentageOf, personName, presentTest } from './presenter.ts';
import { answersOf, resultsOfTest } from './queries.ts';
import { answersByAttempt } from './test-statistics.ts';

/**
 * Every student who submitted the test, with each question's marks as stored: a written answer
 * still waiting for a teacher has none (null), a question left out has 0.
 */
export async function readTestMarks(db: Db, test: AssessmentRow): Promise<TestMarksDto> {
  const [questions, rows] = await Promise.all([questionsOfTest(db, test), resultsOfTest(db, test.id)]);
  const byAttempt = answersByAttempt(
    await answersOf(
      db,
      rows.map((row) => row.result.attemptId),
    ),
  );
  return {
    test: presentTest(test),
    questions: questions.map((q, i) => ({
      position: i + 1,
      questionID: q.questionId,
      questionType: q.questionType,
      questionmarks: q.questionMarks,
    })),
    students: rows.map(({ result, student }) => {
      const own = byAttempt.get(result.attemptId);
      return {
        userID: student.id,
        studentName: personName(student),
        email: student.email,
        submittedAt: result.submittedAt.toISOString(),
        corrected: result.corrected,
        marks: questions.map((q) => {
          const answer = own?.get(q.questionId);
          if (!answer) return 0;
          return answer.achievedMarks;
        }),
        achievedMarks: result.achievedMarks,
        totalMarks: result.totalMarks,
        percentage: percentageOf(result.achievedMarks, result.totalMarks),
        grade: result.grade,
      };
    }),
  };
}
