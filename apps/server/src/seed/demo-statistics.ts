import crypto from 'node:crypto';
import { correctionModeOf, defaultReviewAfter } from '@kaksha/contracts/assessment-rules';
import { wallClock } from '@kaksha/contracts/school-time';
import { and, eq } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { answers, assessments, attempts, questions, testQuestions, users } from '../db/schema/index.ts';
import { frozen } from '../modules/assessments/create-assessment.ts';
import { storeScore } from '../modules/test-taking/store-score.ts';
import { hashPassword } from '../platform/auth/password.ts';
import { addDemoStudent } from './demo-person-details.ts';

type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

const place = { curriculum: 'KKS-BSC-CS', curriculumCode: 'KKS-BSC-CS-2026', subject: 'Mathematics' };
const HOUR = 3_600_000;
const DAY = 24 * HOUR;

/** The finished test whose statistics are worth reading: fourteen students sat it three days ago. */
export const DEMO_STATISTICS_TEST = 'Sets and Logic end-of-topic test';

/** Fourteen students of the class, weakest first: their ability drives how they answer. */
export const statisticsStudents = [
  ['Aarav', 'Mehta'],
  ['Ishita', 'Banerjee'],
  ['Kabir', 'Singh'],
  ['Ananya', 'Pillai'],
  ['Vivaan', 'Reddy'],
  ['Diya', 'Kulkarni'],
  ['Aditya', 'Nair'],
  ['Saanvi', 'Joshi'],
  ['Reyansh', 'Chatterjee'],
  ['Myra', 'Deshpande'],
  ['Arnav', 'Bhat'],
  ['Tara', 'Menon'],
  ['Ishaan', 'Malhotra'],
  ['Zoya', 'Qureshi'],
].map(([firstName = '', lastName = ''], i) => ({
  firstName,
  lastName,
  email: `${firstName.toLowerCase()}.${lastName.toLowerCase()}@demo.kaksha.local`,
  ability: 0.12 + (i * 0.84) / 13,
}));

interface DemoItem {
  chapter: 'Sets' | 'Propositional Logic';
  marks: number;
  question: string;
  /** The key first. */
  options: [string, string, string, string];
  /** How hard: a student answers right when ability (plus a little luck) is above it. */
  difficulty: number;
  /** A badly worded question the stronger students talk themselves out of. */
  misleading?: boolean;
}

/** New library questions for the test: an easy one, a hard one and a misleading one among them. */
const items: DemoItem[] = [
  {
    chapter: 'Sets',
    marks: 1,
    question: '<p>Which set is the empty set?</p>',
    options: ['{ }', '{0}', '{∅}', '{ { } }'],
    difficulty: -1,
  },
  {
    chapter: 'Sets',
    marks: 2,
    question: '<p>How many subsets does a set of 3 elements have?</p>',
    options: ['8', '6', '3', '9'],
    difficulty: 0.45,
  },
  {
    chapter: 'Sets',
    marks: 2,
    question: '<p>What is A ∩ B for A = {1, 2, 3} and B = {2, 3, 4}?</p>',
    options: ['{2, 3}', '{1, 2, 3, 4}', '{1, 4}', '{ }'],
    difficulty: 0.3,
  },
  {
    chapter: 'Sets',
    marks: 2,
    question: '<p>How many elements has the power set of the power set of {1}?</p>',
    options: ['4', '2', '3', '8'],
    difficulty: 1.05,
  },
  {
    chapter: 'Propositional Logic',
    marks: 1,
    question: '<p>Which is a tautology?</p>',
    options: ['p or not p', 'p and not p', 'p implies not p', 'not p'],
    difficulty: 0.55,
  },
  {
    chapter: 'Propositional Logic',
    marks: 2,
    question: '<p>Is "if it rains, the ground is wet" the same as "if the ground is wet, it rained"?</p>',
    options: ['No', 'Yes', 'Only when it rains', 'Only on Sundays'],
    difficulty: 0.5,
    misleading: true,
  },
];

/** How many questions the statistics test adds to the library. */
export const STATISTICS_LIBRARY_QUESTIONS = items.length;

/** A fixed bit of luck per student and question, from −0.2 to 0.2: the same on every load. */
function luck(student: number, item: number): number {
  const byte = crypto.createHash('sha256').update(`${student}:${item}`).digest()[0] ?? 128;
  return (byte / 255) * 0.4 - 0.2;
}

/** What student `s` chooses for Multi question `i`: the key, a wrong option, or (rarely) nothing. */
function choose(
  s: number,
  i: number,
  q: { correctAnswer: string; answer1: string; answer2: string; answer3: string },
  item?: DemoItem,
) {
  const ability = statisticsStudents[s]?.ability ?? 0.5;
  const edge = ability + luck(s, i) - (item?.difficulty ?? 0.35);
  // The misleading question catches the students who read too much into it.
  const right = item?.misleading ? ability + luck(s, i) < 0.6 : edge > 0;
  if (right) return q.correctAnswer;
  if (s === 0 && i % 3 === 2) return '';
  const wrong = [q.answer1, q.answer1, q.answer2, q.answer3];
  return wrong[Math.floor((luck(i, s) + 0.2) * 9.99) % wrong.length] ?? q.answer1;
}

async function addStudents(tx: Tx): Promise<string[]> {
  const passwordHash = await hashPassword('Demo@1234');
  const ids: string[] = [];
  for (const [i, s] of statisticsStudents.entries()) {
    // Numbered after the demo school's other people (demo-school.ts, demo-conversations.ts).
    ids.push(await addDemoStudent(tx, { ...s, passwordHash, n: 20 + i }, place));
  }
  return ids;
}

/**
 * Adds, once, a finished Mathematics test (closed three days before loading) that fourteen new
 * demo students sat with answers from weak to strong, its written answers marked by the teacher:
 * the statistics page has spread to show, and a too easy, a too hard and a misleading question
 * to flag. Returns false when it is already there.
 */
export async function loadDemoStatistics(db: Db, timeZone: string, now = new Date()): Promise<boolean> {
  const [existing] = await db
    .select({ id: assessments.id })
    .from(assessments)
    .where(
      and(eq(assessments.curriculumCode, place.curriculumCode), eq(assessments.assessmentName, DEMO_STATISTICS_TEST)),
    )
    .limit(1);
  if (existing) return false;
  const [admin] = await db.select({ id: users.id }).from(users).where(eq(users.email, 'admin@demo.kaksha.local'));
  const library = await db
    .select()
    .from(questions)
    .where(and(eq(questions.curriculumCode, place.curriculumCode), eq(questions.topic, 'Sets and Logic')));
  const startsAt = new Date(Math.floor((now.getTime() - 3 * DAY) / 60_000) * 60_000);
  const endsAt = new Date(startsAt.getTime() + HOUR);

  await db.transaction(async (tx) => {
    const added = await tx
      .insert(questions)
      .values(
        items.map((item) => ({
          id: crypto.randomUUID(),
          ...place,
          topic: 'Sets and Logic',
          chapter: item.chapter,
          questionType: 'Multi',
          questionMarks: item.marks,
          question: item.question,
          correctAnswer: item.options[0],
          answer1: item.options[1],
          answer2: item.options[2],
          answer3: item.options[3],
          createdBy: admin?.id ?? null,
          role: 'admin',
        })),
      )
      .returning();
    // The library's own Sets and Logic questions too: two Multi and a written one.
    const chosen = [
      ...library.filter((q) => q.questionType === 'Multi'),
      ...added,
      ...library.filter((q) => q.questionType !== 'Multi').slice(0, 1),
    ];
    const itemOf = new Map(added.map((q, i) => [q.questionId, items[i]]));
    const start = wallClock(startsAt, timeZone);
    const end = wallClock(endsAt, timeZone);
    const testRowId = crypto.randomUUID();
    await tx.insert(assessments).values({
      id: testRowId,
      assessmentName: DEMO_STATISTICS_TEST,
      type: 'Private',
      ...place,
      topic: 'Sets and Logic',
      startDate: start.date,
      endDate: end.date,
      startTime: start.time,
      endTime: end.time,
      startsAt,
      endsAt,
      assignmentMode: 'Mandatory',
      maxQuestions: chosen.length,
      maxWeightage: chosen.reduce((sum, q) => sum + q.questionMarks, 0),
      assessmentType: 'Students',
      correctionMode: correctionModeOf(chosen.map((q) => q.questionType)),
      reviewAfter: defaultReviewAfter('Private'),
      totalQuestions: chosen.length,
      createdBy: admin?.id ?? null,
    });
    await tx.insert(testQuestions).values(chosen.map((q, i) => frozen(testRowId, q, i, q.questionMarks)));
    const students = await addStudents(tx);
    for (const [s, userId] of students.entries()) {
      const attemptId = crypto.randomUUID();
      const submittedAt = new Date(startsAt.getTime() + (25 + s * 2) * 60_000);
      await tx.insert(attempts).values({
        id: attemptId,
        testId: testRowId,
        userId,
        startedAt: new Date(startsAt.getTime() + 60_000),
        // Untimed: each attempt ends with the test's window.
        endsAt,
        submittedAt,
        submittedBy: 'student',
        optionSeed: crypto.randomBytes(12).toString('hex'),
      });
      const ability = statisticsStudents[s]?.ability ?? 0.5;
      await tx.insert(answers).values(
        chosen.map((q, i) => {
          const multi = q.questionType === 'Multi';
          // The written answer, marked by the teacher from 0 to its marks, as strong as the student.
          const marks = Math.max(0, Math.min(q.questionMarks, Math.round(ability * q.questionMarks + luck(s, i) * 2)));
          return {
            id: crypto.randomUUID(),
            attemptId,
            questionId: q.questionId,
            response: multi
              ? choose(s, i, q, itemOf.get(q.questionId))
              : '<p>A proper subset leaves out at least one element: {1} ⊂ {1, 2}, while {1, 2} ⊆ {1, 2}.</p>',
            revision: 1,
            savedAt: submittedAt,
            ...(multi
              ? {}
              : {
                  achievedMarks: marks,
                  correctedAt: endsAt,
                  comments: marks === q.questionMarks ? 'Well explained' : 'Give an example of each',
                }),
          };
        }),
      );
      await storeScore(tx, attemptId);
    }
  });
  return true;
}
