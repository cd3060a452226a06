import { getAllCurriculum } from '@kaksha/contracts/curriculum';
import {
  type ChapterRef,
  checkVideo,
  deleteReadingFile,
  deleteVideo,
  submitRead,
  submitVideo,
  updateImage,
  videosList,
} from '@kaksha/contracts/media';
import { getAllChapters } from '@kaksha/contracts/student-catalogue';
import { call } from '../../lib/api-client.ts';
import { useEndpointMutation, useEndpointQuery } from '../../lib/endpoint-query.ts';

// A video or reading file changes the video list, a chapter's video and the chapters' files.
const MEDIA_READS = [videosList, checkVideo, getAllChapters] as const;

/** Every curriculum, for the upload forms' chapter picker (the same cached read as the curriculum list). */
const EVERY = { query: { all: true } };
export const useAllCurricula = () => useEndpointQuery(getAllCurriculum, EVERY, { select: (answer) => answer.data });

/** The chapter's video, or null; waits until a whole chapter is chosen. */
export function useChapterVideo(ref: { [K in keyof ChapterRef]: string | null }) {
  const { curriculumCode, subject, topic, chapter } = ref;
  return useEndpointQuery(
    checkVideo,
    curriculumCode && subject && topic && chapter ? { body: { curriculumCode, subject, topic, chapter } } : null,
    { select: (answer) => answer.data },
  );
}

export const useDeleteVideo = () =>
  useEndpointMutation((v: { videoID: string; fileName: string }) => call(deleteVideo, { body: v }), MEDIA_READS);

/** Removes one reading file; the video and its other files stay. */
export const useDeleteReadingFile = () =>
  useEndpointMutation((readID: string) => call(deleteReadingFile, { body: { readID } }), MEDIA_READS);

export const useSubmitVideo = () =>
  useEndpointMutation(
    (body: ChapterRef & { fileName: string; location: string }) => call(submitVideo, { body }),
    MEDIA_READS,
  );

export const useSubmitRead = () =>
  useEndpointMutation(
    (body: ChapterRef & { fileName: string; location: string }) => call(submitRead, { body }),
    MEDIA_READS,
  );

export const setLogoImage = (imageUrl: string | null) => call(updateImage, { body: { type: 'logo', imageUrl } });
