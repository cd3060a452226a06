import crypto from 'node:crypto';
import { inArray } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { chapters, courses, curricula, enrolments, subjects, users } from '../db/schema/index.ts';

type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

/** A second curriculum, so Change Curriculum has somewhere to go for the demo student and teacher. */
export const DEMO_SECOND_CURRICULUM = { curriculum: 'KKS-DIP-DS', curriculumCode: 'KKS-DIP-DS-2026' };

const iso = (y: number, m: number, d: number) => `${y}-${String(m).padStart(2, '0')}-${String(d).padStart(2, '0')}`;

/** Enrolled in both curricula: the first demo student, and the teacher (teaching Statistics here). */
const members = [
  { email: 'student1@demo.kaksha.local', subject: null },
  { email: 'teacher@demo.kaksha.local', subject: 'Statistics' },
] as const;

export async function loadSecondDemoCurriculum(tx: Tx, year: number): Promise<void> {
  await tx.insert(curricula).values({
    id: crypto.randomUUID(),
    organizationName: 'Kaksha Demo School',
    organizationCode: 'KKS',
    curriculumAward: 'DIP',
    shortName: 'DS',
    longName: 'Diploma in Data Science',
    ...DEMO_SECOND_CURRICULUM,
    experience: 'Placement',
    marksMode: 'Marks',
    liveSession: false,
    showPreviousCurriculum: false,
    eligibility: '<p>Any graduate.</p>',
    passCriteria: '<p>40% overall.</p>',
    effectiveDate: iso(year, 1, 1),
    startDate: iso(year, 1, 1),
    endDate: iso(year + 1, 12, 31),
    duration: 2,
    price: 2999,
  });
  await tx.insert(subjects).values({
    id: crypto.randomUUID(),
    ...DEMO_SECOND_CURRICULUM,
    subject: 'Statistics',
    subjectInfo: '<p>Describing data and drawing conclusions from it.</p>',
    startDate: iso(year, 1, 1),
    endDate: iso(year, 12, 31),
    minCredits: 2,
    maxCredits: 4,
    practicalSession: 'No',
  });
  const courseId = crypto.randomUUID();
  await tx.insert(courses).values({
    id: courseId,
    ...DEMO_SECOND_CURRICULUM,
    subject: 'Statistics',
    topic: 'Descriptive Statistics',
    topicInfo: '<p>Descriptive Statistics</p>',
  });
  await tx.insert(chapters).values(
    ['Mean and Median', 'Variance'].map((chapter, position) => ({
      id: crypto.randomUUID(),
      courseId,
      position,
      chapter,
      chapterInfo: `An introduction to ${chapter.toLowerCase()}.`,
    })),
  );
  const people = await tx
    .select({ id: users.id, email: users.email })
    .from(users)
    .where(
      inArray(
        users.email,
        members.map((m) => m.email),
      ),
    );
  for (const m of members) {
    const person = people.find((p) => p.email === m.email);
    if (!person) continue;
    await tx.insert(enrolments).values({
      id: crypto.randomUUID(),
      userId: person.id,
      ...DEMO_SECOND_CURRICULUM,
      subject: m.subject,
      startDate: iso(year, 1, 1),
      endDate: iso(year + 1, 12, 31),
      location: 'Online',
    });
  }
}
