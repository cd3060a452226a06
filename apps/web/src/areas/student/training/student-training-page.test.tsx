import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderRoutes } from '../../../test/render.tsx';
import { StudentTrainingPage } from './student-training-page.tsx';

describe('StudentTrainingPage', () => {
  it('has the three headings of the spec, and a real way to a tutor instead of a play button', () => {
    renderRoutes([{ path: '/', element: <StudentTrainingPage /> }], '/');
    for (const name of ['Java Development', 'UI Design', 'Digital Marketing']) {
      expect(screen.getByRole('heading', { name })).toBeTruthy();
    }
    expect(screen.getByRole('link', { name: 'request a session with a tutor' }).getAttribute('href')).toBe(
      '/student/help-from-tutor/request-session',
    );
    expect(screen.queryByRole('button', { name: /play/i })).toBeNull();
  });
});
