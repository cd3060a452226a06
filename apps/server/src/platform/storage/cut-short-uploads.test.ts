import net from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { multipartBody, sampleFiles, uploadTestApp } from '../../test/upload-helpers.ts';

/**
 * An upload body that is cut short, or that stops arriving, is answered promptly: 400 when it
 * ended early, 408 (and a closed connection) when it is too slow. Never a hang, never a 5xx.
 * Tried through `inject` and through a real socket, where the bytes arrive as a client sends them.
 */
const DEADLINES = { bodyMs: 400, uploadMs: 800 };

const whole = multipartBody([{ field: 'upfile', name: 'notes.pdf', content: sampleFiles.pdf }]);
const type = whole.headers['content-type'];
/** Ends inside the file's bytes. */
const cutInFile = whole.payload.subarray(0, whole.payload.indexOf('%%EOF'));
/** The file and its line break, without the closing boundary. */
const noClosingBoundary = whole.payload.subarray(0, whole.payload.lastIndexOf('\r\n--') + 2);

interface RawAnswer {
  status: number | null;
  ms: number;
  closed: boolean;
}

/** Sends `head` then `body` on a raw socket; answers the status line's code and when it came. */
function rawRequest(port: number, body: Buffer, opts: { contentLength?: number; trickleMs?: number } = {}) {
  const started = Date.now();
  const head = [
    'POST /one HTTP/1.1',
    'Host: 127.0.0.1',
    // The server closes the socket after its answer, so 'close' marks the end of every exchange.
    'Connection: close',
    `Content-Type: ${type}`,
    `Content-Length: ${opts.contentLength ?? body.length}`,
    '',
    '',
  ].join('\r\n');
  return new Promise<RawAnswer>((resolve, reject) => {
    const socket = net.connect(port, '127.0.0.1');
    let received = '';
    let timer: NodeJS.Timeout | undefined;
    const finish = (closed: boolean) => {
      clearInterval(timer);
      const match = /^HTTP\/1\.1 (\d{3})/.exec(received);
      resolve({ status: match ? Number(match[1]) : null, ms: Date.now() - started, closed });
    };
    socket.on('data', (d) => {
      received += d.toString('latin1');
    });
    socket.on('close', () => finish(true));
    socket.on('error', (e) => ((e as { code?: string }).code === 'ECONNRESET' ? undefined : reject(e)));
    socket.write(head);
    if (!opts.trickleMs) {
      socket.write(body);
      return;
    }
    let i = 0;
    timer = setInterval(() => {
      if (socket.destroyed || i >= body.length) return clearInterval(timer);
      socket.write(body.subarray(i, i + 1));
      i += 1;
    }, opts.trickleMs);
  });
}

describe('an upload cut short or too slow', () => {
  let t: Awaited<ReturnType<typeof uploadTestApp>>;
  let port: number;
  beforeAll(async () => {
    t = await uploadTestApp({ field: 'upfile', kinds: ['pdf', 'png'], maxBytes: 1024, prefix: 'reading' }, DEADLINES);
    await t.app.listen({ host: '127.0.0.1', port: 0 });
    port = (t.app.server.address() as net.AddressInfo).port;
  });
  afterAll(() => t.close());

  it.each([
    ['inside the file', cutInFile],
    ['without its closing boundary', noClosingBoundary],
  ])('a body ending %s answers 400 through inject, and keeps nothing', async (_name, payload) => {
    const before = t.files().length;
    const res = await t.app.inject({ method: 'POST', url: '/one', payload, headers: { 'content-type': type } });
    expect(res.statusCode).toBe(400);
    expect(t.files().length).toBe(before);
  });

  it.each([
    ['inside the file', cutInFile],
    ['without its closing boundary', noClosingBoundary],
  ])('a body ending %s with a matching Content-Length answers 400 on a socket, promptly', async (_name, body) => {
    const answer = await rawRequest(port, body);
    expect(answer.status).toBe(400);
    expect(answer.ms).toBeLessThan(DEADLINES.uploadMs);
  });

  it('a body that stops arriving before its Content-Length is cut off with 408', async () => {
    const answer = await rawRequest(port, cutInFile, { contentLength: whole.payload.length });
    expect(answer.status).toBe(408);
    expect(answer.closed).toBe(true);
    expect(answer.ms).toBeGreaterThanOrEqual(DEADLINES.uploadMs - 50);
    expect(answer.ms).toBeLessThan(DEADLINES.uploadMs + 2_000);
  });

  it('a body trickled a byte at a time is cut off at the deadline, though bytes keep coming', async () => {
    // One byte every 20 ms would take several seconds for the whole body; Node's idle timeout
    // never fires as each byte resets it.
    const answer = await rawRequest(port, whole.payload, { trickleMs: 20 });
    expect(whole.payload.length * 20).toBeGreaterThan(DEADLINES.uploadMs * 3);
    expect(answer.status).toBe(408);
    expect(answer.closed).toBe(true);
    expect(answer.ms).toBeLessThan(DEADLINES.uploadMs + 2_000);
  });

  it('a whole body sent the same way is stored (the socket helper is sound)', async () => {
    const answer = await rawRequest(port, whole.payload);
    expect(answer.status).toBe(200);
  });
});
