import type { CurriculumInput } from '@kaksha/contracts/curriculum';
import { Button } from '@mantine/core';
import { QueryClientProvider } from '@tanstack/react-query';
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { useState } from 'react';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import { Providers } from '../../../app/providers.tsx';
import { createQueryClient } from '../../../app/session-query-provider.tsx';
import { Select } from '../../../components/select.tsx';
import { useCurriculumChoices } from '../../../features/admin-users/use-teacher-places.ts';
import { useSaveCurriculum } from '../../../features/curriculum/use-curricula.ts';
import { useAllCurricula } from '../../../features/media/api.ts';
import { type ChapterChoice, ChapterPicker } from '../../../features/student-catalogue/chapter-picker.tsx';
import { SubscriptionList } from '../../../features/subscription/subscription-list.tsx';
import { signInAs } from '../../../test/fake-token.ts';
import { mockFetch } from '../../../test/render.tsx';

const row = (curriculum: string, curriculumCode: string) => ({
  _id: curriculumCode,
  curriculum,
  curriculumCode,
  longName: curriculum,
  price: 100,
});

/** The video forms' chapter picker, fed as the upload screens feed it. */
function VideoFormPicker() {
  const curricula = useAllCurricula();
  const [choice, setChoice] = useState<ChapterChoice>({
    curriculumCode: null,
    subject: null,
    topic: null,
    chapter: null,
  });
  return <ChapterPicker curricula={curricula.data ?? []} value={choice} onChange={setChoice} />;
}

/** The staff form's teacher curriculum select. */
function StaffFormPicker() {
  const choices = useCurriculumChoices(true);
  return <Select label="Teacher curriculum" data={choices.data ?? []} />;
}

function SaveButton() {
  const save = useSaveCurriculum(undefined);
  return <Button onClick={() => save.mutate({ shortName: 'Data Science' } as unknown as CurriculumInput)}>Save</Button>;
}

/** The choices a select offers, read from its open list. */
const optionsOf = async (label: string) => {
  const input = screen.getByLabelText(label, { selector: 'input' });
  fireEvent.click(input);
  const listbox = await waitFor(() => {
    const list = document.getElementById(input.getAttribute('aria-controls') ?? '');
    if (!list) throw new Error(`${label} did not open`);
    return list;
  });
  const names = within(listbox)
    .queryAllByRole('option', { hidden: true })
    .map((o) => o.textContent);
  fireEvent.keyDown(input, { key: 'Escape' });
  return names;
};

describe('a saved curriculum', () => {
  it('appears in every picker and on /Subscription without a reload', async () => {
    signInAs('superadmin', { role: 'superadmin' });
    const stored = [row('Class 10', 'CUR-1')];
    mockFetch({
      '/api/getAllCurriculum': () => ({ body: { status: true, data: stored } }),
      '/api/createCurriculum': () => {
        stored.unshift(row('Data Science', 'CUR-2'));
        return { body: { status: true, message: 'Curriculum added', data: stored[0] } };
      },
    });
    render(
      <Providers>
        <QueryClientProvider client={createQueryClient()}>
          <MemoryRouter>
            <VideoFormPicker />
            <StaffFormPicker />
            <SubscriptionList signedIn />
            <SaveButton />
          </MemoryRouter>
        </QueryClientProvider>
      </Providers>,
    );
    expect(await screen.findByLabelText('Class 10')).toBeTruthy();
    await waitFor(async () => expect(await optionsOf('Teacher curriculum')).toEqual(['Class 10 (CUR-1)']));

    fireEvent.click(screen.getByRole('button', { name: 'Save' }));

    expect(await screen.findByLabelText('Data Science')).toBeTruthy();
    await waitFor(async () =>
      expect(await optionsOf('Teacher curriculum')).toEqual(['Data Science (CUR-2)', 'Class 10 (CUR-1)']),
    );
    expect(await optionsOf('Curriculum')).toEqual(['Data Science (CUR-2)', 'Class 10 (CUR-1)']);
  });
});
