import { messages } from '@kaksha/contracts/messages';
import type { AppDeps } from '../../deps.ts';
import { notFound } from '../../http/errors.ts';
import { type AuditActor, recordAudit } from '../audit/index.ts';
import { deleteReadingFileRow, readingFileUses } from './queries.ts';
import { removeStored } from './stored-files.ts';

/**
 * Removes one reading file of a video; the video and its other files stay. The stored file goes
 * after the row, so a failure leaves an orphan file, never a dead link. Answers the video's id.
 */
export async function deleteReadingFileUseCase(deps: AppDeps, actor: AuditActor, readID: string): Promise<string> {
  const row = await deps.db.transaction(async (tx) => {
    const deleted = await deleteReadingFileRow(tx, readID);
    if (!deleted) throw notFound(messages.readingFileNotFound);
    await recordAudit(tx, {
      actor,
      action: 'delete',
      entity: 'reading-file',
      entityId: deleted.id,
      summary: `Deleted the reading file ${deleted.name}`,
      before: { videoId: deleted.videoId, name: deleted.name },
    });
    return deleted;
  });
  // A copied curriculum's reading files may share the stored file; keep it while one still does.
  if (!(await readingFileUses(deps.db, row.location))) await removeStored(deps, row.location);
  return row.videoId;
}
