import { messages } from '@kaksha/contracts/messages';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { appRoutes } from '../../../app/router.tsx';
import { questionKind } from '../../../features/question-bank/question-kind.ts';
import { signInAs } from '../../../test/fake-token.ts';
import { mockFetch, renderRoutes } from '../../../test/render.tsx';
import { whoAmIAnswer } from '../../../test/who-am-i.ts';
import { catalogueAnswers, question } from '../template/admin-assessment-fixtures.ts';

const areaLoad = { timeout: 20_000 };
const slow = { timeout: 90_000 };

const fiveOptions = {
  ...question('Q1001', 2),
  topic: 'Sets',
  chapter: 'Basics',
  moreAnswers: [{ answer: 'e', image: null }],
};

describe('the question form with 2 to 8 options', () => {
  it('shows wrong answers past the third, adds one, and refuses it empty', slow, async () => {
    signInAs('superadmin', { role: 'admin' });
    const sent: { body: { updateData: { moreAnswers: unknown } } | null } = { body: null };
    mockFetch({
      '/api/whoami': whoAmIAnswer('Meera', 'superadmin'),
      ...catalogueAnswers,
      '/api/getQuestion': { body: { status: true, data: [fiveOptions], total: 1, page: 1, pageSize: 1 } },
      '/api/updateQuestion': (init) => {
        sent.body = JSON.parse(String(init?.body));
        return { body: { status: true, message: 'Question updated', data: fiveOptions } };
      },
    });
    renderRoutes(appRoutes, '/admin/edit-question/Q1001');
    const fourth = await screen.findByRole('textbox', { name: /Wrong Answer 4/ }, areaLoad);
    await waitFor(() => expect((fourth as HTMLInputElement).value).toBe('e'));

    fireEvent.click(screen.getByRole('button', { name: 'Add a wrong answer' }));
    const fifth = await screen.findByRole('textbox', { name: /Wrong Answer 5/ });
    fireEvent.click(screen.getByRole('button', { name: 'Submit' }));
    expect(await screen.findByText(messages.required)).toBeTruthy();
    expect(sent.body).toBeNull();

    fireEvent.change(fifth, { target: { value: 'f' } });
    fireEvent.click(screen.getByRole('button', { name: 'Submit' }));
    await waitFor(() => expect(sent.body).not.toBeNull());
    expect(sent.body?.updateData.moreAnswers).toEqual([
      { answer: 'e', image: null },
      { answer: 'f', image: null },
    ]);
  });
});

describe('questionKind', () => {
  it.each([
    [{ answer1: 'F', answer2: '', answer3: '', moreAnswers: [] }, 'Multi (2 options)'],
    [{ answer1: 'b', answer2: 'c', answer3: 'd', moreAnswers: [] }, 'Multi (4 options)'],
    [
      {
        answer1: 'b',
        answer2: 'c',
        answer3: 'd',
        moreAnswers: ['e', 'f', 'g', 'h'].map((answer) => ({ answer, image: null })),
      },
      'Multi (8 options)',
    ],
  ])('names how many options a Multi question has', (answers, label) => {
    expect(questionKind({ questionType: 'Multi', ...answers })).toBe(label);
  });

  it('names a Text question as it is', () => {
    expect(questionKind({ questionType: 'Text', answer1: '', answer2: '', answer3: '', moreAnswers: [] })).toBe('Text');
  });
});
