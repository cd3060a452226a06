import { messages } from '@kaksha/contracts/messages';
import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { auditLog, questions } from '../../db/schema/index.ts';
import { buildCourse, buildCurriculum, buildSubject } from '../../test/catalogue-factories.ts';
import { postQuestionFile, questionFixture } from '../../test/question-file-helpers.ts';
import { useRoleApp } from '../../test/role-tokens.ts';

const { t, tokens, call } = useRoleApp();

async function chapter() {
  const curriculum = await buildCurriculum(t.deps.db);
  const subject = await buildSubject(t.deps.db, curriculum, { subject: 'History' });
  await buildCourse(t.deps.db, subject, { topic: 'America', chapters: ['Grant'] });
  return { curriculumCode: curriculum.curriculumCode, subject: 'History', topic: 'America', chapter: 'Grant' };
}

const countIn = async (curriculumCode: string) =>
  (await t.deps.db.select().from(questions).where(eq(questions.curriculumCode, curriculumCode))).length;

const gift = { name: 'bank.gift', content: questionFixture('moodle-docs.gift') };

describe('POST /api/importQuestions', () => {
  it('previews a GIFT file on a dry run, guessing its format, and saves nothing', async () => {
    const place = await chapter();
    const res = await postQuestionFile(t, tokens.admin, { ...place, dryRun: 'true' }, gift);
    expect(res.statusCode).toBe(200);
    const data = res.json().data;
    expect(data).toMatchObject({ format: 'gift', imported: 0 });
    expect(data.questions).toHaveLength(10);
    expect(data.questions.map((q: { item: string }) => q.item)).toContain('Eight');
    expect(data.questions.find((q: { item: string }) => q.item === 'Q8')).toMatchObject({
      questionType: 'Text',
      options: [],
    });
    expect(data.skipped).toContainEqual({ item: 'Nine', line: 61, reason: 'Has 9 options: Kaksha takes 2 to 8' });
    expect(data.skipped.map((s: { item: string }) => s.item)).toEqual([
      'Q3',
      'Q3b',
      'Q4',
      'Q5',
      'Q7',
      'Q9',
      'Nine',
      'Welcome',
    ]);
    expect(await countIn(place.curriculumCode)).toBe(0);
  });

  it('imports in one go, names the saved questions, and audits the import once', async () => {
    const place = await chapter();
    const res = await postQuestionFile(t, tokens.admin, { ...place, format: 'gift' }, gift);
    expect(res.statusCode).toBe(200);
    expect(res.json().message).toBe(messages.questionsImported.replace('{count}', '10'));
    const data = res.json().data;
    expect(data.imported).toBe(10);
    const eight = data.questions.find((q: { item: string }) => q.item === 'Eight');
    expect(eight.questionID).toMatch(/^Q\d+$/);
    const stored = await call('/getQuestion', tokens.admin, { questionID: eight.questionID });
    expect(stored.json().data[0]).toMatchObject({
      chapter: 'Grant',
      questionType: 'Multi',
      questionmarks: 1,
      correctanswer: '7',
      answer3: '8',
      moreAnswers: [
        { answer: '9', image: null },
        { answer: '10', image: null },
        { answer: '12', image: null },
        { answer: 'a=b', image: null },
      ],
    });
    expect(await countIn(place.curriculumCode)).toBe(10);
    const audit = await t.deps.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'import'), eq(auditLog.entity, 'question')));
    expect(audit.filter((a) => a.summary.includes(place.curriculumCode))).toHaveLength(1);
  });

  it('sanitises the text it keeps, like every question', async () => {
    const place = await chapter();
    const file = Buffer.from('::X::[html]<p onclick="steal()">Safe?<script>alert(1)</script></p>{=yes ~no}\n');
    const res = await postQuestionFile(
      t,
      tokens.admin,
      { ...place, dryRun: 'true' },
      { name: 'x.gift', content: file },
    );
    expect(res.json().data.questions[0].question).toBe('<p>Safe?</p>');
  });

  it('reads an Aiken file and skips its broken items with their lines', async () => {
    const place = await chapter();
    const res = await postQuestionFile(
      t,
      tokens.admin,
      { ...place, dryRun: 'true' },
      { name: 'bank.txt', content: questionFixture('moodle-docs-aiken.txt') },
    );
    expect(res.json().data.format).toBe('aiken');
    expect(res.json().data.questions).toHaveLength(3);
    expect(res.json().data.skipped.map((s: { line: number }) => s.line)).toEqual([22, 27, 31]);
  });

  it('imports Moodle XML with its embedded images as stored, content-checked uploads', async () => {
    const place = await chapter();
    const res = await postQuestionFile(t, tokens.admin, place, {
      name: 'bank.xml',
      content: questionFixture('moodle-docs.xml'),
    });
    expect(res.statusCode).toBe(200);
    const data = res.json().data;
    expect(data.format).toBe('moodlexml');
    expect(data.questions.map((q: { item: string }) => q.item)).toEqual([
      'Diagram question',
      'Six options',
      'True or false',
      'Essay',
    ]);
    expect(data.skipped.find((s: { item: string }) => s.item === 'Script image').reason).toBe(
      'The image "evil.svg" is not a PNG, JPG, GIF, WEBP file',
    );
    expect(data.skipped.find((s: { item: string }) => s.item === 'Ten marks').reason).toBe(
      'Marks 10: Kaksha takes whole marks from 1 to 9',
    );
    const diagram = data.questions[0];
    const stored = (await call('/getQuestion', tokens.admin, { questionID: diagram.questionID })).json().data[0];
    expect(stored.questionmarks).toBe(2);
    expect(stored.image_question.location).toMatch(/^images\/[0-9a-f-]+\.png$/);
    expect(stored.image_correctanswer.fileName).toBe('square.png');
    expect(await t.deps.storage.stat(stored.image_question.location)).not.toBeNull();
    expect(stored.answer2).toBe('A line & a dot');
    const essay = (await call('/getQuestion', tokens.admin, { questionID: data.questions[3].questionID })).json()
      .data[0];
    expect(essay).toMatchObject({ questionType: 'Text', questionmarks: 5 });
  });

  it.each([
    [
      'not UTF-8',
      { name: 'bank.gift', content: Buffer.from('::Q:: Caf\xe9? {=oui ~non}', 'latin1') },
      messages.questionFileNotUtf8,
    ],
    [
      'a picture',
      { name: 'bank.txt', content: Buffer.from('89504e470d0a1a0a0000000d49484452', 'hex') },
      messages.questionFileUnknown,
    ],
    [
      'not a question file',
      { name: 'notes.txt', content: Buffer.from('Just some notes.\nNothing else.') },
      messages.questionFileUnknown,
    ],
    ['of another kind by name', { name: 'bank.docx', content: Buffer.from('x') }, messages.questionFileUnknown],
  ])('refuses a file %s with a clear message, saving nothing', async (_case, file, message) => {
    const place = await chapter();
    const res = await postQuestionFile(t, tokens.admin, place, file);
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe(message);
    expect(await countIn(place.curriculumCode)).toBe(0);
  });

  it('refuses a broken Moodle XML file, naming the fault', async () => {
    const place = await chapter();
    const res = await postQuestionFile(t, tokens.admin, place, {
      name: 'bank.xml',
      content: Buffer.from('<?xml version="1.0"?>\n<quiz>\n<question type="essay">\n</quiz>\n'),
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toMatch(/^The file could not be read as Moodle XML: .*line/);
  });

  it('refuses a file larger than the limit', async () => {
    const place = await chapter();
    const res = await postQuestionFile(t, tokens.admin, place, {
      name: 'big.gift',
      content: Buffer.alloc(31 * 1024 * 1024, 0x61),
    });
    expect(res.statusCode).toBe(413);
    expect(res.json().message).toBe(messages.questionFileTooLarge.replace('{max}', '30 MB'));
  });

  it('refuses a chapter that is not in the topic, and a file with nothing to import', async () => {
    const place = await chapter();
    const wrong = await postQuestionFile(t, tokens.admin, { ...place, chapter: 'Lincoln' }, gift);
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().errors[0].field).toBe('chapter');
    const nothing = await postQuestionFile(t, tokens.admin, place, {
      name: 'x.gift',
      content: Buffer.from('::M:: Which? {=a -> b =c -> d}\n'),
    });
    expect(nothing.statusCode).toBe(400);
    expect(nothing.json().message).toBe(messages.questionFileNothingToImport);
  });

  it('is for staff only', async () => {
    const place = await chapter();
    for (const token of [tokens.student, tokens.teacher]) {
      expect((await postQuestionFile(t, token, place, gift)).statusCode).toBe(403);
      expect((await call('/exportQuestions', token, { format: 'gift', ...place })).statusCode).toBe(403);
    }
    expect(await countIn(place.curriculumCode)).toBe(0);
  });
});
