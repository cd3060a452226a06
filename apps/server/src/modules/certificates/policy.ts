import crypto from 'node:crypto';
import type { CertificateRemainingDto, OutstandingTestDto } from '@kaksha/contracts/certificates';

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

/** A formal test and the student's result of it, if any. */
export interface FormalTest {
  testID: string;
  assessmentName: string;
  subject: string;
  endDate: string;
  resultId: string | null;
  corrected: boolean | null;
}

/**
 * What remains before a student has completed a curriculum: its end date must have passed (the
 * end day itself still belongs to the curriculum) and every Mandatory formal test must have a
 * final result, that is a result that needs no more correction.
 */
export function remainingFor(endDate: string, today: string, tests: readonly FormalTest[]): CertificateRemainingDto {
  const outstanding: OutstandingTestDto[] = tests
    .filter((t) => t.resultId === null || t.corrected !== true)
    .map((t) => ({
      testID: t.testID,
      assessmentName: t.assessmentName,
      subject: t.subject,
      endDate: t.endDate,
      state: t.resultId === null ? 'not-taken' : 'awaiting-correction',
    }));
  return { endDate, endDatePassed: today > endDate, tests: outstanding };
}

/** Completed: nothing remains. */
export const isCompleted = (remaining: CertificateRemainingDto): boolean =>
  remaining.endDatePassed && remaining.tests.length === 0;
