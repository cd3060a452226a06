import crypto from 'node:crypto';
import { Readable } from 'node:stream';
import zlib from 'node:zlib';
import { eq } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { settings } from '../db/schema/index.ts';
import { SIGNATURE_SETTING } from '../modules/certificates/signature.ts';
import type { FileStorage } from '../platform/storage/file-storage.ts';

const WIDTH = 360;
const HEIGHT = 110;
const INK = [24, 38, 92] as const;

/** One PNG chunk: length, type, data, CRC of type and data. */
function chunk(type: string, data: Buffer): Buffer {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type, 'latin1'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(zlib.crc32(body));
  return Buffer.concat([length, body, crc]);
}

/**
 * A hand-signature-like stroke in dark blue ink on a transparent background, drawn here so the
 * demo school's certificates carry a signature as a school's would (set on /admin/images).
 */
export function demoSignaturePng(): Buffer {
  const alpha = new Float32Array(WIDTH * HEIGHT);
  const dab = (cx: number, cy: number, radius: number) => {
    for (let y = Math.floor(cy - radius - 1); y <= cy + radius + 1; y++) {
      for (let x = Math.floor(cx - radius - 1); x <= cx + radius + 1; x++) {
        if (x < 0 || y < 0 || x >= WIDTH || y >= HEIGHT) continue;
        const cover = Math.min(1, Math.max(0, radius + 0.5 - Math.hypot(x - cx, y - cy)));
        const i = y * WIDTH + x;
        alpha[i] = Math.max(alpha[i] ?? 0, cover);
      }
    }
  };
  // A flowing line of loops that rises and falls, then an underline flourish.
  for (let t = 0; t <= 1; t += 0.0004) {
    const x = 20 + 300 * t + 14 * Math.cos(t * 9 * 2 * Math.PI);
    const y = 52 - 24 * Math.sin(t * 9 * 2 * Math.PI) * (0.6 + 0.4 * Math.sin(t * Math.PI)) + 10 * t;
    dab(x, y, 1.4 + 0.6 * Math.sin(t * 23));
  }
  for (let t = 0; t <= 1; t += 0.0008) dab(40 + 290 * t, 92 - 6 * Math.sin(t * Math.PI), 1.2);

  const rows: Buffer[] = [];
  for (let y = 0; y < HEIGHT; y++) {
    const row = Buffer.alloc(1 + WIDTH * 4);
    for (let x = 0; x < WIDTH; x++) {
      const o = 1 + x * 4;
      row[o] = INK[0];
      row[o + 1] = INK[1];
      row[o + 2] = INK[2];
      row[o + 3] = Math.round((alpha[y * WIDTH + x] ?? 0) * 255);
    }
    rows.push(row);
  }
  const header = Buffer.alloc(13);
  header.writeUInt32BE(WIDTH, 0);
  header.writeUInt32BE(HEIGHT, 4);
  header[8] = 8; // bit depth
  header[9] = 6; // RGBA
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', zlib.deflateSync(Buffer.concat(rows))),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

/** The demo school's certificate signature, unless the school already has one. */
export async function loadDemoSignature(db: Db, storage: FileStorage): Promise<void> {
  const [current] = await db.select().from(settings).where(eq(settings.key, SIGNATURE_SETTING)).limit(1);
  if (current) return;
  // A name of its own each time: stored files are never overwritten, and a folder kept from an
  // earlier database (or another test file) may already hold an older demo signature.
  const key = `certificates/signature-demo-${crypto.randomUUID()}.png`;
  await storage.write(key, Readable.from(demoSignaturePng()));
  await db.insert(settings).values({ key: SIGNATURE_SETTING, value: key }).onConflictDoNothing();
}
