import crypto from 'node:crypto';
import { and, eq, isNull, like, or } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { enrolments, users } from '../db/schema/index.ts';

/** The demo school's people live at this one real place (a country > state > city of the dataset). */
const PLACE = { country: 'India', state: 'Karnataka', city: 'Bengaluru', pincode: '560001' } as const;

/**
 * Every field registration requires, for the demo person numbered `n`: a gender, a date of birth
 * (different for each, between 2004 and 2006), a mobile number, an address, a real place and a
 * pincode. With them, any demo student can be edited and saved as a registered one could.
 */
export function demoPersonDetails(n: number, gender?: string | null) {
  const year = 2004 + (n % 3);
  const month = String((n % 12) + 1).padStart(2, '0');
  const day = String((n % 27) + 1).padStart(2, '0');
  return {
    gender: gender ?? (n % 2 === 0 ? 'Female' : 'Male'),
    dob: `${year}-${month}-${day}`,
    mobile: `98765${String(43210 + n).padStart(5, '0')}`,
    address: `${12 + n} MG Road`,
    ...PLACE,
  };
}

/**
 * Fills in what a demo school loaded before its people had every registration field: only the
 * demo accounts (@demo.kaksha.local) missing a date of birth, a pincode or a gender, and only those
 * fields, so nothing an administrator changed is overwritten.
 */
export async function completeDemoPeople(db: Db): Promise<void> {
  const incomplete = await db
    .select({ id: users.id, email: users.email, gender: users.gender, dob: users.dob, pincode: users.pincode })
    .from(users)
    .where(
      and(
        like(users.email, '%@demo.kaksha.local'),
        or(isNull(users.dob), isNull(users.pincode), isNull(users.gender), isNull(users.city)),
      ),
    );
  for (const [i, person] of incomplete.entries()) {
    const details = demoPersonDetails(i, person.gender);
    await db
      .update(users)
      .set({
        gender: details.gender,
        dob: person.dob ?? details.dob,
        pincode: person.pincode ?? details.pincode,
        country: details.country,
        state: details.state,
        city: details.city,
      })
      .where(
        and(
          eq(users.id, person.id),
          or(isNull(users.dob), isNull(users.pincode), isNull(users.gender), isNull(users.city)),
        ),
      );
  }
}

/**
 * Adds an accepted, verified demo student enrolled in a curriculum: their row, with the details of
 * person number `n` (each demo file numbers its people after the others'), and their enrolment.
 * Answers the new id.
 */
export async function addDemoStudent(
  tx: Pick<Db, 'insert'>,
  s: { email: string; firstName: string; lastName: string; passwordHash: string; n: number; gender?: string | null },
  curriculum: { curriculum: string; curriculumCode: string },
): Promise<string> {
  const id = crypto.randomUUID();
  await tx.insert(users).values({
    id,
    email: s.email,
    passwordHash: s.passwordHash,
    role: 'student',
    firstName: s.firstName,
    lastName: s.lastName,
    ...demoPersonDetails(s.n, s.gender),
    isActive: true,
    isEmailVerified: true,
    ...curriculum,
  });
  await tx.insert(enrolments).values({ id: crypto.randomUUID(), userId: id, ...curriculum, subject: null });
  return id;
}
