import fs from 'node:fs';
import http from 'node:http';
import path from 'node:path';
import { exportJWK, generateKeyPair } from 'jose';
import { SMTPServer } from 'smtp-server';
import { E2E_JWKS_PORT, E2E_SMTP_PORT } from './constants.ts';

/**
 * Starts what the server under test talks to besides its database: a real SMTP server that keeps
 * each message as a file (the tests read them from E2E_FIXTURES_DIR/mail), and a Google-like JWKS
 * endpoint whose private key the tests use to sign ID tokens.
 */
export default async function globalSetup(): Promise<() => Promise<void>> {
  const dir = process.env.E2E_FIXTURES_DIR;
  if (!dir) throw new Error('E2E_FIXTURES_DIR is not set');
  const mailDir = path.join(dir, 'mail');
  fs.mkdirSync(mailDir, { recursive: true });

  let count = 0;
  // The package's built-in certificate has expired: plain SMTP, the server sends with ignoreTLS.
  const smtp = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onData(stream, session, done) {
      const chunks: Buffer[] = [];
      stream.on('data', (c: Buffer) => chunks.push(c));
      stream.on('end', () => {
        const to = session.envelope.rcptTo.map((r) => r.address.toLowerCase());
        const file = path.join(mailDir, `${Date.now()}-${String(count++).padStart(4, '0')}.json`);
        fs.writeFileSync(file, JSON.stringify({ to, raw: Buffer.concat(chunks).toString('utf8') }));
        done();
      });
    },
  });
  await new Promise<void>((resolve) => smtp.listen(E2E_SMTP_PORT, '127.0.0.1', resolve));

  const { publicKey, privateKey } = await generateKeyPair('RS256', { extractable: true });
  const publicJwk = { ...(await exportJWK(publicKey)), kid: 'e2e-key', alg: 'RS256', use: 'sig' };
  fs.writeFileSync(
    path.join(dir, 'google-key.json'),
    JSON.stringify({ ...(await exportJWK(privateKey)), kid: 'e2e-key' }),
  );
  const jwks = http.createServer((_req, res) => {
    res.writeHead(200, { 'content-type': 'application/json' });
    res.end(JSON.stringify({ keys: [publicJwk] }));
  });
  await new Promise<void>((resolve) => jwks.listen(E2E_JWKS_PORT, '127.0.0.1', resolve));

  return async () => {
    await new Promise<void>((resolve) => smtp.close(() => resolve()));
    await new Promise<void>((resolve) => jwks.close(() => resolve()));
  };
}
