import type { FastifyInstance } from 'fastify';
import type { AppDeps } from '../deps.ts';
import { servingOf } from '../platform/storage/file-kinds.ts';
import { notFound } from './errors.ts';

/** Parses a single `bytes=a-b` range; null when absent, 'invalid' when it cannot be served. */
export function parseRange(
  header: string | undefined,
  size: number,
): { start: number; end: number } | null | 'invalid' {
  if (!header) return null;
  const m = /^bytes=(\d*)-(\d*)$/.exec(header.trim());
  if (!m || (m[1] === '' && m[2] === '')) return 'invalid';
  let start: number;
  let end: number;
  if (m[1] === '') {
    start = Math.max(0, size - Number(m[2]));
    end = size - 1;
  } else {
    start = Number(m[1]);
    end = m[2] === '' ? size - 1 : Math.min(Number(m[2]), size - 1);
  }
  return start > end || start >= size ? 'invalid' : { start, end };
}

const dispositionName = (name: string) => name.replace(/[^\w. -]/g, '_').slice(0, 120) || 'file';

/**
 * Stored files, by signed link (DESIGN §4): range requests so videos can be seeked, a
 * Content-Disposition, and never executed (nosniff comes from the security headers, and a
 * sandboxing CSP is added for anything shown in place).
 */
export function installFileRoute(app: FastifyInstance, deps: AppDeps): void {
  app.get<{ Params: { '*': string }; Querystring: { exp?: string; sig?: string; name?: string } }>(
    '/api/files/*',
    { schema: { hide: true } },
    async (req, reply) => {
      const key = req.params['*'];
      if (!deps.fileUrls.verify(key, req.query)) throw notFound();
      const stat = await deps.storage.stat(key);
      if (!stat) throw notFound();
      const { mime, inline } = servingOf(key);
      const name = dispositionName(req.query.name ?? key.split('/').pop() ?? 'file');
      reply
        .header('content-type', mime)
        .header('accept-ranges', 'bytes')
        .header('content-disposition', `${inline ? 'inline' : 'attachment'}; filename="${name}"`)
        // Chromium will not show a PDF in a sandboxed document; everything else is sandboxed.
        .header(
          'content-security-policy',
          mime === 'application/pdf'
            ? "default-src 'none'"
            : "sandbox; default-src 'none'; media-src 'self'; img-src 'self'",
        )
        .header('cache-control', 'private, max-age=3600')
        .header('last-modified', stat.modified.toUTCString());
      const range = parseRange(req.headers.range, stat.size);
      if (range === 'invalid') {
        return reply.status(416).header('content-range', `bytes */${stat.size}`).send();
      }
      if (range) {
        reply
          .status(206)
          .header('content-range', `bytes ${range.start}-${range.end}/${stat.size}`)
          .header('content-length', range.end - range.start + 1);
        return reply.send(deps.storage.read(key, range));
      }
      reply.header('content-length', stat.size);
      return reply.send(deps.storage.read(key));
    },
  );
}
