import crypto from 'node:crypto';
import { and, asc, eq, inArray, isNull, lt, lte, sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../db/client.ts';
import { mailOutbox } from '../../db/schema/index.ts';
import type { Mail, Mailer } from './mailer.ts';

/** Anything that can insert: the database or the transaction of the change that sends the mail. */
type Writer = Pick<Db, 'insert'>;

/** Every mail goes through here: queued with the change it belongs to, delivered after commit. */
export interface MailOutbox {
  /**
   * Queues a mail in the caller's transaction, so it leaves only if the change commits, and a
   * change never has to be undone by hand because its mail could not be sent.
   */
  queue(db: Writer, mail: Mail): Promise<void>;
  /** Queues many mails in one statement (an import's batch), under the same rule. */
  queueMany(db: Writer, mails: readonly Mail[]): Promise<void>;
  /** Delivers due mail soon; call it after the transaction that queued mail has committed. */
  kick(): void;
  /** Delivers every due mail now; answers how many left. The timer, kick() and tests call it. */
  deliverDue(): Promise<number>;
  /** Stops the timer and kicks, and waits for a delivery in progress, so closing the database after it is safe. */
  stop(): Promise<void>;
}

/** A failed send waits 1, 2, 4 ... minutes, at most an hour; after MAX_ATTEMPTS it stays for a person to look at. */
export const MAX_ATTEMPTS = 10;
const retryDelayMs = (attempts: number) => Math.min(60, 2 ** Math.max(0, attempts - 1)) * 60_000;
/** A claimed mail not marked sent by then (the instance stopped mid-send) is tried again. */
const CLAIM_MS = 5 * 60_000;
const BATCH = 20;

export function createMailOutbox(
  db: Db,
  /** Read at each delivery, so tests can put a failing transport in place. */
  transport: () => Mailer,
  logger: () => Pick<FastifyBaseLogger, 'error'>,
  { intervalMs = 30_000 }: { intervalMs?: number } = {},
): MailOutbox {
  let running: Promise<number> | null = null;
  let stopped = false;

  const later = (ms: number) => sql`now() + make_interval(secs => ${ms / 1000})`;

  /** Claims due mail with SKIP LOCKED, so instances sharing one database never send a mail twice. */
  function claimDue() {
    const due = db
      .select({ id: mailOutbox.id })
      .from(mailOutbox)
      .where(
        and(
          isNull(mailOutbox.sentAt),
          lte(mailOutbox.nextAttemptAt, sql`now()`),
          lt(mailOutbox.attempts, MAX_ATTEMPTS),
        ),
      )
      .orderBy(asc(mailOutbox.createdAt))
      .limit(BATCH)
      .for('update', { skipLocked: true });
    return db
      .update(mailOutbox)
      .set({ attempts: sql`${mailOutbox.attempts} + 1`, nextAttemptAt: later(CLAIM_MS) })
      .where(inArray(mailOutbox.id, due))
      .returning();
  }

  /** Sends one claimed mail; a failure puts it back for later and is logged. Answers whether it left. */
  async function deliverOne(mail: typeof mailOutbox.$inferSelect): Promise<boolean> {
    try {
      await transport().send({ to: mail.to, subject: mail.subject, text: mail.text, html: mail.html });
      await db.update(mailOutbox).set({ sentAt: sql`now()`, lastError: null }).where(eq(mailOutbox.id, mail.id));
      return true;
    } catch (error) {
      const reason = error instanceof Error ? error.message : String(error);
      await db
        .update(mailOutbox)
        .set({ lastError: reason.slice(0, 500), nextAttemptAt: later(retryDelayMs(mail.attempts)) })
        .where(eq(mailOutbox.id, mail.id));
      logger().error({ err: error, to: mail.to, attempts: mail.attempts }, 'mail not sent; it will be tried again');
      return false;
    }
  }

  async function deliverOnce(): Promise<number> {
    let sent = 0;
    for (;;) {
      const due = await claimDue();
      // A batch leaves side by side (the SMTP transport keeps a few connections open): one at a
      // time, an import's 200 welcome mails held a new student's verification link back 22 s.
      const results = await Promise.all(due.map(deliverOne));
      sent += results.filter(Boolean).length;
      if (due.length < BATCH) return sent;
    }
  }

  const deliverDue = (): Promise<number> => {
    // One delivery at a time per instance; a kick during one runs again after it.
    running ??= deliverOnce().finally(() => {
      running = null;
    });
    return running;
  };

  const safely = () => {
    if (stopped) return;
    deliverDue().catch((error) => logger().error({ err: error }, 'mail delivery failed'));
  };
  const timer = setInterval(safely, intervalMs);
  timer.unref();

  return {
    async queue(writer, mail) {
      await writer.insert(mailOutbox).values({ id: crypto.randomUUID(), ...mail });
    },
    async queueMany(writer, mails) {
      if (mails.length === 0) return;
      await writer.insert(mailOutbox).values(mails.map((mail) => ({ id: crypto.randomUUID(), ...mail })));
    },
    kick: () => {
      // A failed delivery in progress was already logged by whoever started it; run again either way.
      if (running) void running.then(safely, safely);
      else setImmediate(safely);
    },
    deliverDue,
    stop: async () => {
      stopped = true;
      clearInterval(timer);
      await running?.catch(() => undefined);
    },
  };
}
