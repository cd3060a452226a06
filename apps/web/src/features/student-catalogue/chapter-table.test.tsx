import { messages } from '@kaksha/contracts/messages';
import { fireEvent, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderRoutes } from '../../test/render.tsx';
import { ChapterTable } from './chapter-table.tsx';

const context = { curriculum: 'KKS-BSC-CS', curriculumCode: 'KKS-BSC-CS-2026', subject: 'Mathematics', topic: 'Sets' };
const chapters = [
  {
    chapter: 'Sets',
    chapterInfo: '',
    fileLocation: '/api/files/videos/a.webm?exp=1&sig=x',
    readArr: [
      { name: 'Sets notes.pdf', location: '/api/files/files/a.pdf?sig=1' },
      { name: 'Sets Exercise.pdf', location: '/api/files/files/b.pdf?sig=2' },
      { name: 'More notes.zip', location: '/api/files/files/c.zip?sig=3' },
    ],
  },
  { chapter: 'Relations', chapterInfo: 'An introduction', fileLocation: null, readArr: [] },
];

describe('the chapter table', () => {
  it('splits reading and exercise material, and links help with the chapter preselected', () => {
    renderRoutes([{ path: '/', element: <ChapterTable chapters={chapters} context={context} /> }], '/');
    const sets = screen.getByRole('row', { name: /^Sets/ });
    expect(within(sets).getByRole('button', { name: /Reading Material \(2\)/ })).toBeTruthy();
    expect(within(sets).getByRole('button', { name: /Exercise Material \(1\)/ })).toBeTruthy();
    const raise = within(sets).getByRole('link', { name: 'Raise Query' });
    expect(raise.getAttribute('href')).toBe(
      '/student/my-queries/raise-query?curriculum=KKS-BSC-CS&curriculumCode=KKS-BSC-CS-2026&subject=Mathematics&topic=Sets&chapter=Sets',
    );
  });

  it('says the video is not available for a chapter without one', async () => {
    renderRoutes([{ path: '/', element: <ChapterTable chapters={chapters} context={context} /> }], '/');
    const relations = screen.getByRole('row', { name: /^Relations/ });
    fireEvent.click(within(relations).getByRole('button', { name: 'Video' }));
    expect(await screen.findByText(messages.videoNotAvailable)).toBeTruthy();
  });
});
