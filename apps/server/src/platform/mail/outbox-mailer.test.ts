import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mailOutbox } from '../../db/schema/index.ts';
import { getTestApp, type TestApp } from '../../test/test-app.ts';

describe('the outbox mailer (no SMTP_URL)', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await getTestApp();
  });
  afterAll(() => t.close());

  it('keeps the mail in the database and logs its links', async () => {
    const logged: unknown[] = [];
    t.deps.log = { ...t.deps.log, info: (obj: unknown) => logged.push(obj) } as typeof t.deps.log;
    await t.deps.mailer.send({
      to: 'asha@example.test',
      subject: 'Verify your e-mail',
      text: 'Open http://localhost:3000/email-verification/1/abc to verify.',
      html: '<p>Open the link</p>',
    });
    const rows = await t.deps.db.select().from(mailOutbox).where(eq(mailOutbox.to, 'asha@example.test'));
    expect(rows).toHaveLength(1);
    expect(rows[0]?.subject).toBe('Verify your e-mail');
    expect(logged).toContainEqual(
      expect.objectContaining({ links: ['http://localhost:3000/email-verification/1/abc'] }),
    );
  });
});
