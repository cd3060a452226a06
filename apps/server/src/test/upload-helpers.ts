import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import multipart from '@fastify/multipart';
import Fastify from 'fastify';
import type { Db } from '../db/client.ts';
import type { AppDeps } from '../deps.ts';
import { type BodyDeadlines, installBodyDeadline } from '../http/body-deadline.ts';
import { installErrorHandler } from '../http/error-handler.ts';
import { installFileRoute } from '../http/file-route.ts';
import { createLocalStorage } from '../platform/storage/file-storage.ts';
import { receiveUpload, receiveUploads, type UploadRules } from '../platform/storage/receive-upload.ts';
import { createUrlSigner } from '../platform/storage/signed-urls.ts';

/** A database that takes receive-upload's `insert(uploads).values(...).onConflictDoNothing()` and keeps nothing. */
const recordsNoUploads = {
  insert: () => ({ values: () => ({ onConflictDoNothing: async () => {} }) }),
} as unknown as Db;

/**
 * A bare app with the upload primitive and the file route, over a temporary folder; with
 * `deadlines`, a body that arrives too slowly is cut off as in the real app.
 */
export async function uploadTestApp(rules: UploadRules & { maxFiles?: number }, deadlines?: BodyDeadlines) {
  const root = fs.mkdtempSync(path.join(os.tmpdir(), 'kaksha-uploads-'));
  const deps = {
    db: recordsNoUploads,
    storage: createLocalStorage(root),
    fileUrls: createUrlSigner('test-secret'),
  } as AppDeps;
  const app = Fastify();
  installErrorHandler(app);
  if (deadlines) installBodyDeadline(app, deadlines);
  await app.register(multipart);
  installFileRoute(app, deps);
  app.post('/one', async (req) => receiveUpload(req, deps, rules));
  app.post('/many', async (req) => receiveUploads(req, deps, { ...rules, maxFiles: rules.maxFiles ?? 4 }));
  await app.ready();
  const files = () => fs.readdirSync(root, { recursive: true }).filter((f) => String(f).includes('.'));
  return { app, deps, root, files, close: () => app.close() };
}

/** One file part of a multipart body: its headers, its bytes and the closing CRLF. */
export function multipartFilePart(boundary: string, field: string, filename: string, content: Uint8Array): Buffer {
  return Buffer.concat([
    Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="${field}"; filename="${filename}"\r\nContent-Type: application/octet-stream\r\n\r\n`,
    ),
    Buffer.from(content),
    Buffer.from('\r\n'),
  ]);
}

/** A multipart body with the given files, for `app.inject`. */
export function multipartBody(parts: { field: string; name: string; content: Buffer }[]) {
  const boundary = `----kaksha${Date.now()}`;
  const chunks = parts.map((p) => multipartFilePart(boundary, p.field, p.name, p.content));
  chunks.push(Buffer.from(`--${boundary}--\r\n`));
  return { payload: Buffer.concat(chunks), headers: { 'content-type': `multipart/form-data; boundary=${boundary}` } };
}

/** Smallest real files of a few kinds, by their magic bytes. */
export const sampleFiles = {
  pdf: Buffer.from('%PDF-1.4\n1 0 obj<<>>endobj\ntrailer<<>>\n%%EOF\n'),
  png: Buffer.from(
    'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==',
    'base64',
  ),
  exe: Buffer.concat([Buffer.from('MZ'), Buffer.alloc(200, 0x90)]),
};
