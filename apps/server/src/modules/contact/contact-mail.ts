import type { ContactForm } from '@kaksha/contracts/contact';
import { escapeHtml } from '../../platform/mail/escape-html.ts';
import type { Mail } from '../../platform/mail/mailer.ts';

type Message = Required<Pick<ContactForm, 'name' | 'email' | 'message'>> & Pick<ContactForm, 'plan'>;

/**
 * The mail an admin receives from the contact page. Everything the visitor typed is escaped in
 * the HTML part; the answer goes to the visitor's address, shown as a mailto link.
 */
export function contactMail(to: string, input: Message): Mail {
  const about = input.plan ? `the ${input.plan} plan` : 'a general question';
  const subject = `Kaksha contact form: ${input.name} about ${about}`;
  const text = [
    `${input.name} <${input.email}> wrote through the Kaksha contact page about ${about}:`,
    '',
    input.message,
    '',
    `Reply to ${input.email}.`,
  ].join('\n');
  const paragraphs = input.message
    .split(/\r?\n/)
    .map((line) => escapeHtml(line))
    .join('<br>');
  const html = `<!doctype html>
<html><body style="font-family:Arial,Helvetica,sans-serif;color:#1f2933">
<p><strong>${escapeHtml(input.name)}</strong> &lt;<a href="mailto:${escapeHtml(input.email)}">${escapeHtml(input.email)}</a>&gt; wrote through the Kaksha contact page about ${escapeHtml(about)}:</p>
<blockquote style="margin:16px 0;padding:12px 16px;border-left:4px solid #3b5bdb;background:#f4f5f7">${paragraphs}</blockquote>
<p>Reply to <a href="mailto:${escapeHtml(input.email)}">${escapeHtml(input.email)}</a>.</p>
</body></html>`;
  return { to, subject, text, html };
}
