import { fireEvent, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { appRoutes } from '../../app/router.tsx';
import { signInAs } from '../../test/fake-token.ts';
import { mockFetch, renderRoutes } from '../../test/render.tsx';
import { whoAmIAnswer } from '../../test/who-am-i.ts';

// An area's first, cold import in jsdom can take several seconds on a busy two-core machine.
const areaLoad = { timeout: 15_000 };

describe('admin area', () => {
  // The add-curriculum form behind the nav loads its own chunk (dates, rich text) on first use.
  it('lists the sidebar entries of the admin spec, in order, then the way to the org-admin pages', {
    timeout: 15_000,
  }, async () => {
    signInAs('superadmin', { role: 'admin' });
    mockFetch({ '/api/whoami': whoAmIAnswer('Meera', 'superadmin') });
    renderRoutes(appRoutes, '/admin/add-curriculum');
    const nav = await screen.findByRole('navigation', { name: 'Admin navigation' }, areaLoad);
    expect([...nav.querySelectorAll('a')].map((a) => a.textContent)).toEqual([
      'Dashboard',
      'Curriculum',
      'Subject',
      'Chapter',
      'Question Library',
      'Template',
      'Assessment',
      'Gradebook',
      'Staff',
      'Video',
      'Student',
      'Acceptance',
      'HrModule',
      'Calender',
      'Images',
      'Session',
      'Assignment Link',
      'Audit log',
      'Certificates',
      'Org Admin',
    ]);
    // The add form belongs to the Curriculum entry.
    expect(nav.querySelector('[aria-current="page"]')?.textContent).toBe('Curriculum');
  });

  it("shows each bell's empty words", async () => {
    signInAs('superadmin', { role: 'admin' });
    mockFetch({ '/api/whoami': whoAmIAnswer('Meera', 'superadmin') });
    renderRoutes(appRoutes, '/admin');
    fireEvent.click(await screen.findByRole('button', { name: 'Sessions' }, areaLoad));
    expect(await screen.findByText('No Session')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Inactive users' }));
    expect(await screen.findByText('No Notification')).toBeTruthy();
  });
});
