import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { appRoutes } from '../../../app/router.tsx';
import { enrolments } from '../../../features/assessments/test-fixtures.ts';
import { signInAs } from '../../../test/fake-token.ts';
import { mockFetch, renderRoutes } from '../../../test/render.tsx';
import { whoAmIAnswer } from '../../../test/who-am-i.ts';

// The area's code loads on first use, slow on a busy machine.
const areaLoad = { timeout: 30_000 };
const ok = (data: unknown) => ({ body: { status: true, data } });

describe('the student curriculum screen', () => {
  it('opens on the first topic that has chapters, skipping a subject with none', { timeout: 60_000 }, async () => {
    signInAs('student');
    mockFetch({
      '/api/whoami': whoAmIAnswer('Asha', 'student'),
      '/api/getUserCurr/u-1': enrolments,
      '/api/getSubjectsByCur': ok([{ subject: 'Art' }, { subject: 'Mathematics' }]),
      '/api/getTopicByCurSub': (init) =>
        ok(JSON.parse(String(init?.body)).subject === 'Mathematics' ? [{ topic: 'Sets' }, { topic: 'Logic' }] : []),
      '/api/getAllChapters': ok([
        { chapter: 'Venn diagrams', chapterInfo: 'Pictures of sets', fileLocation: null, readArr: [] },
      ]),
    });
    const { router } = renderRoutes(appRoutes, '/student/curriculum');
    expect(await screen.findByText('Venn diagrams', undefined, areaLoad)).toBeTruthy();
    expect(router.state.location.search).toBe('?curriculumCode=CUR-1&subject=Mathematics&topic=Sets');
    // The curriculum by its long name, its code after it.
    expect(screen.getByDisplayValue('Secondary School Class 10 (CUR-1)')).toBeTruthy();
  });

  it('shows a failed subjects call as an error with Retry, not "No subject found"', async () => {
    signInAs('student');
    mockFetch({
      '/api/whoami': whoAmIAnswer('Asha', 'student'),
      '/api/getUserCurr/u-1': enrolments,
      '/api/getSubjectsByCur': { status: 500, body: { status: false, message: 'Something went wrong' } },
    });
    renderRoutes(appRoutes, '/student/curriculum');
    const alert = await screen.findByRole('alert', undefined, { timeout: 15_000 });
    expect(alert.textContent).toContain('The subjects could not be loaded');
    expect(screen.getByRole('button', { name: 'Retry' })).toBeTruthy();
  });

  it('says a bought curriculum has no content yet instead of empty selectors', async () => {
    signInAs('student');
    mockFetch({
      '/api/whoami': whoAmIAnswer('Asha', 'student'),
      '/api/getUserCurr/u-1': enrolments,
      '/api/getSubjectsByCur': ok([{ subject: 'Art' }]),
      '/api/getTopicByCurSub': ok([]),
      '/api/getCurriculumDetails': ok({ curriculumCode: 'CUR-1', subjects: [{ subject: 'Art', topics: 0 }] }),
    });
    renderRoutes(appRoutes, '/student/curriculum?curriculumCode=CUR-1');
    expect(await screen.findByText('Secondary School Class 10 has no content yet', undefined, areaLoad)).toBeTruthy();
    expect(screen.queryByText('Choose a curriculum, subject and topic to see its chapters.')).toBeNull();
  });
});
