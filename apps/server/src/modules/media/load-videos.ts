import { asc, desc, inArray, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { type ReadingFileRow, readingFiles, type VideoRow, videos } from '../../db/schema/index.ts';

export interface VideoWithFiles {
  video: VideoRow;
  files: ReadingFileRow[];
}

/** Videos matching `where` (newest first), each with its reading files in upload order. */
export async function loadVideos(db: Db, where?: SQL): Promise<VideoWithFiles[]> {
  const rows = await db.select().from(videos).where(where).orderBy(desc(videos.createdAt), asc(videos.id));
  return withFiles(db, rows);
}

export async function withFiles(db: Db, rows: VideoRow[]): Promise<VideoWithFiles[]> {
  if (rows.length === 0) return [];
  const files = await db
    .select()
    .from(readingFiles)
    .where(
      inArray(
        readingFiles.videoId,
        rows.map((r) => r.id),
      ),
    )
    .orderBy(asc(readingFiles.createdAt), asc(readingFiles.id));
  const byVideo = new Map<string, ReadingFileRow[]>();
  for (const f of files) byVideo.set(f.videoId, [...(byVideo.get(f.videoId) ?? []), f]);
  return rows.map((video) => ({ video, files: byVideo.get(video.id) ?? [] }));
}
