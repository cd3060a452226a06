import crypto from 'node:crypto';
import { messages, type submitVideo } from '@kaksha/contracts';
import { eq } from 'drizzle-orm';
import type { z } from 'zod';
import { chapters, videos } from '../../db/schema/index.ts';
import type { AppDeps } from '../../deps.ts';
import type { Actor } from '../../http/actor.ts';
import { badRequest, conflict } from '../../http/errors.ts';
import { findChapter } from './find-chapter.ts';
import { storedExists } from './stored-files.ts';

type Body = z.output<NonNullable<(typeof submitVideo)['body']>>;

/**
 * Attaches an uploaded video to a chapter: a video row, and the chapter's fileLocation pointing at
 * it. Only a video the video upload stored is accepted (the contract's StoredKey refuses any other
 * kind of file), so a reading file cannot become a video.
 */
export async function submitVideoUseCase(deps: AppDeps, actor: Actor, body: Body) {
  const chapter = await findChapter(deps.db, body);
  if (!(await storedExists(deps, body.location))) {
    throw badRequest(messages.uploadVideoFirst, [{ field: 'location', message: messages.uploadVideoFirst }]);
  }
  if (chapter.fileLocation) throw conflict(messages.chapterHasVideo);
  const id = crypto.randomUUID();
  const video = await deps.db.transaction(async (tx) => {
    const [row] = await tx
      .insert(videos)
      .values({
        id,
        chapterId: chapter.chapterId,
        fileName: body.fileName,
        fileLocation: body.location,
        createdBy: actor.userId,
      })
      .onConflictDoNothing()
      .returning();
    if (!row) throw conflict(messages.chapterHasVideo);
    await tx.update(chapters).set({ fileLocation: body.location }).where(eq(chapters.id, chapter.chapterId));
    return row;
  });
  return video;
}
