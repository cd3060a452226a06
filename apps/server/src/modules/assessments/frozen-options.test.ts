import { describe, expect, it } from 'vitest';
import type { QuestionRow } from '../../db/schema/index.ts';
import { frozen } from './create-assessment.ts';

const image = (name: string) => ({ fileName: `${name}.png`, location: `images/${name}-0f3a.png` });

describe('a question frozen into a test', () => {
  it('keeps wrong answers 4 to 7 and the question image', () => {
    const question = {
      questionId: 'Q1',
      questionType: 'Multi',
      question: '<p>Pick</p>',
      correctAnswer: 'a',
      answer1: 'b',
      answer2: 'c',
      answer3: 'd',
      imageCorrectAnswer: null,
      imageAnswer1: null,
      imageAnswer2: null,
      imageAnswer3: null,
      moreAnswers: ['e', 'f', 'g', 'h'].map((text) => ({ text, image: image(text) })),
      imageQuestion: image('question'),
    } as unknown as QuestionRow;
    const copy = frozen('test-row', question, 0, 4);
    expect(copy.moreAnswers.map((m) => m.text)).toEqual(['e', 'f', 'g', 'h']);
    expect(copy.moreAnswers[3]?.image).toEqual(image('h'));
    expect(copy.imageQuestion).toEqual(image('question'));
  });
});
