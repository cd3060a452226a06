import { fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { fullAppTheme } from '../../../app/full-app-theme.ts';
import { Providers } from '../../../app/providers.tsx';
import { QuestionCard } from './question-card.tsx';

const question = (options: string[], imageUrl: string | null) => ({
  _id: 'tq1',
  questionID: 'Q1',
  question: '<p>Pick one</p>',
  questionType: 'Multi',
  questionmarks: 2,
  options: options.map((text, i) => ({ text, imageUrl: i === 0 ? '/api/files/images/o.png' : null })),
  imageUrl,
});

const show = (q: ReturnType<typeof question>, onChange = vi.fn()) =>
  render(
    <Providers appTheme={fullAppTheme}>
      <QuestionCard number={3} question={q} response="" onChange={onChange} />
    </Providers>,
  );

describe('a test question of 2 to 8 options', () => {
  it.each([[['True', 'False']], [['a', 'b', 'c', 'd', 'e', 'f', 'g', 'h']]])(
    'offers every option as a radio: %j',
    (options) => {
      const onChange = vi.fn();
      show(question(options, null), onChange);
      expect(screen.getAllByRole('radio')).toHaveLength(options.length);
      fireEvent.click(screen.getByRole('radio', { name: options[options.length - 1] }));
      expect(onChange).toHaveBeenCalledWith('Q1', options[options.length - 1], 0);
    },
  );

  it("shows the question's own image, named", () => {
    show(question(['a', 'b', 'c'], '/api/files/images/q.png'));
    expect(screen.getByRole('img', { name: 'Image of question 3' }).getAttribute('src')).toBe(
      '/api/files/images/q.png',
    );
  });
});
