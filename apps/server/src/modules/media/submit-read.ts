import type { submitRead } from '@kaksha/contracts/media';
import { messages } from '@kaksha/contracts/messages';
import type { z } from 'zod';
import type { VideoRow } from '../../db/schema/index.ts';
import type { AppDeps } from '../../deps.ts';
import type { Actor } from '../../http/actor.ts';
import { badRequest, notFound } from '../../http/errors.ts';
import { findChapter, insertReadingFile, videoOfChapter } from './queries.ts';
import { storedExists } from './stored-files.ts';

type Body = z.output<NonNullable<(typeof submitRead)['body']>>;

/**
 * Adds an uploaded PDF, PNG, JPG or ZIP to the chapter's video; the chapter must have a video.
 * The contract (StoredKey) already refused a location that is not a reading file.
 */
export async function submitReadUseCase(deps: AppDeps, actor: Actor, body: Body): Promise<VideoRow> {
  const chapter = await findChapter(deps.db, body);
  const video = await videoOfChapter(deps.db, chapter.chapterId);
  if (!video) throw notFound(messages.videoNotFoundUploadFirst);
  if (!(await storedExists(deps, body.location))) {
    throw badRequest(messages.uploadFileFirst, [{ field: 'location', message: messages.uploadFileFirst }]);
  }
  await insertReadingFile(deps.db, {
    videoId: video.id,
    name: body.fileName,
    location: body.location,
    createdBy: actor.userId,
  });
  return video;
}
