import { fireEvent, screen, waitFor, within } from '@testing-library/react';

/** Catalogue answers the template and assessment forms read, for one curriculum and subject. */
export const catalogueAnswers = {
  '/api/getAllCurriculum': {
    body: { status: true, data: [{ _id: 'c1', curriculum: 'KKS-BSC-CS', curriculumCode: 'KKS-BSC-CS-2026' }] },
  },
  '/api/getSubjectsForCourse': { body: { status: true, data: [{ _id: 's1', subject: 'Mathematics' }] } },
  '/api/getCourseTopics': { body: { status: true, data: [{ _id: 't1', topic: 'Sets', chapters: ['Basics'] }] } },
};

export const question = (questionID: string, questionmarks: number, questionType = 'Multi') => ({
  _id: questionID,
  questionID,
  curriculum: 'KKS-BSC-CS',
  curriculumCode: 'KKS-BSC-CS-2026',
  subject: 'Mathematics',
  topic: 'Sets',
  chapter: 'Basics',
  questionType,
  questionmarks,
  question: `<p>What is ${questionID}?</p>`,
  correctanswer: 'a',
  answer1: 'b',
  answer2: 'c',
  answer3: 'd',
  image_correctanswer: null,
  image_answer1: null,
  image_answer2: null,
  image_answer3: null,
  moreAnswers: [],
  image_question: null,
  createDate: '2026-11-20T10:00:00.000Z',
  createdBy: 'admin',
  role: 'admin',
});

export const template = (templateID: string, templateName: string, questions: string[] = ['Q1001']) => ({
  _id: templateID,
  templateID,
  templateName,
  templateType: 'Public',
  curriculum: 'KKS-BSC-CS',
  curriculumCode: 'KKS-BSC-CS-2026',
  subject: 'Mathematics',
  topic: '',
  chapter: '',
  questions,
  createDate: '2026-11-20T10:00:00.000Z',
  createdBy: 'admin',
  updateDate: null,
  updatedBy: null,
});

/** Picks an option of a Mantine Select by the select's label. */
export async function choose(label: string, option: string) {
  // A searchable select is a combobox; a plain one a read-only textbox.
  const input = await waitFor(() => {
    const found = screen.queryByRole('combobox', { name: label }) ?? screen.queryByRole('textbox', { name: label });
    if (!found) throw new Error(`No select labelled ${label}`);
    return found;
  });
  fireEvent.click(input);
  // Every select on the page keeps its own list; take the option from this one's.
  const list = await waitFor(() => {
    const found = document.getElementById(input.getAttribute('aria-controls') ?? '');
    if (!found) throw new Error(`The list of ${label} did not open`);
    return found;
  });
  fireEvent.click(await within(list).findByRole('option', { name: option, hidden: true }));
}
