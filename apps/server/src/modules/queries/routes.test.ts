import { messages } from '@kaksha/contracts/messages';
import { describe, expect, it } from 'vitest';
import { useClassApp } from '../../test/conversation-factories.ts';

const { c, call } = useClassApp();

const raise = async (message = '<p>What is a set?</p>') => {
  const res = await call('/queryInsert', c.student.token, {
    sender_id: c.student.user.id,
    curriculum: c.curriculum.curriculum,
    curriculumCode: c.curriculum.curriculumCode,
    subject: c.subject.subject,
    topic: 'Sets',
    chapter: 'Unions',
    messages: [{ message }],
  });
  expect(res.statusCode).toBe(200);
  return res.json().data as { chatID: string; status: number; messages: { message: string }[] };
};
const status = (token: string, chatID: string, to: number) => call('/changeStatus', token, { chatID, status: to });
const notificationsOf = async (token: string) => (await call('/getNotifications', token)).json();

describe('a student raises a query', () => {
  it('stores it open with the message cleaned', async () => {
    const chat = await raise('<p>Sets<script>alert(1)</script></p>');
    expect(chat.status).toBe(0);
    expect(chat.messages[0]?.message).toBe('<p>Sets</p>');
  });

  it('refuses an empty message, another author, and a curriculum or subject not theirs', async () => {
    const base = {
      curriculumCode: c.curriculum.curriculumCode,
      subject: c.subject.subject,
      topic: 'Sets',
      chapter: 'Unions',
      messages: [{ message: '<p>Hi</p>' }],
    };
    expect(
      (await call('/queryInsert', c.student.token, { ...base, messages: [{ message: '<p> </p>' }] })).statusCode,
    ).toBe(400);
    expect((await call('/queryInsert', c.student.token, { ...base, sender_id: c.classmate.user.id })).statusCode).toBe(
      404,
    );
    expect((await call('/queryInsert', c.outsider.token, base)).statusCode).toBe(404);
    expect((await call('/queryInsert', c.student.token, { ...base, subject: 'Astrology' })).statusCode).toBe(404);
  });
});

describe("the subject's teachers are told", () => {
  type Note = { _id: string; type: string; link: string | null; read: boolean };
  const about = async (token: string, chatID: string) =>
    ((await notificationsOf(token)).data as Note[]).filter((n) => n.link?.endsWith(`?chat=${chatID}`));

  it('of a new query and of a student reply, each opening the chat; no one else is told', async () => {
    const chat = await raise();
    for (const teacher of [c.teacher, c.teacher2]) {
      expect(await about(teacher.token, chat.chatID)).toEqual([
        expect.objectContaining({
          type: 'queryRaised',
          link: `/teacher/queries-list?chat=${chat.chatID}`,
          read: false,
        }),
      ]);
    }
    expect(await about(c.otherTeacher.token, chat.chatID)).toEqual([]);

    await status(c.teacher.token, chat.chatID, 1);
    const studentSide = await about(c.student.token, chat.chatID);
    expect(studentSide.map((n) => n.link)).toEqual([`/student/my-queries/inprogress?chat=${chat.chatID}`]);
    await call('/queryUpdate', c.student.token, { chatID: chat.chatID, messages: [{ message: '<p>And unions?</p>' }] });
    for (const teacher of [c.teacher, c.teacher2]) {
      const notes = await about(teacher.token, chat.chatID);
      expect(notes.map((n) => [n.type, n.link])).toEqual([
        ['queryReply', `/teacher/queries-inprogess?chat=${chat.chatID}`],
        ['queryRaised', `/teacher/queries-list?chat=${chat.chatID}`],
      ]);
    }
    expect(await about(c.otherTeacher.token, chat.chatID)).toEqual([]);

    // Opening the chat reads what pointed to it (the page asks for exactly those), and only them.
    const before = (await notificationsOf(c.teacher2.token)).unread;
    const ids = (await about(c.teacher2.token, chat.chatID)).map((n) => n._id);
    const read = await call('/markNotificationsRead', c.teacher2.token, { ids });
    expect(read.json().unread).toBe(before - 2);
    expect((await about(c.teacher2.token, chat.chatID)).every((n) => n.read)).toBe(true);
    expect((await about(c.teacher.token, chat.chatID)).some((n) => n.read)).toBe(false);
  });
});

describe('ownership', () => {
  it('keeps a query from other students and from teachers of other subjects', async () => {
    const chat = await raise();
    for (const token of [c.classmate.token, c.otherTeacher.token]) {
      expect((await call('/getQueryByID', token, { chatID: chat.chatID })).statusCode).toBe(404);
    }
    expect((await call('/queryUpdate', c.classmate.token, { chatID: chat.chatID, status: 2 })).statusCode).toBe(404);
    expect((await status(c.otherTeacher.token, chat.chatID, 1)).statusCode).toBe(404);
    const code = { curriculumCode: c.curriculum.curriculumCode };
    const others = (await call('/getAllTeacherQueries', c.otherTeacher.token, code)).json().data;
    expect(others.map((q: { chatID: string }) => q.chatID)).not.toContain(chat.chatID);
    const mine = (await call('/getAllTeacherQueries', c.teacher.token, code)).json().data;
    expect(mine.map((q: { chatID: string }) => q.chatID)).toContain(chat.chatID);
    expect((await call('/getAllQueries', c.classmate.token, code)).json().data).toEqual([]);
    expect((await call('/getAllQueries', c.classmate.token, { ...code, userID: c.student.user.id })).statusCode).toBe(
      404,
    );
  });

  it('lists the latest four for the dashboard', async () => {
    for (let i = 0; i < 4; i++) await raise();
    const res = await call('/getAllQueries', c.student.token, {
      curriculumCode: c.curriculum.curriculumCode,
      limit: 4,
    });
    expect(res.json().data).toHaveLength(4);
  });
});

describe('the transitions of student spec §4', () => {
  it('teacher opens, both reply, student resolves, teacher reopens and resolves', async () => {
    const chat = await raise();
    // A student never sets 1 and cannot reply before the query is in progress.
    expect((await call('/queryUpdate', c.student.token, { chatID: chat.chatID, status: 1 })).statusCode).toBe(400);
    const early = await call('/queryUpdate', c.student.token, { chatID: chat.chatID, messages: [{ message: 'Hi' }] });
    expect(early.statusCode).toBe(409);
    expect(early.json().message).toBe(messages.queryNotInProgress);

    expect((await status(c.teacher.token, chat.chatID, 1)).json().data.status).toBe(1);
    const reply = await call('/queryReply', c.teacher.token, {
      chatID: chat.chatID,
      messages: [{ message: '<p>A collection</p>' }],
    });
    expect(reply.statusCode).toBe(200);
    const bell = await notificationsOf(c.student.token);
    expect(bell.data.map((n: { type: string }) => n.type)).toEqual(
      expect.arrayContaining(['queryReply', 'queryStatus']),
    );
    expect(bell.unread).toBeGreaterThanOrEqual(2);

    const answer = await call('/queryUpdate', c.student.token, {
      chatID: chat.chatID,
      messages: [{ message: 'Thanks' }],
    });
    expect(answer.json().data.messages).toHaveLength(3);
    expect((await status(c.teacher.token, chat.chatID, 0)).statusCode).toBe(409);

    expect((await call('/queryUpdate', c.student.token, { chatID: chat.chatID, status: 2 })).json().data.status).toBe(
      2,
    );
    expect((await call('/queryUpdate', c.student.token, { chatID: chat.chatID, status: 2 })).statusCode).toBe(409);
    expect(
      (await call('/queryReply', c.teacher.token, { chatID: chat.chatID, messages: [{ message: 'x' }] })).statusCode,
    ).toBe(409);
    expect((await status(c.teacher.token, chat.chatID, 1)).json().data.status).toBe(1);
    expect((await status(c.teacher.token, chat.chatID, 2)).json().data.status).toBe(2);
  });

  it('teacher closes an open query; a teacher reply opens one', async () => {
    const closed = await raise();
    expect((await status(c.teacher.token, closed.chatID, 2)).json().data.status).toBe(2);
    const answered = await raise();
    const res = await call('/queryReply', c.teacher2.token, {
      chatID: answered.chatID,
      messages: [{ message: 'Look here' }],
    });
    expect(res.json().data.status).toBe(1);
  });

  it('the student resolves an open query', async () => {
    const chat = await raise();
    expect((await call('/queryUpdate', c.student.token, { chatID: chat.chatID, status: 2 })).json().data.status).toBe(
      2,
    );
  });
});

describe('feedback and rating', () => {
  it('come once each, on a completed query only', async () => {
    const chat = await raise();
    const feedback = (text: string) => call('/queryUpdate', c.student.token, { chatID: chat.chatID, feedback: text });
    const rate = (rating: number) => call('/updateRating', c.student.token, { chatId: chat.chatID, rating });
    expect((await feedback('Early')).statusCode).toBe(409);
    expect((await rate(5)).statusCode).toBe(409);
    await status(c.teacher.token, chat.chatID, 2);
    expect((await rate(6)).statusCode).toBe(400);
    expect((await rate(0)).statusCode).toBe(400);
    expect((await call('/updateRating', c.classmate.token, { chatId: chat.chatID, rating: 5 })).statusCode).toBe(404);
    expect((await feedback('Very clear')).json().data.feedback).toBe('Very clear');
    expect((await feedback('Again')).json().message).toBe(messages.feedbackGivenOnce);
    expect((await rate(4)).json().data.rating).toBe(4);
    expect((await rate(5)).statusCode).toBe(409);
  });
});
