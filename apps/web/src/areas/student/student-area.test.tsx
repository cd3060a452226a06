import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { appRoutes } from '../../app/router.tsx';
import { getSession } from '../../lib/session.ts';
import { signInAs } from '../../test/fake-token.ts';
import { mockFetch, renderRoutes } from '../../test/render.tsx';
import { whoAmIAnswer } from '../../test/who-am-i.ts';

// The first visit to an area compiles its lazy chunk, which takes a moment in tests.
// An area's first, cold import in jsdom can take several seconds on a busy two-core machine.
const areaLoad = { timeout: 15_000 };

function openStudentArea(path: string) {
  signInAs('student');
  mockFetch({ '/api/whoami': whoAmIAnswer('Asha', 'student') });
  return renderRoutes(appRoutes, path);
}

describe('student area', () => {
  it('has the navbar of the spec, and the calendar', async () => {
    openStudentArea('/student');
    const nav = await screen.findByRole('navigation', { name: 'Student navigation' }, areaLoad);
    const links = [...nav.querySelectorAll('a')].map((a) => [a.textContent, a.getAttribute('href')]);
    expect(links).toEqual([
      ['Home', '/student'],
      ['Curriculum', '/student/curriculum'],
      ['Assignments', '/student/assignments'],
      ['My Queries', '/student/my-queries/open'],
      ['Help-From-Tutor', '/student/help-from-tutor/open'],
      ['Student Training', '/student/StudentTraining'],
      ['Sessions', '/student/sessions'],
      ['Calender', '/student/schedule'],
    ]);
  });

  it('lists Subscription, Pricing and My Purchases in the user menu, after Profile', async () => {
    openStudentArea('/student');
    fireEvent.click(await screen.findByRole('button', { name: /^User menu/ }, areaLoad));
    const items = (await screen.findAllByRole('menuitem')).map((item) => [item.textContent, item.getAttribute('href')]);
    expect(items).toEqual([
      ['Change Curriculum', null],
      ['Profile', '/student/profile'],
      ['Subscription', '/student/Subscription'],
      ['Pricing', '/student/pricing'],
      ['My Purchases', '/student/purchases'],
      ['Logout', null],
    ]);
  });

  it("greets the student and shows the empty bell's words", async () => {
    openStudentArea('/student');
    expect(await screen.findByRole('heading', { name: 'Welcome, Asha' }, areaLoad)).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Notifications' }));
    expect(await screen.findByText('No Notification avaliable')).toBeTruthy();
  });

  it('hides the navbar on the full-screen test', async () => {
    openStudentArea('/student/test-view/42');
    expect(await screen.findByRole('heading', { name: 'Test' }, areaLoad)).toBeTruthy();
    expect(screen.queryByRole('navigation', { name: 'Student navigation' })).toBeNull();
  });

  it('logs out to /login with the session cleared', async () => {
    const { router } = openStudentArea('/student/profile');
    fireEvent.click(await screen.findByRole('button', { name: /^User menu/ }, areaLoad));
    fireEvent.click(await screen.findByRole('menuitem', { name: 'Logout' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
    expect(getSession()).toBeNull();
  });
});
