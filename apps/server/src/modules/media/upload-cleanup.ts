import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../db/client.ts';
import { startIntervalJob } from '../../platform/jobs/interval-job.ts';
import type { FileStorage } from '../../platform/storage/file-storage.ts';
import { forgetUploads, referencedKeys, uploadsBefore } from './queries.ts';

/** An upload nothing refers to this long after it arrived is removed. */
const UNREFERENCED_AFTER_MS = 24 * 3600_000;
const UPLOAD_CLEANUP_EVERY_MS = 3600_000;

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
    const keys = await uploadsBefore(db, new Date(now.getTime() - UNREFERENCED_AFTER_MS), batch);
    if (!keys.length) return removed;
    const referenced = await referencedKeys(db, keys);
    for (const key of keys.filter((k) => !referenced.has(k))) {
      await storage.remove(key);
      removed++;
    }
    await forgetUploads(db, keys);
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
