import { messages } from '@kaksha/contracts';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import dayjs from 'dayjs';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { Providers } from '../../../app/providers.tsx';
import { appRoutes } from '../../../app/router.tsx';
import type { ListedQuestion } from '../../../features/assessments/admin-question-checklist.tsx';
import { schoolToday } from '../../../lib/dates.ts';
import { signInAs } from '../../../test/fake-token.ts';
import { mockFetch, renderRoutes } from '../../../test/render.tsx';
import { whoAmIAnswer } from '../../../test/who-am-i.ts';
import { catalogueAnswers, choose, question } from '../template/admin-assessment-fixtures.ts';
import { AssessmentQuestions } from './assessment-questions.tsx';
import type { AssessmentFormValues } from './assessment-schema.ts';

// The first visit compiles the area's lazy chunks, which is slow on a busy machine.
const areaLoad = { timeout: 20_000 };
const slow = { timeout: 45_000 };
const place = { curriculumCode: 'KKS-BSC-CS-2026', subject: 'Mathematics', topic: '', chapter: '' };
type Rules = Pick<AssessmentFormValues, 'assignmentMode' | 'maxQuestions' | 'maxWeightage'>;

function Picker({ rules }: { rules: Rules }) {
  const [selected, setSelected] = useState<readonly ListedQuestion[]>([]);
  return (
    <AssessmentQuestions
      category="Students"
      place={place}
      rules={rules}
      selected={selected}
      onSelectedChange={setSelected}
      templateID={null}
      onTemplatePick={() => {}}
    />
  );
}

function renderPicker(rules: Rules) {
  signInAs('superadmin', { role: 'admin' });
  mockFetch({
    '/api/getQuestion': {
      body: { status: true, data: [question('Q1001', 2), question('Q1002', 2), question('Q1003', 1)] },
    },
  });
  const client = new QueryClient();
  render(
    <Providers>
      <QueryClientProvider client={client}>
        <Picker rules={rules} />
      </QueryClientProvider>
    </Providers>,
  );
}

const box = (id: string) => screen.findByRole('checkbox', { name: `Choose ${id}` }) as Promise<HTMLInputElement>;

describe('choosing the questions of an assessment', () => {
  it("undoes a tick past Mandatory max weightage with 'max questions reached'", slow, async () => {
    renderPicker({ assignmentMode: 'Mandatory', maxQuestions: 5, maxWeightage: 4 });
    fireEvent.click(await box('Q1001'));
    fireEvent.click(await box('Q1002'));
    fireEvent.click(await box('Q1003'));
    expect(await screen.findByText(messages.maxQuestionsReached)).toBeTruthy();
    expect((await box('Q1003')).checked).toBe(false);
    expect((await box('Q1002')).checked).toBe(true);
  });

  it("undoes a tick past Optional max questions with 'max questions reached optional'", slow, async () => {
    renderPicker({ assignmentMode: 'Optional', maxQuestions: 1, maxWeightage: null });
    fireEvent.click(await box('Q1001'));
    fireEvent.click(await box('Q1002'));
    expect(await screen.findByText(messages.maxQuestionsReachedOptional)).toBeTruthy();
    expect((await box('Q1002')).checked).toBe(false);
  });
});

const inAWeek = dayjs(schoolToday()).add(7, 'day').format('MM/DD/YYYY');
const input = (name: string) => screen.getByRole('textbox', { name }) as HTMLInputElement;
const type = (name: string, value: string) => fireEvent.change(input(name), { target: { value } });

async function openForm() {
  signInAs('superadmin', { role: 'admin' });
  mockFetch({
    '/api/whoami': whoAmIAnswer('Meera', 'superadmin'),
    ...catalogueAnswers,
    '/api/getQuestion': { body: { status: true, data: [question('Q1001', 2)] } },
  });
  renderRoutes(appRoutes, '/admin/add-assessment');
  await screen.findByRole('textbox', { name: 'Assessment Name' }, areaLoad);
}

describe('the add-assessment form', () => {
  it('clears optional questions, question marks and max weightage when the mode changes', slow, async () => {
    await openForm();
    fireEvent.click(screen.getByRole('radio', { name: 'Optional' }));
    type('Max Questions', '5');
    type('Optional Questions', '3');
    await choose('Question Marks', '2');
    await waitFor(() => expect(input('Max Weightage').value).toBe('6'));

    fireEvent.click(screen.getByRole('radio', { name: 'Mandatory' }));
    await waitFor(() => expect(input('Max Weightage').value).toBe(''));
    expect(input('Max Weightage').readOnly).toBe(false);
    fireEvent.click(screen.getByRole('radio', { name: 'Optional' }));
    await waitFor(() => expect(input('Optional Questions').value).toBe(''));
    expect(input('Max Questions').value).toBe('5');

    type('Optional Questions', '5');
    fireEvent.click(screen.getByRole('button', { name: 'Submit' }));
    expect(await screen.findByText(messages.cannotExceedMaxQuestions)).toBeTruthy();
  });

  it("says 'Please select questions' when a complete test has none", slow, async () => {
    await openForm();
    type('Assessment Name', 'Sets test');
    await choose('Type', 'Private');
    await choose('Curriculum', 'KKS-BSC-CS');
    await choose('Subject', 'Mathematics');
    for (const name of ['Start Date', 'End Date']) {
      type(name, inAWeek);
      fireEvent.blur(input(name));
    }
    await choose('Start Time', '09:00');
    await choose('End Time', '10:30');
    type('Max Questions', '5');
    type('Max Weightage', '10');
    fireEvent.click(screen.getByRole('radio', { name: 'No' }));
    fireEvent.click(screen.getByRole('button', { name: 'Submit' }));
    expect(await screen.findByText(messages.pleaseSelectQuestions)).toBeTruthy();
  });
});
