/** The mails of the accounts domain: plain text and HTML, with absolute links to the web app. */

import { escapeHtml } from '../../platform/mail/escape-html.ts';

export interface MailContent {
  subject: string;
  text: string;
  html: string;
}

const PRODUCT = 'Kaksha';

function layout(title: string, paragraphs: string[], action: { label: string; url: string }, footer: string): string {
  const body = paragraphs.map((p) => `<p style="margin:0 0 16px">${escapeHtml(p)}</p>`).join('');
  return `<!doctype html>
<html><body style="margin:0;background:#f4f5f7;font-family:Arial,Helvetica,sans-serif;color:#1f2933">
<table role="presentation" width="100%" cellpadding="0" cellspacing="0"><tr><td align="center" style="padding:32px 16px">
<table role="presentation" width="100%" cellpadding="0" cellspacing="0" style="max-width:560px;background:#ffffff;border-radius:8px;padding:32px">
<tr><td>
<p style="margin:0 0 24px;font-size:22px;font-weight:bold;color:#3b5bdb">${PRODUCT}</p>
<h1 style="margin:0 0 16px;font-size:20px">${escapeHtml(title)}</h1>
${body}
<p style="margin:24px 0"><a href="${escapeHtml(action.url)}" style="background:#3b5bdb;color:#ffffff;padding:12px 20px;border-radius:6px;text-decoration:none;display:inline-block">${escapeHtml(action.label)}</a></p>
<p style="margin:0 0 16px;font-size:13px;color:#616e7c">If the button does not work, open this address: <br><a href="${escapeHtml(action.url)}">${escapeHtml(action.url)}</a></p>
<p style="margin:0;font-size:13px;color:#616e7c">${escapeHtml(footer)}</p>
</td></tr></table></td></tr></table>
</body></html>`;
}

const greeting = (firstName: string) => `Hello ${firstName.trim() || 'there'},`;

export function verificationMail(input: { firstName: string; url: string; validHours: number }): MailContent {
  const lines = [
    greeting(input.firstName),
    `Thank you for registering with ${PRODUCT}. Please confirm that this e-mail address is yours.`,
    `After you confirm it, an admin of your school reviews your details and activates your account.`,
  ];
  const footer = `The link works once and for ${input.validHours} hours. If you did not register, ignore this mail.`;
  return {
    subject: `Verify your e-mail for ${PRODUCT}`,
    text: [...lines, '', `Verify your e-mail: ${input.url}`, '', footer, '', `${PRODUCT}`].join('\n'),
    html: layout('Verify your e-mail', lines, { label: 'Verify e-mail', url: input.url }, footer),
  };
}

export function resetPasswordMail(input: { firstName: string; url: string; validHours: number }): MailContent {
  const lines = [
    greeting(input.firstName),
    `Someone asked to change the password of your ${PRODUCT} account. Choose a new password with the link below.`,
  ];
  const footer = `The link works once and for ${input.validHours} hour${input.validHours === 1 ? '' : 's'}. If you did not ask for it, ignore this mail: your password stays as it is.`;
  return {
    subject: `Change your ${PRODUCT} password`,
    text: [...lines, '', `Change your password: ${input.url}`, '', footer, '', `${PRODUCT}`].join('\n'),
    html: layout('Change your password', lines, { label: 'Change password', url: input.url }, footer),
  };
}

export function setPasswordMail(input: {
  firstName: string;
  role: string;
  url: string;
  validHours: number;
}): MailContent {
  const lines = [
    greeting(input.firstName),
    `An account with the role ${input.role} has been created for you on ${PRODUCT}. Choose your password with the link below, then sign in with this e-mail address.`,
  ];
  const footer = `The link works once and for ${input.validHours} hours. If it has expired, use Forgot password on the login page.`;
  return {
    subject: `Your ${PRODUCT} account: set your password`,
    text: [...lines, '', `Choose your password: ${input.url}`, '', footer, '', `${PRODUCT}`].join('\n'),
    html: layout('Set your password', lines, { label: 'Choose your password', url: input.url }, footer),
  };
}

/** To the owner of an address someone tried to register again (the form's answer did not tell). */
export function registrationAttemptMail(input: { firstName: string; loginUrl: string }): MailContent {
  const lines = [
    greeting(input.firstName),
    `Someone tried to register a new ${PRODUCT} account with this e-mail address, which already has an account.`,
    'If it was you, sign in with your account instead. If you forgot your password, choose Forgot password on the sign-in page to set a new one.',
  ];
  const footer = 'If it was not you, you need not do anything: no account was created and yours is unchanged.';
  return {
    subject: `Someone tried to register with your ${PRODUCT} address`,
    text: [...lines, '', `Sign in: ${input.loginUrl}`, '', footer, '', `${PRODUCT}`].join('\n'),
    html: layout(
      'Someone tried to register with your address',
      lines,
      { label: 'Sign in', url: input.loginUrl },
      footer,
    ),
  };
}

export const verificationUrl = (publicUrl: string, userId: string, token: string) =>
  `${publicUrl}/email-verification/${encodeURIComponent(userId)}/${encodeURIComponent(token)}`;

export const changePasswordUrl = (publicUrl: string, userId: string, token: string) =>
  `${publicUrl}/change-password/${encodeURIComponent(userId)}/${encodeURIComponent(token)}`;
