import fs from 'node:fs';
import fsp from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { type Database, openPglite } from '../../db/client.ts';
import { MoveRefused } from './copy-tables.ts';

/**
 * PGlite writes `postmaster.pid` into its folder while it has the database open and removes it
 * when it closes; a process killed without closing leaves it behind.
 */
const LOCK_FILE = 'postmaster.pid';

/** Processes (other than this one) with a file of `dir` open, where the system tells (Linux). */
function processesHolding(dir: string): number[] {
  let entries: string[];
  try {
    entries = fs.readdirSync('/proc').filter((e) => /^\d+$/.test(e) && Number(e) !== process.pid);
  } catch {
    return [];
  }
  const inside = `${path.resolve(dir)}${path.sep}`;
  return entries
    .filter((pid) => {
      try {
        return fs
          .readdirSync(`/proc/${pid}/fd`)
          .some((fd) => fs.readlinkSync(`/proc/${pid}/fd/${fd}`, { encoding: 'utf8' }).startsWith(inside));
      } catch {
        return false;
      }
    })
    .map(Number);
}

/** Refuses a folder with no embedded database, or one that a server has open. */
export function checkEmbedded(pgliteDir: string): void {
  if (!fs.existsSync(path.join(pgliteDir, 'PG_VERSION'))) {
    throw new MoveRefused(`There is no embedded database in ${pgliteDir}: is DATA_DIR set as it is for the server?`);
  }
  refuseIfInUse(pgliteDir);
}

/** Refuses to read an embedded database that a server has open (or had open when it was killed). */
function refuseIfInUse(pgliteDir: string): void {
  if (!fs.existsSync(path.join(pgliteDir, LOCK_FILE))) return;
  const holders = processesHolding(pgliteDir);
  throw new MoveRefused(
    holders.length
      ? `The embedded database in ${pgliteDir} is open in process ${holders.join(', ')} (a running Kaksha server?). ` +
          'Stop the server (Ctrl-C, or SIGTERM) and run the move again.'
      : `The embedded database in ${pgliteDir} is marked in use: a Kaksha server is running on it, ` +
          'or the last one was stopped without closing it. Stop the server and run the move again; if no ' +
          'server is running, start Kaksha once on this DATA_DIR and stop it with Ctrl-C, which clears the mark.',
  );
}

export interface EmbeddedSnapshot {
  database: Database;
  /** Closes the copy and removes it; the embedded database itself was never opened. */
  discard(): Promise<void>;
}

/**
 * A copy of the embedded database's folder, opened and brought to this version's migrations
 * (as a server start would): the move reads the copy, so the school's own folder is never
 * opened, let alone changed, and a failed move leaves it exactly as it was.
 */
export async function openEmbeddedSnapshot(pgliteDir: string, workDir = os.tmpdir()): Promise<EmbeddedSnapshot> {
  checkEmbedded(pgliteDir);
  const dir = await fsp.mkdtemp(path.join(workDir, 'kaksha-move-'));
  const discardFolder = () => fsp.rm(dir, { recursive: true, force: true });
  try {
    const copy = path.join(dir, 'pglite');
    await fsp.cp(pgliteDir, copy, { recursive: true });
    // A server that started while the folder was being copied would make the copy unreliable.
    refuseIfInUse(pgliteDir);
    await fsp.rm(path.join(copy, LOCK_FILE), { force: true });
    const database = await openPglite(copy);
    try {
      await database.migrate();
    } catch (e) {
      await database.close();
      throw e;
    }
    return {
      database,
      discard: async () => {
        await database.close();
        await discardFolder();
      },
    };
  } catch (e) {
    await discardFolder();
    throw e;
  }
}
