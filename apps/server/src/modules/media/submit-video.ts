import type { submitVideo } from '@kaksha/contracts/media';
import { messages } from '@kaksha/contracts/messages';
import type { z } from 'zod';
import type { AppDeps } from '../../deps.ts';
import type { Actor } from '../../http/actor.ts';
import { badRequest, conflict } from '../../http/errors.ts';
import { attachVideo, findChapter } from './queries.ts';
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
  return deps.db.transaction(async (tx) => {
    const row = await attachVideo(tx, {
      chapterId: chapter.chapterId,
      fileName: body.fileName,
      fileLocation: body.location,
      createdBy: actor.userId,
    });
    if (!row) throw conflict(messages.chapterHasVideo);
    return row;
  });
}
