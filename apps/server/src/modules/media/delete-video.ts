import { messages } from '@kaksha/contracts';
import { and, count, eq } from 'drizzle-orm';
import { chapters, readingFiles, videos } from '../../db/schema/index.ts';
import type { AppDeps } from '../../deps.ts';
import { notFound } from '../../http/errors.ts';
import { type AuditActor, recordAudit } from '../audit/index.ts';
import { removeStored } from './stored-files.ts';

/**
 * Deletes a video and its reading files, clears the chapter's video, then removes the stored
 * files. Files go after the rows are gone, so a failure leaves an orphan file, never a dead link.
 */
export async function deleteVideoUseCase(deps: AppDeps, actor: AuditActor, videoID: string): Promise<void> {
  const [video] = await deps.db.select().from(videos).where(eq(videos.id, videoID)).limit(1);
  if (!video) throw notFound(messages.videoNotFound);
  const files = await deps.db.select().from(readingFiles).where(eq(readingFiles.videoId, video.id));
  await deps.db.transaction(async (tx) => {
    await tx.delete(videos).where(eq(videos.id, video.id));
    await tx
      .update(chapters)
      .set({ fileLocation: null })
      .where(and(eq(chapters.id, video.chapterId), eq(chapters.fileLocation, video.fileLocation)));
    await recordAudit(tx, {
      actor,
      action: 'delete',
      entity: 'video',
      entityId: video.id,
      summary: `Deleted the video ${video.fileName} with its ${files.length} reading files`,
      before: { chapterId: video.chapterId, fileName: video.fileName, readingFiles: files.map((f) => f.name) },
    });
  });
  // A copied curriculum's chapters point at the same video file; keep it while one still does.
  const [shared] = await deps.db
    .select({ n: count() })
    .from(chapters)
    .where(eq(chapters.fileLocation, video.fileLocation));
  const keys = [...(shared?.n ? [] : [video.fileLocation]), ...files.map((f) => f.location)];
  for (const key of keys) await removeStored(deps, key);
}
