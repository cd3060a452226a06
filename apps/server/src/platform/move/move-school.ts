import path from 'node:path';
import { openPostgres } from '../../db/client.ts';
import type { FileStorage } from '../storage/file-storage.ts';
import { type CopiedDatabase, copyDatabase, MoveRefused, tablesWithRows } from './copy-tables.ts';
import { type CopiedUploads, copyUploads } from './copy-uploads.ts';
import { checkEmbedded, openEmbeddedSnapshot } from './embedded-snapshot.ts';

export interface MoveOptions {
  /** The server's DATA_DIR: the embedded database in `pglite/`, uploads in `uploads/`. */
  dataDir: string;
  /** An empty PostgreSQL database. */
  targetUrl: string;
  /** The bucket to copy the uploads into; without it they stay in the folder. */
  bucket?: FileStorage;
  /** Where the embedded database is copied to be read (the system's temporary folder by default). */
  workDir?: string;
  report: (line: string) => void;
}

export interface MoveResult {
  database: CopiedDatabase;
  uploads?: CopiedUploads;
}

/**
 * Moves a school from the embedded database and DATA_DIR/uploads to PostgreSQL and a bucket.
 * In order: refuse early (a server using the embedded database, a target with rows), copy the
 * uploads and check each one's checksum in the bucket, then copy the database in one
 * transaction that commits only when every table and sequence matches. A failure at any step
 * leaves the embedded data as it was and the target database without a row (its tables made by
 * the migrations, so a second try finds it acceptable).
 */
export async function moveSchool(options: MoveOptions): Promise<MoveResult> {
  const { report } = options;
  const pgliteDir = path.join(options.dataDir, 'pglite');
  checkEmbedded(pgliteDir);
  const target = await openPostgres(options.targetUrl, 2, () => {});
  try {
    const filled = await target.withConnection(tablesWithRows);
    if (filled.length) {
      const named = filled.length > 3 ? [...filled.slice(0, 3), `${filled.length - 3} more tables`] : filled;
      throw new MoveRefused(
        `The target database is not empty: ${named.join(', ')}. ` +
          'Move into a new database (createdb), and do not start Kaksha on it before the move.',
      );
    }
    report(`Reading a copy of the embedded database in ${pgliteDir}...`);
    const snapshot = await openEmbeddedSnapshot(pgliteDir, options.workDir);
    try {
      report('Applying the migrations to the target database...');
      await target.migrate();
      const uploads = options.bucket
        ? await copyUploads(path.join(options.dataDir, 'uploads'), options.bucket, report)
        : undefined;
      const database = await copyDatabase(snapshot.database, target, report);
      return { database, uploads };
    } finally {
      await snapshot.discard();
    }
  } finally {
    await target.close();
  }
}
