import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { drizzle } from 'drizzle-orm/pglite';
import { migrate } from 'drizzle-orm/pglite/migrator';
import pg from 'pg';
import type { TestProject } from 'vitest/node';
import { migrationsFolder, openPostgres } from '../db/client.ts';
import { scratchPrefix } from './test-db.ts';

/*
 * Vitest global setup of the server tests: the migrations run once per `npm test`, not once per
 * test file. On PGlite the migrated database is dumped to a file each test file starts its own
 * in-memory copy from; on PostgreSQL it is a template database each test file's database is
 * created from. Either way no two files share a database.
 */

declare module 'vitest' {
  export interface ProvidedContext {
    /** A `dumpDataDir` tarball of a migrated PGlite database (PGlite runs). */
    pgliteTemplateFile?: string;
    /** A migrated database on DATABASE_URL's server to copy with CREATE DATABASE ... TEMPLATE. */
    postgresTemplate?: string;
  }
}

async function dumpMigratedPglite(): Promise<string> {
  const client = new PGlite();
  await client.waitReady;
  await migrate(drizzle(client), { migrationsFolder });
  // Each copy starts with this setting. PostgreSQL's default 128 MB of shared buffers is set up
  // (and zeroed) at every start; a test database holds a few MB, and 16 MB cut the CPU time of a
  // copy's start by about a fifth (bench/README.md, "`npm test`").
  await client.exec(`alter system set shared_buffers = '16MB'`);
  // Gzip: 5 MB instead of 42 (mostly an empty WAL segment), and it loads no slower.
  const dump = await client.dumpDataDir('gzip');
  await client.close();
  const file = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'kaksha-test-template-')), 'migrated.tar.gz');
  fs.writeFileSync(file, Buffer.from(await dump.arrayBuffer()));
  return file;
}

async function onServer(url: string, statement: string): Promise<void> {
  const admin = new pg.Client({ connectionString: url });
  await admin.connect();
  try {
    await admin.query(statement);
  } finally {
    await admin.end();
  }
}

export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  const url = process.env.DATABASE_URL;
  if (!url) {
    const file = await dumpMigratedPglite();
    project.provide('pgliteTemplateFile', file);
    return async () => fs.rmSync(path.dirname(file), { recursive: true, force: true });
  }
  const name = `${scratchPrefix()}_template_${crypto.randomBytes(6).toString('hex')}`;
  await onServer(url, `create database ${name}`);
  const target = new URL(url);
  target.pathname = `/${name}`;
  const database = await openPostgres(target.toString(), 1, () => {});
  try {
    await database.migrate();
  } finally {
    // A template must have no open connection while it is copied.
    await database.close();
  }
  project.provide('postgresTemplate', name);
  return () => onServer(url, `drop database if exists ${name} with (force)`);
}
