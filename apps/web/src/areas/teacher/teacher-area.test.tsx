import { fireEvent, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { appRoutes } from '../../app/router.tsx';
import { signInAs } from '../../test/fake-token.ts';
import { mockFetch, renderRoutes } from '../../test/render.tsx';
import { whoAmIAnswer } from '../../test/who-am-i.ts';

// An area's first, cold import in jsdom can take several seconds on a busy two-core machine.
const areaLoad = { timeout: 15_000 };

function openTeacherArea(path: string) {
  signInAs('teacher', { role: 'teacher' });
  mockFetch({
    '/api/whoami': whoAmIAnswer('Ravi', 'teacher'),
    '/api/getCurriculumOptions': {
      body: {
        status: true,
        current: { curriculumCode: 'CUR-1', subject: 'Mathematics' },
        data: [
          {
            curriculum: 'Class 10',
            curriculumCode: 'CUR-1',
            subject: 'Mathematics',
            startDate: null,
            endDate: null,
            location: null,
          },
          {
            curriculum: 'Class 11',
            curriculumCode: 'CUR-2',
            subject: 'Physics',
            startDate: null,
            endDate: null,
            location: null,
          },
        ],
      },
    },
  });
  return renderRoutes(appRoutes, path);
}

describe('teacher area', () => {
  it('has the side bar of the spec and marks the current entry', async () => {
    openTeacherArea('/teacher/queries-inprogess');
    const nav = await screen.findByRole('navigation', { name: 'Teacher navigation' }, areaLoad);
    expect([...nav.querySelectorAll('a')].map((a) => [a.textContent, a.getAttribute('href')])).toEqual([
      ['Dashboard', '/teacher/dashboard'],
      ['Assignments', '/teacher/assignments-list'],
      ['Calender', '/teacher/calender'],
      ['Queries', '/teacher/queries-list'],
      ['Session', '/teacher/teacher-session'],
    ]);
    expect(nav.querySelector('[aria-current="page"]')?.textContent).toBe('Queries');
  });

  it('greets the teacher, shows the empty bell and the Change Curriculum modal', async () => {
    openTeacherArea('/teacher');
    expect(await screen.findByRole('heading', { name: 'Welcome, Ravi' }, areaLoad)).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Notifications' }));
    expect(await screen.findByText('No Notification')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: /^User menu/ }));
    fireEvent.click(await screen.findByRole('menuitem', { name: 'Change Curriculum' }));
    const dialog = await screen.findByRole('dialog', { name: 'Change Curriculum' });
    expect(await within(dialog).findByDisplayValue('Class 10 (CUR-1)')).toBeTruthy();
    expect((within(dialog).getByRole('combobox', { name: 'Subject' }) as HTMLInputElement).value).toBe('Mathematics');
  });
});
