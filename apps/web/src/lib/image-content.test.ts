import { describe, expect, it } from 'vitest';
import { imageContentMatches } from './image-content.ts';

const blob = (bytes: number[]) => new Blob([new Uint8Array(bytes)]);
const PNG = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13];

describe('imageContentMatches', () => {
  it('accepts an image whose first bytes are the kind its name claims', async () => {
    expect(await imageContentMatches(blob(PNG), 'png')).toBe(true);
    expect(await imageContentMatches(blob([0xff, 0xd8, 0xff, 0xe0]), 'jpg')).toBe(true);
    const webp = [0x52, 0x49, 0x46, 0x46, 1, 2, 3, 4, 0x57, 0x45, 0x42, 0x50];
    expect(await imageContentMatches(blob(webp), 'webp')).toBe(true);
  });

  it('refuses a renamed file, e.g. text or a JPEG called .png', async () => {
    expect(await imageContentMatches(new Blob(['hello, not an image']), 'png')).toBe(false);
    expect(await imageContentMatches(blob([0xff, 0xd8, 0xff, 0xe0]), 'png')).toBe(false);
    expect(await imageContentMatches(blob([]), 'gif')).toBe(false);
  });
});
