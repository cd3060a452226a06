import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { curricula } from '../../db/schema/index.ts';
import { loginAs, withToken } from '../../test/auth-helpers.ts';
import { buildCurriculum, buildSubject } from '../../test/catalogue-factories.ts';
import { buildAdmin, buildStudent, buildTeacher, enrol } from '../../test/factories.ts';
import { attachVideoRow, type BuiltTopic, buildTopicWithChapters } from '../../test/media-factories.ts';
import { getTestApp, type TestApp } from '../../test/test-app.ts';

let t: TestApp;
let mine: BuiltTopic;
let other: BuiltTopic;
let studentToken: string;
let studentId: string;
let teacherToken: string;
let adminToken: string;

beforeAll(async () => {
  t = await getTestApp();
  const db = t.deps.db;
  mine = await buildTopicWithChapters(db, { chapters: ['Motion', 'Forces', 'Energy'] });
  other = await buildTopicWithChapters(db);
  await attachVideoRow(db, mine, 0, 'videos/motion.mp4', [
    { name: 'Motion notes.pdf', location: 'files/notes.pdf' },
    { name: 'Motion exercise.pdf', location: 'files/exercise.pdf' },
  ]);
  const student = await buildStudent(db);
  studentId = student.id;
  await enrol(db, student, mine.curriculumCode);
  const teacher = await buildTeacher(db);
  await enrol(db, teacher, mine.curriculumCode, mine.subject);
  [studentToken, teacherToken, adminToken] = await Promise.all([
    loginAs(t.app, student),
    loginAs(t.app, teacher),
    loginAs(t.app, await buildAdmin(db)),
  ]);
});
afterAll(() => t.close());

const post = (url: string, token: string | null, payload: object) =>
  t.app.inject({ method: 'POST', url: `/api${url}`, headers: token ? withToken(token) : {}, payload });

describe('GET /api/getUserCurr/:userID', () => {
  it("answers the caller's own enrolments", async () => {
    const res = await t.app.inject({ url: `/api/getUserCurr/${studentId}`, headers: withToken(studentToken) });
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toEqual([
      expect.objectContaining({ curriculum: mine.curriculum, curriculumCode: mine.curriculumCode }),
    ]);
  });

  it('names each curriculum by its long name too, as people know it', async () => {
    const res = await t.app.inject({ url: `/api/getUserCurr/${studentId}`, headers: withToken(studentToken) });
    const [row] = await t.deps.db.select().from(curricula).where(eq(curricula.curriculumCode, mine.curriculumCode));
    expect(row?.longName).toBeTruthy();
    expect(res.json().data[0].longName).toBe(row?.longName);
  });

  it("answers 404 for another user's, and lets staff read anyone's", async () => {
    const res = await t.app.inject({ url: `/api/getUserCurr/${studentId}`, headers: withToken(teacherToken) });
    expect(res.statusCode).toBe(404);
    const staff = await t.app.inject({ url: `/api/getUserCurr/${studentId}`, headers: withToken(adminToken) });
    expect(staff.json().data).toHaveLength(1);
  });

  it('needs a token', async () => {
    expect((await t.app.inject({ url: `/api/getUserCurr/${studentId}` })).statusCode).toBe(401);
  });
});

describe('POST /api/getusercur', () => {
  it('finds the enrolment by curriculum name or code', async () => {
    for (const curriculum of [mine.curriculum, mine.curriculumCode]) {
      const res = await post('/getusercur', studentToken, { curriculum });
      expect(res.statusCode).toBe(200);
      expect(res.json().data.curriculumCode).toBe(mine.curriculumCode);
    }
  });

  it('answers 404 for a curriculum the caller is not in, 400 for an empty one', async () => {
    expect((await post('/getusercur', studentToken, { curriculum: other.curriculum })).statusCode).toBe(404);
    expect((await post('/getusercur', studentToken, { curriculum: ' ' })).statusCode).toBe(400);
  });
});

describe('browsing subjects, topics and chapters', () => {
  it('lists subjects and topics of an own curriculum', async () => {
    const subjects = await post('/getSubjectsByCur', studentToken, { curriculumCode: mine.curriculumCode });
    expect(subjects.json().data).toEqual([{ subject: mine.subject }]);
    const topics = await post('/getTopicByCurSub', teacherToken, {
      curriculumCode: mine.curriculumCode,
      subject: mine.subject,
    });
    expect(topics.json().data).toEqual([{ topic: mine.topic }]);
  });

  it('lists chapters in order with a signed video address and reading files', async () => {
    const res = await post('/getAllChapters', studentToken, {
      curriculumCode: mine.curriculumCode,
      subject: mine.subject,
      topic: mine.topic,
    });
    expect(res.statusCode).toBe(200);
    const data = res.json().data;
    expect(data.map((c: { chapter: string }) => c.chapter)).toEqual(['Motion', 'Forces', 'Energy']);
    expect(data[0].fileLocation).toMatch(/^\/api\/files\/videos\/motion\.mp4/);
    expect(data[0].readArr.map((f: { name: string }) => f.name)).toEqual(['Motion notes.pdf', 'Motion exercise.pdf']);
    expect(data[1]).toMatchObject({ fileLocation: null, readArr: [] });
  });

  it('answers 404 to a student or teacher outside the curriculum, and shows staff everything', async () => {
    const body = { curriculumCode: other.curriculumCode, subject: other.subject, topic: other.topic };
    expect((await post('/getAllChapters', studentToken, body)).statusCode).toBe(404);
    expect((await post('/getSubjectsByCur', teacherToken, body)).statusCode).toBe(404);
    expect((await post('/getTopicByCurSub', studentToken, body)).statusCode).toBe(404);
    const staff = await post('/getAllChapters', adminToken, body);
    expect(staff.json().data).toHaveLength(2);
  });

  it('refuses bad input and missing tokens', async () => {
    expect((await post('/getAllChapters', studentToken, { curriculumCode: mine.curriculumCode })).statusCode).toBe(400);
    expect((await post('/getSubjectsByCur', null, { curriculumCode: mine.curriculumCode })).statusCode).toBe(401);
  });
});

describe('POST /api/getCurriculumDetails', () => {
  it('answers one curriculum with its subjects and their topic counts to its student, teacher and staff', async () => {
    for (const token of [studentToken, teacherToken, adminToken]) {
      const res = await post('/getCurriculumDetails', token, { curriculumCode: mine.curriculumCode });
      expect(res.statusCode).toBe(200);
      const data = res.json().data;
      expect(data).toMatchObject({ curriculum: mine.curriculum, curriculumCode: mine.curriculumCode });
      expect(data.subjects).toEqual([expect.objectContaining({ subject: mine.subject, topics: 1 })]);
      // Who made it is the school's business, not its students'.
      expect('createdBy' in data).toBe(token === adminToken);
    }
  });

  it('says a curriculum has no content yet: no subjects, or subjects without topics', async () => {
    const db = t.deps.db;
    const empty = await buildCurriculum(db);
    const bare = await buildCurriculum(db);
    await buildSubject(db, bare, { subject: 'Chemistry' });
    const buyer = await buildStudent(db);
    await enrol(db, buyer, empty.curriculumCode);
    await enrol(db, buyer, bare.curriculumCode);
    const token = await loginAs(t.app, buyer);
    expect(
      (await post('/getCurriculumDetails', token, { curriculumCode: empty.curriculumCode })).json().data.subjects,
    ).toEqual([]);
    const subjects = (await post('/getCurriculumDetails', token, { curriculumCode: bare.curriculumCode })).json().data
      .subjects;
    expect(subjects).toEqual([expect.objectContaining({ subject: 'Chemistry', topics: 0 })]);
  });

  it('answers 404 to anyone outside the curriculum, as for one that does not exist', async () => {
    expect(
      (await post('/getCurriculumDetails', studentToken, { curriculumCode: other.curriculumCode })).statusCode,
    ).toBe(404);
    expect(
      (await post('/getCurriculumDetails', teacherToken, { curriculumCode: other.curriculumCode })).statusCode,
    ).toBe(404);
    expect((await post('/getCurriculumDetails', studentToken, { curriculumCode: 'NO-SUCH-1' })).statusCode).toBe(404);
    expect((await post('/getCurriculumDetails', adminToken, { curriculumCode: 'NO-SUCH-1' })).statusCode).toBe(404);
    expect((await post('/getCurriculumDetails', null, { curriculumCode: mine.curriculumCode })).statusCode).toBe(401);
  });
});
