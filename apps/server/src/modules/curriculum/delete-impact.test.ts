import crypto from 'node:crypto';
import { messages } from '@kaksha/contracts/messages';
import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { courses, readingFiles } from '../../db/schema/index.ts';
import { buildCourse, buildQuestion, buildSubject } from '../../test/catalogue-factories.ts';
import { attachVideoRow, buildTopicWithChapters } from '../../test/media-factories.ts';
import { useRoleApp } from '../../test/role-tokens.ts';

const { t, tokens, call } = useRoleApp();

/**
 * Physics > Mechanics (Motion, Forces) with a video and two reading files on Motion and three
 * questions; a second subject, Chemistry, with one topic of one chapter.
 */
async function catalogue() {
  const topic = await buildTopicWithChapters(t.deps.db);
  const videoID = await attachVideoRow(t.deps.db, topic, 0, 'videos/motion.webm', [
    { name: 'Notes.pdf', location: 'files/notes.pdf' },
    { name: 'Exercise.pdf', location: 'files/exercise.pdf' },
  ]);
  for (const chapter of ['Motion', 'Motion', 'Forces']) await buildQuestion(t.deps.db, { ...topic, chapter });
  const chemistry = await buildSubject(t.deps.db, topic, { subject: 'Chemistry' });
  await buildCourse(t.deps.db, chemistry, { topic: 'Bonds', chapters: ['Ionic'] });
  const [mechanics] = await t.deps.db
    .select()
    .from(courses)
    .where(and(eq(courses.curriculumCode, topic.curriculumCode), eq(courses.topic, 'Mechanics')));
  const curriculum = (await call('/getAllCurriculum', tokens.admin))
    .json()
    .data.find((c: { curriculumCode: string }) => c.curriculumCode === topic.curriculumCode);
  const subjects = (await call('/subjectsList', tokens.admin, { curriculumCode: topic.curriculumCode })).json().data;
  const physics = subjects.find((s: { subject: string }) => s.subject === 'Physics');
  return { curriculumId: curriculum._id, subjectId: physics._id, topicId: mechanics?.id ?? '', videoID };
}

const impact = (kind: string, id: string, token = tokens.admin) => call('/getDeleteImpact', token, { kind, id });

describe('POST /api/getDeleteImpact', () => {
  it('counts what goes with a curriculum, a subject, a topic and a video', async () => {
    const ids = await catalogue();
    expect((await impact('curriculum', ids.curriculumId)).json().data).toEqual({
      subjects: 2,
      topics: 2,
      chapters: 3,
      videos: 1,
      questions: 3,
      readingFiles: 2,
      tests: 0,
      students: 0,
      results: 0,
      sessions: 0,
      purchases: 0,
      certificates: 0,
    });
    expect((await impact('subject', ids.subjectId)).json().data).toMatchObject({
      subjects: 0,
      topics: 1,
      chapters: 2,
      videos: 1,
      questions: 3,
      readingFiles: 2,
    });
    // A topic's questions stay (they are kept by name), so none are counted.
    expect((await impact('topic', ids.topicId)).json().data).toMatchObject({
      subjects: 0,
      topics: 0,
      chapters: 2,
      videos: 1,
      questions: 0,
      readingFiles: 2,
    });
    expect((await impact('video', ids.videoID)).json().data).toMatchObject({ readingFiles: 2, chapters: 0 });
  });

  it('answers 404 for an unknown record, 400 for an unknown kind, 403 for a teacher', async () => {
    const unknown = crypto.randomUUID();
    for (const kind of ['curriculum', 'subject', 'topic', 'video']) {
      expect((await impact(kind, unknown)).statusCode).toBe(404);
    }
    expect((await impact('chapter', unknown)).statusCode).toBe(400);
    expect((await impact('curriculum', unknown, tokens.teacher)).statusCode).toBe(403);
  });
});

describe('POST /api/deleteReadingFile', () => {
  it('removes one reading file and keeps the video and the other file', async () => {
    const ids = await catalogue();
    const video = (await call('/getvideo', tokens.admin, { videoID: ids.videoID })).json().data;
    const notes = video.readArr.find((f: { name: string }) => f.name === 'Notes.pdf');
    expect(notes.readID).toEqual(expect.any(String));
    const res = await call('/deleteReadingFile', tokens.admin, { readID: notes.readID });
    expect(res.statusCode).toBe(200);
    expect(res.json().message).toBe(messages.readingFileDeleted);
    expect(res.json().data.videoID).toBe(ids.videoID);
    expect(res.json().data.readArr.map((f: { name: string }) => f.name)).toEqual(['Exercise.pdf']);
    expect(await t.deps.db.select().from(readingFiles).where(eq(readingFiles.videoId, ids.videoID))).toHaveLength(1);
    expect((await call('/deleteReadingFile', tokens.admin, { readID: notes.readID })).statusCode).toBe(404);
    expect((await call('/deleteReadingFile', tokens.teacher, { readID: notes.readID })).statusCode).toBe(403);
  });
});
