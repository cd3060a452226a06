import { describe, expect, it } from 'vitest';
import { type ItemAttempt, type ItemQuestion, testStatistics } from './item-statistics.ts';

/*
 * The definitions are those of Moodle's quiz statistics report, "Quiz statistics calculations"
 * (docs.moodle.org/en/Quiz_statistics_calculations; developer page
 * docs.moodle.org/dev/Quiz_statistics_calculations): facility index = mean score / marks;
 * discrimination index = correlation of the question's score with the rest of the test's score;
 * standard deviations with n − 1; coefficient of internal consistency = Cronbach's alpha;
 * standard error = SD · √(1 − alpha). The worked example's values below are worked by hand.
 */

const multi = (questionId: string, marks: number): ItemQuestion => ({
  questionId,
  questionType: 'Multi',
  marks,
  options: ['right', 'wrong 1', 'wrong 2', 'wrong 3'],
  correctAnswer: 'right',
});
const written = (questionId: string, marks: number): ItemQuestion => ({
  questionId,
  questionType: 'Text',
  marks,
  options: [],
  correctAnswer: '',
});

/** Q1 and Q2 right or wrong (1 mark), Q3 written (2 marks). */
const questions = [multi('Q1', 1), multi('Q2', 1), written('Q3', 2)];
const attempt = (q1: string, q2: string, q3: number): ItemAttempt => ({
  scores: [q1 === 'right' ? 1 : 0, q2 === 'right' ? 1 : 0, q3],
  responses: [q1, q2, q3 > 0 ? 'an answer' : ''],
});
//            Q1         Q2         Q3   total
const worked = [
  attempt('right', 'right', 2), //      4
  attempt('right', 'wrong 1', 2), //    3
  attempt('right', 'right', 1), //      3
  attempt('wrong 2', '', 1), //         1
  attempt('wrong 1', 'wrong 1', 0), //  0
];

describe('item statistics: the worked example (5 attempts, 3 questions)', () => {
  const stats = testStatistics(questions, worked);

  it('summarises the totals 4, 3, 3, 1, 0', () => {
    // mean 11/5 = 2.2; median 3; squared deviations 3.24 + 0.64 + 0.64 + 1.44 + 4.84 = 10.8,
    // sample variance 10.8 / 4 = 2.7, SD √2.7 = 1.643168.
    expect(stats.summary).toMatchObject({ count: 5, maxScore: 4, median: 3, min: 0, max: 4 });
    expect(stats.summary.mean).toBeCloseTo(2.2, 10);
    expect(stats.summary.sd).toBeCloseTo(Math.sqrt(2.7), 10);
    // Item variances (n − 1): Q1 1.2/4 = 0.3, Q2 1.2/4 = 0.3, Q3 2.8/4 = 0.7; sum 1.3.
    // alpha = 3/2 · (1 − 1.3/2.7) = 3/2 · 14/27 = 7/9.
    expect(stats.summary.alpha).toBeCloseTo(7 / 9, 10);
    // SEM = √2.7 · √(1 − 7/9) = √(2.7 · 2/9) = √0.6.
    expect(stats.summary.sem).toBeCloseTo(Math.sqrt(0.6), 10);
  });

  it.each([
    // facility: Q1 3/5, Q2 2/5, Q3 (2+2+1+1+0)/5/2 = 0.6.
    // Q1 against rest (3,2,2,1,0): cross 2.2, SSx 1.2, SSrest 5.2 -> 2.2/√6.24.
    ['Q1', 0.6, 2.2 / Math.sqrt(1.2 * 5.2)],
    // Q2 against rest (3,3,2,1,0): cross 1.4, SSx 1.2, SSrest 6.8 -> 1.4/√8.16.
    ['Q2', 0.4, 1.4 / Math.sqrt(1.2 * 6.8)],
    // Q3 against rest (2,1,2,0,0): cross 2.0, SSx 2.8, SSrest 4 -> 2/√11.2.
    ['Q3', 0.6, 2 / Math.sqrt(2.8 * 4)],
  ])('%s: facility %d and discrimination as worked', (id, facility, discrimination) => {
    const q = stats.questions.find((s) => s.questionId === id);
    expect(q?.attempts).toBe(5);
    expect(q?.facility).toBeCloseTo(facility, 10);
    expect(q?.discrimination).toBeCloseTo(discrimination, 10);
    expect(q?.flags).toEqual([]);
  });

  it('counts the options chosen and the blanks of Multi questions', () => {
    const [q1, q2, q3] = stats.questions;
    expect(q1?.options).toEqual([
      { option: 'right', correct: true, count: 3 },
      { option: 'wrong 1', correct: false, count: 1 },
      { option: 'wrong 2', correct: false, count: 1 },
      { option: 'wrong 3', correct: false, count: 0 },
    ]);
    expect(q2?.options?.map((o) => o.count)).toEqual([2, 2, 0, 0]);
    expect(q2?.unanswered).toBe(1);
    expect(q3?.options).toBeNull();
    expect(q3?.unanswered).toBe(1);
  });

  it('puts the totals in tenths of the marks: 0, 25, 75, 75 and 100 percent', () => {
    const counts = stats.summary.histogram.map((b) => b.count);
    expect(counts).toEqual([1, 0, 1, 0, 0, 0, 0, 2, 0, 1]);
    expect(stats.summary.histogram[9]).toMatchObject({ fromPercent: 90, toPercent: 100 });
  });
});

describe('item statistics: alpha is KR-20 for right/wrong questions', () => {
  it('matches KR-20 computed with p·q and the population variance', () => {
    const qs = [multi('a', 1), multi('b', 1), multi('c', 1), multi('d', 1)];
    const rows = [
      [1, 1, 1, 1],
      [1, 1, 1, 0],
      [1, 1, 0, 0],
      [1, 0, 1, 0],
      [0, 1, 0, 0],
      [1, 0, 0, 0],
      [0, 0, 0, 0],
    ];
    const stats = testStatistics(
      qs,
      rows.map((r) => ({ scores: r, responses: r.map((s) => (s ? 'right' : 'wrong 1')) })),
    );
    const n = rows.length;
    const totals = rows.map((r) => r.reduce((a, b) => a + b, 0));
    const m = totals.reduce((a, b) => a + b, 0) / n;
    const populationVariance = totals.reduce((a, t) => a + (t - m) ** 2, 0) / n;
    const pq = qs.reduce((acc, _, j) => {
      const p = rows.filter((r) => r[j] === 1).length / n;
      return acc + p * (1 - p);
    }, 0);
    const kr20 = (4 / 3) * (1 - pq / populationVariance);
    expect(stats.summary.alpha).toBeCloseTo(kr20, 10);
  });
});

describe('item statistics: edge cases give null, never NaN', () => {
  /** Every number in the answer is finite (JSON would quietly turn NaN into null, so walk it). */
  const numbersIn = (value: unknown): number[] => {
    if (typeof value === 'number') return [value];
    if (value && typeof value === 'object') return Object.values(value).flatMap(numbersIn);
    return [];
  };
  const noNaN = (value: unknown) => expect(numbersIn(value).filter((n) => !Number.isFinite(n))).toEqual([]);

  it('one attempt: mean, median, min and max; no SD, alpha, SEM or discrimination', () => {
    const stats = testStatistics(questions, [attempt('right', 'wrong 1', 1)]);
    expect(stats.summary).toMatchObject({
      count: 1,
      mean: 2,
      median: 2,
      min: 2,
      max: 2,
      sd: null,
      alpha: null,
      sem: null,
    });
    expect(stats.questions.map((q) => q.discrimination)).toEqual([null, null, null]);
    expect(stats.questions.map((q) => q.facility)).toEqual([1, 0, 0.5]);
    noNaN(stats);
  });

  it('no attempts: counts of zero and every value null', () => {
    const stats = testStatistics(questions, []);
    expect(stats.summary).toMatchObject({ count: 0, mean: null, median: null, min: null, max: null, sd: null });
    expect(stats.questions[0]).toMatchObject({ attempts: 0, facility: null, discrimination: null });
    expect(stats.summary.histogram.every((b) => b.count === 0)).toBe(true);
    noNaN(stats);
  });

  it('no spread (everyone alike): SD 0, alpha and discrimination null', () => {
    const same = [attempt('right', 'wrong 1', 1), attempt('right', 'wrong 1', 1), attempt('right', 'wrong 1', 1)];
    const stats = testStatistics(questions, same);
    expect(stats.summary).toMatchObject({ sd: 0, alpha: null, sem: null, median: 2 });
    expect(stats.questions.map((q) => q.discrimination)).toEqual([null, null, null]);
    noNaN(stats);
  });

  it('all right: facility 1, flagged as too easy; alpha null without spread', () => {
    const all = [attempt('right', 'right', 2), attempt('right', 'right', 2)];
    const stats = testStatistics(questions, all);
    expect(stats.questions.map((q) => q.facility)).toEqual([1, 1, 1]);
    expect(stats.questions.every((q) => q.flags.includes('easy'))).toBe(true);
    expect(stats.summary).toMatchObject({ mean: 4, max: 4, alpha: null });
    expect(stats.summary.histogram[9]?.count).toBe(2);
  });

  it('all wrong: facility 0, flagged as too hard, everything in the lowest tenth', () => {
    const none = [attempt('wrong 1', 'wrong 2', 0), attempt('wrong 3', '', 0)];
    const stats = testStatistics(questions, none);
    expect(stats.questions.map((q) => q.facility)).toEqual([0, 0, 0]);
    expect(stats.questions.every((q) => q.flags.includes('hard'))).toBe(true);
    expect(stats.summary.histogram[0]?.count).toBe(2);
    noNaN(stats);
  });

  it('flags a question the weaker students get right and the stronger wrong', () => {
    const upsideDown = [
      attempt('wrong 1', 'right', 2),
      attempt('wrong 1', 'right', 2),
      attempt('right', 'right', 1),
      attempt('right', 'wrong 1', 0),
    ];
    const stats = testStatistics(questions, upsideDown);
    const q1 = stats.questions[0];
    expect(q1?.discrimination).toBeLessThan(0);
    expect(q1?.flags).toEqual(['lowDiscrimination']);
  });

  it('counts rich text with no words as unanswered', () => {
    const stats = testStatistics([written('W', 2)], [{ scores: [0], responses: ['<p></p>'] }]);
    expect(stats.questions[0]?.unanswered).toBe(1);
  });
});

describe('item statistics: drawn papers', () => {
  // Three one-mark questions, each student drew two: null marks a question not on their paper.
  const qs = [multi('Q1', 1), multi('Q2', 1), multi('Q3', 1)];
  const drawn = (scores: (number | null)[]): ItemAttempt => ({
    scores,
    responses: scores.map((s) => (s === null ? '' : s ? 'right' : 'wrong 1')),
  });
  const stats = testStatistics(qs, [
    drawn([1, null, 0]),
    drawn([null, 1, 1]),
    drawn([0, 1, null]),
    drawn([1, 0, null]),
  ]);

  it('analyses each question over the papers that had it', () => {
    expect(stats.questions.map((q) => q.attempts)).toEqual([3, 3, 2]);
    expect(stats.questions[0]?.facility).toBeCloseTo(2 / 3, 10);
    expect(stats.questions[2]?.facility).toBeCloseTo(1 / 2, 10);
    // The options counted are those of the students who had the question, without blanks for the rest.
    expect(stats.questions[2]?.unanswered).toBe(0);
  });

  it('scores out of a paper, and leaves out alpha, which needs every question answered by everyone', () => {
    expect(stats.summary).toMatchObject({ count: 4, maxScore: 2, min: 1, max: 2, alpha: null, sem: null });
    expect(stats.summary.mean).toBeCloseTo(1.25, 10);
  });
});
