import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { Readable } from 'node:stream';
import { eq } from 'drizzle-orm';
import { chapterAt } from '../db/chapter-place.ts';
import type { Db } from '../db/client.ts';
import { chapters, curricula, readingFiles, subjects, videos } from '../db/schema/index.ts';
import type { FileStorage } from '../platform/storage/file-storage.ts';
import { samplePdf } from './sample-pdf.ts';

const sampleVideo = path.resolve(import.meta.dirname, 'assets/sample-lesson.webm');
const code = 'KKS-BSC-CS-2026';

/** Which demo chapters get a video, and their reading files ('exercise' in a name: exercise material). */
const lessons = [
  { subject: 'Mathematics', topic: 'Sets and Logic', chapter: 'Sets', files: ['Sets - notes', 'Sets - exercise'] },
  { subject: 'Mathematics', topic: 'Sets and Logic', chapter: 'Propositional Logic', files: ['Logic - notes'] },
  { subject: 'Programming', topic: 'Basics', chapter: 'Values and Types', files: ['Values - exercise'] },
];

async function store(storage: FileStorage, key: string, content: Buffer): Promise<void> {
  await storage.write(key, Readable.from(content));
}

/**
 * The demo school's lesson videos and reading files. The video is a small sample file shipped
 * with Kaksha; the PDFs are written here. Chapters such as Limits are left without a video.
 */
export async function loadDemoMedia(db: Db, storage: FileStorage): Promise<void> {
  const video = fs.readFileSync(sampleVideo);
  for (const l of lessons) {
    const ch = await chapterAt(db, { curriculumCode: code, ...l });
    if (!ch) continue;
    const videoKey = `videos/${crypto.randomUUID()}.webm`;
    await store(storage, videoKey, video);
    const videoId = crypto.randomUUID();
    await db.insert(videos).values({
      id: videoId,
      chapterId: ch.id,
      fileName: `${l.chapter}.webm`,
      fileLocation: videoKey,
    });
    await db.update(chapters).set({ fileLocation: videoKey }).where(eq(chapters.id, ch.id));
    for (const name of l.files) {
      const key = `files/${crypto.randomUUID()}.pdf`;
      const lines = name.includes('exercise')
        ? [
            '1. Write down three examples.',
            '2. Explain each in your own words.',
            '3. Check your answers with a friend.',
          ]
        : [`Reading for the chapter ${l.chapter}.`, 'Watch the video first, then read these notes.'];
      await store(storage, key, samplePdf(`${l.chapter}: ${name}`, lines));
      await db.insert(readingFiles).values({ id: crypto.randomUUID(), videoId, name: `${name}.pdf`, location: key });
    }
  }
}

/** A curriculum nobody is enrolled in, so the subscription page has one to buy. */
export async function loadDemoCurriculumForSale(db: Db): Promise<void> {
  const year = new Date().getUTCFullYear();
  const curriculum = 'KKS-CERT-WD';
  await db.insert(curricula).values({
    id: crypto.randomUUID(),
    organizationName: 'Kaksha Demo School',
    organizationCode: 'KKS',
    curriculumAward: 'CERT',
    shortName: 'WD',
    longName: 'Certificate in Web Development',
    curriculum,
    curriculumCode: `${curriculum}-${year}`,
    experience: 'Placement',
    marksMode: 'Marks',
    effectiveDate: `${year}-01-01`,
    startDate: `${year}-01-01`,
    endDate: `${year}-12-31`,
    duration: 1,
    price: 1499,
  });
  await db.insert(subjects).values({
    id: crypto.randomUUID(),
    curriculum,
    curriculumCode: `${curriculum}-${year}`,
    subject: 'Web Basics',
    startDate: `${year}-01-01`,
    endDate: `${year}-12-31`,
  });
}
