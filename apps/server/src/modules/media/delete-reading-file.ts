import { messages } from '@kaksha/contracts';
import { eq } from 'drizzle-orm';
import { readingFiles } from '../../db/schema/index.ts';
import type { AppDeps } from '../../deps.ts';
import { notFound } from '../../http/errors.ts';
import { removeStored } from './stored-files.ts';

/**
 * Removes one reading file of a video; the video and its other files stay. The stored file goes
 * after the row, so a failure leaves an orphan file, never a dead link. Answers the video's id.
 */
export async function deleteReadingFileUseCase(deps: AppDeps, readID: string): Promise<string> {
  const [row] = await deps.db.delete(readingFiles).where(eq(readingFiles.id, readID)).returning();
  if (!row) throw notFound(messages.readingFileNotFound);
  // A copied curriculum's reading files may share the stored file; keep it while one still does.
  const [shared] = await deps.db
    .select({ id: readingFiles.id })
    .from(readingFiles)
    .where(eq(readingFiles.location, row.location))
    .limit(1);
  if (!shared) await removeStored(deps, row.location);
  return row.videoId;
}
