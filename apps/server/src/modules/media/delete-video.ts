import type { AppDeps } from '../../deps.ts';
import { type AuditActor, recordAudit } from '../audit/index.ts';
import { chaptersUsing, detachVideo, findVideo, readingFilesOf } from './queries.ts';
import { removeStored } from './stored-files.ts';

/**
 * Deletes a video and its reading files, clears the chapter's video, then removes the stored
 * files. Files go after the rows are gone, so a failure leaves an orphan file, never a dead link.
 */
export async function deleteVideoUseCase(deps: AppDeps, actor: AuditActor, videoID: string): Promise<void> {
  const video = await findVideo(deps.db, videoID);
  const files = await readingFilesOf(deps.db, video.id);
  await deps.db.transaction(async (tx) => {
    await detachVideo(tx, video);
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
  const shared = await chaptersUsing(deps.db, video.fileLocation);
  const keys = [...(shared ? [] : [video.fileLocation]), ...files.map((f) => f.location)];
  for (const key of keys) await removeStored(deps, key);
}
