import { messages } from '@kaksha/contracts/messages';
import { describe, expect, it } from 'vitest';
import { buildCourse, buildCurriculum, buildQuestion, buildSubject } from '../../test/catalogue-factories.ts';
import { useRoleApp } from '../../test/role-tokens.ts';

const { t, tokens, call } = useRoleApp();

async function place() {
  const curriculum = await buildCurriculum(t.deps.db);
  const subject = await buildSubject(t.deps.db, curriculum, { subject: 'Algebra' });
  const course = await buildCourse(t.deps.db, subject, { topic: 'Sets', chapters: ['Union'] });
  const at = { ...curriculum, subject: 'Algebra', topic: course.topic, chapter: 'Union' };
  const q1 = await buildQuestion(t.deps.db, at);
  const q2 = await buildQuestion(t.deps.db, at, { questionType: 'Text', questionMarks: 5 });
  return { at, q1, q2 };
}

const body = (p: Awaited<ReturnType<typeof place>>, overrides: Record<string, unknown> = {}) => ({
  templateName: 'Weekly quiz',
  templateType: 'Private',
  curriculumCode: p.at.curriculumCode,
  subject: 'Algebra',
  topic: 'Sets',
  chapter: 'Union',
  questions: [p.q1.questionId, p.q2.questionId],
  ...overrides,
});

describe('templates', () => {
  it('creates, lists, reads with its questions, updates, copies and deletes a template', async () => {
    const p = await place();
    const created = await call('/createTemplate', tokens.admin, body(p));
    expect(created.statusCode).toBe(200);
    const data = created.json().data;
    expect(data).toMatchObject({ templateName: 'Weekly quiz', curriculum: p.at.curriculum, updateDate: null });
    expect(data.templateID).toMatch(/^T\d+$/);
    expect(created.json().message).toBe(messages.templateCreated);

    const list = await call('/getAlltemp', tokens.admin);
    expect(list.json().data.map((x: { templateID: string }) => x.templateID)).toContain(data.templateID);

    const read = await call('/getTemplateQuestions', tokens.admin, { templateID: data.templateID });
    expect(read.json().templateData[0].templateID).toBe(data.templateID);
    expect(read.json().totalData.map((q: { questionID: string }) => q.questionID)).toEqual([
      p.q1.questionId,
      p.q2.questionId,
    ]);

    const updated = await call('/updateTemplate', tokens.admin, {
      ...body(p, { templateName: 'Weekly quiz 2', questions: [p.q2.questionId] }),
      templateID: data.templateID,
    });
    expect(updated.json().data).toMatchObject({ templateName: 'Weekly quiz 2', questions: [p.q2.questionId] });
    expect(updated.json().data.updateDate).not.toBeNull();

    const copy = await call(`/copyTemplates/${data.templateID}`, tokens.admin, {});
    expect(copy.statusCode).toBe(200);
    expect(copy.json().data.templateName).toBe('Weekly quiz 2 (copy)');
    const again = await call(`/copyTemplates/${copy.json().data.templateID}`, tokens.admin, {});
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe(messages.copyOfCopy);

    expect((await call('/deleteTemplate', tokens.admin, { templateID: data.templateID })).statusCode).toBe(200);
    expect((await call('/deleteTemplate', tokens.admin, { templateID: data.templateID })).statusCode).toBe(404);
    expect((await call('/getTemplateQuestions', tokens.admin, { templateID: data.templateID })).statusCode).toBe(404);
    expect((await call('/copyTemplates/T0', tokens.admin, {})).statusCode).toBe(404);
  });

  it('refuses questions of another subject or unknown ones, and bad fields', async () => {
    const p = await place();
    const other = await place();
    const res = await call('/createTemplate', tokens.admin, body(p, { questions: [other.q1.questionId] }));
    expect(res.statusCode).toBe(400);
    expect(res.json().errors).toContainEqual({ field: 'questions', message: messages.questionNotInPlace });
    expect((await call('/createTemplate', tokens.admin, body(p, { questions: ['Q0'] }))).statusCode).toBe(400);
    const none = await call('/createTemplate', tokens.admin, body(p, { questions: [] }));
    expect(none.json().errors).toContainEqual({ field: 'questions', message: messages.pleaseSelectQuestions });
    const noName = await call('/createTemplate', tokens.admin, body(p, { templateName: ' ' }));
    expect(noName.json().errors).toContainEqual({ field: 'templateName', message: messages.required });
    const unknown = await call('/updateTemplate', tokens.admin, { ...body(p), templateID: 'T0' });
    expect(unknown.statusCode).toBe(404);
  });

  it('is staff only: students and teachers never see template questions', async () => {
    const p = await place();
    const created = (await call('/createTemplate', tokens.admin, body(p))).json().data;
    for (const token of [tokens.student, tokens.teacher]) {
      const res = await call('/getTemplateQuestions', token, { templateID: created.templateID });
      expect(res.statusCode).toBe(403);
      expect(res.body).not.toContain('correctanswer');
      expect((await call('/createTemplate', token, body(p))).statusCode).toBe(403);
    }
  });
});
