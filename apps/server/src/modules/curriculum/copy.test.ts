import crypto from 'node:crypto';
import { messages } from '@kaksha/contracts/messages';
import { eq, like } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { chapters, courses, curricula, questions, subjects } from '../../db/schema/index.ts';
import { buildCourse, buildCurriculum, buildQuestion, buildSubject, today } from '../../test/catalogue-factories.ts';
import { useRoleApp } from '../../test/role-tokens.ts';

const { t, tokens, call } = useRoleApp();
const year = () => today().slice(0, 4);

/** A curriculum with two subjects, a topic with two chapters and two questions. */
async function fullCurriculum() {
  const curriculum = await buildCurriculum(t.deps.db);
  const maths = await buildSubject(t.deps.db, curriculum, { subject: 'Maths' });
  await buildSubject(t.deps.db, curriculum, { subject: 'Physics' });
  const course = await buildCourse(t.deps.db, maths, { topic: 'Algebra', chapters: ['Groups', 'Rings'] });
  await buildQuestion(t.deps.db, { ...course, chapter: 'Groups' });
  await buildQuestion(t.deps.db, { ...course, chapter: 'Rings' }, { questionType: 'Text', correctAnswer: '' });
  return curriculum;
}

describe('POST /api/copycurriculum/:id', () => {
  it('copies the curriculum alone with a code of one word (short name + "-copy"); a second copy is "-copy2"', async () => {
    const source = await fullCurriculum();
    const first = await call(`/copycurriculum/${source.id}`, tokens.admin, {});
    expect(first.statusCode).toBe(200);
    expect(first.json().data).toMatchObject({
      shortName: `${source.shortName}-copy`,
      curriculum: `${source.curriculum}-copy`,
      curriculumCode: `${source.curriculum}-copy-${year()}`,
      longName: source.longName,
      price: source.price,
      isCopy: true,
    });
    const copyCode = first.json().data.curriculumCode;
    expect(copyCode).not.toMatch(/[\s()[\]]/);
    expect(await t.deps.db.select().from(subjects).where(eq(subjects.curriculumCode, copyCode))).toHaveLength(0);
    const second = await call(`/copycurriculum/${source.id}`, tokens.admin, {});
    expect(second.json().data.curriculum).toBe(`${source.curriculum}-copy2`);
  });

  it('refuses to copy a copy (409), by either copy', async () => {
    const source = await buildCurriculum(t.deps.db);
    const copy = (await call(`/copycurriculum/${source.id}`, tokens.admin, {})).json().data;
    for (const path of ['/copycurriculum', '/copycurriculumtest']) {
      const res = await call(`${path}/${copy._id}`, tokens.admin, {});
      expect(res.statusCode).toBe(409);
      expect(res.json().message).toBe(messages.copyOfCopy);
    }
  });

  it('is for admins only, and 404 for an unknown id', async () => {
    const source = await buildCurriculum(t.deps.db);
    expect((await call(`/copycurriculum/${source.id}`, tokens.teacher, {})).statusCode).toBe(403);
    expect((await call(`/copycurriculumtest/${source.id}`, tokens.student, {})).statusCode).toBe(403);
    expect((await call('/copycurriculum/unknown', tokens.admin, {})).statusCode).toBe(404);
  });
});

describe('POST /api/copycurriculumtest/:id (deep copy)', () => {
  it('copies subjects, topics with chapters and questions, all pointing at the new code', async () => {
    const source = await fullCurriculum();
    const res = await call(`/copycurriculumtest/${source.id}`, tokens.admin, {});
    expect(res.statusCode).toBe(200);
    const { data, copied } = res.json();
    expect(copied).toEqual({ subjects: 2, courses: 1, chapters: 2, questions: 2 });
    const code = data.curriculumCode;
    const newSubjects = await t.deps.db.select().from(subjects).where(eq(subjects.curriculumCode, code));
    expect(newSubjects.map((s) => s.subject).sort()).toEqual(['Maths', 'Physics']);
    expect(newSubjects.every((s) => s.curriculum === data.curriculum)).toBe(true);
    const [course] = await t.deps.db.select().from(courses).where(eq(courses.curriculumCode, code));
    expect(course?.topic).toBe('Algebra');
    const newChapters = await t.deps.db
      .select()
      .from(chapters)
      .where(eq(chapters.courseId, course?.id ?? ''));
    expect(newChapters.map((c) => c.chapter).sort()).toEqual(['Groups', 'Rings']);
    const newQuestions = await t.deps.db.select().from(questions).where(eq(questions.curriculumCode, code));
    expect(newQuestions).toHaveLength(2);
    expect(newQuestions.every((q) => q.curriculum === data.curriculum)).toBe(true);
    const oldQuestions = await t.deps.db
      .select()
      .from(questions)
      .where(eq(questions.curriculumCode, source.curriculumCode));
    expect(new Set([...oldQuestions, ...newQuestions].map((q) => q.questionId)).size).toBe(4);
    // The source is untouched.
    expect(
      await t.deps.db.select().from(subjects).where(eq(subjects.curriculumCode, source.curriculumCode)),
    ).toHaveLength(2);
  });

  it('leaves nothing half-copied when a step fails', async () => {
    const source = await fullCurriculum();
    const copyCode = `${source.curriculum}-copy-${year()}`;
    // A stray subject already under the copy's code makes the subjects step fail (unique index),
    // after the curriculum row of the copy was written in the same transaction.
    await buildSubject(t.deps.db, { curriculum: 'stray', curriculumCode: copyCode }, { subject: 'Maths' });
    const res = await call(`/copycurriculumtest/${source.id}`, tokens.admin, {});
    expect(res.statusCode).toBe(500);
    expect(
      await t.deps.db
        .select()
        .from(curricula)
        .where(like(curricula.curriculum, `${source.curriculum}-copy%`)),
    ).toHaveLength(0);
    expect(await t.deps.db.select().from(subjects).where(eq(subjects.curriculumCode, copyCode))).toHaveLength(1);
    expect(await t.deps.db.select().from(courses).where(eq(courses.curriculumCode, copyCode))).toHaveLength(0);
    expect(await t.deps.db.select().from(questions).where(eq(questions.curriculumCode, copyCode))).toHaveLength(0);
  });
});

describe('copies of subjects, chapter content and questions', () => {
  it('copies each once as "name (copy)" and refuses to copy the copy', async () => {
    const curriculum = await buildCurriculum(t.deps.db);
    const subject = await buildSubject(t.deps.db, curriculum, { subject: 'Chemistry' });
    const course = await buildCourse(t.deps.db, subject, { topic: 'Bonds', chapters: ['Ionic', 'Covalent'] });
    const question = await buildQuestion(
      t.deps.db,
      { ...course, chapter: 'Ionic' },
      { question: '<p>What is NaCl?</p>' },
    );

    const subjectCopy = await call(`/copysubject/${subject.id}`, tokens.admin, {});
    expect(subjectCopy.json().data).toMatchObject({
      subject: 'Chemistry (copy)',
      curriculumCode: curriculum.curriculumCode,
    });
    expect((await call(`/copysubject/${subjectCopy.json().data._id}`, tokens.admin, {})).statusCode).toBe(409);

    const courseCopy = await call(`/copyChapter/${course.id}`, tokens.admin, {});
    expect(courseCopy.json().data.topic).toBe('Bonds (copy)');
    expect(courseCopy.json().data.chapters.map((c: { chapter: string }) => c.chapter)).toEqual(['Ionic', 'Covalent']);
    expect((await call(`/copyChapter/${courseCopy.json().data._id}`, tokens.admin, {})).statusCode).toBe(409);

    const questionCopy = await call(`/copyQuestions/${question.questionId}`, tokens.admin, {});
    // Students read the question as written: the copy is marked beside it, not in its text.
    expect(questionCopy.json().data).toMatchObject({
      question: '<p>What is NaCl?</p>',
      correctanswer: '4',
      isCopy: true,
    });
    expect(questionCopy.json().data.questionID).not.toBe(question.questionId);
    const again = await call(`/copyQuestions/${questionCopy.json().data.questionID}`, tokens.admin, {});
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe(messages.copyOfCopy);

    for (const path of [
      `/copysubject/${subject.id}`,
      `/copyChapter/${course.id}`,
      `/copyQuestions/${question.questionId}`,
    ]) {
      expect((await call(path, tokens.teacher, {})).statusCode).toBe(403);
    }
    expect((await call(`/copysubject/${crypto.randomUUID()}`, tokens.admin, {})).statusCode).toBe(404);
  });
});
