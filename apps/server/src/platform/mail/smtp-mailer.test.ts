import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createSmtpMailer, MAX_CONNECTIONS } from './smtp-mailer.ts';

describe('the SMTP mailer (SMTP_URL)', () => {
  const received: string[] = [];
  let connections = 0;
  // The smtp-server package's built-in certificate has expired, so the test talks plain SMTP.
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    onConnect(_session, done) {
      connections++;
      done();
    },
    onData(stream, _session, done) {
      let data = '';
      stream.on('data', (c: Buffer) => {
        data += c.toString();
      });
      stream.on('end', () => {
        received.push(data);
        done();
      });
    },
  });
  let port = 0;
  beforeAll(async () => {
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    port = (server.server.address() as AddressInfo).port;
  });
  afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

  it('delivers a plain and HTML message from the configured sender', async () => {
    const mailer = createSmtpMailer(`smtp://127.0.0.1:${port}?ignoreTLS=true`, 'Kaksha <school@example.test>');
    await mailer.send({ to: 'asha@example.test', subject: 'Hello', text: 'Plain words', html: '<p>HTML words</p>' });
    mailer.close();
    expect(received).toHaveLength(1);
    expect(received[0]).toContain('From: Kaksha <school@example.test>');
    expect(received[0]).toContain('Plain words');
    expect(received[0]).toContain('<p>HTML words</p>');
  });

  it('sends many mails over a few kept connections', async () => {
    const mailer = createSmtpMailer(`smtp://127.0.0.1:${port}?ignoreTLS=true`, 'school@example.test');
    const before = connections;
    const sending = Array.from({ length: 4 * MAX_CONNECTIONS }, (_, n) =>
      mailer.send({ to: `many${n}@example.test`, subject: `Welcome ${n}`, text: 'Welcome', html: '<p>Welcome</p>' }),
    );
    await Promise.all(sending);
    mailer.close();
    expect(received.filter((m) => m.includes('Subject: Welcome'))).toHaveLength(4 * MAX_CONNECTIONS);
    expect(connections - before).toBeLessThanOrEqual(MAX_CONNECTIONS);
  });
});
