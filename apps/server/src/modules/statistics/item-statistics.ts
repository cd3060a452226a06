import { richTextIsBlank } from '@kaksha/contracts/question-bank';

/**
 * Item analysis of one test over its scored attempts, as Moodle's quiz statistics report defines
 * it (docs.moodle.org/en/Quiz_statistics_calculations): facility index, discrimination index as
 * the correlation of a question's score with the score on the rest of the test, sample standard
 * deviations (n − 1), Cronbach's alpha (which is KR-20 when every question is right or wrong) and
 * the standard error of measurement. Pure: rows in, numbers out. A value that cannot be computed
 * (too few attempts, no spread) is null, never NaN or Infinity.
 */

export interface ItemQuestion {
  questionId: string;
  questionType: string;
  marks: number;
  /** Multi questions: the four options as stored, the key first; [] for written questions. */
  options: readonly string[];
  /** Multi questions: the key. */
  correctAnswer: string;
}

export interface ItemAttempt {
  /**
   * The marks of each question, in the questions' order; null for a question that was not on
   * this student's paper (a drawn test gives each student N of its questions).
   */
  scores: readonly (number | null)[];
  /** The response to each question, in the questions' order. */
  responses: readonly string[];
}

export type ItemFlag = 'hard' | 'easy' | 'lowDiscrimination';

export interface OptionCount {
  option: string;
  correct: boolean;
  count: number;
}

export interface QuestionStatistics {
  questionId: string;
  questionType: string;
  marks: number;
  attempts: number;
  /** Attempts that left it blank (scored 0). */
  unanswered: number;
  /** Mean of score / marks, 0 to 1. */
  facility: number | null;
  /** Sample standard deviation of score / marks. */
  sd: number | null;
  /** Correlation of the question's score with the rest of the test's score, −1 to 1. */
  discrimination: number | null;
  /** Multi questions: how many chose each option; null for written ones. */
  options: OptionCount[] | null;
  flags: ItemFlag[];
}

export interface HistogramBin {
  /** Percent of the test's marks, from (inclusive) to (exclusive; the last bin includes 100). */
  fromPercent: number;
  toPercent: number;
  count: number;
}

export interface TestSummary {
  count: number;
  /** The most a student could score: the sum of the questions' marks. */
  maxScore: number;
  mean: number | null;
  median: number | null;
  sd: number | null;
  min: number | null;
  max: number | null;
  alpha: number | null;
  sem: number | null;
  histogram: HistogramBin[];
}

export interface TestStatistics {
  summary: TestSummary;
  questions: QuestionStatistics[];
}

/** Thresholds for review (Moodle's report highlights the same ranges). */
export const FLAG_LIMITS = { hardBelow: 0.2, easyAbove: 0.9, discriminationBelow: 0.2 } as const;
const HISTOGRAM_BINS = 10;

/** Blank as scoring judges it (test-taking/scoring.ts): nothing, or rich text with no words. */
const blank = (response: string) => response.trim() === '' || richTextIsBlank(response);
const sum = (xs: readonly number[]) => xs.reduce((total, x) => total + x, 0);
const finite = (x: number): number | null => (Number.isFinite(x) ? x : null);

export function mean(xs: readonly number[]): number | null {
  return xs.length === 0 ? null : sum(xs) / xs.length;
}

export function median(xs: readonly number[]): number | null {
  if (xs.length === 0) return null;
  const sorted = [...xs].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  const upper = sorted[middle] ?? 0;
  return sorted.length % 2 === 1 ? upper : ((sorted[middle - 1] ?? 0) + upper) / 2;
}

/** Sample variance (n − 1); null below two values. */
export function sampleVariance(xs: readonly number[]): number | null {
  const m = mean(xs);
  if (m === null || xs.length < 2) return null;
  return sum(xs.map((x) => (x - m) ** 2)) / (xs.length - 1);
}

const sampleSd = (xs: readonly number[]) => {
  const v = sampleVariance(xs);
  return v === null ? null : Math.sqrt(v);
};

/** Pearson's correlation; null when either side has no spread or there are fewer than two pairs. */
export function correlation(xs: readonly number[], ys: readonly number[]): number | null {
  const mx = mean(xs);
  const my = mean(ys);
  if (mx === null || my === null || xs.length < 2 || xs.length !== ys.length) return null;
  let cross = 0;
  let sx = 0;
  let sy = 0;
  xs.forEach((x, i) => {
    const dx = x - mx;
    const dy = (ys[i] ?? 0) - my;
    cross += dx * dy;
    sx += dx * dx;
    sy += dy * dy;
  });
  // Rounding leaves tiny non-zero sums where all values are equal: treat them as no spread.
  if (sx < 1e-12 || sy < 1e-12) return null;
  return finite(cross / Math.sqrt(sx * sy));
}

/**
 * Cronbach's alpha: k/(k−1) · (1 − Σ item variances / variance of the totals). Needs two questions,
 * two attempts and spread in the totals; with right/wrong questions it equals KR-20.
 */
export function cronbachAlpha(itemScores: readonly (readonly number[])[], totals: readonly number[]): number | null {
  const k = itemScores.length;
  const totalVariance = sampleVariance(totals);
  if (k < 2 || totalVariance === null || totalVariance < 1e-12) return null;
  const itemVariance = sum(itemScores.map((scores) => sampleVariance(scores) ?? 0));
  return finite((k / (k - 1)) * (1 - itemVariance / totalVariance));
}

function histogram(totals: readonly number[], maxScore: number): HistogramBin[] {
  const width = 100 / HISTOGRAM_BINS;
  const bins = Array.from({ length: HISTOGRAM_BINS }, (_, i) => ({
    fromPercent: i * width,
    toPercent: (i + 1) * width,
    count: 0,
  }));
  for (const total of totals) {
    const percent = maxScore > 0 ? (total / maxScore) * 100 : 0;
    const index = Math.min(HISTOGRAM_BINS - 1, Math.max(0, Math.floor(percent / width)));
    const bin = bins[index];
    if (bin) bin.count += 1;
  }
  return bins;
}

function flagsOf(facility: number | null, discrimination: number | null): ItemFlag[] {
  const flags: ItemFlag[] = [];
  if (facility !== null && facility < FLAG_LIMITS.hardBelow) flags.push('hard');
  if (facility !== null && facility > FLAG_LIMITS.easyAbove) flags.push('easy');
  if (discrimination !== null && discrimination < FLAG_LIMITS.discriminationBelow) flags.push('lowDiscrimination');
  return flags;
}

function optionCounts(question: ItemQuestion, responses: readonly string[]): OptionCount[] | null {
  if (question.questionType !== 'Multi') return null;
  // Scoring compares trimmed texts (test-taking/scoring.ts), so counting does too.
  const chosen = responses.map((r) => r.trim());
  return question.options.map((option) => ({
    option,
    correct: option.trim() === question.correctAnswer.trim(),
    count: chosen.filter((r) => r !== '' && r === option.trim()).length,
  }));
}

/**
 * The item analysis of a test from its questions and its scored attempts. With drawn papers each
 * question is analysed over the attempts that had it (its score against the rest of that paper),
 * and Cronbach's alpha, which assumes every student answered every question, is not computed.
 */
export function testStatistics(questions: readonly ItemQuestion[], attempts: readonly ItemAttempt[]): TestStatistics {
  const onPaper = (a: ItemAttempt, q: number) => a.scores[q] !== null && a.scores[q] !== undefined;
  const everyPaperWhole = attempts.every((a) => questions.every((_, q) => onPaper(a, q)));
  const totals = attempts.map((a) => sum(a.scores.map((s) => s ?? 0)));
  // Every paper of a test has one total (a draw needs questions of equal marks).
  const paperMarks = attempts.map((a) => sum(questions.map((question, q) => (onPaper(a, q) ? question.marks : 0))));
  const maxScore = paperMarks.length ? Math.max(...paperMarks) : sum(questions.map((q) => q.marks));
  const sd = sampleSd(totals);
  const alpha = everyPaperWhole
    ? cronbachAlpha(
        questions.map((_, q) => attempts.map((a) => a.scores[q] ?? 0)),
        totals,
      )
    : null;
  const summary: TestSummary = {
    count: attempts.length,
    maxScore,
    mean: mean(totals),
    median: median(totals),
    sd,
    min: totals.length ? Math.min(...totals) : null,
    max: totals.length ? Math.max(...totals) : null,
    alpha,
    // SEM = SD · √(1 − α); alpha is at most 1, so the root is real.
    sem: sd !== null && alpha !== null ? finite(sd * Math.sqrt(Math.max(0, 1 - alpha))) : null,
    histogram: histogram(totals, maxScore),
  };
  const perQuestion = questions.map((question, q): QuestionStatistics => {
    const had = attempts.flatMap((a, i) => (onPaper(a, q) ? [i] : []));
    const scores = had.map((i) => attempts[i]?.scores[q] ?? 0);
    const fractions = question.marks > 0 ? scores.map((s) => s / question.marks) : [];
    const responses = had.map((i) => attempts[i]?.responses[q] ?? '');
    const rest = had.map((i, j) => (totals[i] ?? 0) - (scores[j] ?? 0));
    const facility = question.marks > 0 ? mean(fractions) : null;
    const discrimination = correlation(scores, rest);
    return {
      questionId: question.questionId,
      questionType: question.questionType,
      marks: question.marks,
      attempts: had.length,
      unanswered: responses.filter(blank).length,
      facility,
      sd: sampleSd(fractions),
      discrimination,
      options: optionCounts(question, responses),
      flags: flagsOf(facility, discrimination),
    };
  });
  return { summary, questions: perQuestion };
}
