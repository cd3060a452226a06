import {
  type ChapterRef,
  checkVideo,
  deleteVideo,
  submitRead,
  submitVideo,
  updateImage,
  videosList,
} from '@kaksha/contracts';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { call } from '../../lib/api-client.ts';

export function useVideos() {
  return useQuery({
    queryKey: ['videosList'],
    queryFn: ({ signal }) => call(videosList, { body: {}, signal }),
    select: (answer) => answer.data,
  });
}

/** The chapter's video, or null; disabled until a whole chapter is chosen. */
export function useChapterVideo(ref: { [K in keyof ChapterRef]: string | null }) {
  const complete = Boolean(ref.curriculumCode && ref.subject && ref.topic && ref.chapter);
  const body = {
    curriculumCode: ref.curriculumCode ?? '',
    subject: ref.subject ?? '',
    topic: ref.topic ?? '',
    chapter: ref.chapter ?? '',
  };
  return useQuery({
    queryKey: ['checkVideo', body.curriculumCode, body.subject, body.topic, body.chapter],
    queryFn: ({ signal }) => call(checkVideo, { body, signal }),
    enabled: complete,
    select: (answer) => answer.data,
  });
}

function useInvalidateMedia() {
  const client = useQueryClient();
  return () =>
    Promise.all(
      ['videosList', 'checkVideo', 'getAllChapters'].map((key) => client.invalidateQueries({ queryKey: [key] })),
    );
}

export function useDeleteVideo() {
  const invalidate = useInvalidateMedia();
  return useMutation({
    mutationFn: (v: { videoID: string; fileName: string }) => call(deleteVideo, { body: v }),
    onSuccess: invalidate,
  });
}

export function useSubmitVideo() {
  const invalidate = useInvalidateMedia();
  return useMutation({
    mutationFn: (body: ChapterRef & { fileName: string; location: string }) => call(submitVideo, { body }),
    onSuccess: invalidate,
  });
}

export function useSubmitRead() {
  const invalidate = useInvalidateMedia();
  return useMutation({
    mutationFn: (body: ChapterRef & { fileName: string; location: string }) => call(submitRead, { body }),
    onSuccess: invalidate,
  });
}

export const setLogoImage = (imageUrl: string | null) => call(updateImage, { body: { type: 'logo', imageUrl } });
