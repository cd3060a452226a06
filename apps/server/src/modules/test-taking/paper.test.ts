import { describe, expect, it } from 'vitest';
import { drawPaper, onPaper } from './paper.ts';

const ids = Array.from({ length: 20 }, (_, i) => `Q${1001 + i}`);

describe('drawPaper', () => {
  it('gives no paper when the test neither draws nor shuffles: the whole test, in order', () => {
    expect(drawPaper('seed', ids, { drawQuestions: null, shuffleQuestions: false })).toBeNull();
  });

  it('draws N questions, the same for the same seed, in the test order without a shuffle', () => {
    const paper = drawPaper('seed-a', ids, { drawQuestions: 5, shuffleQuestions: false });
    expect(paper).toHaveLength(5);
    expect(paper).toEqual(ids.filter((id) => paper?.includes(id)));
    expect(drawPaper('seed-a', ids, { drawQuestions: 5, shuffleQuestions: false })).toEqual(paper);
  });

  it('shuffles every question when only shuffling', () => {
    const paper = drawPaper('seed-a', ids, { drawQuestions: null, shuffleQuestions: true });
    expect([...(paper ?? [])].sort()).toEqual(ids);
    expect(paper).not.toEqual(ids);
  });

  it('differs between seeds', () => {
    const papers = ['s1', 's2', 's3', 's4', 's5'].map((seed) =>
      drawPaper(seed, ids, { drawQuestions: 10, shuffleQuestions: true })?.join(),
    );
    expect(new Set(papers).size).toBe(5);
  });
});

describe('onPaper', () => {
  const questions = ids.map((questionId) => ({ questionId }));
  it.each([
    [null, ids],
    [
      ['Q1005', 'Q1001'],
      ['Q1005', 'Q1001'],
    ],
    [['Q1005', 'gone'], ['Q1005']],
  ])('paper %j holds %j', (paper, expected) => {
    expect(onPaper(questions, paper).map((q) => q.questionId)).toEqual(expected);
  });
});
