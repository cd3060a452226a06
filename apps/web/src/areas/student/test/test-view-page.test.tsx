import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { appRoutes } from '../../../app/router.tsx';
import { aResult } from '../../../features/assessments/test-fixtures.ts';
import { signInAs } from '../../../test/fake-token.ts';
import { mockFetch, renderRoutes } from '../../../test/render.tsx';
import { whoAmIAnswer } from '../../../test/who-am-i.ts';

const areaLoad = { timeout: 10_000 };
const iso = (ms: number) => new Date(ms).toISOString();

const questions = [
  {
    _id: 'tq1',
    questionID: 'q1',
    question: '<p>2 + 2 = ?</p>',
    questionType: 'Multi',
    questionmarks: 2,
    options: ['3', '4', '5', '22'].map((text) => ({ text, imageUrl: null })),
  },
];

interface Options {
  submitted?: boolean;
  /** How long the attempt has left; an hour unless told. */
  leftMs?: number;
  allowedMinutes?: number | null;
  /** saveTestAnswer fails with a dropped connection this many times first. */
  failingSaves?: number;
}

function openTest({ submitted = false, failingSaves = 0, leftMs = 3_600_000, allowedMinutes = null }: Options = {}) {
  localStorage.clear();
  signInAs('student');
  const saves: unknown[] = [];
  const submits: unknown[] = [];
  let failures = failingSaves;
  const now = Date.now();
  const fetchMock = mockFetch({
    '/api/whoami': whoAmIAnswer('Asha', 'student'),
    '/api/getTestQuesList': {
      body: {
        status: true,
        data: questions,
        attempt: {
          startedAt: iso(now),
          endsAt: iso(now + leftMs),
          allowedMinutes,
          windowEndsAt: iso(now + 3_600_000),
          serverTime: iso(now),
          submitted,
          answers: [],
        },
      },
    },
    '/api/saveTestAnswer': (init) => {
      const body = JSON.parse(String(init?.body));
      saves.push(body);
      if (failures > 0) {
        failures -= 1;
        throw new TypeError('Failed to fetch');
      }
      return { body: { status: true, questionID: body.questionID, revision: body.revision, savedAt: iso(now) } };
    },
    '/api/testSubmit': (init) => {
      submits.push(JSON.parse(String(init?.body)));
      return { body: { status: true, message: 'Test submitted', data: aResult({ corrected: false }) } };
    },
    '/api/getResult': {
      body: { status: true, data: aResult({ correctionMode: 'manual', corrected: false, achievedMarks: null }) },
    },
  });
  return { ...renderRoutes(appRoutes, '/student/test-view/T-1'), saves, submits, fetchMock };
}

async function startTest() {
  fireEvent.click(await screen.findByRole('button', { name: 'Start' }, areaLoad));
}

describe('test view', () => {
  it('keeps the test behind its overlay out of reach until Start, and says when full screen is refused', async () => {
    openTest();
    const start = await screen.findByRole('button', { name: 'Start' }, areaLoad);
    await waitFor(() => expect(document.activeElement).toBe(start));
    expect(screen.getByRole('dialog', { name: 'Your test is ready' })).toBeTruthy();
    // The answers and Submit are inert: out of the Tab order and of the accessibility tree (the
    // browser test proves what inert does; jsdom only carries the attribute).
    expect(document.querySelector('input[type="radio"]')?.closest('[inert]')).not.toBeNull();
    expect(document.querySelector('[inert]')?.contains(document.activeElement)).toBe(false);
    // jsdom has no full screen, like a browser that refuses it: the test goes on and says so.
    fireEvent.click(start);
    expect(await screen.findByText(/did not allow full screen/)).toBeTruthy();
    expect(screen.getByRole('radio', { name: '4' }).closest('[inert]')).toBeNull();
    expect(screen.queryByRole('dialog', { name: 'Your test is ready' })).toBeNull();
  });

  it('keeps an answer through a dropped connection and resends it with the same revision', async () => {
    const { saves } = openTest({ failingSaves: 1 });
    await startTest();
    fireEvent.click(screen.getByRole('radio', { name: '4' }));
    expect(
      await screen.findByText('Offline — answers are kept on this device and will be sent when the connection is back'),
    ).toBeTruthy();
    expect(JSON.parse(localStorage.getItem('kaksha.test-answers.u-1.T-1') ?? '{}').q1.response).toBe('4');
    window.dispatchEvent(new Event('online'));
    await waitFor(() => expect(screen.queryByText(/^Offline — /)).toBeNull());
    expect(saves).toEqual([
      { testID: 'T-1', questionID: 'q1', response: '4', revision: 1 },
      { testID: 'T-1', questionID: 'q1', response: '4', revision: 1 },
    ]);
    expect(screen.getByText('All answers saved')).toBeTruthy();
  });

  it("asks 'Do you want to exit test?' before leaving, and stays on No", async () => {
    const { router } = openTest();
    await startTest();
    void router.navigate('/student/dashboard');
    const dialog = await screen.findByRole('dialog', { name: 'Exit test' });
    expect(within(dialog).getByText('Do you want to exit test?')).toBeTruthy();
    fireEvent.click(within(dialog).getByRole('button', { name: 'No' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Exit test' })).toBeNull());
    expect(router.state.location.pathname).toBe('/student/test-view/T-1');
    const leaving = new Event('beforeunload', { cancelable: true });
    window.dispatchEvent(leaving);
    expect(leaving.defaultPrevented).toBe(true);
  });

  it('submits every answer and shows the Result Summary with the correction note', async () => {
    const { submits, router } = openTest();
    await startTest();
    fireEvent.click(screen.getByRole('radio', { name: '5' }));
    fireEvent.click(screen.getByRole('button', { name: 'Submit' }));
    const confirm = await screen.findByRole('dialog', { name: 'Submit the test' });
    expect(within(confirm).getByText(/You have answered all 1 question\./)).toBeTruthy();
    fireEvent.click(within(confirm).getByRole('button', { name: 'Submit' }));
    expect(await screen.findByRole('heading', { name: 'Result Summary' }, areaLoad)).toBeTruthy();
    expect(router.state.location.pathname).toBe('/student/test-result/T-1');
    expect(submits).toEqual([
      { globalInfo: { testID: 'T-1' }, transaction: [{ questionID: 'q1', response: '5', revision: 1 }] },
    ]);
    expect(
      await screen.findByText('Teacher needs to correct. Marks will be calculated after teacher correction'),
    ).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Back to dashboard' }).getAttribute('href')).toBe('/student/dashboard');
    expect(localStorage.getItem('kaksha.test-answers.u-1.T-1')).toBeNull();
  });

  it('counts the time left of the attempt, and warns politely only at five minutes and one minute', async () => {
    openTest({ leftMs: 5 * 60_000 - 500, allowedMinutes: 45 });
    await startTest();
    const warning = screen.getByTestId('time-warning');
    expect(warning.getAttribute('aria-live')).toBe('polite');
    expect(warning.textContent).toBe('5 minutes left');
    expect(screen.getByRole('timer').textContent).toMatch(/^Time left 00:04:5\d$/);
    expect(
      screen.getByText(
        /^Your time: 45 minutes from when you start, until (\d\d\/\d\d\/\d{4} )?\d\d:\d\d at the latest$/,
      ),
    ).toBeTruthy();
  });

  it('says nothing to a screen reader while more than five minutes are left', async () => {
    openTest({ leftMs: 20 * 60_000 });
    await startTest();
    expect(screen.getByTestId('time-warning').textContent).toBe('');
  });

  it('the submit confirmation says how many questions are unanswered', async () => {
    openTest();
    await startTest();
    fireEvent.click(screen.getByRole('button', { name: 'Submit' }));
    const confirm = await screen.findByRole('dialog', { name: 'Submit the test' });
    expect(within(confirm).getByText(/You have answered 0 of 1 questions: 1 question is unanswered\./)).toBeTruthy();
  });

  it("goes by the answer's code, not its words: an ended window leads to the result", async () => {
    localStorage.clear();
    signInAs('student');
    mockFetch({
      '/api/whoami': whoAmIAnswer('Asha', 'student'),
      '/api/getTestQuesList': {
        status: 400,
        body: { status: false, message: 'The window of this test is over', code: 'testEnded' },
      },
    });
    renderRoutes(appRoutes, '/student/test-view/T-1');
    expect(await screen.findByText('The window of this test is over', {}, areaLoad)).toBeTruthy();
    expect(screen.getByRole('link', { name: 'See the result' }).getAttribute('href')).toBe('/student/test-result/T-1');
  });

  it('says when the test was already submitted and leads to the result', async () => {
    openTest({ submitted: true });
    expect(await screen.findByText('This test has already been submitted', {}, areaLoad)).toBeTruthy();
    expect(screen.getByRole('link', { name: 'See the result' }).getAttribute('href')).toBe('/student/test-result/T-1');
  });
});
