import { messages } from '@kaksha/contracts/messages';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import dayjs from 'dayjs';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { Providers } from '../../../app/providers.tsx';
import { appRoutes } from '../../../app/router.tsx';
import type { ListedQuestion } from '../../../features/assessments/admin-question-checklist.tsx';
import { FORM_DATE_FORMAT, schoolToday } from '../../../lib/dates.ts';
import { signInAs } from '../../../test/fake-token.ts';
import { mockFetch, renderRoutes } from '../../../test/render.tsx';
import { whoAmIAnswer } from '../../../test/who-am-i.ts';
import { catalogueAnswers, choose, question } from '../template/admin-assessment-fixtures.ts';
import { AssessmentQuestions } from './assessment-questions.tsx';
import type { AssessmentFormValues } from './assessment-schema.ts';

// The first visit compiles the area's lazy chunks, which is slow on a busy machine.
const areaLoad = { timeout: 20_000 };
const slow = { timeout: 90_000 };
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

const inAWeek = dayjs(schoolToday()).add(7, 'day').format('DD/MM/YYYY');
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

/** Every field of a Private test a week from now, with no questions chosen yet. */
async function fillCompleteTest(maxWeightage: string) {
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
  type('Max Weightage', maxWeightage);
  fireEvent.click(screen.getByRole('radio', { name: 'No' }));
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

  it('keeps a past start or an early end as typed and names the rule, not Required', slow, async () => {
    await openForm();
    const yesterday = dayjs(schoolToday()).subtract(1, 'day').format(FORM_DATE_FORMAT);
    const twoDaysAgo = dayjs(schoolToday()).subtract(2, 'day').format(FORM_DATE_FORMAT);
    type('Start Date', yesterday);
    fireEvent.blur(input('Start Date'));
    type('End Date', twoDaysAgo);
    fireEvent.blur(input('End Date'));
    fireEvent.click(screen.getByRole('button', { name: 'Submit' }));
    expect(await screen.findByText(messages.startDateBeforeToday)).toBeTruthy();
    expect(screen.getByText(messages.endBeforeStart)).toBeTruthy();
    expect(input('Start Date').value).toBe(yesterday);
    expect(input('End Date').value).toBe(twoDaysAgo);
  });

  it('sets when results open from the type: at the close for Private, at the submit for Public', slow, async () => {
    await openForm();
    await choose('Type', 'Private');
    const resultsOpen = () =>
      (screen.queryByRole('combobox', { name: 'Results open' }) ??
        screen.getByRole('textbox', { name: 'Results open' })) as HTMLInputElement;
    await waitFor(() => expect(resultsOpen().value).toBe('When the test closes'));
    await choose('Type', 'Public');
    await waitFor(() => expect(resultsOpen().value).toBe('When the student submits'));
  });

  it('takes a time limit in minutes, empty for none, and refuses one longer than the window', slow, async () => {
    await openForm();
    const limit = input('Time limit (minutes)');
    expect(limit.value).toBe('');
    const today = dayjs(schoolToday()).add(1, 'day').format(FORM_DATE_FORMAT);
    type('Start Date', today);
    type('End Date', today);
    await choose('Start Time', '10:00');
    await choose('End Time', '11:00');
    type('Time limit (minutes)', '90');
    fireEvent.click(screen.getByRole('button', { name: 'Submit' }));
    expect(await screen.findByText(messages.timeLimitLongerThanWindow)).toBeTruthy();
    expect(input('Time limit (minutes)').getAttribute('aria-invalid')).toBe('true');
    type('Time limit (minutes)', '0');
    fireEvent.click(screen.getByRole('button', { name: 'Submit' }));
    await waitFor(() => expect(screen.queryByText(messages.timeLimitLongerThanWindow)).toBeNull());
    expect(input('Time limit (minutes)').getAttribute('aria-invalid')).toBe('true');
    type('Time limit (minutes)', '45');
    fireEvent.click(screen.getByRole('button', { name: 'Submit' }));
    await waitFor(() => expect(input('Time limit (minutes)').getAttribute('aria-invalid')).not.toBe('true'));
  });

  it("says 'Please select questions' when a complete test has none", slow, async () => {
    await openForm();
    await fillCompleteTest('10');
    fireEvent.click(screen.getByRole('button', { name: 'Submit' }));
    expect(await screen.findByText(messages.pleaseSelectQuestions)).toBeTruthy();
  });

  it("says a template's questions are still loading when saved a moment after its pick", slow, async () => {
    await openForm();
    const answered = mockFetch({
      '/api/whoami': whoAmIAnswer('Meera', 'superadmin'),
      ...catalogueAnswers,
      '/api/getAlltemp': { body: { status: true, data: [template], total: 1, page: 1, pageSize: 1 } },
    });
    // The picked template's questions never arrive in this test: the save comes before them.
    vi.stubGlobal('fetch', (url: RequestInfo | URL, init?: RequestInit) =>
      String(url).includes('/getTemplateQuestions') ? new Promise<Response>(() => {}) : answered(url, init),
    );
    await fillCompleteTest('2');
    fireEvent.click(screen.getByRole('radio', { name: 'Use Template' }));
    fireEvent.click(screen.getByRole('button', { name: 'List' }));
    // The templates arrive through the list's own request: on a loaded machine that takes over a second.
    fireEvent.click(await screen.findByRole('radio', { name: 'Sets template (Private, 1 questions)' }, areaLoad));
    fireEvent.click(screen.getByRole('button', { name: 'Submit' }));
    expect(await screen.findByText(messages.templateQuestionsLoading, {}, areaLoad)).toBeTruthy();
  });
});

const template = {
  _id: 't1',
  templateID: 'T1001',
  templateName: 'Sets template',
  templateType: 'Private',
  curriculum: 'KKS-BSC-CS',
  curriculumCode: 'KKS-BSC-CS-2026',
  subject: 'Mathematics',
  topic: '',
  chapter: '',
  questions: ['Q1001'],
  createDate: '2026-11-20T10:00:00.000Z',
  createdBy: 'admin',
  updateDate: null,
  updatedBy: null,
};

const assessment = {
  _id: 'a1',
  testID: 'A1001',
  assessmentName: 'Sets test',
  type: 'Private',
  curriculum: 'KKS-BSC-CS',
  curriculumCode: 'KKS-BSC-CS-2026',
  subject: 'Mathematics',
  topic: '',
  chapter: '',
  startdate: '2026-12-01',
  enddate: '2026-12-02',
  startTime: '09:00',
  endTime: '10:30',
  startsAt: '2026-12-01T03:30:00.000Z',
  endsAt: '2026-12-02T05:00:00.000Z',
  status: 0,
  reviewAfter: 'close',
  correctionMode: 'automatic',
  assignmentMode: 'Mandatory',
  maxQuestions: 3,
  optionalQuestions: null,
  optQuestionMarks: null,
  maxWeightage: 5,
  labSession: false,
  assessmentType: 'Students',
  totalQuestions: 1,
  drawQuestions: null,
  shuffleQuestions: false,
  templateID: null,
  timeLimitMinutes: 45,
  createDate: '2026-11-23T10:00:00.000Z',
  createdBy: 'admin',
};

/** The edit route's answers: the list that names the test's curriculum, and the test read at `serverTime`. */
function editAnswers(serverTime: string, overrides: Record<string, unknown> = {}) {
  const a = { ...assessment, ...overrides };
  return {
    '/api/whoami': whoAmIAnswer('Meera', 'superadmin'),
    ...catalogueAnswers,
    '/api/getAssessmentsList': { body: { status: true, data: [a], total: 1 } },
    '/api/getAssignmentByID': {
      body: {
        status: true,
        data: [a],
        testquestion: [{ testq: [{ ...question('Q1001', 2), _id: 'tq1', questionmarks: 2 }] }],
        serverTime,
      },
    },
  };
}

describe('the assessment routes', () => {
  it('opens the edit form for edit-assessment: before the test opens every field can change', slow, async () => {
    signInAs('superadmin', { role: 'admin' });
    mockFetch(editAnswers('2026-11-23T10:00:00.000Z'));
    renderRoutes(appRoutes, '/admin/edit-assessment/A1001');
    expect(await screen.findByRole('heading', { name: 'Edit Assessment' }, areaLoad)).toBeTruthy();
    await waitFor(() => expect(input('Assessment Name').value).toBe('Sets test'));
    expect(input('Assessment Name').disabled).toBe(false);
    expect(input('Start Date').disabled).toBe(false);
    expect(screen.queryByText(messages.lockedOnceOpen)).toBeNull();
    expect((screen.getByRole('button', { name: 'List' }) as HTMLButtonElement).disabled).toBe(false);
  });

  it('locks all but the end and when results open once the test has opened, under a note', slow, async () => {
    signInAs('superadmin', { role: 'admin' });
    // 11:30 in the school on 01/12: the test (09:00 01/12 to 10:30 02/12) is open.
    mockFetch(editAnswers('2026-12-01T06:00:00.000Z'));
    renderRoutes(appRoutes, '/admin/edit-assessment/A1001');
    expect(await screen.findByText(messages.lockedOnceOpen, {}, areaLoad)).toBeTruthy();
    await waitFor(() => expect(input('Assessment Name').disabled).toBe(true));
    expect(input('Start Date').disabled).toBe(true);
    expect(input('End Date').disabled).toBe(false);
    expect((screen.getByRole('button', { name: 'List' }) as HTMLButtonElement).disabled).toBe(true);
    // An earlier end is refused in the form, by the same rule as the server's.
    type('End Date', '01/12/2026');
    fireEvent.blur(input('End Date'));
    fireEvent.click(screen.getByRole('button', { name: 'Submit' }));
    expect(await screen.findByText(messages.endOnlyLater)).toBeTruthy();
  });

  it('once closed, leaves only the end to move later', slow, async () => {
    signInAs('superadmin', { role: 'admin' });
    mockFetch(editAnswers('2026-12-03T00:00:00.000Z'));
    renderRoutes(appRoutes, '/admin/edit-assessment/A1001');
    expect(await screen.findByText(messages.lockedOnceClosed, {}, areaLoad)).toBeTruthy();
    const resultsOpen = (screen.queryByRole('combobox', { name: 'Results open' }) ??
      screen.getByRole('textbox', { name: 'Results open' })) as HTMLInputElement;
    expect(resultsOpen.disabled).toBe(true);
    expect(input('End Date').disabled).toBe(false);
  });

  it('goes to /not-found for an assessment that does not exist', slow, async () => {
    signInAs('superadmin', { role: 'admin' });
    mockFetch({
      '/api/whoami': whoAmIAnswer('Meera', 'superadmin'),
      '/api/getAssignmentByID': { status: 404, body: { status: false, message: 'Not found' } },
    });
    const { router } = renderRoutes(appRoutes, '/admin/view-assessment/A404/KKS-BSC-CS-2026');
    await waitFor(() => expect(router.state.location.pathname).toBe('/not-found'), areaLoad);
  });
});
