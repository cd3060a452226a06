import { fireEvent, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderRoutes } from '../../../test/render.tsx';
import { HrModulePage } from '../hr/hr-module-page.tsx';
import { AddOrganizationPage } from './add-organization-page.tsx';
import { ClassroomSchedulingPage } from './classroom-scheduling-page.tsx';
import { OrganizationListPage } from './organization-list-page.tsx';

const rows = () => screen.getAllByRole('row').slice(1);

describe('Oragnization', () => {
  it('narrows the list as the search is typed, and says when nothing matches', () => {
    renderRoutes([{ path: '/', element: <OrganizationListPage /> }], '/');
    expect(rows()).toHaveLength(5);
    fireEvent.change(screen.getByRole('textbox', { name: 'Search Oragnization' }), { target: { value: 'gujarat' } });
    expect(rows()).toHaveLength(1);
    expect(within(rows()[0] as HTMLElement).getByText('Riverside Convent')).toBeTruthy();
    fireEvent.change(screen.getByRole('textbox', { name: 'Search Oragnization' }), { target: { value: 'zzz' } });
    expect(screen.getByText('No organisations found')).toBeTruthy();
  });

  it('says it is a preview of sample data', () => {
    renderRoutes([{ path: '/', element: <OrganizationListPage /> }], '/');
    expect(screen.getByText('Preview with sample data')).toBeTruthy();
  });
});

describe('AddOragnization', () => {
  it('shows the four fields read-only, with no button that pretends to save', () => {
    renderRoutes(
      [{ path: '/orgadmin/AddOragnization', element: <AddOrganizationPage /> }],
      '/orgadmin/AddOragnization',
    );
    for (const name of ['Name', 'Code', 'Address']) {
      expect(screen.getByRole('textbox', { name }).hasAttribute('disabled')).toBe(true);
    }
    expect(screen.getByText('Image')).toBeTruthy();
    expect(screen.queryByRole('button', { name: /save|submit|add/i })).toBeNull();
  });

  it("opened by Edit, it shows that organisation's values", () => {
    renderRoutes(
      [{ path: '/orgadmin/AddOragnization', element: <AddOrganizationPage /> }],
      '/orgadmin/AddOragnization?id=org-2',
    );
    expect(screen.getByRole('heading', { name: 'Edit Oragnization' })).toBeTruthy();
    expect(screen.getByRole('textbox', { name: 'Code' })).toHaveProperty('value', 'GVA02');
  });
});

describe('the other static pages', () => {
  it('ClassroomScheduling shows six offline sessions', () => {
    renderRoutes([{ path: '/', element: <ClassroomSchedulingPage /> }], '/');
    expect(screen.getAllByText('Offline')).toHaveLength(6);
  });

  it('HrModule shows its sample table, labelled as sample data', () => {
    renderRoutes([{ path: '/', element: <HrModulePage /> }], '/');
    expect(screen.getByText('Sample data')).toBeTruthy();
    expect(rows()).toHaveLength(5);
  });
});
