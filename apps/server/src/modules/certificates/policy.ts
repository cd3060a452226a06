import crypto from 'node:crypto';

/** Crockford base32: no I, L, O or U, so a printed code cannot be misread. */
const ALPHABET = '0123456789ABCDEFGHJKMNPQRSTVWXYZ';

/** A new verification code: 80 random bits as KSH-XXXX-XXXX-XXXX-XXXX (unguessable, easy to type). */
export function newCertificateCode(random: (n: number) => Buffer = crypto.randomBytes): string {
  const bytes = random(16);
  const chars = Array.from(bytes, (b) => ALPHABET[b & 31]);
  const groups = [0, 4, 8, 12].map((i) => chars.slice(i, i + 4).join(''));
  return `KSH-${groups.join('-')}`;
}

/** The name printed on a certificate: first, middle and last, in upper case (student spec, /certificate). */
export function printedName(person: { firstName: string; middleName: string; lastName: string }): string {
  return [person.firstName, person.middleName, person.lastName]
    .map((part) => part.trim())
    .filter(Boolean)
    .join(' ')
    .toLocaleUpperCase('en-IN');
}

/** Only students hold certificates, and only of curricula they are enrolled in. */
export const mayHoldCertificate = (actor: { role: string }, enrolled: boolean): boolean =>
  actor.role === 'student' && enrolled;
