import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { appRoutes } from '../../../app/router.tsx';
import { signInAs } from '../../../test/fake-token.ts';
import { mockFetch, renderRoutes } from '../../../test/render.tsx';
import { whoAmIAnswer } from '../../../test/who-am-i.ts';
import { catalogueAnswers, choose, question, template } from './admin-assessment-fixtures.ts';

// The first visit compiles the area's lazy chunks, which is slow on a busy machine.
const areaLoad = { timeout: 20_000 };
const slow = { timeout: 90_000 };
const admin = () => signInAs('superadmin', { role: 'admin' });

describe('the template list', () => {
  it('offers Copy only on templates that are not copies, and shows the copy after copying', slow, async () => {
    admin();
    let copied = false;
    const fetchMock = mockFetch({
      '/api/whoami': whoAmIAnswer('Meera', 'superadmin'),
      '/api/getAlltemp': () => ({
        body: {
          status: true,
          data: [
            template('T2', 'Sets quiz [copy]'),
            template('T1', 'Sets quiz'),
            ...(copied ? [template('T3', 'Sets quiz (copy)')] : []),
          ],
        },
      }),
      '/api/copyTemplates/T1': () => {
        copied = true;
        return { body: { status: true, message: 'Template copied', data: template('T3', 'Sets quiz (copy)') } };
      },
    });
    renderRoutes(appRoutes, '/admin/template');
    const table = await screen.findByRole('table', { name: 'Template list' }, areaLoad);
    const row = (name: string) => within(table).getByText(name).closest('tr') as HTMLElement;
    await within(table).findByText('Sets quiz');
    expect(within(row('Sets quiz [copy]')).queryByRole('button', { name: /Copy/ })).toBeNull();
    fireEvent.click(within(row('Sets quiz')).getByRole('button', { name: 'Copy template Sets quiz' }));
    expect(await screen.findByText('Template copied')).toBeTruthy();
    expect(await within(table).findByText('Sets quiz (copy)')).toBeTruthy();
    expect(
      fetchMock.mock.calls.filter(([url]) => String(url).replace(/\?.*$/, '').endsWith('/getAlltemp')).length,
    ).toBeGreaterThan(1);
  });
});

describe('the template form', () => {
  it('keeps Submit disabled until the question list has loaded, then saves the ticked questions', slow, async () => {
    admin();
    let sent: unknown = null;
    mockFetch({
      '/api/whoami': whoAmIAnswer('Meera', 'superadmin'),
      ...catalogueAnswers,
      '/api/getQuestion': { body: { status: true, data: [question('Q1001', 2), question('Q1002', 3)] } },
      '/api/getAlltemp': { body: { status: true, data: [] } },
      '/api/createTemplate': (init) => {
        sent = JSON.parse(String(init?.body));
        return { body: { status: true, message: 'Template created', data: template('T9', 'Algebra') } };
      },
    });
    const { router } = renderRoutes(appRoutes, '/admin/add-template');
    const submit = await screen.findByRole('button', { name: 'Submit' }, areaLoad);
    expect(screen.queryByRole('button', { name: 'List' })).toBeNull();
    fireEvent.change(screen.getByRole('textbox', { name: 'Template Name' }), { target: { value: 'Algebra' } });
    await choose('Template Type', 'Private');
    await choose('Curriculum', 'KKS-BSC-CS');
    await choose('Subject', 'Mathematics');
    expect((submit as HTMLButtonElement).disabled).toBe(true);

    fireEvent.click(screen.getByRole('button', { name: 'List' }));
    fireEvent.click(await screen.findByRole('checkbox', { name: 'Choose Q1002' }));
    expect(screen.getByText('What is Q1002?')).toBeTruthy();
    await waitFor(() => expect((submit as HTMLButtonElement).disabled).toBe(false));
    fireEvent.click(submit);
    await waitFor(() => expect(router.state.location.pathname).toBe('/admin/template'));
    expect(sent).toMatchObject({
      templateName: 'Algebra',
      templateType: 'Private',
      curriculumCode: 'KKS-BSC-CS-2026',
      subject: 'Mathematics',
      questions: ['Q1002'],
    });
  });

  it('keeps Submit disabled when the question list fails to load', slow, async () => {
    admin();
    mockFetch({
      '/api/whoami': whoAmIAnswer('Meera', 'superadmin'),
      '/api/getTemplateQuestions': {
        body: { status: true, templateData: [template('T1', 'Sets quiz')], totalData: [question('Q1001', 2)] },
      },
      ...catalogueAnswers,
      '/api/getQuestion': { status: 403, body: { status: false, message: 'Forbidden' } },
    });
    renderRoutes(appRoutes, '/admin/edit-template/T1');
    expect(await screen.findByText('Could not load the questions', {}, areaLoad)).toBeTruthy();
    expect((screen.getByRole('button', { name: 'Submit' }) as HTMLButtonElement).disabled).toBe(true);
  });
});

describe('the template view', () => {
  it('goes to /not-found for a template that does not exist', slow, async () => {
    admin();
    mockFetch({
      '/api/whoami': whoAmIAnswer('Meera', 'superadmin'),
      '/api/getTemplateQuestions': { status: 404, body: { status: false, message: 'Template not found' } },
    });
    const { router } = renderRoutes(appRoutes, '/admin/view-template/T404');
    await waitFor(() => expect(router.state.location.pathname).toBe('/not-found'), areaLoad);
  });
});
