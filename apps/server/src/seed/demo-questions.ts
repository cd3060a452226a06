import crypto from 'node:crypto';
import type { Db } from '../db/client.ts';
import { questions } from '../db/schema/index.ts';

type Tx = Pick<Db, 'insert'>;
type Place = { subject: string; topic: string; chapter: string };
type DemoQuestion = Place & { marks: number; question: string; answers?: [string, string, string, string] };

const maths = (topic: string, chapter: string) => ({ subject: 'Mathematics', topic, chapter });
const programming = (chapter: string) => ({ subject: 'Programming', topic: 'Basics', chapter });

/** A dozen questions of both types across the demo subjects and chapters; answers[0] is correct. */
const demoQuestions: DemoQuestion[] = [
  {
    ...maths('Sets and Logic', 'Sets'),
    marks: 1,
    question: '<p>How many elements does the set {1, 2, 2, 3} have?</p>',
    answers: ['3', '4', '2', '1'],
  },
  {
    ...maths('Sets and Logic', 'Sets'),
    marks: 3,
    question:
      '<p>Explain the difference between a <strong>subset</strong> and a <strong>proper subset</strong>, with an example.</p>',
  },
  {
    ...maths('Sets and Logic', 'Propositional Logic'),
    marks: 2,
    question: '<p>Which statement is equivalent to <em>not (p and q)</em>?</p>',
    answers: ['not p or not q', 'not p and not q', 'p or q', 'p and not q'],
  },
  {
    ...maths('Sets and Logic', 'Propositional Logic'),
    marks: 4,
    question: '<p>Write the truth table of <em>p implies q</em> and say when it is false.</p>',
  },
  {
    ...maths('Calculus', 'Limits'),
    marks: 2,
    question: '<p>What is the limit of (x² − 1)/(x − 1) as x approaches 1?</p>',
    answers: ['2', '0', '1', 'It does not exist'],
  },
  {
    ...maths('Calculus', 'Limits'),
    marks: 5,
    question: '<p>Show that the limit of sin(x)/x as x approaches 0 is 1.</p>',
  },
  {
    ...maths('Calculus', 'Derivatives'),
    marks: 1,
    question: '<p>What is the derivative of x³?</p>',
    answers: ['3x²', 'x²', '3x', 'x⁴/4'],
  },
  {
    ...maths('Calculus', 'Derivatives'),
    marks: 3,
    question: '<p>Find the slope of y = x² + 3x at x = 2 and explain each step.</p>',
  },
  {
    ...programming('Values and Types'),
    marks: 1,
    question: '<p>Which of these is a TypeScript primitive type?</p>',
    answers: ['boolean', 'Array', 'Map', 'Promise'],
  },
  {
    ...programming('Functions'),
    marks: 2,
    question: '<p>What does <code>[1, 2, 3].map((n) =&gt; n * 2)</code> return?</p>',
    answers: ['[2, 4, 6]', '[1, 2, 3]', '12', 'undefined'],
  },
  {
    ...programming('Functions'),
    marks: 4,
    question:
      '<p>Write a function that returns the largest number of an array, and say what it returns for an empty array.</p>',
  },
  { ...programming('Modules'), marks: 3, question: '<p>Why do we split a program into modules? Give two reasons.</p>' },
];

/** Adds the demo question library to a curriculum (inside the demo school's transaction). */
export async function loadDemoQuestions(
  tx: Tx,
  curriculum: { curriculum: string; curriculumCode: string },
  createdBy: string | null,
) {
  await tx.insert(questions).values(
    demoQuestions.map((q) => ({
      id: crypto.randomUUID(),
      ...curriculum,
      subject: q.subject,
      topic: q.topic,
      chapter: q.chapter,
      questionType: q.answers ? 'Multi' : 'Text',
      questionMarks: q.marks,
      question: q.question,
      correctAnswer: q.answers?.[0] ?? '',
      answer1: q.answers?.[1] ?? '',
      answer2: q.answers?.[2] ?? '',
      answer3: q.answers?.[3] ?? '',
      createdBy,
      role: 'admin',
    })),
  );
}
