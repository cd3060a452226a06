import crypto from 'node:crypto';
import { deriveDuration } from '@kaksha/contracts/curriculum';
import { eq } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { chapters, courses, curricula, enrolments, subjects, users } from '../db/schema/index.ts';
import { hashPassword } from '../platform/auth/password.ts';
import type { FileStorage } from '../platform/storage/file-storage.ts';
import { loadDemoAssessments } from './demo-assessments.ts';
import { loadDemoConversations } from './demo-conversations.ts';
import { loadDemoDrawnPaper } from './demo-fair-exams-paper.ts';
import { loadDemoTimedExam } from './demo-fair-exams-time.ts';
import { loadDemoCurriculumForSale, loadDemoMedia } from './demo-media.ts';
import { completeDemoPeople, demoPersonDetails } from './demo-person-details.ts';
import { loadDemoQuestions } from './demo-questions.ts';
import { loadSecondDemoCurriculum } from './demo-second-curriculum.ts';
import { loadDemoSignature } from './demo-signature.ts';
import { loadDemoStatistics } from './demo-statistics.ts';

/** Everyone in the demo school signs in with this password (README lists the accounts). */
export const DEMO_PASSWORD = 'Demo@1234';
export const DEMO_CURRICULUM = { curriculum: 'KKS-BSC-CS', curriculumCode: 'KKS-BSC-CS-2026' };

const year = new Date().getUTCFullYear();
const iso = (y: number, m: number, d: number) => `${y}-${String(m).padStart(2, '0')}-${String(d).padStart(2, '0')}`;

export const demoPeople = [
  { email: 'admin@demo.kaksha.local', role: 'admin', firstName: 'Asha', lastName: 'Rao' },
  {
    email: 'teacher@demo.kaksha.local',
    role: 'teacher',
    firstName: 'Vikram',
    lastName: 'Iyer',
    subject: 'Mathematics',
  },
  { email: 'student1@demo.kaksha.local', role: 'student', firstName: 'Priya', lastName: 'Sharma', gender: 'Female' },
  { email: 'student2@demo.kaksha.local', role: 'student', firstName: 'Rahul', lastName: 'Verma', gender: 'Male' },
] as const;

const demoSubjects = [
  {
    subject: 'Mathematics',
    info: '<p>Foundations of discrete mathematics and calculus.</p>',
    topics: [
      { topic: 'Sets and Logic', chapters: ['Sets', 'Propositional Logic'] },
      { topic: 'Calculus', chapters: ['Limits', 'Derivatives'] },
    ],
  },
  {
    subject: 'Programming',
    info: '<p>Programming with TypeScript, from values to modules.</p>',
    topics: [{ topic: 'Basics', chapters: ['Values and Types', 'Functions', 'Modules'] }],
  },
];

/**
 * Loads the demo school once (its lesson files too, given storage); false when it is already there.
 * Its template and tests are added to a school loaded before they existed.
 */
export async function loadDemoSchool(
  db: Db,
  storage?: FileStorage,
  opts: { timeZone: string; now?: Date } = { timeZone: 'Asia/Kolkata' },
): Promise<boolean> {
  const [existing] = await db
    .select({ id: curricula.id })
    .from(curricula)
    .where(eq(curricula.curriculumCode, DEMO_CURRICULUM.curriculumCode))
    .limit(1);
  if (existing) {
    await completeDemoPeople(db);
    if (storage) await loadDemoSignature(db, storage);
    await loadDemoAssessments(db, opts.timeZone, opts.now);
    await loadDemoStatistics(db, opts.timeZone, opts.now);
    await loadDemoTimedExam(db, opts.timeZone, opts.now);
    return false;
  }
  const passwordHash = await hashPassword(DEMO_PASSWORD);

  await db.transaction(async (tx) => {
    await tx.insert(curricula).values({
      id: crypto.randomUUID(),
      organizationName: 'Kaksha Demo School',
      organizationCode: 'KKS',
      curriculumAward: 'BSC',
      shortName: 'CS',
      longName: 'Bachelor of Science in Computer Science',
      ...DEMO_CURRICULUM,
      experience: 'Internship',
      marksMode: 'Percentage',
      liveSession: true,
      showPreviousCurriculum: false,
      eligibility: '<p>Higher secondary certificate with mathematics.</p>',
      passCriteria: '<p>35% in every subject.</p>',
      effectiveDate: iso(year, 1, 1),
      startDate: iso(year, 1, 1),
      endDate: iso(year + 3, 12, 31),
      duration: deriveDuration(iso(year, 1, 1), iso(year + 3, 12, 31)) ?? 0,
      price: 4999,
    });
    for (const s of demoSubjects) {
      await tx.insert(subjects).values({
        id: crypto.randomUUID(),
        ...DEMO_CURRICULUM,
        subject: s.subject,
        subjectInfo: s.info,
        startDate: iso(year, 1, 1),
        endDate: iso(year, 12, 31),
        minCredits: 2,
        maxCredits: 4,
        practicalSession: 'Yes',
      });
      for (const t of s.topics) {
        const courseId = crypto.randomUUID();
        await tx.insert(courses).values({
          id: courseId,
          ...DEMO_CURRICULUM,
          subject: s.subject,
          topic: t.topic,
          topicInfo: `<p>${t.topic}</p>`,
        });
        await tx.insert(chapters).values(
          t.chapters.map((chapter, position) => ({
            id: crypto.randomUUID(),
            courseId,
            position,
            chapter,
            chapterInfo: `An introduction to ${chapter.toLowerCase()}.`,
          })),
        );
      }
    }
    for (const [n, p] of demoPeople.entries()) {
      const id = crypto.randomUUID();
      const subject = 'subject' in p ? p.subject : null;
      const inCurriculum = p.role === 'student' || p.role === 'teacher';
      await tx.insert(users).values({
        id,
        email: p.email,
        passwordHash,
        role: p.role,
        firstName: p.firstName,
        lastName: p.lastName,
        ...demoPersonDetails(n, 'gender' in p ? p.gender : null),
        isActive: true,
        isEmailVerified: true,
        ...(inCurriculum ? { ...DEMO_CURRICULUM, subject } : {}),
      });
      if (inCurriculum) {
        await tx.insert(enrolments).values({
          id: crypto.randomUUID(),
          userId: id,
          ...DEMO_CURRICULUM,
          subject,
          startDate: iso(year, 1, 1),
          endDate: iso(year + 3, 12, 31),
          location: 'Bengaluru',
        });
      }
    }
    await loadDemoCurriculumForSale(tx);
    await loadDemoQuestions(tx, DEMO_CURRICULUM, null);
    await loadSecondDemoCurriculum(tx, year);
    await loadDemoConversations(tx, passwordHash, opts.timeZone);
  });
  await loadDemoAssessments(db, opts.timeZone, opts.now);
  await loadDemoStatistics(db, opts.timeZone, opts.now);
  await loadDemoDrawnPaper(db, opts.timeZone, opts.now);
  await loadDemoTimedExam(db, opts.timeZone, opts.now);
  if (storage) {
    await loadDemoMedia(db, storage);
    await loadDemoSignature(db, storage);
  }
  return true;
}
