import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mailOutbox } from '../../db/schema/index.ts';
import { getTestApp, type TestApp } from '../../test/test-app.ts';
import type { Mail } from './mailer.ts';
import { createMailOutbox, MAX_ATTEMPTS } from './outbox.ts';

describe('the mail outbox', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await getTestApp();
  });
  afterAll(() => t.close());

  const mail = (to: string): Mail => ({
    to,
    subject: 'Verify your e-mail',
    text: 'Open http://localhost:3000/email-verification/1/abc to verify.',
    html: '<p>Open the link</p>',
  });
  const rowsTo = (to: string) => t.deps.db.select().from(mailOutbox).where(eq(mailOutbox.to, to));

  it('without SMTP keeps the mail in the database, logs its links and marks it sent', async () => {
    const logged: unknown[] = [];
    const log = t.deps.log;
    t.deps.log = { ...log, info: (obj: unknown) => logged.push(obj) } as typeof log;
    try {
      await t.deps.mail.queue(t.deps.db, mail('asha@example.test'));
      await t.deps.mail.deliverDue();
    } finally {
      t.deps.log = log;
    }
    const rows = await rowsTo('asha@example.test');
    expect(rows).toHaveLength(1);
    expect(rows[0]?.subject).toBe('Verify your e-mail');
    expect(rows[0]?.sentAt).toBeInstanceOf(Date);
    expect(logged).toContainEqual(
      expect.objectContaining({ links: ['http://localhost:3000/email-verification/1/abc'] }),
    );
  });

  it('sends nothing for a change that rolls back', async () => {
    await expect(
      t.deps.db.transaction(async (tx) => {
        await t.deps.mail.queue(tx, mail('rolled.back@example.test'));
        throw new Error('the change failed');
      }),
    ).rejects.toThrow('the change failed');
    expect(await rowsTo('rolled.back@example.test')).toEqual([]);
  });

  it('sends each mail once, even when deliveries overlap', async () => {
    const sent: string[] = [];
    const mailer = t.deps.mailer;
    t.deps.mailer = { send: async (m) => void sent.push(m.to) };
    try {
      for (const n of [1, 2, 3]) await t.deps.mail.queue(t.deps.db, mail(`once${n}@example.test`));
      await Promise.all([t.deps.mail.deliverDue(), t.deps.mail.deliverDue()]);
    } finally {
      t.deps.mailer = mailer;
    }
    expect(sent.filter((to) => to.startsWith('once')).sort()).toEqual([
      'once1@example.test',
      'once2@example.test',
      'once3@example.test',
    ]);
  });

  it('sends a batch side by side, and a mail that fails waits for later without holding the others', async () => {
    let inFlight = 0;
    let mostAtOnce = 0;
    const sent: string[] = [];
    const mailer = t.deps.mailer;
    t.deps.mailer = {
      send: async (m) => {
        inFlight++;
        mostAtOnce = Math.max(mostAtOnce, inFlight);
        await new Promise((r) => setTimeout(r, 10));
        inFlight--;
        if (m.to === 'batch.bounce@example.test') throw new Error('mailbox unavailable');
        sent.push(m.to);
      },
    };
    const log = t.deps.log;
    t.deps.log = { ...log, error: () => undefined } as typeof log;
    try {
      const batch = ['batch.1', 'batch.bounce', 'batch.2', 'batch.3'].map((name) => mail(`${name}@example.test`));
      await t.deps.mail.queueMany(t.deps.db, batch);
      await t.deps.mail.deliverDue();
    } finally {
      t.deps.mailer = mailer;
      t.deps.log = log;
    }
    expect(mostAtOnce).toBeGreaterThan(1);
    expect(sent.filter((to) => to.startsWith('batch.')).sort()).toEqual([
      'batch.1@example.test',
      'batch.2@example.test',
      'batch.3@example.test',
    ]);
    expect((await rowsTo('batch.bounce@example.test'))[0]).toMatchObject({
      sentAt: null,
      lastError: 'mailbox unavailable',
    });
  });

  it('leaves a mail alone after its last attempt, for a person to look at', async () => {
    await t.deps.mail.queue(t.deps.db, mail('never@example.test'));
    await t.deps.db.update(mailOutbox).set({ attempts: MAX_ATTEMPTS }).where(eq(mailOutbox.to, 'never@example.test'));
    await t.deps.mail.deliverDue();
    expect((await rowsTo('never@example.test'))[0]).toMatchObject({ sentAt: null, attempts: MAX_ATTEMPTS });
  });

  it('stops after the delivery in progress, so the database can close under it without an error', async () => {
    let release = () => {};
    const gate = new Promise<void>((resolve) => {
      release = resolve;
    });
    let reachSend = () => {};
    const atSend = new Promise<void>((resolve) => {
      reachSend = resolve;
    });
    const sent: string[] = [];
    const errors: unknown[] = [];
    const slow = {
      send: async (m: Mail) => {
        reachSend();
        await gate;
        sent.push(m.to);
      },
    };
    const outbox = createMailOutbox(
      t.deps.db,
      () => slow,
      () => ({ error: (e: unknown) => errors.push(e) }),
    );
    await outbox.queue(t.deps.db, mail('in.flight@example.test'));
    const delivering = outbox.deliverDue();
    await atSend;
    outbox.kick(); // a kick during the delivery would run again after it
    let stopped = false;
    const stopping = outbox.stop().then(() => {
      stopped = true;
    });
    await new Promise((r) => setTimeout(r, 20));
    expect(stopped).toBe(false);
    release();
    await Promise.all([delivering, stopping]);
    expect(sent).toEqual(['in.flight@example.test']);
    expect((await rowsTo('in.flight@example.test'))[0]?.sentAt).toBeInstanceOf(Date);
    expect(errors).toEqual([]);
  });
});
