import { describe, expect, it } from 'vitest';
import { changePasswordUrl, resetPasswordMail, verificationMail, verificationUrl } from './mails.ts';

describe('account mails', () => {
  it('carry the product name and the absolute link in both the plain and the HTML body', () => {
    const url = verificationUrl('https://school.example.test', 'u-1', 'tok/en');
    expect(url).toBe('https://school.example.test/email-verification/u-1/tok%2Fen');
    const mail = verificationMail({ firstName: 'Meera', url, validHours: 48 });
    expect(mail.subject).toBe('Verify your e-mail for Kaksha');
    expect(mail.text).toContain(url);
    expect(mail.text).toContain('48 hours');
    expect(mail.html).toContain(`href="${url}"`);
  });

  it('escape what a person typed into the HTML', () => {
    const url = changePasswordUrl('https://school.example.test', 'u-1', 'abc');
    const mail = resetPasswordMail({ firstName: '<script>alert(1)</script>', url, validHours: 1 });
    expect(mail.html).not.toContain('<script>');
    expect(mail.html).toContain('&#60;script&#62;');
    expect(mail.text).toContain('1 hour.');
  });
});
