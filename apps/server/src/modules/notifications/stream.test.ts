import { randomUUID } from 'node:crypto';
import type { AddressInfo } from 'node:net';
import { Redis } from 'ioredis';
import { describe, expect, it } from 'vitest';
import { buildApp } from '../../app.ts';
import { createDeps } from '../../create-deps.ts';
import { issueOneTimeToken } from '../../platform/auth/one-time-tokens.ts';
import { createRedisEventBus } from '../../platform/live/event-bus.ts';
import { loginAs } from '../../test/auth-helpers.ts';
import { useClassApp } from '../../test/conversation-factories.ts';
import { buildStudent } from '../../test/factories.ts';
import { testConfig } from '../../test/test-app.ts';

const { t, c, call } = useClassApp();

/** Opens the stream on a listening server and collects its events. */
async function openStream(baseUrl: string, ticket: string) {
  const controller = new AbortController();
  const res = await fetch(`${baseUrl}/api/notifications/stream?ticket=${ticket}`, { signal: controller.signal });
  const events: { event: string; data: unknown }[] = [];
  let buffer = '';
  let finished = false;
  let connected: () => void = () => {};
  const ready = new Promise<void>((resolve) => {
    connected = resolve;
  });
  if (res.body) {
    const reader = res.body.getReader();
    const decoder = new TextDecoder();
    void (async () => {
      try {
        for (;;) {
          const { value, done } = await reader.read();
          if (done) {
            finished = true;
            return;
          }
          buffer += decoder.decode(value, { stream: true });
          if (buffer.includes(': connected')) connected();
          for (let end = buffer.indexOf('\n\n'); end >= 0; end = buffer.indexOf('\n\n')) {
            const block = buffer.slice(0, end);
            buffer = buffer.slice(end + 2);
            const event = /^event: (.+)$/m.exec(block)?.[1];
            const data = /^data: (.+)$/m.exec(block)?.[1];
            if (event && data) events.push({ event, data: JSON.parse(data) });
          }
        }
      } catch {
        // aborted at the end of the test
      }
    })();
  }
  const next = async (type: string) => {
    for (let i = 0; i < 100; i++) {
      const found = events.find((e) => (e.data as { type: string }).type === type);
      if (found) return found;
      await new Promise((r) => setTimeout(r, 50));
    }
    throw new Error(`no ${type} event`);
  };
  /** Whether the server closed the stream within two seconds. */
  const ended = async () => {
    for (let i = 0; i < 40 && !finished; i++) await new Promise((r) => setTimeout(r, 50));
    return finished;
  };
  return { res, ready, next, ended, close: () => controller.abort() };
}

const raiseQuery = async () =>
  (
    await call('/queryInsert', c.student.token, {
      curriculumCode: c.curriculum.curriculumCode,
      subject: c.subject.subject,
      topic: 'Sets',
      chapter: 'Unions',
      messages: [{ message: 'Why?' }],
    })
  ).json().data.chatID as string;

describe('live notifications over server-sent events', () => {
  it('reach the student the moment the teacher acts, with a single-use ticket', async () => {
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    const base = `http://127.0.0.1:${(t.app.server.address() as AddressInfo).port}`;
    const ticket = (await call('/notifications/ticket', c.student.token, {})).json().ticket as string;
    const stream = await openStream(base, ticket);
    expect(stream.res.status).toBe(200);
    expect(stream.res.headers.get('content-type')).toContain('text/event-stream');
    await stream.ready;

    const chatID = await raiseQuery();
    await call('/changeStatus', c.teacher.token, { chatID, status: 1 });
    const event = await stream.next('queryStatus');
    expect(event.event).toBe('notification');
    expect(event.data).toMatchObject({ title: 'Your query is Inprogress', read: false });
    stream.close();

    const reused = await fetch(`${base}/api/notifications/stream?ticket=${ticket}`);
    expect(reused.status).toBe(401);
    expect((await fetch(`${base}/api/notifications/stream`)).status).toBe(401);
  });

  it('ends when its sign-in ends, and refuses a ticket of an ended sign-in', async () => {
    if (!t.app.server.listening) await t.app.listen({ port: 0, host: '127.0.0.1' });
    const base = `http://127.0.0.1:${(t.app.server.address() as AddressInfo).port}`;
    const student = await buildStudent(t.deps.db);
    const token = await loginAs(t.app, student);
    const stream = await openStream(base, (await call('/notifications/ticket', token, {})).json().ticket);
    expect(stream.res.status).toBe(200);
    await stream.ready;
    const spare = (await call('/notifications/ticket', token, {})).json().ticket as string;

    expect((await call('/logout', token, {})).statusCode).toBe(200);
    expect(await stream.ended()).toBe(true);
    expect((await fetch(`${base}/api/notifications/stream?ticket=${spare}`)).status).toBe(401);
    // The sign-in id inside a ticket cannot be swapped for another: the stored hash covers it.
    const other = await loginAs(t.app, student);
    const forged = `${randomUUID()}.${spare.split('.')[1]}`;
    expect((await fetch(`${base}/api/notifications/stream?ticket=${forged}`)).status).toBe(401);
    expect((await call('/notifications/ticket', other, {})).statusCode).toBe(200);
  });

  it('marks notifications read', async () => {
    const before = (await call('/getNotifications', c.student.token)).json();
    expect(before.unread).toBeGreaterThan(0);
    const one = before.data[0]._id as string;
    expect((await call('/markNotificationsRead', c.student.token, { ids: [one] })).json().unread).toBe(
      before.unread - 1,
    );
    // Someone else's notification cannot be marked by id.
    expect(
      (await call('/markNotificationsRead', c.classmate.token, { ids: [before.data[1]?._id ?? one] })).statusCode,
    ).toBe(200);
    expect((await call('/markNotificationsRead', c.student.token, {})).json().unread).toBe(0);
    expect((await call('/getNotifications', c.student.token)).json().data.every((n: { read: boolean }) => n.read)).toBe(
      true,
    );
  });

  it('tells the admins when a registration completes and waits for acceptance', async () => {
    const newcomer = await buildStudent(t.deps.db, { isActive: false, isEmailVerified: false });
    const emailToken = await issueOneTimeToken(t.deps.db, {
      userId: newcomer.id,
      purpose: 'verify-email',
      ttlMs: 60_000,
    });
    expect((await call('/verify-email', null, { id: newcomer.id, emailToken })).statusCode).toBe(200);
    const bell = (await call('/getNotifications', c.admin.token)).json().data;
    expect(bell[0]).toMatchObject({ type: 'userToAccept', link: `/admin/inactiveUser/${newcomer.id}` });
  });
});

const redisUrl = process.env.REDIS_URL;

describe.runIf(redisUrl)('with REDIS_URL, across instances', () => {
  it('delivers an event published on one bus to a subscriber of another', async () => {
    const a = new Redis(redisUrl ?? '');
    const b = new Redis(redisUrl ?? '');
    const busA = createRedisEventBus(a, () => {});
    const busB = createRedisEventBus(b, () => {});
    const got = new Promise((resolve) => busB.subscribe('u1', resolve));
    await new Promise((r) => setTimeout(r, 200));
    await busA.publish([{ userId: 'u1', event: 'notification', data: { hello: 1 } }]);
    expect(await got).toEqual({ userId: 'u1', event: 'notification', data: { hello: 1 } });
    await busA.close();
    await busB.close();
    a.disconnect();
    b.disconnect();
  });

  it('reaches a student connected to a second instance when the teacher acts on the first', async () => {
    const config = testConfig({ REDIS_URL: redisUrl ?? '' });
    const first = await createDeps(config, t.deps.db);
    const second = await createDeps(config, t.deps.db);
    const appA = await buildApp(first.deps, { logger: false });
    const appB = await buildApp(second.deps, { logger: false });
    await appB.listen({ port: 0, host: '127.0.0.1' });
    const base = `http://127.0.0.1:${(appB.server.address() as AddressInfo).port}`;
    const ticket = (await call('/notifications/ticket', c.student.token, {})).json().ticket as string;
    const stream = await openStream(base, ticket);
    await stream.ready;
    await new Promise((r) => setTimeout(r, 200));
    const chatID = await raiseQuery();
    const res = await appA.inject({
      method: 'POST',
      url: '/api/queryReply',
      headers: { 'x-access-token': c.teacher.token },
      payload: { chatID, messages: [{ message: 'Because' }] },
    });
    expect(res.statusCode).toBe(200);
    expect((await stream.next('queryReply')).event).toBe('notification');
    stream.close();
    await appA.close();
    await appB.close();
    await first.close();
    await second.close();
  });
});
