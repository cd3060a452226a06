import { inArray, lt, sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../db/client.ts';
import {
  chapters,
  curricula,
  questions,
  readingFiles,
  testQuestions,
  uploads,
  users,
  videos,
} from '../../db/schema/index.ts';
import { startIntervalJob } from '../../platform/jobs/interval-job.ts';
import type { FileStorage } from '../../platform/storage/file-storage.ts';

/** An upload nothing refers to this long after it arrived is removed. */
const UNREFERENCED_AFTER_MS = 24 * 3600_000;
const UPLOAD_CLEANUP_EVERY_MS = 3600_000;

/**
 * The keys among `keys` that a row refers to. Every column that holds a stored key is listed
 * here: a new one must be added, or its files would be removed a day after their upload.
 */
export async function referencedKeys(db: Db, keys: string[]): Promise<Set<string>> {
  if (!keys.length) return new Set();
  const jsonKeyIn = (column: unknown) => sql`(${column} ->> 'location') in ${keys}`;
  const found = await Promise.all([
    db.select({ key: videos.fileLocation }).from(videos).where(inArray(videos.fileLocation, keys)),
    db.select({ key: chapters.fileLocation }).from(chapters).where(inArray(chapters.fileLocation, keys)),
    db.select({ key: readingFiles.location }).from(readingFiles).where(inArray(readingFiles.location, keys)),
    db.select({ key: users.identityUrl }).from(users).where(inArray(users.identityUrl, keys)),
    db
      .select({ key: sql<string>`${curricula.image} ->> 'location'` })
      .from(curricula)
      .where(jsonKeyIn(curricula.image)),
    ...[questions, testQuestions].flatMap((table) =>
      [table.imageCorrectAnswer, table.imageAnswer1, table.imageAnswer2, table.imageAnswer3].map((column) =>
        db
          .select({ key: sql<string>`${column} ->> 'location'` })
          .from(table)
          .where(jsonKeyIn(column)),
      ),
    ),
  ]);
  return new Set(found.flat().map((r) => r.key as string));
}

/**
 * Removes the stored files of uploads older than a day that nothing refers to; referenced ones
 * only leave the uploads table. Answers how many files were removed.
 */
export async function removeUnreferencedUploads(
  db: Db,
  storage: FileStorage,
  now = new Date(),
  batch = 200,
): Promise<number> {
  let removed = 0;
  for (;;) {
    const due = await db
      .select({ key: uploads.key })
      .from(uploads)
      .where(lt(uploads.receivedAt, new Date(now.getTime() - UNREFERENCED_AFTER_MS)))
      .limit(batch);
    const keys = due.map((r) => r.key);
    if (!keys.length) return removed;
    const referenced = await referencedKeys(db, keys);
    for (const key of keys.filter((k) => !referenced.has(k))) {
      await storage.remove(key);
      removed++;
    }
    await db.delete(uploads).where(inArray(uploads.key, keys));
    if (keys.length < batch) return removed;
  }
}

/** Runs the cleanup every hour (and once at start). */
export function startUploadCleanupJob(db: Db, storage: FileStorage, log: FastifyBaseLogger) {
  return startIntervalJob({
    name: 'upload cleanup',
    everyMs: UPLOAD_CLEANUP_EVERY_MS,
    log,
    run: async () => {
      const removed = await removeUnreferencedUploads(db, storage);
      if (removed) log.info({ removed }, 'unreferenced uploads removed');
    },
  });
}
