import fs from 'node:fs';
import path from 'node:path';

interface Caught {
  to: string[];
  raw: string;
}

const mailDir = () => path.join(process.env.E2E_FIXTURES_DIR ?? '', 'mail');

/** Undoes quoted-printable: soft line breaks and =XX bytes. */
const decodeQuotedPrintable = (text: string) =>
  Buffer.from(
    text
      .replace(/=\r?\n/g, '')
      .replace(/=([0-9A-F]{2})/g, (_m, hex: string) => String.fromCharCode(Number.parseInt(hex, 16))),
    'latin1',
  ).toString('utf8');

function mailsTo(address: string): string[] {
  if (!fs.existsSync(mailDir())) return [];
  return fs
    .readdirSync(mailDir())
    .sort()
    .map((f) => JSON.parse(fs.readFileSync(path.join(mailDir(), f), 'utf8')) as Caught)
    .filter((m) => m.to.includes(address.toLowerCase()))
    .map((m) => decodeQuotedPrintable(m.raw));
}

/** Waits for the n-th mail (1 = first) the SMTP server caught for an address; answers its text. */
export async function waitForMail(address: string, nth = 1, timeoutMs = 15_000): Promise<string> {
  const until = Date.now() + timeoutMs;
  for (;;) {
    const mails = mailsTo(address);
    const mail = mails[nth - 1];
    if (mail) return mail;
    if (Date.now() > until) throw new Error(`no mail number ${nth} to ${address}`);
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}

/** The path of the first link to a page in a mail, e.g. /email-verification/<id>/<token>. */
export function linkTo(mail: string, page: 'email-verification' | 'change-password'): string {
  const match = mail.match(new RegExp(`https?://[^\\s"'<>/]+(/${page}/[^\\s"'<>]+)`));
  if (!match?.[1]) throw new Error(`no ${page} link in the mail`);
  return match[1];
}
