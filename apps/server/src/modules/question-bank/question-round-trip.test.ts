import { Readable } from 'node:stream';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { optionsOfRow } from '../../db/question-options.ts';
import { type QuestionImageFile, type QuestionRow, questions } from '../../db/schema/index.ts';
import { buildCourse, buildCurriculum, buildQuestion, buildSubject } from '../../test/catalogue-factories.ts';
import { postQuestionFile } from '../../test/question-file-helpers.ts';
import { useRoleApp } from '../../test/role-tokens.ts';
import { sampleFiles } from '../../test/upload-helpers.ts';

const { t, tokens, call } = useRoleApp();

let stored = 0;
/** A real image in storage, as an upload would leave it. */
async function storedImage(name: string): Promise<QuestionImageFile> {
  stored++;
  const location = `images/round-trip-${Date.now()}-${stored}.png`;
  await t.deps.storage.write(location, Readable.from([sampleFiles.png]));
  return { fileName: name, location };
}

async function readBytes(file: QuestionImageFile | null): Promise<string | null> {
  if (!file) return null;
  const chunks: Buffer[] = [];
  for await (const chunk of t.deps.storage.read(file.location)) chunks.push(Buffer.from(chunk as Buffer));
  return Buffer.concat(chunks).toString('base64');
}

/** What must survive the trip: type, marks, text, options in order, and every image's bytes. */
async function shape(row: QuestionRow) {
  const multi = row.questionType === 'Multi';
  return {
    questionType: row.questionType,
    questionMarks: row.questionMarks,
    question: row.question,
    image: await readBytes(row.imageQuestion),
    options: multi
      ? await Promise.all(
          optionsOfRow(row).map(async (o) => ({ text: o.text, correct: o.correct, image: await readBytes(o.image) })),
        )
      : [],
  };
}

/** Every question shape Kaksha holds: 2 to 8 options, with and without images, and Text. */
async function library() {
  const curriculum = await buildCurriculum(t.deps.db);
  const subject = await buildSubject(t.deps.db, curriculum, { subject: 'Science' });
  await buildCourse(t.deps.db, subject, { topic: 'Light', chapters: ['From', 'To gift', 'To xml'] });
  const at = { ...curriculum, subject: 'Science', topic: 'Light', chapter: 'From' };
  const letters = 'abcdefgh'.split('');
  for (let count = 2; count <= 8; count++) {
    const options = letters.slice(0, count).map((l) => `${l} option: 1 < 2 & {x} = y # ~z`);
    const withImages = count % 2 === 0;
    const image = async (i: number) => (withImages && i % 2 === 0 ? await storedImage(`opt-${i}.png`) : null);
    await buildQuestion(t.deps.db, at, {
      questionMarks: count,
      question: `<p>Question of <strong>${count}</strong> options: a\\b, "quoted" &amp; ::colons::</p><ul><li>one</li></ul>`,
      correctAnswer: options[0] ?? '',
      answer1: options[1] ?? '',
      answer2: options[2] ?? '',
      answer3: options[3] ?? '',
      imageCorrectAnswer: await image(0),
      imageAnswer1: await image(1),
      imageAnswer2: count > 2 ? await image(2) : null,
      imageAnswer3: count > 3 ? await image(3) : null,
      moreAnswers: await Promise.all(options.slice(4).map(async (text, i) => ({ text, image: await image(i + 4) }))),
      imageQuestion: withImages ? await storedImage('diagram.png') : null,
    });
  }
  await buildQuestion(t.deps.db, at, {
    questionType: 'Text',
    questionMarks: 9,
    question: '<p>Explain refraction.</p>\n<p>Use <em>two</em> lines.</p>',
    correctAnswer: '',
    answer1: '',
    answer2: '',
    answer3: '',
  });
  await buildQuestion(t.deps.db, at, {
    questionType: 'Text',
    questionMarks: 4,
    question: '<p>Describe the picture.</p>',
    correctAnswer: '',
    answer1: '',
    answer2: '',
    answer3: '',
    imageQuestion: await storedImage('picture.png'),
  });
  return at;
}

const rowsOf = (chapter: string, curriculumCode: string) =>
  t.deps.db
    .select()
    .from(questions)
    .where(eq(questions.curriculumCode, curriculumCode))
    .then((rows) =>
      rows
        .filter((r) => r.chapter === chapter)
        .sort((a, b) => a.questionMarks - b.questionMarks || a.questionType.localeCompare(b.questionType)),
    );

describe.each([
  ['gift', 'To gift', 'bank.gift'],
  ['moodlexml', 'To xml', 'bank.xml'],
] as const)('exporting as %s then importing', (format, target, fileName) => {
  it('gives back the same questions, every shape, images included', async () => {
    const at = await library();
    const exported = await call('/exportQuestions', tokens.admin, {
      format,
      curriculumCode: at.curriculumCode,
      subject: at.subject,
      topic: at.topic,
      chapter: 'From',
    });
    expect(exported.statusCode).toBe(200);
    const file = exported.json().data;
    expect(file.count).toBe(9);
    const imported = await postQuestionFile(
      t,
      tokens.admin,
      { curriculumCode: at.curriculumCode, subject: at.subject, topic: at.topic, chapter: target, format },
      { name: fileName, content: Buffer.from(file.content, 'utf8') },
    );
    expect(imported.statusCode).toBe(200);
    expect(imported.json().data.skipped).toEqual([]);
    expect(imported.json().data.imported).toBe(9);

    const before = await Promise.all((await rowsOf('From', at.curriculumCode)).map(shape));
    const after = await Promise.all((await rowsOf(target, at.curriculumCode)).map(shape));
    expect(after).toEqual(before);
    expect(before.filter((q) => q.image !== null)).toHaveLength(5);
  });
});

describe('POST /api/exportQuestions', () => {
  it('names the file by its place and refuses a place with no questions', async () => {
    const at = await library();
    const res = await call('/exportQuestions', tokens.admin, {
      format: 'moodlexml',
      curriculumCode: at.curriculumCode,
    });
    expect(res.json().data).toMatchObject({ mimeType: 'application/xml; charset=utf-8', count: 9 });
    expect(res.json().data.fileName).toBe(`questions-${at.curriculumCode.replace(/[^A-Za-z0-9_-]+/g, '_')}.xml`);
    expect(res.json().data.content).toContain('@@PLUGINFILE@@/diagram.png');
    const empty = await call('/exportQuestions', tokens.admin, {
      format: 'gift',
      curriculumCode: at.curriculumCode,
      chapter: 'To xml',
    });
    expect(empty.statusCode).toBe(400);
  });
});
