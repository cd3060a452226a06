import {
  checkVideo,
  deleteReadingFile,
  deleteVideo,
  getVideo,
  getVideoList,
  submitRead,
  submitVideo,
  updateImage,
  videosList,
} from '@kaksha/contracts/media';
import { messages } from '@kaksha/contracts/messages';
import { presentPage } from '../../db/list-page.ts';
import type { AppDeps } from '../../deps.ts';
import { notFound } from '../../http/errors.ts';
import { implement } from '../../http/implement.ts';
import { deleteReadingFileUseCase } from './delete-reading-file.ts';
import { deleteVideoUseCase } from './delete-video.ts';
import { presentVideo } from './presenter.ts';
import { findChapter, loadVideos, pageVideos } from './queries.ts';
import { fileUrlFor } from './stored-files.ts';
import { submitReadUseCase } from './submit-read.ts';
import { submitVideoUseCase } from './submit-video.ts';
import { removeLogo, updateLogo } from './update-logo.ts';
import { uploadRoutes } from './upload-routes.ts';

async function oneVideo(deps: AppDeps, videoID: string) {
  const [found] = await loadVideos(deps.db, { videoId: videoID });
  if (!found) throw notFound(messages.videoNotFound);
  return presentVideo(found, fileUrlFor(deps));
}

export const mediaRoutes = [
  ...uploadRoutes,

  implement(videosList, async ({ body, deps }) => {
    const urlFor = fileUrlFor(deps);
    return presentPage(await pageVideos(deps.db, {}, body), (r) => presentVideo(r, urlFor));
  }),

  implement(deleteVideo, async ({ deps, actor, body }) => {
    await deleteVideoUseCase(deps, actor, body.videoID);
    return { status: true, message: messages.videoDeleted };
  }),

  implement(submitVideo, async ({ deps, actor, body }) => {
    const video = await submitVideoUseCase(deps, actor, body);
    return { status: true, message: messages.videoUploaded, data: await oneVideo(deps, video.id) };
  }),

  implement(getVideo, async ({ deps, body }) => ({ status: true, data: await oneVideo(deps, body.videoID) })),

  implement(getVideoList, async ({ deps, body }) => {
    const urlFor = fileUrlFor(deps);
    const { curriculumCode, subject, topic } = body;
    const rows = await loadVideos(deps.db, { curriculumCode, subject, topic: topic || undefined });
    return { status: true, data: rows.map((r) => presentVideo(r, urlFor)) };
  }),

  implement(checkVideo, async ({ deps, body }) => {
    const chapter = await findChapter(deps.db, body);
    const [found] = await loadVideos(deps.db, { chapterId: chapter.chapterId });
    return { status: true, data: found ? presentVideo(found, fileUrlFor(deps)) : null };
  }),

  implement(submitRead, async ({ deps, actor, body }) => {
    const video = await submitReadUseCase(deps, actor, body);
    return { status: true, message: messages.readingAdded, data: await oneVideo(deps, video.id) };
  }),

  implement(deleteReadingFile, async ({ deps, actor, body }) => {
    const videoID = await deleteReadingFileUseCase(deps, actor, body.readID);
    return { status: true, message: messages.readingFileDeleted, data: await oneVideo(deps, videoID) };
  }),

  implement(updateImage, async ({ deps, actor, body }) => {
    if (body.imageUrl === null) {
      await removeLogo(deps, actor);
      return { status: true, message: messages.logoRemoved, img: { imageUrl: null } };
    }
    const imageUrl = await updateLogo(deps, actor, body.imageUrl);
    return { status: true, message: messages.logoUpdated, img: { imageUrl } };
  }),
];
